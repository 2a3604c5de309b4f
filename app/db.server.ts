// The one Prisma client. server.ts (loaded by tsx) and the Remix build each
// import this module, so the client lives on globalThis to stay single.
import { PrismaClient } from "@prisma/client";
import { ensureDatabaseDirectory, resolveDatabaseUrl } from "~/utils/database-url";
import { createLibSQLAdapter } from "~/utils/libsql-adapter.server";

declare global {
  // eslint-disable-next-line no-var
  var __prisma: PrismaClient | undefined;
}

function createClient() {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  ensureDatabaseDirectory(url);
  return new PrismaClient({ adapter: createLibSQLAdapter(url) });
}

export const prisma = (globalThis.__prisma ??= createClient());
