// Flash messages carried by a signed cookie: a mutation redirects with a
// toast, the root loader reads it once and clears it.
import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import * as z from "zod";
import { getEnv } from "~/env.server";
import { combineHeaders } from "~/utils/http.server";
import { type Toast, ToastSchema } from "~/shared/toast";

const TOAST_KEY = "toast" as const;

type ToastFlash = { [TOAST_KEY]: Toast };

let storage: SessionStorage<Record<string, never>, ToastFlash> | undefined;

function toastStorage() {
  const env = getEnv();
  return (storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.secureCookies,
      secrets: [env.SESSION_SECRET],
    },
  }));
}

export async function createToastHeaders(toast: z.input<typeof ToastSchema>): Promise<Headers> {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, ToastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(
  url: string,
  toast: z.input<typeof ToastSchema>,
  init?: ResponseInit,
): Promise<Response> {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) });
}

/** Reads and clears the pending toast. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast ? new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }) : null,
  };
}
