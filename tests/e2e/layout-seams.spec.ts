// Issue 25, items 4, 5 and 13: no page scrolls sideways (guest, member,
// admin; phone portrait and landscape, desktop; player panel open and
// closed), every destination one tap away on a phone (a bottom bar and its
// "more" sheet, with and without JavaScript), a one-row desktop header in both
// languages with the panel open and closed, one thumbnail with the title's
// initial as fallback, admin tables as cards on a phone.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { createAdmin, signIn, signInAsGuest, signInAsNewUser, waitForHydration, reviewShot } from "./utils";

const PORTRAIT = { width: 360, height: 740 };
const LANDSCAPE = { width: 740, height: 360 };
const DESKTOP = { width: 1280, height: 800 };

type Role = "guest" | "member" | "admin";

async function signInAs(page: Page, role: Role) {
  if (role === "guest") await signInAsGuest(page);
  else if (role === "member") await signInAsNewUser(page, { nickname: "가로폭팬" });
  else await signIn(page, await createAdmin("super_admin"));
}

/** The first link on `path` whose address starts with `prefix` (a detail page to visit). */
async function firstLink(page: Page, path: string, prefix: RegExp): Promise<string | null> {
  await page.goto(path);
  for (const href of await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
    if (prefix.test(href)) return href;
  }
  return null;
}

async function pagesOf(page: Page, role: Role): Promise<string[]> {
  const pages = [
    "/",
    "/search",
    "/search?q=BTS",
    "/playlists",
    "/community/playlists",
    "/bookmarks",
    "/fanchant-archive",
    "/concerts",
    "/practice",
    "/profile",
    "/terms-of-service",
  ];
  const details = [
    await firstLink(page, "/community/playlists", /^\/playlists\/\d+$/),
    await firstLink(page, "/fanchant-archive", /^\/fanchant-archive\/\d+$/),
    await firstLink(page, "/concerts", /^\/concerts\/\d+$/),
  ];
  pages.push(...details.filter((href): href is string => href !== null));
  expect(details.every(Boolean), "a playlist, an archive song and a concert to visit").toBe(true);
  if (role === "admin") {
    pages.push(
      "/admin",
      "/admin/stats",
      "/admin/users",
      "/admin/announcements",
      "/admin/settings",
      "/admin/audit",
      "/admin/playlists",
      "/admin/reports",
      "/admin/concerts",
      "/admin/concerts/new",
    );
    const user = await firstLink(page, "/admin/users", /^\/admin\/users\/[^/?]+$/);
    expect(user).not.toBeNull();
    pages.push(user!);
  }
  return pages;
}

async function documentWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Opens or closes the player panel with its toggle (the choice is remembered for the next pages). */
async function setPanel(page: Page, open: boolean) {
  const html = page.locator("html");
  await expect(page.locator(".player__toggle").first()).toBeAttached();
  if ((await html.getAttribute("data-player-open")) === (open ? "" : null)) return;
  await page.locator(".player__toggle").filter({ visible: true }).first().click();
  if (open) await expect(html).toHaveAttribute("data-player-open", "");
  else await expect(html).not.toHaveAttribute("data-player-open");
}

for (const role of ["guest", "member", "admin"] as const) {
  for (const viewport of [PORTRAIT, LANDSCAPE, DESKTOP]) {
    test(`${role} at ${viewport.width}×${viewport.height}: every page is exactly as wide as the screen, panel closed and open`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await signInAs(page, role);
      const pages = await pagesOf(page, role);
      for (const open of [false, true]) {
        await page.goto("/");
        await waitForHydration(page);
        await setPanel(page, open);
        for (const path of pages) {
          await page.goto(path);
          await waitForHydration(page);
          if (open) await expect(page.locator("html")).toHaveAttribute("data-player-open", "");
          expect(await documentWidth(page), `${path} with the panel ${open ? "open" : "closed"}`).toBe(viewport.width);
        }
      }
    });
  }
}

const DESTINATIONS = {
  ko: ["홈", "검색", "응원법", "플레이리스트", "커뮤니티", "공연", "연습", "북마크", "프로필", "관리자"],
  en: ["Home", "Search", "Chants", "Playlists", "Community", "Concerts", "Practice", "Bookmarks", "Profile", "Admin"],
};
const PATHS = ["/", "/search", "/fanchant-archive", "/playlists", "/community/playlists", "/concerts", "/practice", "/bookmarks", "/profile", "/admin"];

