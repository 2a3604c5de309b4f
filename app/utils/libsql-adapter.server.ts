// The Prisma driver adapter for SQLite through libSQL, with WAL, a busy timeout
// and a fix for Prisma 6.19's shadow-database replay (docs/decisions/002-sqlite-libsql.md).
import type { Client, Config, TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";

export const BUSY_TIMEOUT_MS = 5000;

/**
 * @libsql/client opens a fresh connection after every interactive
 * transaction, and SQLite's busy timeout is per connection: configure each
 * connection as soon as it exists.
 */
function configureConnections(client: Client): Client {
  const configure = async () => {
    await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await client.execute("PRAGMA journal_mode = WAL");
  };
  void configure();
  const transaction = client.transaction.bind(client);
  client.transaction = (async (mode?: TransactionMode) => {
    const tx = await transaction(mode);
    await configure();
    return tx;
  }) as Client["transaction"];
  return client;
}

class ConfiguredLibSQL extends PrismaLibSQL {
  override createClient(config: Config): Client {
    return configureConnections(super.createClient(config));
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

export function createLibSQLAdapter(url: string) {
  return new ConfiguredLibSQL({ url });
}
