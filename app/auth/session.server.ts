// Database sessions. The cookie (or the API's Bearer header) carries an opaque
// random token; the Session table keeps only its SHA-256, so a leaked database
// cannot be replayed, and every session can be revoked. See docs/decisions/001-sessions.md.
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { findSessionWithUser } from "~/auth/session-lookup.server";
import { getEnv } from "~/env.server";
import { SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS } from "~/shared/constants";
import { koreaDay } from "~/shared/korea-time";
import { prismaErrorCode } from "~/db/prisma-errors";
import type { Role, SessionProvider } from "~/shared/roles";
import type { Viewer } from "~/shared/viewer";

/** Prisma, or the transaction a sign-in runs in (app/auth/sign-in.server.ts). */
type Db = Prisma.TransactionClient | typeof prisma;

/** Counts the account as active today in Korea (admin stats), once a day. */
async function markActiveToday(userId: string, now = new Date(), db: Db = prisma): Promise<void> {
  await db.$executeRaw`INSERT INTO "UserActiveDay" ("day", "userId") VALUES (${koreaDay(now)}, ${userId}) ON CONFLICT DO NOTHING`;
}

/** 256 random bits, well above the 128 the design asks for. */
const TOKEN_BYTES = 32;
const USER_AGENT_MAX_LENGTH = 512;

export const REVOKE_REASONS = {
  logout: "LOGOUT",
  logoutAll: "LOGOUT_ALL",
  /** Another device signed in (spec §8: told to the user, API code SESSION_EXPIRED). */
  replaced: "SESSION_EXPIRED",
  /** The password was changed from another session. */
  passwordChanged: "PASSWORD_CHANGED",
  /** An admin suspended the account (issue 13): told to the user, API code ACCOUNT_SUSPENDED. */
  suspended: "ACCOUNT_SUSPENDED",
} as const;

let cookie: ReturnType<typeof createCookie> | undefined;

export function sessionCookie() {
  const env = getEnv();
  return (cookie ??= createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.secureCookies,
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_TTL_MS / 1000,
  }));
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export type SessionWithUser = Prisma.SessionGetPayload<{ include: { user: true } }>;

/** The signed-in person as the browser sees them (the root loader's `viewer`). */
export function toViewer(session: SessionWithUser): Viewer {
  const { user } = session;
  return {
    id: user?.id ?? `guest_${session.id}`,
    name: user?.nickname ?? null,
    email: user?.email ?? null,
    role: (user?.role as Role | undefined) ?? "user",
    provider: session.provider as SessionProvider,
    profileImage: user?.profileImage ?? null,
    loginAt: session.createdAt.toISOString(),
    updatedAt: user?.updatedAt.toISOString() ?? null,
  };
}

export type SessionLookup =
  | { status: "none" }
  /** A token we issued that is no longer valid: revoked (with its reason) or expired. */
  | { status: "ended"; reason: string | null }
  | { status: "active"; session: SessionWithUser };

export async function createSession(
  input: {
    userId: string | null;
    provider: SessionProvider;
    userAgent?: string | null;
  },
  db: Db = prisma,
): Promise<{ token: string; session: SessionWithUser }> {
  const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
  if (input.userId) await markActiveToday(input.userId, new Date(), db);
  const session = await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId: input.userId,
      provider: input.provider,
      userAgent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    },
    include: { user: true },
  });
  return { token, session };
}

export async function commitSessionCookie(token: string): Promise<string> {
  return sessionCookie().serialize(token);
}

