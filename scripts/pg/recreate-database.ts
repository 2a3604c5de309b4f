// Drops and creates the PostgreSQL database of DATABASE_URL (the e2e server's
// fresh start, tests/e2e/start-server.sh). Refuses anything but a local server.
import { adminQuery } from "./throwaway";

const url = new URL(process.env.DATABASE_URL ?? "");
if (!/^postgres(ql)?:$/.test(url.protocol) || !["127.0.0.1", "localhost", "::1", "[::1]"].includes(url.hostname)) {
  console.error("recreate-database: DATABASE_URL must name a PostgreSQL database on this machine");
  process.exit(1);
}
const database = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`recreate-database: unexpected database name ${database}`);
const server = new URL(url);
server.pathname = "/postgres";
await adminQuery(server.toString(), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
await adminQuery(server.toString(), `CREATE DATABASE "${database}"`);
