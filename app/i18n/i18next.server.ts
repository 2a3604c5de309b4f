// Language detection (remix-i18next) and server-side translation for loaders
// and actions: one i18next instance per language, initialised once at start
// (not one per call), and one translator per language for rendering.
import { createInstance, type i18n } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, NAMESPACES, type Namespace } from "~/i18n/config";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { resources } from "~/i18n/resources.server";
import { createTranslator, type Translator } from "~/i18n/translator";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/shared/constants";

export const LOCALE_SEARCH_PARAM = "lng";

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    searchParamKey: LOCALE_SEARCH_PARAM,
    // Korean unless the visitor chose otherwise (spec §9): the browser's Accept-Language is not consulted.
    order: ["searchParams", "cookie"],
  },
});

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

export async function getLocale(request: Request): Promise<Locale> {
  return (await detector.getLocale(request)) as Locale;
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
