// Translations in components: the same calls as react-i18next
// (`useTranslation(ns)` → `{ t, i18n: { language } }`, `<Trans>`), served by
// the small reader of ./translator.ts. entry.server.tsx and entry.client.tsx
// provide the page's translator. Import these, never react-i18next
// (app/i18n/imports.test.ts checks).
import { cloneElement, createContext, Fragment, useContext, type ReactElement, type ReactNode } from "react";
import type { Namespace } from "~/i18n/config";
import type { TFunction, Translator, Values } from "~/i18n/translator";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(ns?: Namespace): { t: TFunction; i18n: { language: Translator["language"] } } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs a TranslationProvider (app/entry.*.tsx)");
  return { t: translator.fixedT(ns), i18n: translator };
}

/**
 * A text with markup: `<name>…</name>` in the text becomes `components.name`
 * with that text inside (the only form our texts use).
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Values;
  components: Record<string, ReactElement>;
}) {
  const parts = t(i18nKey, values).split(/<(\w+)>(.*?)<\/\1>/);
  // split() with two groups yields: text, name, inner, text, name, inner, …, text
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(parts[i]);
    const name = parts[i + 1];
    const element = name === undefined ? undefined : components[name];
    if (element) nodes.push(cloneElement(element, { key: i }, parts[i + 2]));
  }
  return <Fragment>{nodes}</Fragment>;
}
