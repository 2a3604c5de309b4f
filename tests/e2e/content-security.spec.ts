// The security headers on real pages: nothing the app runs is refused by the
// enforced CSP (zod, for one, must not probe for eval: app/shared/zod-config.ts),
// and the browser understands every feature the Permissions-Policy names.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsNewUser, waitForHydration } from "./utils";

/** Records every CSP violation of the page from its very first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test("no page breaks its own CSP or warns about its headers, signed out and signed in", async ({ page }) => {
  await recordViolations(page);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  for (const path of ["/", "/?lng=en", "/admin/login", "/terms-of-service"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await violations(page), path).toEqual([]);
  }
  await signInAsNewUser(page);
  for (const path of ["/", "/profile"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await violations(page), path).toEqual([]);
  }
  expect(warnings).toEqual([]);
});
