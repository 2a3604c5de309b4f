// scripts/db-setup.ts and scripts/admin-create.ts, run as `npm run` runs them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaClient } from "@prisma/client";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { verifyPassword } from "~/auth/password.server";
import { createLibSQLAdapter } from "~/db/libsql-adapter.server";
import { ARTISTS, CATALOGUE } from "../../prisma/seed";
import { CHANT_SHEETS } from "../../prisma/seed-chant-sheets";

/** The catalogue's songs and the other videos the demo sheets link (each a song of its own). */
const SEEDED_SONGS = CATALOGUE.length + new Set(CHANT_SHEETS.flatMap((sheet) => sheet.videos.map((video) => video.youtubeId))).size;

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-scripts-"));
const url = `file:${path.join(dir, "app.db")}`;
let db: PrismaClient;

// Each test starts several node processes (tsx, Prisma's CLI): seconds apiece on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, NODE_ENV: "development", DATABASE_URL: url, ...env },
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

beforeAll(() => {
  db = new PrismaClient({ adapter: createLibSQLAdapter(url) });
});

afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("db-setup", () => {
  test("a new database is migrated and seeded with the catalogue, without demo accounts", async () => {
    const { status, output } = run("scripts/db-setup.ts");
    expect(status).toBe(0);
    expect(output).toContain("catalogue seeded");
    expect(await db.song.count()).toBe(SEEDED_SONGS);
    expect(await db.section.count({ where: { isPublic: true } })).toBeGreaterThanOrEqual(4);
    // The demo chant sheets (issue 27): every sheet's lines, and the other videos that follow them.
    expect(output).toContain(`${CHANT_SHEETS.length} chant sheets`);
    expect(await db.section.count({ where: { spans: { not: null } } })).toBeGreaterThan(0);
    expect(await db.sheetVideo.count()).toBe(CHANT_SHEETS.flatMap((sheet) => sheet.videos).length);
    expect(await db.section.count({ where: { type: 2 } })).toBeGreaterThan(0);
    expect(await db.user.count({ where: { email: { endsWith: "@example.com" } } })).toBe(0);
    // Every seeded artist is known by its names in both scripts, and every seeded song is searchable.
    expect(await db.artist.count()).toBe(ARTISTS.length);
    expect(await db.artistName.count({ where: { name: { in: ["방탄소년단", "뉴진스", "아이유", "BTS", "NewJeans", "IU"] } } })).toBe(6);
    expect(await db.song.count({ where: { OR: [{ artistId: null }, { searchText: "" }] } })).toBe(0);
  });

  test("a database made before search gets the artists' names and its songs indexed", async () => {
    await db.$executeRawUnsafe(`UPDATE "Song" SET "searchText" = '', "artistId" = NULL`);
    await db.$executeRawUnsafe(`DELETE FROM "SongSearchKey"`);
    await db.artist.deleteMany();
    const { status, output } = run("scripts/db-setup.ts");
    expect(status).toBe(0);
    expect(output).toContain(`indexed ${SEEDED_SONGS} song(s) for search`);
    expect(await db.song.count({ where: { OR: [{ artistId: null }, { searchText: "" }] } })).toBe(0);
    const [{ keys }] = await db.$queryRawUnsafe<[{ keys: number }]>(
      `SELECT count(*) AS keys FROM "SongSearchKey" WHERE "key" = '뉴진스'`,
    );
    expect(Number(keys)).toBe(1);
  });

  test("an existing database is not seeded again", async () => {
    const { status, output } = run("scripts/db-setup.ts");
    expect(status).toBe(0);
    expect(output).not.toContain("catalogue seeded");
    expect(await db.song.count()).toBe(SEEDED_SONGS);
  });

  test("--demo adds the demo accounts; production refuses --demo and removes them", async () => {
    expect(run("scripts/db-setup.ts", ["--demo"]).status).toBe(0);
    expect(await db.user.count({ where: { email: { in: ["fan@example.com", "admin@example.com"] } } })).toBe(2);

    const refused = run("scripts/db-setup.ts", ["--demo"], { NODE_ENV: "production" });
    expect(refused.status).toBe(1);

    const cleaned = run("scripts/db-setup.ts", [], { NODE_ENV: "production" });
    expect(cleaned.status).toBe(0);
    expect(cleaned.output).toContain("removed 2 demo account(s)");
    expect(await db.user.count({ where: { email: { in: ["fan@example.com", "admin@example.com"] } } })).toBe(0);
  });
});

describe("admin:create", () => {
  function password(output: string) {
    return /One-time password: (\S+)/.exec(output)![1]!;
  }

  test("creates an admin and prints a one-time password that signs in", async () => {
    const { status, output } = run("scripts/admin-create.ts", ["boss@example.org"]);
    expect(status).toBe(0);
    const user = await db.user.findUniqueOrThrow({ where: { email: "boss@example.org" }, include: { password: true } });
    expect(user.role).toBe("admin");
    expect(await verifyPassword(password(output), user.password!.hash)).toBe(true);
  });

  test("promotes an existing account with --super, resets its password and ends its sessions", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: "boss@example.org" } });
    await db.session.create({
      data: { tokenHash: "x", userId: user.id, provider: "password", expiresAt: new Date(Date.now() + 60_000) },
    });
    const { status, output } = run("scripts/admin-create.ts", ["boss@example.org", "--super"]);
    expect(status).toBe(0);
    expect(output).toContain("Updated super_admin boss@example.org");
    const updated = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { password: true } });
    expect(updated.role).toBe("super_admin");
    expect(await verifyPassword(password(output), updated.password!.hash)).toBe(true);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  test("without a valid e-mail it prints the usage", () => {
    const { status, output } = run("scripts/admin-create.ts", ["not-an-email"]);
    expect(status).toBe(1);
    expect(output).toContain("Usage: npm run admin:create -- <email> [--super]");
  });
});
