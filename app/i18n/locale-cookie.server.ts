// The cookie that keeps the chosen language (read by app/i18n/i18next.server.ts, and by
// server.ts for the few answers it gives itself).
import { createCookie } from "@remix-run/node";
import { isLocale } from "~/i18n/config";
import { DEFAULT_LOCALE, type Locale } from "~/shared/constants";

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function localeFromCookie(cookieHeader: string | null | undefined): Promise<Locale> {
  const value: unknown = await localeCookie.parse(cookieHeader ?? null);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
