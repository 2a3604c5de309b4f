// The process's one PostgreSQL connection pool (decision 111): Prisma's pg
// driver adapter and the raw read path share it, so an instance never holds
// more than DATABASE_POOL_SIZE connections (docs/deploy.md).
import pg from "pg";

declare global {
  // eslint-disable-next-line no-var
  var __pgPool: { url: string; pool: pg.Pool } | undefined;
}

const DEFAULT_POOL_SIZE = 10;

function poolSize(): number {
  const size = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_POOL_SIZE;
}

export function pgPool(url: string): pg.Pool {
  let current = globalThis.__pgPool;
  if (current?.url !== url) {
    void current?.pool.end();
    const pool = new pg.Pool({ connectionString: url, max: poolSize(), idleTimeoutMillis: 30_000 });
    // An idle connection dropped by the server (restart, failover) is removed from the pool, not fatal.
    pool.on("error", (error) => console.warn(`postgresql pool: ${error.message}`));
    current = globalThis.__pgPool = { url, pool };
  }
  return current.pool;
}

export async function closePgPool(): Promise<void> {
  const current = globalThis.__pgPool;
  globalThis.__pgPool = undefined;
  await current?.pool.end();
}
