// A guest's chant sheet (issue 27): kept in this browser, shown on the sheet page with its
// parts and syllable times, and moved into the account the guest then registers — the
// lines with their parts, hand romanisation and spans, in one PUT of the sheet.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { seedGuestSections } from "./section-utils";
import { signInAsGuest, songIdOf, uniqueEmail, waitForElementHydration, waitForHydration } from "./utils";

const DYNAMITE = "gdZLi9oWNZg";

const LINES = [
  { start: 10, end: 12.5, lyrics: "김남준!", part: "fans" as const, pronunciation: "Kim Namjoon!", spans: null },
  {
    start: 13,
    end: 16,
    lyrics: "김석진 민윤기",
    part: "everyone" as const,
    pronunciation: null,
    spans: [
      { text: "김석진 ", start: 13, end: 14.2, part: "fans" },
      { text: "민윤기", start: 14.4, end: 15.8, part: null },
    ],
  },
  { start: 17, end: 20, lyrics: "다 함께 반짝 반짝", part: "singalong" as const, pronunciation: null, spans: null },
];

/** The guest's sheet in this browser's section store, not yet on any server. */
function seedGuestSheet(page: Page) {
  return seedGuestSections(
    page,
    DYNAMITE,
    LINES.map((line, index) => ({
      ...line,
      id: String(1763712000000 + index),
      name: line.lyrics,
      songTitle: "Dynamite",
      songArtist: "BTS",
      type: 2,
      lineNumber: index + 1,
      rate: null,
      pendingSync: true,
    })),
  );
}

test("a guest's sheet shows from this browser, and moves into the account the guest registers", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsGuest(page);
  const songId = await songIdOf(page.request, DYNAMITE);
  await seedGuestSheet(page);
  await page.goto(`/sheets/${songId}?lng=en`);
  await waitForHydration(page);
  await expect(page.getByText("Your sheet is kept in this browser only.", { exact: false })).toBeVisible();
  const lines = page.getByTestId("sheet-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText("0:10.00–0:12.50");
  await expect(lines.nth(0)).toContainText("Kim Namjoon!");
  await expect(lines.nth(1)).toContainText("timed by syllable");
  await expectNoAxeViolations(page);

  await page.goto("/auth/register?lng=en");
  await waitForElementHydration(page, "form[action='/auth/register'] button");
  await page.getByRole("textbox", { name: "E-mail" }).fill(uniqueEmail("sheetmove"));
  await page.getByRole("textbox", { name: "Nickname" }).fill("SheetFan");
  await page.getByRole("textbox", { name: "Password" }).fill("fanchant-e2e");
  await page.getByRole("checkbox", { name: "I agree to the Terms of Service and the Privacy Policy." }).check();
  // The sheet goes up as one change of the account's sheet, as the sheet page saves it: one PUT, no line on its own.
  const writes: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== "GET" && /^\/api\/(section|sheet)\b/.test(pathname)) writes.push(`${request.method()} ${pathname}`);
  });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("guest-move-toast")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fanchant.guest-move"))).toBeNull();
  expect(writes).toEqual([`PUT /api/sheet/song/${songId}`]);

  // The account's sheet: the same lines, parts, hand romanisation and syllable times.
  const answer = await page.request.get(`/api/sheet/song/${songId}`);
  expect(answer.status()).toBe(200);
  const sheet = (await answer.json()) as {
    lines: Array<{ start: number; end: number; text: string; part: string; romanization: string | null; spans: unknown }>;
  };
  expect(sheet.lines.map(({ start, end, text, part, romanization, spans }) => ({ start, end, text, part, romanization, spans }))).toEqual(
    LINES.map(({ start, end, lyrics, part, pronunciation, spans }) => ({ start, end, text: lyrics, part, romanization: pronunciation, spans })),
  );
  await page.goto(`/sheets/${songId}?lng=en`);
  await expect(page.getByTestId("sheet-line")).toHaveCount(3);
  await expect(page.getByText("only you see it", { exact: false })).toBeVisible();
});
