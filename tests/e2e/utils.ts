// Shared steps for the browser tests.
import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../prisma/demo-accounts";

export { DEMO_ACCOUNTS };

export function uniqueEmail(prefix = "fan") {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs in through the real form post, without clicking (for tests about something else). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/auth/login", {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

export async function signInAsGuest(page: Page) {
  const response = await page.request.post("/auth/guest", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

/** Resolves once React has hydrated the document. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
}
