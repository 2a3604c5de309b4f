// Helpers for calling loaders and actions directly, as Remix would.
import type { AppLoadContext } from "@remix-run/node";
import { commitSessionCookie, createSession } from "~/auth/session.server";
import { createUserWithPassword } from "~/models/user.server";
import type { SessionProvider } from "~/shared/roles";

export function context(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { cspNonce: "test-nonce", isPageVisit: false, authRateLimited: null, ...overrides };
}

export function formRequest(path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

let counter = 0;

export async function createUser(overrides: { role?: string; password?: string } = {}) {
  counter += 1;
  const password = overrides.password ?? "fanchant-test";
  const user = await createUserWithPassword({
    email: `fan${counter}-${Date.now()}@example.com`,
    password,
    nickname: `팬${counter}`,
    role: overrides.role,
  });
  return { user, password };
}

/** A Cookie header for a new session of this user (or a guest when null). */
export async function sessionCookieFor(userId: string | null, provider: SessionProvider = "password") {
  const { token, session } = await createSession({ userId, provider: userId ? provider : "guest" });
  return { cookie: (await commitSessionCookie(token)).split(";")[0]!, session, token };
}

/** Runs a loader or action that may throw a Response, and returns the Response. */
export async function settle(promise: Promise<Response> | Response): Promise<Response> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

export function parseSetCookie(response: Response, name: string) {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  return {
    value: pair!.slice(name.length + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

/** Cookie header value from a response's Set-Cookie headers (and earlier cookies), dropping expired ones. */
export function cookieJar(previous: string, response: Response): string {
  const jar = new Map(
    previous
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const name = pair!.slice(0, pair!.indexOf("="));
    const value = pair!.slice(pair!.indexOf("=") + 1);
    if (attributes.some((attribute) => /^max-age=0$/i.test(attribute)) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
