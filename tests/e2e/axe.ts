// axe (every rule it runs by default, WCAG and best practices) on a page as
// the visitor sees it: 0 violations.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, routeOutsideHosts } from "./fixtures";

async function runAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A page of a context with JavaScript. */
export async function expectNoAxeViolations(page: Page) {
  await runAxe(page);
}

/**
 * A page of a context without JavaScript, where axe cannot run: its HTML (the
 * state the server answered, a refused form too) is checked in a context with
 * JavaScript, the app's own scripts blocked so that it stays as served.
 */
export async function expectNoAxeViolationsWithoutJavaScript(page: Page) {
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    await routeOutsideHosts(context);
    const copy = await context.newPage();
    await copy.route((url) => url.pathname.endsWith(".js"), (route) => route.abort("blockedbyclient"));
    await copy.goto("/healthz");
    await copy.setContent(html, { waitUntil: "load" });
    await runAxe(copy);
  } finally {
    await context.close();
  }
}
