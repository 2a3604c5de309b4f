// Generates the PostgreSQL variant of the data model (decision 110):
// prisma/schema.prisma stays the one source of truth; this writes
// prisma/postgresql/schema.prisma from it (provider and client output differ,
// nothing else). A test fails when the committed file differs.
//
//   npm run db:pg-schema                       regenerate the file (and the client)
//   npm run db:pg-schema -- --migration <name> also write the PostgreSQL migration from the
//                                              committed file to the new one (docs/deploy.md)
//   npm run db:pg-schema -- --check            exit 1 when the file is out of date
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SQLITE_SCHEMA = path.join(ROOT, "prisma/schema.prisma");
export const PG_SCHEMA = path.join(ROOT, "prisma/postgresql/schema.prisma");
export const PG_MIGRATIONS = path.join(ROOT, "prisma/postgresql/migrations");
export const PG_CONFIG = path.join(ROOT, "prisma/postgresql/prisma.config.ts");

const HEADER = `// GENERATED from prisma/schema.prisma by \`npm run db:pg-schema\`: do not edit (decision 110).
// The same models for PostgreSQL; its migrations are in prisma/postgresql/migrations.
`;

/** The PostgreSQL schema for a SQLite schema's text. */
export function postgresSchemaFrom(sqlite: string): string {
  let text = sqlite.replace(/^(\/\/.*\n)+/, "");
  const replace = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`db:pg-schema: ${pattern} not found in prisma/schema.prisma`);
    text = text.replace(pattern, replacement);
  };
  replace(/(datasource db \{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"');
  replace(/(generator client \{[^}]*?)(\n\})/, '$1\n  output     = "../../node_modules/.prisma/client-pg"$2');
  return HEADER + text;
}

function prismaCli(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(ROOT, "node_modules/prisma/build/index.js"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "postgresql://fanchant@127.0.0.1:5432/fanchant", ...env },
  });
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** The SQL that takes a database from the `from` schema (or nothing) to the `to` schema. */
export function migrationSql(from: string | null, to: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-schema-"));
  try {
    const toFile = path.join(dir, "to.prisma");
    fs.writeFileSync(toFile, to);
    const fromArgs = from === null ? ["--from-empty"] : ["--from-schema-datamodel", path.join(dir, "from.prisma")];
    if (from !== null) fs.writeFileSync(path.join(dir, "from.prisma"), from);
    // Diffing two files needs no database; with the PostgreSQL config the CLI would try to connect,
    // so this runs under the root (SQLite) config, on a throwaway file it never writes.
    const result = prismaCli(["migrate", "diff", ...fromArgs, "--to-schema-datamodel", toFile, "--script"], {
      DATABASE_URL: `file:${path.join(dir, "unused.db")}`,
    });
    if (result.status !== 0) throw new Error(`prisma migrate diff failed:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const args = process.argv.slice(2);
  const generated = postgresSchemaFrom(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
  const committed = fs.existsSync(PG_SCHEMA) ? fs.readFileSync(PG_SCHEMA, "utf8") : null;
  if (args.includes("--check")) {
    if (committed !== generated) {
      console.error("prisma/postgresql/schema.prisma is out of date: run npm run db:pg-schema -- --migration <name>");
      process.exit(1);
    }
    return;
  }
  // The CLI reads the config's schema before anything else: write it first.
  fs.writeFileSync(PG_SCHEMA, generated);
  const nameIndex = args.indexOf("--migration");
  if (nameIndex >= 0) {
    const name = args[nameIndex + 1];
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("--migration needs a name in lower case and underscores");
    const sql = migrationSql(committed, generated);
    if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) console.log("db:pg-schema: no change to migrate");
    else {
      const folder = path.join(PG_MIGRATIONS, `${timestamp()}_${name}`);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, "migration.sql"), sql);
      console.log(`db:pg-schema: wrote ${path.relative(ROOT, folder)}/migration.sql (check it; add triggers by hand)`);
    }
  } else if (committed !== null && committed !== generated) {
    console.warn("db:pg-schema: the models changed; a PostgreSQL migration is needed too (--migration <name>)");
  }
  const generate = prismaCli(["generate", "--config", PG_CONFIG]);
  if (generate.status !== 0) throw new Error(`prisma generate failed:\n${generate.stdout}\n${generate.stderr}`);
  console.log("db:pg-schema: prisma/postgresql/schema.prisma and its client are up to date");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
