// Prisma CLI configuration: the JS schema engine over the libSQL adapter, so
// migrations work offline (no engine download).
import { defineConfig } from "prisma/config";
import { ensureDatabaseDirectory, resolveDatabaseUrl } from "./app/utils/database-url";
import { createLibSQLAdapter } from "./app/utils/libsql-adapter.server";

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
