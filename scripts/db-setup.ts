// Prepares the database before the server starts: applies the committed
// migrations, seeds the catalogue into a new database, adds the seeded
// artists' names an older database lacks and indexes songs for search.
//   --demo             also create the demo accounts (development and e2e servers only)
//   --without-sheets   no demo chant sheets (the e2e server: its specs write the lines they check)
// In production the demo accounts are removed if an old database has them.
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { DEMO_ACCOUNTS } from "../prisma/demo-accounts";
import { seedArtists, seedCatalogue, seedChantSheets } from "../prisma/seed";
import { seedCommunityPlaylists } from "../prisma/seed-playlists";
import { ensureDatabaseDirectory, resolveDatabaseUrl, sqliteFilePath } from "../app/db/database-url";
import { databaseDialect } from "../app/db/sql-dialect";

const demo = process.argv.includes("--demo");
const withoutSheets = process.argv.includes("--without-sheets");
const production = process.env.NODE_ENV === "production";
if (demo && production) {
  console.error("db-setup: demo accounts cannot be created when NODE_ENV is production.");
  process.exit(1);
}

const url = resolveDatabaseUrl(process.env.DATABASE_URL);
process.env.DATABASE_URL = url;
ensureDatabaseDirectory(url);
const file = sqliteFilePath(url);
let isNew: boolean;

if (databaseDialect(url) === "postgresql") {
  // PostgreSQL (decision 110): its own migrations, applied once even when instances start together.
  const { migratePostgres, postgresCollation } = await import("./pg/migrate");
  const result = await migratePostgres(url);
  isNew = result.fresh;
  for (const name of result.applied) console.log(`db-setup: applied ${name}`);
  const collation = await postgresCollation(url);
  if (!["C", "POSIX", "C.UTF-8", "C.utf8", "ucs_basic"].includes(collation)) {
    console.warn(`db-setup: the database sorts text by ${collation}; create it with LC_COLLATE 'C' so lists sort as on SQLite (docs/deploy.md)`);
  }
} else {
  isNew = file ? !fs.existsSync(file) || fs.statSync(file).size === 0 : false;
  const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  const migrate = spawnSync(process.execPath, [prismaCli, "migrate", "deploy"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
    encoding: "utf8",
  });
  if (migrate.status !== 0) {
    console.error(migrate.stdout, migrate.stderr);
    console.error("db-setup: migrations failed");
    process.exit(1);
  }
}

const { prisma } = await import("../app/db/client.server");
const { createUserWithPassword } = await import("../app/models/user.server");

const { indexUnsearchableSongs } = await import("../app/models/catalogue-search.server");
const { indexUnsearchablePlaylists } = await import("../app/models/playlist-search.server");

if (isNew) {
  await seedCatalogue(prisma);
  const playlists = await seedCommunityPlaylists(prisma);
  const sheets = withoutSheets ? 0 : await seedChantSheets(prisma);
  console.log(
    `db-setup: new database ${file ?? url.replace(/\/\/[^@/]*@/, "//")}, catalogue seeded with ${playlists} community playlists and ${sheets} chant sheets`,
  );
} else {
  const names = await seedArtists(prisma);
  if (names > 0) console.log(`db-setup: added ${names} artist name(s)`);
}
const indexed = await indexUnsearchableSongs(prisma);
if (indexed > 0) console.log(`db-setup: indexed ${indexed} song(s) for search`);
const indexedPlaylists = await indexUnsearchablePlaylists(prisma);
if (indexedPlaylists > 0) console.log(`db-setup: indexed ${indexedPlaylists} playlist(s) for search`);

const demoEmails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
if (demo) {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    if (await prisma.user.findUnique({ where: { email: account.email } })) continue;
    await createUserWithPassword(account);
    console.log(`db-setup: demo account ${account.email} / ${account.password}`);
  }
} else if (production) {
  const removed = await prisma.user.deleteMany({ where: { email: { in: demoEmails } } });
  if (removed.count > 0) console.warn(`db-setup: removed ${removed.count} demo account(s) from a production database`);
}

await prisma.$disconnect();
