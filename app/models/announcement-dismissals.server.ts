// Which announcements this browser dismissed: a cookie of ids, so that a
// visitor who is not signed in (or has no JavaScript) can dismiss them too.
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/env.server";

/** The newest dismissals are kept; older announcements have ended by then. */
const MAX_DISMISSED = 20;

let cookie: ReturnType<typeof createCookie> | undefined;

function dismissedCookie() {
  return (cookie ??= createCookie("dismissed_announcements", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().secureCookies,
    maxAge: 365 * 24 * 60 * 60,
  }));
}

export async function readDismissed(request: Request): Promise<number[]> {
  const value: unknown = await dismissedCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return [];
  return value
    .split(".")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(-MAX_DISMISSED);
}

/** The Set-Cookie header adding `id` to the dismissed ones. */
export async function dismiss(request: Request, id: number): Promise<string> {
  const ids = [...new Set([...(await readDismissed(request)), id])].slice(-MAX_DISMISSED);
  return dismissedCookie().serialize(ids.join("."));
}
