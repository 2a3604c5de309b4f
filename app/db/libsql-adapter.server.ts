// The Prisma driver adapter for SQLite through libSQL, with WAL, a busy timeout
// and a fix for Prisma 6.19's shadow-database replay (docs/decisions/002-sqlite-libsql.md).
import { LibsqlError, type Client, type Config, type InStatement, type Transaction, type TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import Database from "libsql";

export const BUSY_TIMEOUT_MS = 5000;

/**
 * The connection's settings (its only one, see `transactionsOnOneConnection`):
 * a busy timeout, WAL, and synchronous=NORMAL, with which a commit does not
 * wait for the disk; the WAL is synced at checkpoints. A crash of the app
 * loses nothing; a power cut may lose the last commits, never the database's
 * consistency (docs/decisions/041-writes-under-load.md). The sqlite3 client
 * runs a statement as soon as it is called: these run before any query of Prisma's.
 */
function configureConnection(client: Client): Client {
  void Promise.all(
    [`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`, "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"].map((sql) =>
      client.execute(sql),
    ),
  );
  return client;
}

const WRITE_STATEMENT = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;
const isWrite = (statement: InStatement) => WRITE_STATEMENT.test(typeof statement === "string" ? statement : statement.sql);

/**
 * Interactive transactions on the client's own connection, and every write
 * under the write lock from its first statement.
 *
 * @libsql/client's `transaction()` hands its connection to the transaction and
 * opens a new one for what follows: a new SQLite connection per transaction
 * (schema parsed again, page cache cold, busy timeout unset) that is never
 * closed. Prisma's adapter already runs one statement or one transaction at a
 * time (a mutex around the client, held from BEGIN to COMMIT), so a
 * transaction can simply be BEGIN, its statements and COMMIT or ROLLBACK on
 * the same connection.
 *
 * Prisma asks for a deferred transaction: one that reads first and takes the
 * write lock at its first write. When another process (a script, a second
 * server) has written in between, SQLite refuses that upgrade at once
 * (SQLITE_BUSY_SNAPSHOT: the busy timeout cannot help), and the statement
 * that was refused stays open, holding its old snapshot, so that every later
 * write of this connection is refused too (docs/decisions/041-writes-under-load.md).
 * So every transaction begins IMMEDIATE, and a write outside one runs inside
 * BEGIN IMMEDIATE … COMMIT: the wait for another process's lock happens at
 * BEGIN, which holds nothing when it gives up. Within this process it costs
 * nothing, as its statements take turns anyway.
 */
function transactionsOnOneConnection(client: Client): Client {
  const execute = client.execute.bind(client);
  let inTransaction = false;
  const end = async (sql: "COMMIT" | "ROLLBACK") => {
    inTransaction = false;
    await execute(sql);
  };
  client.transaction = (async (mode: TransactionMode = "write") => {
    await execute(mode === "read" ? "BEGIN TRANSACTION READONLY" : "BEGIN IMMEDIATE");
    inTransaction = true;
    let open = true;
    const ensureOpen = () => {
      if (!open) throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
    };
    const close = async (sql: "COMMIT" | "ROLLBACK") => {
      if (!open) return;
      open = false;
      await end(sql);
    };
    const transaction: Transaction = {
      execute: (statement: InStatement) => (ensureOpen(), client.execute(statement)),
      batch: async (statements: InStatement[]) => {
        const results = [];
        for (const statement of statements) results.push(await transaction.execute(statement));
        return results;
      },
      executeMultiple: (sql: string) => (ensureOpen(), client.executeMultiple(sql)),
      commit: () => close("COMMIT"),
      rollback: () => close("ROLLBACK"),
      close: () => void close("ROLLBACK"),
      get closed() {
        return !open;
      },
    };
    return transaction;
  }) as Client["transaction"];
  client.execute = (async (statement: InStatement) => {
    if (inTransaction || !isWrite(statement)) return execute(statement);
    await execute("BEGIN IMMEDIATE");
    inTransaction = true;
    try {
      const result = await execute(statement);
      await end("COMMIT");
      return result;
    } catch (error) {
      if (inTransaction) await end("ROLLBACK");
      throw error;
    }
  }) as Client["execute"];
  return client;
}

/**
 * The driver runs SQLite synchronously, on the event loop. Each statement
 * first lets the event loop turn (setImmediate), so that under load new
 * connections are accepted and requests read between statements. Without it
 * a loop iteration fills with database work, Node accepts one connection per
 * iteration, and new clients wait in the kernel's accept queue for many
 * seconds while those already connected are served (issue 8, docs/performance.md).
 */
function yieldBeforeStatements(client: Client): Client {
  const execute = client.execute.bind(client);
  client.execute = (async (...args: Parameters<Client["execute"]>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return execute(...args);
  }) as Client["execute"];
  return client;
}

/** Prepared statements kept per connection; Prisma's SQL texts repeat, a few vary with the length of an IN list. */
const STATEMENT_CACHE_SIZE = 500;
const preparedStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * @libsql/client prepares every statement again, each time it runs: for an
 * INSERT into a table with triggers SQLite compiles the triggers too, a
 * fifth of a millisecond per write here (docs/performance.md). Preparing
 * is made to keep what it prepared, per connection, and hand it out again:
 * the client only binds, runs and reads a statement to the end before it
 * returns, so a statement is never in use twice at a time; SQLite prepares it
 * again by itself after a schema change.
 */
function keepPreparedStatements() {
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (this: Database.Database, sql: string): Database.Statement {
    let cache = preparedStatements.get(this);
    if (!cache) preparedStatements.set(this, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare.call(this, sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  } as typeof prepare;
}

class ConfiguredLibSQL extends PrismaLibSQL {
  override createClient(config: Config): Client {
    return yieldBeforeStatements(transactionsOnOneConnection(configureConnection(super.createClient(config))));
  }

  /**
   * `migrate dev` replays migrations into the shadow database through
   * executeRaw, which runs only the first statement of a script. Send
   * argument-less raw statements through executeScript instead.
   */
  override async connectToShadowDb() {
    const adapter = await super.connectToShadowDb();
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      await adapter.executeScript(query.sql);
      return 0;
    };
    return adapter;
  }
}

let statementsKept = false;

export function createLibSQLAdapter(url: string) {
  if (!statementsKept) {
    keepPreparedStatements();
    statementsKept = true;
  }
  return new ConfiguredLibSQL({ url });
}
