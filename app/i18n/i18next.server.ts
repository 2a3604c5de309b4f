// Language detection and server-side translation (remix-i18next).
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, type Namespace } from "~/i18n/config";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { resources } from "~/i18n/resources.server";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/shared/constants";

export const LOCALE_SEARCH_PARAM = "lng";

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    searchParamKey: LOCALE_SEARCH_PARAM,
    // Korean unless the visitor chose otherwise (spec §9): the browser's Accept-Language is not consulted.
    order: ["searchParams", "cookie"],
  },
  i18next: { ...i18nConfig, resources },
});

export async function getLocale(request: Request): Promise<Locale> {
  return (await i18next.getLocale(request)) as Locale;
}

export async function getFixedT(request: Request, ns: Namespace = "common") {
  return i18next.getFixedT(request, ns);
}
