// Short-lived values the server hands out and must recognise later without
// storing them (a pending sign-in, the mock provider's codes): JSON plus an
// expiry, signed with HMAC-SHA256 under SESSION_SECRET. Not encrypted: never
// put a secret inside.
import crypto from "node:crypto";
import type { z } from "zod";
import { getEnv } from "~/env.server";

function mac(purpose: string, body: string): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRET).update(`${purpose}.${body}`).digest("base64url");
}

/** `purpose` keeps a token made for one use from being accepted for another. */
export function signToken(purpose: string, payload: Record<string, unknown>, ttlMs: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs })).toString("base64url");
  return `${body}.${mac(purpose, body)}`;
}

/** The payload of a genuine, unexpired token made for `purpose`; null otherwise. */
export function readSignedToken<Schema extends z.ZodType>(
  purpose: string,
  token: string | null | undefined,
  schema: Schema,
): z.output<Schema> | null {
  if (!token) return null;
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(purpose, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const exp = (data as { exp?: unknown } | null)?.exp;
  if (typeof exp !== "number" || exp <= Date.now()) return null;
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