test.describe("on a 360×740 phone", () => {
  test.use({ viewport: PORTRAIT });

  test("each destination is one tap away: four in the bottom bar, the rest in the 'more' sheet, which never covers the player's bar", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, await createAdmin("super_admin"));
    for (const lng of ["ko", "en"] as const) {
      await page.goto(`/terms-of-service?lng=${lng}`);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: lng === "ko" ? "주 메뉴" : "Main menu" });
      const more = nav.getByText(lng === "ko" ? "더보기" : "More", { exact: true });
      // The bar: fixed at the bottom, above the safe area, 56 px high; --bottom-nav-height says so.
      const bar = (await page.locator(".site-nav").boundingBox())!;
      expect(bar.y + bar.height).toBe(PORTRAIT.height);
      expect(bar.height).toBe(56);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bottom-nav-height").trim())).toMatch(
        /^calc\(56px \+ (env\(safe-area-inset-bottom, 0px\)|0px)\)$|^56px$/,
      );
      for (const [index, name] of DESTINATIONS[lng].entries()) {
        if (index >= 4) {
          await more.click();
          // Focus moves into the sheet, on its first destination.
          await expect(nav.locator(".site-nav__sheet a").filter({ visible: true }).first()).toBeFocused();
        }
        const link = nav.getByRole("link", { name, exact: true });
        await expect(link, name).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.height, name).toBeGreaterThanOrEqual(44);
        expect(box.x >= 0 && box.x + box.width <= PORTRAIT.width, name).toBe(true);
        await link.click();
        await expect(page.locator(".site-nav__sheet")).toBeHidden();
        await expect(page, name).toHaveURL(new RegExp(`${PATHS[index]!.replace(/\//g, "\\/")}(\\?|$)`));
        await waitForHydration(page);
        expect(await documentWidth(page)).toBe(PORTRAIT.width);
      }
      // The sheet: closed by Escape, focus back on "more"; its bottom above the bar and the player's bar.
      await more.click();
      const sheet = (await page.locator(".site-nav__sheet").boundingBox())!;
      const playerBar = await page.locator(".player__toggle--mobile").filter({ visible: true }).boundingBox();
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(playerBar ? playerBar.y + 0.5 : bar.y + 0.5);
      expect(sheet.y).toBeGreaterThanOrEqual(0);
      await expectNoAxeViolations(page);
      await reviewShot(page, `phone-more-${lng}`);
      await page.keyboard.press("Escape");
      await expect(page.locator(".site-nav__sheet")).toBeHidden();
      await expect(more).toBeFocused();
    }
  });

  test("the content ends above the bottom bar: the page's last line can be scrolled into view", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator("footer").boundingBox())!;
    const bar = (await page.locator(".site-nav").boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
  });

  test("admin tables are cards: one cell per line with its column's name, no Korean broken into syllables", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, await createAdmin("super_admin"));
    for (const path of ["/admin/users", "/admin/stats", "/admin/playlists", "/admin/concerts"]) {
      await page.goto(path);
      await waitForHydration(page);
      const table = page.locator(".admin-table").first();
      // Users exist in every database; the others have rows in the demo catalogue.
      await expect(table, path).toBeVisible();
      expect(await documentWidth(page), path).toBe(PORTRAIT.width);
      // Each row a card the width of the page's column, each cell with its label beside it.
      const rows = table.locator("tbody tr");
      expect(await rows.count(), path).toBeGreaterThan(0);
      const row = (await rows.first().boundingBox())!;
      expect(row.width, path).toBeGreaterThan(300);
      const cells = rows.first().locator("td");
      for (let i = 0; i < (await cells.count()); i++) {
        const cell = cells.nth(i);
        const label = await cell.getAttribute("data-label");
        expect(label, `${path} cell ${i}`).toBeTruthy();
        expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe(`"${label}"`);
        // A label and its value never one syllable per line: the value's box is wider than two syllables.
        const width = await cell.evaluate((td) => td.clientWidth - parseFloat(getComputedStyle(td).paddingLeft));
        expect(width, `${path} cell ${i}`).toBeGreaterThan(150);
      }
    }
    // The admin sub-navigation: one row, every item reachable by scrolling it.
    const nav = page.getByRole("navigation", { name: "관리자 페이지" });
    const items = nav.getByRole("link");
    const first = (await items.first().boundingBox())!;
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(9);
    for (let i = 0; i < count; i++) {
      await items.nth(i).scrollIntoViewIfNeeded();
      const box = (await items.nth(i).boundingBox())!;
      expect(box.y, `item ${i} on the first row`).toBeCloseTo(first.y, 0);
      expect(box.x >= 0 && box.x + box.width <= PORTRAIT.width, `item ${i} scrolled into view`).toBe(true);
    }
    expect(await documentWidth(page)).toBe(PORTRAIT.width);
    await page.goto("/admin/users");
    await expectNoAxeViolations(page);
    await reviewShot(page, "phone-admin-users", { fullPage: true });
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ viewport: PORTRAIT, javaScriptEnabled: false });

  test("the 'more' sheet opens and its links work", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/?lng=en");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Concerts", exact: true })).toBeHidden();
    await nav.getByText("More", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Concerts", exact: true })).toBeVisible();
    await expectNoAxeViolationsWithoutJavaScript(page);
    await nav.getByRole("link", { name: "Concerts", exact: true }).click();
    await expect(page).toHaveURL(/\/concerts$/);
    expect(await documentWidth(page)).toBe(PORTRAIT.width);
  });
});

