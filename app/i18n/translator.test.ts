// The browser's small reader must say exactly what i18next says on the server,
// for every text of every namespace in both languages.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { NAMESPACES } from "~/i18n/config";
import { i18nFor, translatorFor } from "~/i18n/i18next.server";
import { TranslationProvider, Trans, useTranslation } from "~/i18n/react";
import { resources } from "~/i18n/resources.server";
import { createTranslator } from "~/i18n/translator";
import { LOCALES } from "~/shared/constants";

/** Every key of a namespace as i18next addresses it, plural forms folded into their base key. */
function keysOf(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  const keys = Object.entries(tree).flatMap(([name, child]) => keysOf(child, prefix ? `${prefix}.${name}` : name));
  return [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))];
}

function placeholders(text: unknown): string[] {
  return typeof text === "string" ? [...text.matchAll(/{{(.+?)}}/g)].map((match) => match[1]!.trim()) : [];
}

describe.each(LOCALES)("%s", (locale) => {
  const i18n = i18nFor(locale);
  const translator = createTranslator(locale, resources[locale]);

  test.each(NAMESPACES)("every text of %s reads as i18next reads it", (ns) => {
    const keys = keysOf(resources[locale][ns]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const text = i18n.getResource(locale, ns, key) ?? i18n.getResource(locale, ns, `${key}_other`);
      // Values for the text's own placeholders; the default variables (limits) come from the config.
      const values: Record<string, unknown> = Object.fromEntries(placeholders(text).map((name) => [name, `«${name}»`]));
      const variants: Array<Record<string, unknown> | undefined> = [undefined, values];
      for (const count of [0, 1, 2, 7]) variants.push({ ...values, count });
      for (const variant of variants) {
        const expected = i18n.getFixedT(locale, ns)(key, variant);
        expect(translator.fixedT(ns)(key, variant), `${ns}:${key} ${JSON.stringify(variant)}`).toBe(expected);
        expect(translator.fixedT()(`${ns}:${key}`, variant)).toBe(i18n.t(`${ns}:${key}`, variant as never));
      }
    }
  });

  test("an unknown key reads as itself, as with i18next", () => {
    for (const key of ["nothing.here", "auth:nothing.here"]) {
      expect(translator.fixedT()(key)).toBe(i18n.t(key));
    }
  });

  test("a placeholder given no value stays as written, one given undefined becomes empty", () => {
    const t = createTranslator(locale, { common: { x: "a {{missing}} b {{name}}" } }).fixedT();
    expect(t("x")).toBe("a {{missing}} b {{name}}");
    expect(t("x", { name: undefined, missing: null })).toBe("a  b ");
  });
});

test("the same namespace gives the same t (effects that depend on it do not rerun)", () => {
  const translator = translatorFor("ko");
  expect(translator.fixedT("auth")).toBe(translator.fixedT("auth"));
  expect(translator.fixedT()).toBe(translator.fixedT("common"));
});

test("<Trans> puts the components around the marked words", () => {
  function Agree() {
    const { t } = useTranslation("auth");
    return createElement(Trans, {
      t,
      i18nKey: "register.agreeTerms",
      components: { terms: createElement("a", { href: "/terms" }), privacy: createElement("a", { href: "/privacy" }) },
    });
  }
  const render = (locale: "ko" | "en") =>
    renderToStaticMarkup(
      createElement(TranslationProvider, { translator: translatorFor(locale), children: createElement(Agree) }),
    );
  expect(render("en")).toBe(
    'I agree to the <a href="/terms">Terms of Service</a> and the <a href="/privacy">Privacy Policy</a>.',
  );
  expect(render("ko")).toBe('<a href="/terms">이용약관</a>과 <a href="/privacy">개인정보처리방침</a>에 동의합니다.');
});
