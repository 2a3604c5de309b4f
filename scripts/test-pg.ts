// `npm run test:pg` (issue 15): a throwaway PostgreSQL (scripts/pg/throwaway.ts),
// then on it the integration tests that run in the test process (each file
// on its own clone of a migrated database), the two-instance proof
// (tests/integration/scale-out.test.ts) and end-to-end specs against the app
// on PostgreSQL. The server is removed afterwards, whatever happened.
// Without PostgreSQL installed it says so and passes, except on CI (CI=1),
// where .ci/run installs it and its absence is a failure.
// The e2e part is the representative set below by default (decision 112): every spec
// again would take as long as the SQLite pass, and `npm test` must stay well under
// 20 minutes on CI. The integration tests and the proof always run.
//   TEST_PG_E2E=some    the representative e2e set below (the default)
//   TEST_PG_E2E=all     every e2e spec
//   TEST_PG_E2E=none    no e2e
//   TEST_PG_E2E=tests/e2e/a.spec.ts,tests/e2e/b.spec.ts   these specs
//   TEST_PG_PORT=5450   the throwaway server's port (default: a free one)
//   npm run test:pg -- tests/integration/scale-out.test.ts …   only these integration files
import { spawn } from "node:child_process";
import fs from "node:fs";
import { postgresAvailable, startThrowawayPostgres } from "./pg/throwaway";

/**
 * Specs that drive the database: sessions and sign-in (password, social, guards, one device),
 * the profile and its picture, the player's writes, sections, search, community playlists,
 * the archive and concerts (Korea's dates), the admin area (stats in the dialect's own SQL,
 * moderation). The others test the browser side (the player on its fake clock, layout, i18n),
 * whose requests these already make.
 */
const E2E_SPECS = [
  "auth",
  "oauth",
  "guards",
  "no-javascript",
  "one-device",
  "profile",
  "player-playlist",
  "sections-saved",
  "search",
  "playlists",
  "fanchant",
  "admin",
  "admin-moderation",
].map((name) => `tests/e2e/${name}.spec.ts`);

/** Files that start their own server on a SQLite copy, or touch no database: the SQLite run covers them. */
const NOT_ON_POSTGRES = [
  "tests/integration/server.test.ts",
  "tests/integration/server-hardening.test.ts",
  "tests/integration/scripts.test.ts",
  "tests/integration/locales.test.ts",
];

if (!postgresAvailable()) {
  if (process.env.CI) {
    console.error("test:pg: PostgreSQL is not installed (.ci/run installs Debian's postgresql)");
    process.exit(1);
  }
  console.log("test:pg: PostgreSQL is not installed here (apt-get install postgresql): skipped");
  process.exit(0);
}

function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
// The proof and the e2e specs serve the build (npm test builds first).
if (!fs.existsSync("build/index.js")) await run("npm", ["run", "build"], {});
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const pg = await startThrowawayPostgres({ port: process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : undefined });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pg.stop();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stop().then(() => process.exit(130)));
}
console.log(`test:pg: PostgreSQL on port ${pg.port}`);

let failed = false;
try {
  const vitest = await run(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      ...(files.length > 0 ? files : ["tests/integration"]),
      ...NOT_ON_POSTGRES.flatMap((file) => ["--exclude", file]),
    ],
    { TEST_POSTGRES_URL: pg.url("postgres") },
  );
  failed ||= vitest !== 0;
  const choice = process.env.TEST_PG_E2E ?? "some";
  if (choice !== "none") {
    const specs = choice === "all" ? [] : choice === "some" ? E2E_SPECS : choice.split(",");
    const e2e = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...specs], {
      E2E_DATABASE_URL: pg.url("e2e"),
    });
    failed ||= e2e !== 0;
  }
} finally {
  await stop();
}
console.log(`test:pg: ${failed ? "FAILED" : "passed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
