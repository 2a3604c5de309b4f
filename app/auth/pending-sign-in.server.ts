// A sign-in that waits for "sign in here and sign out the other device":
// the account is proven (password checked, or the provider vouched for it),
// but another device is signed in. It is a row of PendingSignIn under the
// SHA-256 of a random token handed out in an HttpOnly cookie (the pages) or
// the API's 409: never the password. It can be used once, within five
// minutes, only while the account has the password it was issued under, and
// a password sign-in not while the account is locked
// (docs/decisions/040-pending-sign-ins.md).
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { hashToken } from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { getEnv } from "~/env.server";
import { accountLock } from "~/models/user.server";
import { PENDING_SIGN_IN_TTL_MS } from "~/shared/constants";
import type { SessionProvider } from "~/shared/roles";

export interface PendingSignIn {
  userId: string;
  provider: Exclude<SessionProvider, "guest">;
  redirectTo: string | null;
}

export type PendingSignInUse =
  | { status: "ok"; pending: PendingSignIn }
  /** Unknown, used already, expired, or the password changed since. */
  | { status: "invalid" }
  | { status: "locked"; retryAfterSeconds: number };

/** A digest of the stored password hash: a new password (even the same one again) has a new salt, so a new version. */
function passwordVersion(hash: string | null | undefined): string | null {
  return hash ? crypto.createHash("sha256").update(hash).digest("base64url") : null;
}

/** A new pending sign-in; its token is what the browser (cookie) or the API client holds. */
export async function issuePendingSignIn(pending: PendingSignIn): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const password = await prisma.password.findUnique({ where: { userId: pending.userId }, select: { hash: true } });
  await prisma.pendingSignIn.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  await prisma.pendingSignIn.create({
    data: {
      tokenHash: hashToken(token),
      ...pending,
      passwordVersion: passwordVersion(password?.hash),
      expiresAt: new Date(Date.now() + PENDING_SIGN_IN_TTL_MS),
    },
  });
  return token;
}

const pendingSelect = {
  userId: true,
  provider: true,
  redirectTo: true,
  passwordVersion: true,
  expiresAt: true,
  user: { select: { lockedUntil: true, password: { select: { hash: true } } } },
} as const;

function isCurrent(row: { expiresAt: Date; passwordVersion: string | null; user: { password: { hash: string } | null } }) {
  return row.expiresAt.getTime() > Date.now() && row.passwordVersion === passwordVersion(row.user.password?.hash);
}

/** The pending sign-in of this token, if it could still be used (the question page shows it). */
export async function findPendingSignIn(token: string | null | undefined): Promise<PendingSignIn | null> {
  if (!token) return null;
  const row = await prisma.pendingSignIn.findUnique({ where: { tokenHash: hashToken(token) }, select: pendingSelect });
  return row && isCurrent(row) ? { userId: row.userId, provider: row.provider as PendingSignIn["provider"], redirectTo: row.redirectTo } : null;
}

/** Uses the pending sign-in up, whatever the answer: a token works once. */
export async function usePendingSignIn(token: string | null | undefined): Promise<PendingSignInUse> {
  if (!token) return { status: "invalid" };
  const tokenHash = hashToken(token);
  const row = await prisma.pendingSignIn.findUnique({ where: { tokenHash }, select: pendingSelect });
  // Of two requests with the same token, only the one that deletes the row goes on.
  if (!row || (await prisma.pendingSignIn.deleteMany({ where: { tokenHash } })).count !== 1 || !isCurrent(row)) {
    return { status: "invalid" };
  }
  const lock = row.provider === "password" ? accountLock(row.user) : null;
  if (lock) return { status: "locked", retryAfterSeconds: lock.retryAfterSeconds };
  return { status: "ok", pending: { userId: row.userId, provider: row.provider as PendingSignIn["provider"], redirectTo: row.redirectTo } };
}

let cookie: ReturnType<typeof createCookie> | undefined;

function pendingCookie() {
  return (cookie ??= createCookie("__pending_sign_in", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().secureCookies,
    maxAge: PENDING_SIGN_IN_TTL_MS / 1000,
  }));
}

/** Issues a pending sign-in and answers the cookie that holds its token. */
export async function commitPendingSignIn(pending: PendingSignIn): Promise<string> {
  return pendingCookie().serialize(await issuePendingSignIn(pending));
}

/** The token in this browser's cookie. */
export async function readPendingSignInToken(request: Request): Promise<string | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
