// Shared steps for the browser tests. Every test that needs an account makes
// its own: one device at a time means two tests signed in to one account
// would sign each other out.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";
import { createLibSQLAdapter } from "../../app/db/libsql-adapter.server";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Account {
  email: string;
  password: string;
  nickname: string;
  /** What the app derives from the e-mail: its local part, which uniqueEmail keeps unique and within the 13 characters the app takes (models/user.server.ts). */
  username: string;
}

let counter = 0;

/**
 * An e-mail no test has used: the clock's last six base-36 digits (they repeat after 25 days),
 * this worker's count, and two random digits for the other workers. With the default prefix
 * its local part has at most 13 characters, all of which become the username.
 */
export function uniqueEmail(prefix = "u") {
  counter += 1;
  const random = Math.floor(Math.random() * 1296).toString(36).padStart(2, "0");
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter.toString(36)}${random}@example.com`;
}

type NewAccount = { nickname?: string; email?: string };

/** A new account, registered through the real form post; `page` stays signed in to it. */
export async function signInAsNewUser(page: Page, { nickname = "새내기팬", email = uniqueEmail() }: NewAccount = {}): Promise<Account> {
  const password = "fanchant-e2e";
  const response = await page.request.post("/auth/register", {
    form: { email, password, nickname, agreeTerms: "on" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return { email, password, nickname, username: email.split("@")[0]! };
}

/** A new account that no browser is signed in to (registered, then signed out). */
export async function createAccount(page: Page, options: NewAccount = {}): Promise<Account> {
  const account = await signInAsNewUser(page, options);
  const response = await page.request.post("/auth/logout", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return account;
}

/** A new admin or super_admin account, made the way an operator makes one (npm run admin:create). */
export async function createAdmin(role: "admin" | "super_admin" = "admin"): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(role === "admin" ? "admin" : "super");
  const args = ["--import", "tsx", "scripts/admin-create.ts", email, ...(role === "super_admin" ? ["--super"] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL },
  });
  const password = /One-time password: (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${stdout}`);
  return { email, password };
}

/** Signs in through the real form post, without clicking (for tests about something else). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/auth/login", {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).not.toBe("/auth/other-device");
}

/**
 * Signs in where the account may already be signed in elsewhere: answers the
 * one-device question with "sign in here" (the other browser is signed out).
 */
export async function signInHere(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/auth/login", {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  if (response.headers().location !== "/auth/other-device") return;
  const confirmed = await page.request.post("/auth/other-device", { form: { intent: "force" }, maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  expect(confirmed.headers().location).not.toBe("/auth/other-device");
}

export async function signInAsGuest(page: Page) {
  const response = await page.request.post("/auth/guest", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

/** Resolves once React has hydrated the document. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
}

/** Waits until React has hydrated the element (a part hydrated later than the page, such as the home page's sign-in panel). */
export async function waitForElementHydration(page: Page, selector: string) {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/** The e2e server's database: SQLite by default, PostgreSQL under `npm run test:pg` (playwright.config.ts). */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? "file:tests/.tmp/e2e.db";

/** A Prisma client on the e2e server's database, for tests that set up state directly. */
export function e2eDatabase(): PrismaClient {
  if (!/^postgres(ql)?:/.test(E2E_DATABASE_URL)) return new PrismaClient({ adapter: createLibSQLAdapter(E2E_DATABASE_URL) });
  const require = createRequire(import.meta.url);
  const { PrismaClient: PostgresClient } = require(".prisma/client-pg") as { PrismaClient: typeof PrismaClient };
  return new PostgresClient({ adapter: new PrismaPg({ connectionString: E2E_DATABASE_URL }) });
}

/**
 * A screenshot for a person to judge the page (`REVIEW_SHOTS=<dir> npx playwright test …`);
 * the suite itself takes none.
 */
export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.REVIEW_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), ...options });
}

/** A seeded song's catalogue id (the catalogue's first page holds every seeded song). */
export async function songIdOf(request: APIRequestContext, youtubeId: string): Promise<number> {
  const { songs } = (await (await request.get("/api/song?page=1&pageSize=100")).json()) as {
    songs: Array<{ id: number; youtubeId: string }>;
  };
  const song = songs.find((candidate) => candidate.youtubeId === youtubeId);
  if (!song) throw new Error(`no song ${youtubeId} in the catalogue`);
  return song.id;
}