test.describe("on a 1280×800 desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the header is one row in Korean and English, panel closed and open; the rest of the destinations in 'more'", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, await createAdmin("super_admin"));
    for (const open of [false, true]) {
      for (const lng of ["ko", "en"] as const) {
        await page.goto(`/?lng=${lng}`);
        await waitForHydration(page);
        await setPanel(page, open);
        const header = (await page.locator(".site-header").boundingBox())!;
        expect(header.height, `${lng}, panel ${open ? "open" : "closed"}`).toBeLessThanOrEqual(57);
        expect(header.width).toBe(open ? DESKTOP.width - 400 : DESKTOP.width);
        expect(await documentWidth(page)).toBe(DESKTOP.width);
        // Every destination: in the row, or in "more"; all of the header's items on one line.
        const nav = page.getByRole("navigation", { name: lng === "ko" ? "주 메뉴" : "Main menu" });
        const inRow = await nav.locator(".site-nav__bar > li").filter({ visible: true }).count();
        expect(inRow, "at least home, search and chants, and more").toBeGreaterThanOrEqual(4);
        await nav.getByText(lng === "ko" ? "더보기" : "More", { exact: true }).click();
        const seen = new Set<string>();
        for (const link of await nav.getByRole("link").filter({ visible: true }).all()) seen.add((await link.textContent())!.trim());
        expect([...seen].sort()).toEqual([...DESTINATIONS[lng]].sort());
        await expectNoAxeViolations(page);
        await reviewShot(page, `desktop-${lng}-${open ? "open" : "closed"}`);
        await page.keyboard.press("Escape");
        for (const item of await page.locator(".site-header__inner > *").filter({ visible: true }).all()) {
          const box = (await item.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
        }
      }
    }
  });
});

test("thumbnails: the title's initial when the picture fails or is missing, each the width of its box at 16:9", async ({ page }) => {
  await page.route(/i\.ytimg\.com/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.setViewportSize(PORTRAIT);
  await signInAsNewUser(page);
  for (const path of ["/?lng=en", "/search?q=BTS&lng=en", "/fanchant-archive?lng=en", "/community/playlists?lng=en"]) {
    await page.goto(path);
    await waitForHydration(page);
    const thumbnails = page.locator("main .song-thumb");
    await expect(thumbnails.first(), path).toBeVisible();
    for (const thumbnail of (await thumbnails.all()).slice(0, 4)) {
      // A picture loads (lazily) once near the screen; its failure removes it.
      await thumbnail.scrollIntoViewIfNeeded();
      await expect(thumbnail.locator("img"), path).toBeHidden();
      const box = (await thumbnail.boundingBox())!;
      expect(box.width / box.height, path).toBeCloseTo(16 / 9, 1);
      const parent = await thumbnail.evaluate((element) => element.parentElement!.getBoundingClientRect().width);
      expect(box.width, path).toBeLessThanOrEqual(parent);
      await expect(thumbnail.getByTestId("thumbnail-placeholder")).toHaveText(/^[\p{L}\p{N}♪]$/u);
    }
    expect(await documentWidth(page), path).toBe(PORTRAIT.width);
  }
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PORTRAIT });

  test("a playlist with no song has no picture: the server draws its initial", async ({ page }) => {
    await signInAsNewUser(page);
    const response = await page.request.post("/playlists", { form: { intent: "create", name: "응원 모음", description: "", tags: "" }, maxRedirects: 0 });
    expect([302, 303]).toContain(response.status());
    await page.goto("/playlists");
    const card = page.getByRole("article").filter({ hasText: "응원 모음" });
    await expect(card.locator("img")).toHaveCount(0);
    await expect(card.getByTestId("thumbnail-placeholder")).toHaveText("응");
    const box = (await card.locator(".song-thumb").boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(await documentWidth(page)).toBe(PORTRAIT.width);
  });
});
