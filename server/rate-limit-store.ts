// The rate-limit counters of every app instance in one table (decision 113):
// a rate-limit store (server/rate-limit.ts) whose increment is one atomic upsert, so two
// instances counting the same address add up exactly. Used on PostgreSQL;
// one SQLite process keeps its counters in memory.
import type { RateLimitCount, RateLimitStore } from "./rate-limit";

/** What the store needs of the database: one statement with parameters, rows back. */
export type RunQuery = <Row>(sql: string, params: unknown[]) => Promise<Row[]>;

/** Old windows are removed at most this often by each instance. */
const SWEEP_INTERVAL_MS = 60_000;

export class DatabaseRateLimitStore implements RateLimitStore {
  private lastSweep = 0;

  constructor(
    readonly prefix: string,
    private readonly query: RunQuery,
    private readonly windowMs: number,
  ) {}

  async increment(key: string): Promise<RateLimitCount> {
    const now = new Date();
    const resetAt = new Date(now.getTime() + this.windowMs);
    // A window that has ended starts again at 1; otherwise one more hit. One statement: no lost updates.
    const [row] = await this.query<{ hits: number; resetAt: Date | string }>(
      `INSERT INTO "RateLimitCounter" ("key", "hits", "resetAt") VALUES ($1, 1, $2)
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN "RateLimitCounter"."resetAt" <= $3 THEN 1 ELSE "RateLimitCounter"."hits" + 1 END,
         "resetAt" = CASE WHEN "RateLimitCounter"."resetAt" <= $3 THEN excluded."resetAt" ELSE "RateLimitCounter"."resetAt" END
       RETURNING "hits", "resetAt"`,
      [this.prefix + key, resetAt, now],
    );
    if (now.getTime() - this.lastSweep > SWEEP_INTERVAL_MS) {
      this.lastSweep = now.getTime();
      void this.query(`DELETE FROM "RateLimitCounter" WHERE "resetAt" < $1`, [new Date(now.getTime() - this.windowMs)]).catch(
        (error: Error) => console.warn(`rate limits: sweeping old windows failed: ${error.message}`),
      );
    }
    return { hits: Number(row!.hits), resetAt: new Date(row!.resetAt).getTime() };
  }
}
