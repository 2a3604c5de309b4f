// Helpers for calling loaders and actions directly, as Remix would.
import type { AppLoadContext } from "@remix-run/node";
import { commitSessionCookie, createSession, hashToken, sessionCookie } from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { createUserWithPassword } from "~/models/user.server";
import type { SessionProvider } from "~/shared/roles";

export function context(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { cspNonce: "test-nonce", isPageVisit: false, authRateLimited: null, clientAddress: "192.0.2.1", ...overrides };
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

/**
 * A new account ("user" unless a role is given) signed in on a new session:
 * the account, its password, the session's Cookie header, the session row,
 * and its token (a Bearer token for the API).
 */
export async function signedInUser(options: { role?: string; password?: string; provider?: SessionProvider } = {}) {
  const { user, password } = await createUser(options);
  const { cookie, session, token } = await sessionCookieFor(user.id, options.provider);
  return { user, password, cookie, session, token };
}

/**
 * The account's write limits start again (models/write-limits.server.ts): for a
 * fixture that makes more playlists or comments than a fan would in a minute.
 * The limits themselves are tested in write-limits.test.ts.
 */
export async function forgetWriteLimits(userId: string) {
  await prisma.rateLimitCounter.deleteMany({ where: { key: { startsWith: "write:" }, AND: { key: { endsWith: `:${userId}` } } } });
}

/** A new account as the models take the one acting: `{ id, role }`. */
export async function createActor(role = "user") {
  const { user } = await createUser({ role });
  return { id: user.id, role: user.role };
}

type Params = Record<string, string | undefined>;
export type RouteHandler = (args: { request: Request; params: Params; context: AppLoadContext }) => unknown;
/** A route module: its loader answers GET and HEAD, its action every other method. */
type RouteModule = { loader?: unknown; action?: unknown };

export interface RouteCall {
  /** GET, or POST when a body is given. */
  method?: string;
  /** A Cookie header (a session from sessionCookieFor or signedInUser). */
  cookie?: string;
  headers?: Record<string, string>;
  params?: Params;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as typed, marked as JSON (broken JSON, a huge body). */
  raw?: string;
  /** Sent as a form post (url-encoded, or multipart for FormData). */
  form?: Record<string, string> | URLSearchParams | FormData;
  /** Overrides of the load context (isPageVisit, authRateLimited). */
  context?: Partial<AppLoadContext>;
}

/** The Request Remix would hand a loader or action for this call. */
export function routeRequest(path: string, { method, cookie, headers = {}, body, raw, form }: RouteCall = {}): Request {
  const json = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const encoded = form === undefined || form instanceof FormData || form instanceof URLSearchParams ? form : new URLSearchParams(form);
  const hasBody = json !== undefined || encoded !== undefined;
  return new Request(`http://localhost${path}`, {
    method: method ?? (hasBody ? "POST" : "GET"),
    body: json ?? encoded,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(encoded instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...headers,
    },
  });
}

/**
 * Calls a loader or action (or a route module's, by the method) as Remix
 * would, and returns its Response, a thrown one (a redirect, a refusal) included.
 */
export async function callRoute(route: RouteHandler | RouteModule, path: string, call: RouteCall = {}): Promise<Response> {
  const request = routeRequest(path, call);
  const handler = typeof route === "function" ? route : request.method === "GET" || request.method === "HEAD" ? route.loader : route.action;
  if (typeof handler !== "function") throw new Error(`the route has no ${request.method === "GET" || request.method === "HEAD" ? "loader" : "action"}`);
  return settle((handler as RouteHandler)({ request, params: call.params ?? {}, context: context(call.context) }) as Promise<Response>);
}

/**
 * A route's answer, read: its status and body (JSON parsed, other text as is,
 * null when empty), and its headers, which a test comparing whole answers
 * (`toEqual({ status, body })`) leaves out.
 */
export class Answer {
  readonly #headers: Headers;
  constructor(
    readonly status: number,
    readonly body: any,
    headers: Headers,
  ) {
    this.#headers = headers;
  }
  get headers() {
    return this.#headers;
  }
}

/** callRoute, and the answer read (for JSON APIs and loaders' data). */
export async function callJson(route: RouteHandler | RouteModule, path: string, call: RouteCall = {}): Promise<Answer> {
  const response = await callRoute(route, path, call);
  const text = await response.text();
  const isJson = response.headers.get("Content-Type")?.includes("json");
  return new Answer(response.status, text === "" ? null : isJson ? JSON.parse(text) : text, response.headers);
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

/** The session row a response's `__session` cookie opens; null when it sets none (or clears it). */
export async function sessionOf(response: Response) {
  const cookie = parseSetCookie(response, "__session");
  if (!cookie?.value) return null;
  const token = (await sessionCookie().parse(`__session=${cookie.value}`)) as string;
  return prisma.session.findUnique({ where: { tokenHash: hashToken(token) } });
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
