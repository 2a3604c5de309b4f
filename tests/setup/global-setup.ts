// Once per run: a migrated base database that each test file copies.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { BASE_DB, TMP_DIR } from "./paths";

export default function setup() {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(BASE_DB + suffix, { force: true });
  const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  execFileSync(process.execPath, [prismaCli, "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${BASE_DB}` },
    stdio: "pipe",
  });
}
