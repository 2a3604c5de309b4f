import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { EnvError, loadEnv, parseEnv, sessionSecretFile } from "./env.server";

describe("parseEnv", () => {
  test("defaults: port 3000, loopback host, a SQLite file in the project, http APP_URL", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      APP_URL: "http://127.0.0.1:3000",
      RATE_LIMIT_AUTH_PER_MIN: 10,
      MOCKS: false,
      secureCookies: false,
    });
    expect(env.DATABASE_URL).toBe(`file:${path.resolve("data/app.db")}`);
  });

  test("without APP_URL the app's address follows PORT and HOST (PORT=4101 npm run dev)", () => {
    expect(parseEnv({ PORT: "4101" }).APP_URL).toBe("http://127.0.0.1:4101");
    expect(parseEnv({ PORT: "4101", HOST: "0.0.0.0" }).APP_URL).toBe("http://localhost:4101");
    expect(parseEnv({ PORT: "4101", HOST: "::1" }).APP_URL).toBe("http://[::1]:4101");
    expect(parseEnv({ PORT: "4101", APP_URL: "https://fanchant.example" }).APP_URL).toBe("https://fanchant.example");
  });

  test("an https APP_URL makes cookies Secure", () => {
    expect(parseEnv({ APP_URL: "https://fanchant.example" }).secureCookies).toBe(true);
  });

  test("lists every problem with its variable name", () => {
    try {
      parseEnv({ PORT: "eighty", APP_URL: "ftp://x", SESSION_SECRET: "short", RATE_LIMIT_AUTH_PER_MIN: "0" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join("\n");
      expect(problems).toMatch(/^PORT: /m);
      expect(problems).toMatch(/^APP_URL: /m);
      expect(problems).toMatch(/^SESSION_SECRET: must be at least 32 characters long/m);
      expect(problems).toMatch(/^RATE_LIMIT_AUTH_PER_MIN: /m);
    }
  });

  test("production needs SESSION_SECRET, or the explicit choice to generate one (npm start)", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: required when NODE_ENV is production/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }).SESSION_SECRET).toBe("s".repeat(32));
    expect(parseEnv({ NODE_ENV: "production", GENERATE_SESSION_SECRET: "true" }).SESSION_SECRET).toBeUndefined();
    // Development and tests keep generating it without being asked.
    expect(() => parseEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "test" })).not.toThrow();
  });

  test("on PostgreSQL (several instances) production needs SESSION_SECRET itself: a generated one is refused", () => {
    const postgres = { NODE_ENV: "production", DATABASE_URL: "postgresql://fanchant@127.0.0.1:5432/fanchant" };
    expect(() => parseEnv({ ...postgres, GENERATE_SESSION_SECRET: "true" })).toThrow(
      /SESSION_SECRET: required with a PostgreSQL DATABASE_URL in production/,
    );
    expect(parseEnv({ ...postgres, SESSION_SECRET: "s".repeat(32) }).SESSION_SECRET).toBe("s".repeat(32));
    expect(() => parseEnv({ ...postgres, NODE_ENV: "test" })).not.toThrow();
  });

  test("mocks cannot be switched on in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", MOCKS: "true", GENERATE_SESSION_SECRET: "true" })).toThrow(
      /MOCKS: cannot be switched on when NODE_ENV is production/,
    );
    expect(parseEnv({ NODE_ENV: "test", MOCKS: "true" }).MOCKS).toBe(true);
  });
});

test("a provider's client id and secret go together", () => {
  const env = parseEnv({ KAKAO_CLIENT_ID: "id", KAKAO_CLIENT_SECRET: "secret", GOOGLE_CLIENT_ID: "" });
  expect(env).toMatchObject({ KAKAO_CLIENT_ID: "id", KAKAO_CLIENT_SECRET: "secret" });
  expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/);
  expect(() => parseEnv({ NAVER_CLIENT_SECRET: "secret", NAVER_CLIENT_ID: " " })).toThrow(/NAVER_CLIENT_ID: /);
});

test("the YouTube player: the fake with mocks unless told otherwise, YouTube's own otherwise", () => {
  expect(parseEnv({}).youtubePlayer).toBe("youtube");
  expect(parseEnv({ MOCKS: "true" }).youtubePlayer).toBe("fake");
  expect(parseEnv({ MOCKS: "true", YOUTUBE_PLAYER: "youtube" }).youtubePlayer).toBe("youtube");
  // An offline demo may run the production build with the fake player.
  expect(parseEnv({ NODE_ENV: "production", GENERATE_SESSION_SECRET: "true", YOUTUBE_PLAYER: "fake" }).youtubePlayer).toBe("fake");
  expect(() => parseEnv({ YOUTUBE_PLAYER: "vimeo" })).toThrow(/YOUTUBE_PLAYER/);
});

test("YouTube search: an optional API key and a daily number of searches (default 100)", () => {
  expect(parseEnv({}).YOUTUBE_API_KEY).toBeUndefined();
  expect(parseEnv({}).YOUTUBE_SEARCHES_PER_DAY).toBe(100);
  expect(parseEnv({ YOUTUBE_API_KEY: " AIza-key ", YOUTUBE_SEARCHES_PER_DAY: "250" })).toMatchObject({
    YOUTUBE_API_KEY: "AIza-key",
    YOUTUBE_SEARCHES_PER_DAY: 250,
  });
  expect(parseEnv({ YOUTUBE_SEARCHES_PER_DAY: "0" }).YOUTUBE_SEARCHES_PER_DAY).toBe(0);
  expect(() => parseEnv({ YOUTUBE_SEARCHES_PER_DAY: "-1" })).toThrow(/YOUTUBE_SEARCHES_PER_DAY/);
  expect(() => parseEnv({ YOUTUBE_SEARCHES_PER_DAY: "many" })).toThrow(/YOUTUBE_SEARCHES_PER_DAY/);
});

describe("loadEnv and the generated session secret", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test("without SESSION_SECRET one is generated beside the database and reused", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-env-"));
    process.env.DATABASE_URL = `file:${path.join(dir, "app.db")}`;
    delete process.env.SESSION_SECRET;

    const first = loadEnv().SESSION_SECRET;
    const file = sessionSecretFile(process.env.DATABASE_URL);
    expect(file).toBe(path.join(dir, ".session-secret"));
    expect(fs.readFileSync(file, "utf8").trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);

    delete process.env.SESSION_SECRET;
    expect(loadEnv().SESSION_SECRET).toBe(first);
    fs.rmSync(dir, { recursive: true });
  });

  test("a SESSION_SECRET from the environment wins", () => {
    process.env.SESSION_SECRET = "x".repeat(40);
    expect(loadEnv().SESSION_SECRET).toBe("x".repeat(40));
  });
});
