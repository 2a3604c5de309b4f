// A sign-in that waits for "sign in here and sign out the other device":
// the account is proven (password checked, or the provider vouched for it),
// but another device is signed in. It is remembered as a signed value, never
// with the password: a cookie for the pages, a token in the API's 409.
import { createCookie } from "@remix-run/node";
import * as z from "zod";
import { getEnv } from "~/env.server";
import { PENDING_SIGN_IN_TTL_MS } from "~/shared/constants";
import { SESSION_PROVIDERS } from "~/shared/roles";
import { readSignedToken, signToken } from "~/utils/signed-token.server";

const PURPOSE = "pending-sign-in";

const PendingSignInSchema = z.object({
  userId: z.string(),
  provider: z.enum(SESSION_PROVIDERS).exclude(["guest"]),
  redirectTo: z.string().nullable(),
});

export type PendingSignIn = z.output<typeof PendingSignInSchema>;

export function issuePendingSignInToken(pending: PendingSignIn): string {
  return signToken(PURPOSE, pending, PENDING_SIGN_IN_TTL_MS);
}

export function readPendingSignInToken(token: string | null | undefined): PendingSignIn | null {
  return readSignedToken(PURPOSE, token, PendingSignInSchema);
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

export function commitPendingSignIn(pending: PendingSignIn): Promise<string> {
  return pendingCookie().serialize(issuePendingSignInToken(pending));
}

export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? readPendingSignInToken(value) : null;
}

export function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
