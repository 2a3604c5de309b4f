import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts", "tests/setup/custom-matchers.ts"],
    environment: "node",
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Many integration files wait on a server or the database: on a 2-core machine two
    // workers finish in two thirds of the time of vitest's default (cores − 1 = one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
