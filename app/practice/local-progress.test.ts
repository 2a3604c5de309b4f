import { describe, expect, test } from "vitest";
import { PRACTICE_PROGRESS_STORAGE_KEY } from "~/shared/storage-keys";
import { MemoryStorage } from "../../tests/fixtures/memory-storage";
import {
  parseLocalProgress,
  progressForAccount,
  readLocalProgressFrom,
  serializeLocalProgress,
  withLocalLoop,
  writeLocalProgressTo,
  type LocalProgressRecord,
} from "./local-progress";

const at = (time: string) => `2026-11-20T${time}:00.000Z`;
const record = (overrides: Partial<LocalProgressRecord> = {}): LocalProgressRecord => ({
  loops: 1,
  bestScore: null,
  lastScore: null,
  cleanAtFullSpeed: false,
  practisedAt: at("10:00"),
  ...overrides,
});

describe("the stored document", () => {
  test("reads back what was written", () => {
    const records = { s12: record({ loops: 3, bestScore: 70, lastScore: 64 }), l1763712000000: record() };
    expect(parseLocalProgress(serializeLocalProgress(records))).toEqual(records);
  });

  test("absent, broken JSON or another version: no records; one bad entry costs only itself", () => {
    expect(parseLocalProgress(null)).toEqual({});
    expect(parseLocalProgress("{not json")).toEqual({});
    expect(parseLocalProgress(JSON.stringify({ version: 2, records: { s1: record() } }))).toEqual({});
    const mixed = JSON.stringify({
      version: 1,
      records: {
        s1: record({ loops: 2 }),
        s2: { ...record(), bestScore: 101 },
        s3: { ...record(), loops: -1 },
        x4: record(),
        s0: record(),
        l9: { ...record(), practisedAt: "yesterday" },
      },
    });
    expect(parseLocalProgress(mixed)).toEqual({ s1: record({ loops: 2 }) });
  });

  test("writing no records removes the document; a storage that refuses reports false", () => {
    const storage = new MemoryStorage();
    expect(writeLocalProgressTo(storage, { s1: record() })).toBe(true);
    expect(readLocalProgressFrom(storage)).toEqual({ s1: record() });
    writeLocalProgressTo(storage, {});
    expect(storage.getItem(PRACTICE_PROGRESS_STORAGE_KEY)).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new Error("quota"); }, removeItem: () => {} };
    expect(writeLocalProgressTo(full, { s1: record() })).toBe(false);
  });
});

describe("a guest's loops", () => {
  test("the same rules as the server: loops, best and last, clean only at 1x with a clean score", () => {
    const now = new Date(at("12:00"));
    let records = withLocalLoop({}, "s5", {}, now);
    records = withLocalLoop(records, "s5", { drill: { score: 82, rate: 0.75, clean: true } }, now);
    records = withLocalLoop(records, "s5", { drill: { score: 64, rate: 1, clean: true } }, now);
    expect(records).toEqual({
      s5: { loops: 3, bestScore: 82, lastScore: 64, cleanAtFullSpeed: true, practisedAt: at("12:00") },
    });
    expect(withLocalLoop(records, "l77", {}, now).l77).toEqual(record({ practisedAt: at("12:00") }));
  });
});

describe("the records an account takes at sign-in", () => {
  test("server lines as they are, local lines by their uploaded section's id; lines not uploaded stay", () => {
    const records = {
      s12: record({ loops: 2 }),
      l100: record({ loops: 4, bestScore: 60, lastScore: 60 }),
      l200: record({ loops: 1 }),
    };
    const serverIds: Record<string, number | null> = { "100": 901, "200": null };
    expect(progressForAccount(records, (id) => serverIds[id] ?? null)).toEqual({
      records: [
        { sectionId: 12, ...record({ loops: 2 }) },
        { sectionId: 901, ...record({ loops: 4, bestScore: 60, lastScore: 60 }) },
      ],
      moved: ["s12", "l100"],
    });
  });

  test("two keys of one server line are merged into one record", () => {
    const records = { s12: record({ loops: 2, practisedAt: at("09:00") }), l100: record({ loops: 3, bestScore: 70, lastScore: 70 }) };
    expect(progressForAccount(records, () => 12).records).toEqual([
      { sectionId: 12, loops: 5, bestScore: 70, lastScore: 70, cleanAtFullSpeed: false, practisedAt: at("10:00") },
    ]);
  });
});
