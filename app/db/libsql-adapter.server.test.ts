// The adapter's write path: transactions on the client's one connection, set up once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BUSY_TIMEOUT_MS, createLibSQLAdapter } from "./libsql-adapter.server";

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

describe("with another process writing to the same file (a script, a second server)", () => {
  const file = path.join(dir, "probe.db");
  let other: Database.Database;
  beforeAll(async () => {
    await adapter.executeRaw(sql("CREATE TABLE shared (x INTEGER)"));
    other = new Database(file);
    other.pragma("busy_timeout = 0");
  });
  afterAll(() => other.close());
  // exec: a statement of its own each time, finalized when it ends, whatever the outcome.
  const otherWrites = (x: number) => other.exec(`INSERT INTO shared VALUES (${x})`);

  test("a transaction takes the write lock as it begins: the other writer waits for it, rather than the transaction failing", async () => {
    const tx = await adapter.startTransaction();
    await tx.queryRaw(sql("SELECT count(*) FROM shared"));
    expect(() => otherWrites(1)).toThrow(expect.objectContaining({ code: "SQLITE_BUSY" }));
    await tx.executeRaw(sql("INSERT INTO shared VALUES (2)"));
    await tx.commit();
    otherWrites(3);
    await adapter.executeRaw(sql("INSERT INTO shared VALUES (4)"));
    expect(await count("shared")).toBe(3);
  });

  test(
    "a write that timed out waiting for the lock leaves nothing behind: once the lock is free, every write works",
    async () => {
      other.exec("BEGIN IMMEDIATE");
      otherWrites(5);
      await expect(adapter.executeRaw(sql("INSERT INTO shared VALUES (6)"))).rejects.toThrow();
      other.exec("COMMIT");
      otherWrites(7);
      // Other statements than the one that failed, on the same connection.
      await adapter.executeRaw(sql("INSERT INTO shared VALUES (8)"));
      const tx = await adapter.startTransaction();
      await tx.executeRaw(sql("UPDATE shared SET x = x + 1 WHERE x = 8"));
      await tx.commit();
      expect((await adapter.queryRaw(sql("SELECT x FROM shared ORDER BY x"))).rows.flat()).toEqual([2, 3, 4, 5, 7, 9]);
    },
    BUSY_TIMEOUT_MS * 3,
  );
});
