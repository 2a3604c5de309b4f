// The environment, validated once with zod. server.ts calls loadEnv() at
// start-up (and exits with the messages on failure); app code calls getEnv().
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";
import { RATE_LIMIT_AUTH_PER_MIN_DEFAULT, SEARCH_SHARES, YOUTUBE_SEARCHES_PER_DAY_DEFAULT, YOUTUBE_SEARCHES_PER_DAY_MAX } from "~/shared/constants";
import { SOCIAL_PROVIDERS } from "~/shared/roles";
import { resolveDatabaseUrl, sqliteFilePath, DEFAULT_DATABASE_FILE } from "~/db/database-url";
import { isPostgresUrl } from "~/db/sql-dialect";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATABASE_URL: z.string().trim().optional().transform((value) => resolveDatabaseUrl(value)),
    /** The address people reach the app at; by default this server's own (HOST and PORT). */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
    /**
     * Without SESSION_SECRET, generate one and keep it beside the database.
     * Always so outside production; in production only when asked for (npm
     * start does): one instance that keeps its data folder.
     */
    GENERATE_SESSION_SECRET: flag,
    CONTACT_EMAIL: z.email().default("contact@fanchant.example"),
    /** Local fakes of outside services (OAuth, oEmbed, ...). Never in production. */
    MOCKS: flag,
    /**
     * Which YouTube IFrame API the player loads: YouTube's own, or the local
     * fake (tests/fixtures) for development and offline demos. Default: the
     * fake when MOCKS is on, YouTube otherwise.
     */
    YOUTUBE_PLAYER: z.enum(["youtube", "fake"]).optional(),
    RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(1000),
    RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().positive().default(RATE_LIMIT_AUTH_PER_MIN_DEFAULT),
    /** Set when a reverse proxy sits in front, so req.ip is the client's address. */
    TRUST_PROXY: flag,
    LOG_REQUESTS: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
    /** Social sign-in: a provider is offered when both its client id and secret are set. */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    NAVER_CLIENT_ID: optionalText,
    NAVER_CLIENT_SECRET: optionalText,
    KAKAO_CLIENT_ID: optionalText,
    KAKAO_CLIENT_SECRET: optionalText,
    /** YouTube Data API v3 key: video search on /search. Without it (and without MOCKS) search uses the catalogue only. */
    YOUTUBE_API_KEY: optionalText,
    /** YouTube searches a day (a quota day ends at midnight Pacific time); an admin setting overrides it. */
    YOUTUBE_SEARCHES_PER_DAY: z.coerce.number().int().min(0).max(YOUTUBE_SEARCHES_PER_DAY_MAX).default(YOUTUBE_SEARCHES_PER_DAY_DEFAULT),
    /** One client address's share of the YouTube searches a minute and a day (decision 126); accounts' and guests' shares are fixed. */
    SEARCH_SHARE_ADDRESS_PER_MIN: z.coerce.number().int().min(0).default(SEARCH_SHARES.address.perMinute),
    SEARCH_SHARE_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(SEARCH_SHARES.address.perDay),
  })
  .superRefine((env, ctx) => {
    for (const provider of SOCIAL_PROVIDERS) {
      const id = `${provider.toUpperCase() as Uppercase<typeof provider>}_CLIENT_ID` as const;
      const secret = `${provider.toUpperCase() as Uppercase<typeof provider>}_CLIENT_SECRET` as const;
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        ctx.addIssue({
          code: "custom",
          path: [env[id] ? secret : id],
          message: `${id} and ${secret} go together: set both or neither`,
        });
      }
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET && !env.GENERATE_SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "required when NODE_ENV is production: at least 32 random characters (for example `openssl rand -base64 32`), " +
          "the same for every instance. A single instance that keeps its data folder may set GENERATE_SESSION_SECRET=true " +
          "instead (npm start does): the secret is then generated once and kept beside the database.",
      });
    }
    // PostgreSQL is the database for several instances (decision 113): a secret generated beside one
    // instance would sign cookies the others reject, so there it must be given.
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET && isPostgresUrl(env.DATABASE_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "required with a PostgreSQL DATABASE_URL in production (GENERATE_SESSION_SECRET is for one instance on SQLite): " +
          "the same secret of at least 32 random characters for every instance, for example `openssl rand -base64 32`.",
      });
    }
    if (env.NODE_ENV === "production" && env.MOCKS) {
      ctx.addIssue({
        code: "custom",
        path: ["MOCKS"],
        message: "cannot be switched on when NODE_ENV is production",
      });
    }
  })
  .transform((env) => {
    const APP_URL = env.APP_URL ?? ownUrl(env.HOST, env.PORT);
    return {
      ...env,
      APP_URL,
      isProduction: env.NODE_ENV === "production",
      /** Cookies are Secure whenever the app is served over https. */
      secureCookies: new URL(APP_URL).protocol === "https:",
      logRequests: env.LOG_REQUESTS ?? env.NODE_ENV !== "test",
      youtubePlayer: env.YOUTUBE_PLAYER ?? (env.MOCKS ? "fake" : "youtube"),
    };
  });

/**
 * This server's own address when APP_URL is not given: `PORT=4101 npm run dev` is then
 * reached (and links, the fakes' callbacks and the share links point) at port 4101. A
 * wildcard HOST listens everywhere, and the browser reaches it at localhost.
 */
function ownUrl(host: string, port: number) {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Env = z.output<typeof EnvSchema> & { SESSION_SECRET: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses the environment; throws EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): z.output<typeof EnvSchema> {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Where a generated session secret is kept: beside the SQLite file (git-ignored). */
export function sessionSecretFile(databaseUrl: string): string {
  const file = sqliteFilePath(databaseUrl) ?? path.resolve(DEFAULT_DATABASE_FILE);
  return path.join(path.dirname(file), ".session-secret");
}

function readOrCreateSessionSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Validates process.env, fills the defaults back into it (so the Remix build
 * and child processes see the same values) and returns the result.
 */
export function loadEnv(): Env {
  const parsed = parseEnv(process.env);
  const SESSION_SECRET =
    parsed.SESSION_SECRET ?? readOrCreateSessionSecret(sessionSecretFile(parsed.DATABASE_URL));
  process.env.DATABASE_URL = parsed.DATABASE_URL;
  process.env.SESSION_SECRET = SESSION_SECRET;
  return { ...parsed, SESSION_SECRET };
}

let cached: Env | undefined;

export function getEnv(): Env {
  return (cached ??= loadEnv());
}
