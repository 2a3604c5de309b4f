// The page's language, and server-side translation for loaders and actions:
// one i18next instance per language, initialised once at start (not one per
// call), and one translator per language for rendering (decision 070).
import { createInstance, type i18n } from "i18next";
import { i18nConfig, NAMESPACES, type Namespace } from "~/i18n/config";
import { localeFromCookie } from "~/i18n/locale-cookie.server";
import { resources } from "~/i18n/resources.server";
import { createTranslator, type Translator } from "~/i18n/translator";
import { LOCALES, type Locale } from "~/shared/constants";

export const LOCALE_SEARCH_PARAM = "lng";

function initialised(locale: Locale): i18n {
  const instance = createInstance({ ...i18nConfig, lng: locale, ns: [...NAMESPACES], resources, initImmediate: false });
  // With the resources in hand and initImmediate off, init finishes before it returns.
  void instance.init();
  return instance;
}

const instances = Object.fromEntries(LOCALES.map((locale) => [locale, initialised(locale)])) as Record<Locale, i18n>;

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator(locale, resources[locale])]),
) as Record<Locale, Translator>;

/** One of our languages for a tag such as `en` or `en-US`. */
function supportedLocale(tag: string | null): Locale | null {
  const lower = tag?.trim().toLowerCase();
  return (lower && LOCALES.find((locale) => lower === locale || lower.startsWith(`${locale}-`))) || null;
}

const locales = new WeakMap<Request, Promise<Locale>>();

/**
 * `?lng=` when it names one of our languages, else the `lng` cookie, else
 * Korean (spec §9: the browser's Accept-Language is not consulted). Worked
 * out once per request.
 */
export function getLocale(request: Request): Promise<Locale> {
  let locale = locales.get(request);
  if (!locale) {
    const fromQuery = supportedLocale(new URL(request.url).searchParams.get(LOCALE_SEARCH_PARAM));
    locale = fromQuery ? Promise.resolve(fromQuery) : localeFromCookie(request.headers.get("Cookie"));
    locales.set(request, locale);
  }
  return locale;
}

/** The shared instance of a language; never change its language. */
export function i18nFor(locale: Locale): i18n {
  return instances[locale];
}

export function translatorFor(locale: Locale): Translator {
  return translators[locale];
}

export async function getFixedT(request: Request, ns: Namespace = "common") {
  return instances[await getLocale(request)].getFixedT(null, ns);
}
