// Browser code reads translations through ~/i18n/react (decision 070):
// i18next there would put 15-20 KB back into every page, and react-i18next is
// no longer installed (code written for it needs only its import changed).
// Server modules (*.server.ts) keep i18next.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("no browser-side module imports react-i18next or i18next (types aside)", () => {
  const offenders = sourceFiles(APP).filter((file) => {
    const source = fs.readFileSync(file, "utf8");
    return /^import\s+(?!type\b)[^;]*from\s+["'](react-)?i18next["']/m.test(source);
  });
  expect(offenders.map((file) => path.relative(APP, file))).toEqual([]);
});
