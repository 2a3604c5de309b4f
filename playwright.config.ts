// End-to-end tests in Debian's Chromium (never a downloaded browser) against
// the built app on a fresh database with the demo accounts.
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // An action that cannot happen fails in seconds, not at the end of a long test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // CI keeps only the printed output: recording traces there would only cost time.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "sh tests/e2e/start-server.sh",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      MOCKS: "true",
      // The app loads YouTube's real script URL, which tests/e2e/fixtures.ts answers with the fake player.
      YOUTUBE_PLAYER: "youtube",
      PORT: String(PORT),
      APP_URL: baseURL,
      // npm run test:pg runs the suite on PostgreSQL (E2E_DATABASE_URL).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "file:tests/.tmp/e2e.db",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough",
      // Many tests sign in from one address; the limit itself is tested in tests/integration/server.test.ts.
      RATE_LIMIT_AUTH_PER_MIN: "10000",
      // Every browser here is 127.0.0.1: the address's share of YouTube searches would bind the whole suite
      // (tests/integration/search-share.test.ts tests it; accounts' and guests' shares stay as they are).
      SEARCH_SHARE_ADDRESS_PER_MIN: "100000",
      SEARCH_SHARE_ADDRESS_PER_DAY: "100000",
      LOG_REQUESTS: "false",
    },
  },
});
