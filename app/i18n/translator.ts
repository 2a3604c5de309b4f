// The translation reader that components use on both sides (about 1 KB in
// the browser instead of i18next + react-i18next's 20 KB; decision 070). It
// reads the same JSON files as i18next and follows the same rules for what
// our texts use: `ns:key` prefixes, nested keys, `{{name}}` with the default
// variables of app/i18n/config.ts, and `_one`/`_other` plurals chosen by
// `count`. translator.test.ts checks every text against i18next.
import { i18nConfig, type Namespace } from "~/i18n/config";
import type { Locale } from "~/shared/constants";

export type Messages = Partial<Record<Namespace, unknown>>;
export type Values = Record<string, unknown>;
export type TFunction = (key: string, values?: Values) => string;

export interface Translator {
  language: Locale;
  /** A `t` whose keys default to namespace `ns`; the same function every time for the same `ns`. */
  fixedT(ns?: Namespace): TFunction;
}

const DEFAULT_VARIABLES: Values = i18nConfig.interpolation.defaultVariables;

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: Values | undefined): string {
  return text.replace(/{{(.+?)}}/g, (match, name: string) => {
    const key = name.trim();
    const value = values && key in values ? values[key] : DEFAULT_VARIABLES[key];
    if (value === undefined) return values && key in values ? "" : match;
    return value === null ? "" : String(value);
  });
}

export function createTranslator(language: Locale, messages: Messages): Translator {
  const plurals = new Intl.PluralRules(language);
  const cache = new Map<string, TFunction>();

  function translate(defaultNs: Namespace, fullKey: string, values?: Values): string {
    const colon = fullKey.indexOf(":");
    const ns = colon > 0 ? fullKey.slice(0, colon) : defaultNs;
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const tree = messages[ns as Namespace];
    const count = values?.count;
    // i18next's order: the zero form for 0, then the language's plural form, then the bare key.
    const candidates = [key];
    if (typeof count === "number") {
      candidates.push(`${key}_${plurals.select(count)}`);
      if (count === 0) candidates.push(`${key}_zero`);
    }
    for (let i = candidates.length - 1; i >= 0; i--) {
      const text = lookup(tree, candidates[i]!);
      if (typeof text === "string") return interpolate(text, values);
    }
    return key;
  }

  return {
    language,
    fixedT(ns = i18nConfig.defaultNS as Namespace) {
      let t = cache.get(ns);
      if (!t) {
        t = (key, values) => translate(ns, key, values);
        cache.set(ns, t);
      }
      return t;
    },
  };
}
