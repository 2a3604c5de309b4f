// Prisma CLI configuration for PostgreSQL (decision 110): the generated schema
// and its own migrations, over the pg driver adapter with the JS schema engine
// (no engine download). `npm run db:setup` applies the migrations with
// scripts/pg/migrate.ts; this file serves `prisma generate` and `migrate diff`.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// The schema names env("DATABASE_URL"); generate and diff never connect.
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) {
  process.env.DATABASE_URL = "postgresql://fanchant@127.0.0.1:5432/fanchant";
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL });
  },
});
