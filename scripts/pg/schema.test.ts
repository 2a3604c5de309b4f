import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { PG_MIGRATIONS, PG_SCHEMA, SQLITE_SCHEMA, postgresSchemaFrom } from "./schema";

describe("the PostgreSQL schema (decision 110)", () => {
  test("is generated from prisma/schema.prisma: run `npm run db:pg-schema -- --migration <name>` after changing the models", () => {
    expect(fs.readFileSync(PG_SCHEMA, "utf8")).toBe(postgresSchemaFrom(fs.readFileSync(SQLITE_SCHEMA, "utf8")));
  });

  test("differs only in the provider and the client's folder", () => {
    const sqlite = fs.readFileSync(SQLITE_SCHEMA, "utf8");
    const postgres = postgresSchemaFrom(sqlite);
    expect(postgres).toContain('provider = "postgresql"');
    expect(postgres).toContain('output     = "../../node_modules/.prisma/client-pg"');
    expect(postgres).not.toContain('"sqlite"');
    const models = (text: string) => [...text.matchAll(/^model (\w+) \{[\s\S]*?^\}/gm)].map((match) => match[0]);
    expect(models(postgres)).toEqual(models(sqlite));
  });

  test("every model has its table in a PostgreSQL migration", () => {
    const sql = fs
      .readdirSync(PG_MIGRATIONS)
      .filter((name) => fs.existsSync(path.join(PG_MIGRATIONS, name, "migration.sql")))
      .map((name) => fs.readFileSync(path.join(PG_MIGRATIONS, name, "migration.sql"), "utf8"))
      .join("\n");
    const models = [...fs.readFileSync(SQLITE_SCHEMA, "utf8").matchAll(/^model (\w+) \{/gm)].map((match) => match[1]);
    expect(models.filter((model) => !sql.includes(`CREATE TABLE "${model}"`))).toEqual([]);
  });

  test("row counts are kept by triggers on PostgreSQL too, for every table RowCount counts", () => {
    const sql = fs
      .readdirSync(PG_MIGRATIONS)
      .filter((name) => fs.existsSync(path.join(PG_MIGRATIONS, name, "migration.sql")))
      .map((name) => fs.readFileSync(path.join(PG_MIGRATIONS, name, "migration.sql"), "utf8"))
      .join("\n");
    for (const table of ["User", "Song", "Section"]) {
      expect(sql).toContain(`CREATE TRIGGER "${table}_rowcount_insert" AFTER INSERT ON "${table}"`);
      expect(sql).toContain(`CREATE TRIGGER "${table}_rowcount_delete" AFTER DELETE ON "${table}"`);
    }
  });
});

describe("what a SQLite-only change would leave out of PostgreSQL", () => {
  const sqliteMigrations = path.resolve(PG_MIGRATIONS, "../../migrations");
  const allSql = (dir: string) =>
    fs
      .readdirSync(dir)
      .filter((name) => fs.existsSync(path.join(dir, name, "migration.sql")))
      .map((name) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8"))
      .join("\n");

  test("every trigger of a SQLite migration has a PostgreSQL trigger of the same name (PL/pgSQL, docs/deploy.md)", () => {
    const names = (sql: string) => new Set([...sql.matchAll(/CREATE TRIGGER (?:IF NOT EXISTS )?"?(\w+)"?/gi)].map((match) => match[1]!));
    const postgres = names(allSql(PG_MIGRATIONS));
    expect([...names(allSql(sqliteMigrations))].filter((name) => !postgres.has(name))).toEqual([]);
  });

  test("the app reads raw SQL only through app/db/reads.server.ts, which runs it on both databases", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/(reads|sqlite-reads)\.server\.ts$/.test(entry.name)) {
          if (/from "[^"]*sqlite-reads\.server"/.test(fs.readFileSync(file, "utf8"))) offenders.push(path.relative(process.cwd(), file));
        }
      }
    };
    walk(path.resolve(PG_MIGRATIONS, "../../../app"));
    expect(offenders).toEqual([]);
  });

  test("the app tells Prisma's errors by code (prismaErrorCode), never by instanceof: the PostgreSQL client has its own error classes", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /instanceof Prisma\.PrismaClient\w*Error/.test(fs.readFileSync(file, "utf8"))) {
          offenders.push(path.relative(process.cwd(), file));
        }
      }
    };
    walk(path.resolve(PG_MIGRATIONS, "../../../app"));
    expect(offenders).toEqual([]);
  });
});
