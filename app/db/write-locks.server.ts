// The rules that hold under concurrency (decisions 110, 128). SQLite runs one
// writing transaction at a time (BEGIN IMMEDIATE, app/db/libsql-adapter.server.ts);
// PostgreSQL runs them side by side under READ COMMITTED, so there a
// transaction that reads and then writes first locks the row its rule is
// about, and every such transaction of one thing locks the same row first:
//   - an account's writes (recent plays, the player queue, sign-ins): the User row;
//   - a community playlist's songs, tags and counters: the CommunityPlaylist row;
//   - role changes: every super_admin's row (the last one stays), in id order.
// The locks are FOR NO KEY UPDATE: they exclude each other and updates of the
// row, not the inserts of rows that refer to it (a like, a comment, a session).
// A deadlock or serialization failure all the same (rows of two things) is
// retried by writeTransaction; a concurrent duplicate insert is "already
// done" through unlessDuplicate, never a 500.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db/client.server";
import { prismaErrorCode, isKnownPrismaError } from "~/db/prisma-errors";
import { databaseDialect } from "~/db/sql-dialect";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw" | "$executeRawUnsafe">;

/** Locks the account's row until the transaction ends (PostgreSQL; SQLite needs nothing). */
export async function lockAccountForWrite(tx: Tx, userId: string): Promise<void> {
  if (databaseDialect() !== "postgresql") return;
  await tx.$executeRaw(Prisma.sql`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`);
}

/** Locks the community playlist's row until the transaction ends: the first statement of every change to its songs, tags or counters. */
export async function lockPlaylistForWrite(tx: Tx, playlistId: number): Promise<void> {
  if (databaseDialect() !== "postgresql") return;
  await tx.$executeRaw(Prisma.sql`SELECT 1 FROM "CommunityPlaylist" WHERE "id" = ${playlistId} FOR NO KEY UPDATE`);
}

/**
 * Locks every super_admin's row, in id order, until the transaction ends: two
 * role changes cannot both count the same super_admins (the last one stays).
 * A row that stopped being a super_admin while this waited is left out.
 */
export async function lockSuperAdmins(tx: Tx): Promise<void> {
  if (databaseDialect() !== "postgresql") return;
  await tx.$executeRaw(Prisma.sql`SELECT 1 FROM "User" WHERE "role" = 'super_admin' ORDER BY "id" FOR NO KEY UPDATE`);
}

/** PostgreSQL's deadlock_detected and serialization_failure, as the pg adapter reports them. */
const RETRYABLE_SQLSTATES = new Set(["40P01", "40001"]);

type AdapterCause = { originalCode?: unknown; code?: unknown } | undefined;

/**
 * Whether the transaction lost a deadlock or a serialization conflict: running it again is
 * safe. Prisma reports one as P2034, as a known error (P2010, raw SQL) carrying the driver
 * adapter's error in `meta`, or as the adapter's DriverAdapterError itself (model queries).
 */
export function isRetryableConflict(error: unknown): boolean {
  if (prismaErrorCode(error) === "P2034") return true;
  if (!(error instanceof Error)) return false;
  const cause: AdapterCause = isKnownPrismaError(error)
    ? (error.meta?.driverAdapterError as { cause?: AdapterCause } | undefined)?.cause
    : error.name === "DriverAdapterError"
      ? (error.cause as AdapterCause)
      : undefined;
  return RETRYABLE_SQLSTATES.has(String(cause?.originalCode ?? cause?.code ?? ""));
}

/** Tries of a transaction that lost a deadlock before its error is let through. */
export const WRITE_ATTEMPTS = 4;
/**
 * How long a write waits to start (a pool connection on PostgreSQL, its turn on SQLite) and
 * may last, its wait for the row lock included: above Prisma's 2 s and 5 s, so that a burst
 * of writes to one playlist or account queues instead of failing (P2028).
 */
const WRITE_MAX_WAIT_MS = 10_000;
const WRITE_TIMEOUT_MS = 15_000;

/**
 * prisma.$transaction (with longer waits), run again (up to WRITE_ATTEMPTS times, after a short
 * random pause) when PostgreSQL ends it for a deadlock or a serialization
 * failure: the one place such a failure is retried. `work` must be safe to
 * run again (it is: a rolled-back transaction left nothing).
 */
export async function writeTransaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(work, { maxWait: WRITE_MAX_WAIT_MS, timeout: WRITE_TIMEOUT_MS });
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

let savepoints = 0;

/**
 * Runs `write` (an insert) in the transaction `tx`; when it breaks a unique
 * constraint (a concurrent request inserted the same row first), answers null
 * and leaves the transaction usable. On PostgreSQL such an error ends the
 * transaction, so the insert runs inside a savepoint that is rolled back;
 * SQLite undoes the failed statement alone.
 */
export async function unlessDuplicate<T>(tx: Tx, write: () => Promise<T>): Promise<T | null> {
  if (databaseDialect() !== "postgresql") {
    try {
      return await write();
    } catch (error) {
      if (prismaErrorCode(error) === "P2002") return null;
      throw error;
    }
  }
  const name = `unless_duplicate_${++savepoints}`;
  await tx.$executeRawUnsafe(`SAVEPOINT ${name}`);
  try {
    const result = await write();
    await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    if (prismaErrorCode(error) !== "P2002") throw error;
    await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${name}`);
    return null;
  }
}
