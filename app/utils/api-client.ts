// Browser calls to our own /api (spec §7, §8): JSON, a 10 s timeout, the
// session cookie, and the spec's handling of a 401. An answer the caller
// uses is checked by the schema its server side is typed from (`answer`),
// so a page never relies on a shape nobody checked; a call without one
// returns nothing. A 503 (the database too busy to take the request, which
// was not carried out) is asked again once, after its Retry-After.
import type * as z from "zod";
import { API_TIMEOUT_MS, REDIRECT_AFTER_401_MS } from "~/shared/constants";

/** Fired on window when a signed-in user's session is no longer valid (spec §4 "forced-logout event"). */
export const FORCED_LOGOUT_EVENT = "fanchant:forced-logout";

export interface ForcedLogoutDetail {
  code: string;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/**
 * How long to wait before asking a 503 again: its Retry-After in seconds, 1 s
 * when it names none, never more than 5 s. (Here, in the module every page
 * loads, rather than in a module of its own: a new shared module costs every
 * page's first load more than its size, docs/performance.md.)
 */
export function busyRetryDelayMs(retryAfter: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return Number.isFinite(seconds) ? Math.min(5, Math.max(0, seconds)) * 1000 : 1000;
}

/** Resolves after `ms`; rejects with the signal's reason if it aborts first. */
export function waitBeforeRetry(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

let redirecting = false;

/**
 * Spec §8: a 401 for anyone but a guest signs the browser out: listeners
 * (the player) clear what they keep, and after 100 ms the page goes home,
 * where the server says why (another device signed in, or the session ended).
 */
function signOutAfterUnauthorized(code: string) {
  window.dispatchEvent(new CustomEvent<ForcedLogoutDetail>(FORCED_LOGOUT_EVENT, { detail: { code } }));
  if (redirecting) return;
  redirecting = true;
  setTimeout(() => window.location.assign("/"), REDIRECT_AFTER_401_MS);
}

interface CallOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** A guest's 401 is expected (nothing of theirs is on the server) and signs nobody out. */
  guest?: boolean;
}

export function apiFetch<Answer extends z.ZodType>(path: string, options: CallOptions & { answer: Answer }): Promise<z.output<Answer>>;
export function apiFetch(path: string, options?: CallOptions): Promise<void>;
export async function apiFetch(path: string, options: CallOptions & { answer?: z.ZodType } = {}): Promise<unknown> {
  const { method = options.body === undefined ? "GET" : "POST", body, guest = false } = options;
  const send = () =>
    fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Each try has its own timeout; the caller's signal ends both.
      signal: AbortSignal.any([AbortSignal.timeout(API_TIMEOUT_MS), ...(options.signal ? [options.signal] : [])]),
    });
  let response = await send();
  if (response.status === 503) {
    await waitBeforeRetry(busyRetryDelayMs(response.headers.get("Retry-After")), options.signal);
    response = await send();
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return options.answer?.parse(data);

  const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null)?.error;
  const code = error?.code ?? "UNKNOWN";
  // Guests have nothing on the server: their 401s are expected and ignored (spec §6).
  if (response.status === 401 && !guest) signOutAfterUnauthorized(code);
  throw new ApiClientError(response.status, code, error?.message ?? response.statusText, error?.fields);
}