export async function destroySessionCookie(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The token of this request: the Bearer header first (the API), then the cookie. */
async function readSessionToken(request: Request): Promise<string | null> {
  const authorization = request.headers.get("Authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** How many Cookie headers `sessionTokenHash` remembers. */
const TOKEN_HASH_CACHE_SIZE = 1000;
const tokenHashes = new Map<string, string | null>();

/**
 * The SHA-256 of this request's session token, null without one. A browser
 * sends the same Cookie header with every request, and checking its signature
 * (an HMAC) then hashing the token cost as much as a tenth of a small API
 * read: the answer for the latest headers is kept. It depends on nothing but
 * the header and the secret, so it never goes stale; revocation is checked in
 * the database on every request all the same.
 */
async function sessionTokenHash(request: Request): Promise<string | null> {
  const cookieHeader = request.headers.get("Cookie");
  const cacheable = cookieHeader !== null && !request.headers.has("Authorization");
  if (cacheable) {
    const known = tokenHashes.get(cookieHeader);
    if (known !== undefined) return known;
  }
  const token = await readSessionToken(request);
  const tokenHash = token ? hashToken(token) : null;
  if (cacheable) {
    if (tokenHashes.size >= TOKEN_HASH_CACHE_SIZE) tokenHashes.delete(tokenHashes.keys().next().value!);
    tokenHashes.set(cookieHeader, tokenHash);
  }
  return tokenHash;
}

/** Last seen now; an account is also counted active on this day in Korea (admin stats). */
async function touchSession(sessionId: string, userId: string | null, now: Date): Promise<void> {
  const update = (db: Pick<typeof prisma, "session">) => db.session.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
  if (!userId) {
    await update(prisma);
    return;
  }
  await prisma.$transaction(
    async (tx) => {
      await update(tx);
      await tx.$executeRaw`INSERT INTO "UserActiveDay" ("day", "userId") VALUES (${koreaDay(now)}, ${userId}) ON CONFLICT DO NOTHING`;
    },
    // Bookkeeping waits no longer than Prisma's default for its turn: the request goes on without it (touchOnce).
    { maxWait: TOUCH_MAX_WAIT_MS },
  );
}

/** How long a session's "last seen" waits for the database before it is left for a later request. */
const TOUCH_MAX_WAIT_MS = 2_000;

// Requests of one session arriving together (a page's parallel fetches, a player's bursts) see the
// same stale lastSeenAt: they share one touch instead of each queueing a write transaction. The
// touch is remembered for the touch interval, so a request that read the session before the touch
// was written (a slow read under load) does not write it again.
const touches = new Map<string, { at: number; done: Promise<void> }>();
/** Sessions remembered before the ones touched longer ago than the interval are forgotten. */
const TOUCHES_REMEMBERED = 10_000;

/**
 * Touches the session once for all its requests within the touch interval. The
 * touch is bookkeeping: when the database is too busy to take it (P2028) the
 * request goes on, and a later one touches the session.
 */
function touchOnce(sessionId: string, userId: string | null, now: Date): Promise<void> {
  const recent = touches.get(sessionId);
  if (recent && now.getTime() - recent.at < SESSION_TOUCH_INTERVAL_MS) return recent.done;
  if (touches.size >= TOUCHES_REMEMBERED) {
    for (const [id, touch] of touches) if (now.getTime() - touch.at >= SESSION_TOUCH_INTERVAL_MS) touches.delete(id);
  }
  const done = touchSession(sessionId, userId, now).catch((error: unknown) => {
    touches.delete(sessionId);
    if (prismaErrorCode(error) !== "P2028") throw error;
    console.warn(`session ${sessionId}: the database was too busy to record it as seen; a later request will`);
  });
  touches.set(sessionId, { at: now.getTime(), done });
  return done;
}

async function lookup(request: Request): Promise<SessionLookup> {
  const tokenHash = await sessionTokenHash(request);
  if (!tokenHash) return { status: "none" };
  const session = await findSessionWithUser(tokenHash);
  if (!session) return { status: "none" };
  if (session.revokedAt) return { status: "ended", reason: session.revokedReason };
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) return { status: "ended", reason: null };
  if (session.provider !== "guest" && !session.user) return { status: "ended", reason: null };
  // Suspension revokes the sessions in its transaction; this holds even for one opened at that very moment.
  if (session.user?.suspendedAt) return { status: "ended", reason: REVOKE_REASONS.suspended };
  if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    session.lastSeenAt = new Date(now);
    await touchOnce(session.id, session.userId, session.lastSeenAt);
  }
  return { status: "active", session };
}

// Loaders of one request run in parallel; look the session up once per request.
const lookups = new WeakMap<Request, Promise<SessionLookup>>();

export function lookupSession(request: Request): Promise<SessionLookup> {
  let pending = lookups.get(request);
  if (!pending) {
    pending = lookup(request);
    lookups.set(request, pending);
  }
  return pending;
}

export async function getActiveSession(request: Request): Promise<SessionWithUser | null> {
  const result = await lookupSession(request);
  return result.status === "active" ? result.session : null;
}

export async function revokeSession(sessionId: string, reason: string, db: Db = prisma): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
}

/** Ends every live session of an account (logout-all, password reset, ...). */
export async function revokeAllSessions(userId: string, reason: string): Promise<number> {
  const { count } = await prisma.session.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  return count;
}

/**
 * The account's sessions that could still make requests: not revoked, not
 * expired. Most recently seen first. `exceptSessionId` leaves out the
 * caller's own session.
 */
export function listLiveSessions(userId: string, exceptSessionId?: string | null, db: Db = prisma) {
  return db.session.findMany({
    where: {
      userId,
      revokedAt: null,
      expiresAt: { gt: new Date() },
      ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
    },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, provider: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
}

/** Ends one session of this account; false when it is not the account's or already ended. */
export async function revokeUserSession(userId: string, sessionId: string, reason: string): Promise<boolean> {
  const { count } = await prisma.session.updateMany({
    where: { id: sessionId, userId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  return count > 0;
}

/** Ends every live session of the account but one (force-login, password change). */
export async function revokeOtherSessions(
  userId: string,
  keepSessionId: string | null,
  reason: string,
  db: Db = prisma,
): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  return count;
}

/** Whether the account with this e-mail has a live session: one query, whether or not the e-mail exists. */
export async function hasLiveSessionForEmail(email: string): Promise<boolean> {
  const count = await prisma.session.count({
    where: { revokedAt: null, expiresAt: { gt: new Date() }, user: { email } },
  });
  return count > 0;
}
