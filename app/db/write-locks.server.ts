// Transactions that read and then write (is there a recent play? which songs
// does the playlist hold?) must not interleave for one account. SQLite runs one
// writing transaction at a time (BEGIN IMMEDIATE); PostgreSQL runs them side by
// side under READ COMMITTED, so there the transaction first locks the
// account's row until it ends (decision 110).
import { Prisma } from "@prisma/client";
import { databaseDialect } from "~/db/sql-dialect";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

export async function lockAccountForWrite(tx: Tx, userId: string): Promise<void> {
  if (databaseDialect() !== "postgresql") return;
  await tx.$executeRaw(Prisma.sql`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`);
}
