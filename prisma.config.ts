// Prisma CLI configuration: the JS schema engine over the libSQL adapter, so
// migrations work offline (no engine download).
import { defineConfig } from "prisma/config";
import { ensureDatabaseDirectory, resolveDatabaseUrl } from "./app/db/database-url";
import { createLibSQLAdapter } from "./app/db/libsql-adapter.server";

const url = resolveDatabaseUrl(process.env.DATABASE_URL);
process.env.DATABASE_URL = url;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  async adapter() {
    ensureDatabaseDirectory(url);
    return createLibSQLAdapter(url);
  },
});
