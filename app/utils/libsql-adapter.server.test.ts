// The adapter's write path: transactions on the client's one connection, set up once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { afterAll, expect, test } from "vitest";
import { createLibSQLAdapter } from "./libsql-adapter.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-adapter-"));
const adapter = await createLibSQLAdapter(`file:${path.join(dir, "probe.db")}`).connect();

afterAll(async () => {
  await adapter.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sql = (text: string) => ({ sql: text, args: [], argTypes: [] });
const count = async (table: string) => Number((await adapter.queryRaw(sql(`SELECT count(*) FROM ${table}`))).rows[0]![0]);

test("transactions run on the connection everything else uses: its settings and TEMP tables stay", async () => {
  // A TEMP table exists only on the connection that made it.
  await adapter.executeRaw(sql("CREATE TEMP TABLE probe (x INTEGER)"));
  for (const end of ["commit", "rollback"] as const) {
    const tx = await adapter.startTransaction();
    await tx.executeRaw(sql("INSERT INTO probe VALUES (1)"));
    expect((await tx.queryRaw(sql("PRAGMA busy_timeout"))).rows[0]![0]).toBe(5000);
    await tx[end]();
  }
  expect(await count("probe")).toBe(1);
  const settings = await adapter.queryRaw(sql("SELECT * FROM pragma_journal_mode, pragma_synchronous, pragma_busy_timeout"));
  expect(settings.rows[0]).toEqual(["wal", 1, 5000]);
});

test("every statement first lets the event loop turn, so waiting connections are accepted and read in between", async () => {
  let turned = false;
  setImmediate(() => (turned = true));
  await adapter.queryRaw(sql("SELECT 1"));
  expect(turned).toBe(true);
});

test("a statement is prepared once per connection and runs again with new arguments; a schema change is followed", async () => {
  const db = new Database(path.join(dir, "probe.db"));
  try {
    db.exec("CREATE TABLE kept (x INTEGER)");
    const insert = db.prepare("INSERT INTO kept (x) VALUES (?)");
    expect(db.prepare("INSERT INTO kept (x) VALUES (?)")).toBe(insert);
    for (const x of [1, 2, 3]) db.prepare("INSERT INTO kept (x) VALUES (?)").run(x);
    expect(db.prepare("SELECT * FROM kept ORDER BY x").raw(true).all()).toEqual([[1], [2], [3]]);
    // Another connection has its own statements.
    const other = new Database(path.join(dir, "probe.db"));
    expect(other.prepare("INSERT INTO kept (x) VALUES (?)")).not.toBe(insert);
    other.close();
    db.exec("ALTER TABLE kept ADD COLUMN y INTEGER DEFAULT 7");
    expect(db.prepare("SELECT * FROM kept ORDER BY x").raw(true).all()).toEqual([[1, 7], [2, 7], [3, 7]]);
  } finally {
    db.close();
  }
});
