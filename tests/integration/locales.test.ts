// The Korean and English translations must have the same keys, so no page
// ever shows a raw key in one language.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { NAMESPACES } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../app/locales");

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (value === null || typeof value !== "object") return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  );
}

function interpolations(text: unknown): string[] {
  return typeof text === "string" ? [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]!).sort() : [];
}

describe.each(NAMESPACES)("namespace %s", (ns) => {
  const ko = flatten(resources.ko[ns]);
  const en = flatten(resources.en[ns]);

  test("ko and en have identical keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
  });

  test("no translation is empty", () => {
    for (const [key, value] of [...Object.entries(ko), ...Object.entries(en)]) {
      expect(typeof value === "string" && value.trim().length > 0, key).toBe(true);
    }
  });

  test("both languages use the same placeholders and tags", () => {
    for (const key of Object.keys(ko)) {
      expect(interpolations(en[key]), key).toEqual(interpolations(ko[key]));
    }
  });
});

test("every locale file on disk is registered", () => {
  for (const locale of ["ko", "en"] as const) {
    const files = fs.readdirSync(path.join(LOCALES_DIR, locale)).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  }
});
