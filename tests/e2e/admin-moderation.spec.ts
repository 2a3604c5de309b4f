// Issue 13's moderation with JavaScript off, as people do it: a fan reports a
// comment from the playlist page; an admin sees it on the dashboard, opens
// it from the queue, hides the comment, and it is gone for the fan; the
// admin hides and shows the playlist; adds a concert and builds its setlist
// from the catalogue; deletes a playlist and a concert, edits a concert's
// details, moves a setlist song down and removes one. Axe on each new page state.
import type { Browser } from "@playwright/test";
import { expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { createAdmin, signInAsNewUser } from "./utils";

test.use({ javaScriptEnabled: false });

/** "Hide" followed by a visually hidden ": Moderation night" (Chromium puts a space between them in the name). */
const withSubject = (label: string, subject: string) =>
  new RegExp(`^${label} ?: ${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
// Accounts are made by a script and passwords hashed with scrypt: slower than most tests.
test.slow();


async function signedIn(browser: Browser, nickname: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsNewUser(page, { nickname });
  return page;
}

test("a reported comment: from the fan's form to the admin's queue, hidden; a playlist hidden and shown; a concert and its setlist", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // An owner's public playlist with a comment, made through the API.
  const owner = await signedIn(browser, "주인장");
  const created = await owner.request.post("/api/playlist", { data: { name: "Moderation night", description: "", isPublic: true, tags: [] } });
  expect(created.status()).toBe(201);
  const playlist = (await created.json()) as { id: number };
  expect((await owner.request.post(`/api/playlist/${playlist.id}/comments`, { data: { body: "An invented rude remark" } })).status()).toBe(201);

  // Another fan reports the comment.
  const fan = await signedIn(browser, "신고팬");
  await fan.goto(`/playlists/${playlist.id}?lng=en`);
  const comment = fan.locator(".comment", { hasText: "An invented rude remark" });
  const reportSummary = comment.locator("summary", { hasText: /^Report/ });
  await reportSummary.click();
  await expectNoAxeViolationsWithoutJavaScript(fan);
  // The reason is required by the browser itself (the server's refusal is in tests/integration/admin-moderation.test.ts).
  await expect(comment.getByLabel("Reason")).toHaveAttribute("required", "");
  await comment.getByLabel("More details (optional)").fill("Insults another fan");
  await comment.getByLabel("Reason").selectOption("inappropriate");
  await comment.getByRole("button", { name: "Send report" }).click();
  await expect(fan.getByText("Thank you. The admins will look at the comment.")).toBeVisible();

  // The admin: the dashboard says one report waits; the queue; the report; hide.
  const admin = await createAdmin();
  const response = await page.request.post("/admin/login", { form: admin, maxRedirects: 0 });
  expect(response.headers().location).toBe("/admin");
  await page.goto("/admin?lng=en");
  await expect(page.getByTestId("open-reports")).toContainText("Open reports 1");
  await page.getByRole("link", { name: "Go to the report queue" }).click();
  await expect(page.getByTestId("report-row")).toHaveCount(1);
  await expect(page.getByTestId("report-row")).toContainText("An invented rude remark");
  await expect(page.getByTestId("report-row")).toContainText("Reported by 신고팬");
  await expectNoAxeViolationsWithoutJavaScript(page);
  await page.getByRole("link", { name: /^Review/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Report #\d+$/);
  await expect(page.getByText("“Insults another fan”")).toBeVisible();
  await expectNoAxeViolationsWithoutJavaScript(page);
  // No decision chosen (the browser asks for one; posted anyway): refused, the note typed stays.
  await expect(page.getByLabel("Hide it (its author still sees it)")).toHaveAttribute("required", "");
  const refused = await page.request.post(page.url(), { form: { note: "Rude to another fan" } });
  expect(refused.status()).toBe(400);
  const refusedHtml = await refused.text();
  expect(refusedHtml).toContain("Choose what to do with the content.");
  expect(refusedHtml).toMatch(/<textarea[^>]*id="resolve-note"[^>]*>Rude to another fan<\/textarea>/);
  await page.getByLabel("Note (optional)").fill("Rude to another fan");
  await page.getByLabel("Hide it (its author still sees it)").check();
  await page.getByRole("button", { name: "Resolve the report" }).click();
  await expect(page.getByText("Resolved: the content is hidden.")).toBeVisible();
  await expect(page.getByText("No report is waiting. Well done.")).toBeVisible();
  // Resolved reports stay searchable by the note.
  await page.getByLabel("Status").selectOption("resolved");
  await page.getByLabel("Words in the content, report or note").fill("Rude to another");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("report-row")).toHaveCount(1);
  await expect(page.getByTestId("report-row")).toContainText("Hidden");

  await fan.reload();
  await expect(fan.getByText("An invented rude remark")).toHaveCount(0);
  await expect(fan.getByRole("heading", { name: "Comments (0)" })).toBeVisible();

  // /admin/playlists: hide, then show again.
  await page.goto("/admin/playlists?lng=en");
  await page.getByLabel("Name, owner or number").fill("Moderation night");
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByTestId("admin-playlist-row");
  await expect(row).toHaveCount(1);
  await expectNoAxeViolationsWithoutJavaScript(page);
  await row.getByRole("button", { name: withSubject("Hide", "Moderation night") }).click();
  await expect(page.getByText("The playlist is hidden.")).toBeVisible();
  await expect(row).toContainText("Hidden");
  await fan.goto("/community/playlists?sort=recent&lng=en");
  await expect(fan.getByText("Moderation night")).toHaveCount(0);
  await row.getByRole("button", { name: withSubject("Show again", "Moderation night") }).click();
  await expect(page.getByText("The playlist is shown again.")).toBeVisible();
  await fan.reload();
  await expect(fan.getByText("Moderation night").first()).toBeVisible();

  // A concert: details first (a wrong date order is refused, what was typed stays), then the setlist.
  await page.goto("/admin/concerts?lng=en");
  await expectNoAxeViolationsWithoutJavaScript(page);
  await page.getByRole("link", { name: "Add a concert" }).click();
  for (const [label, value] of [
    ["Artist", "가상밴드"],
    ["Tour", "Moderation Tour"],
    ["Venue", "Invented Hall"],
    ["City", "Busan"],
    ["Country", "Korea"],
    ["First day", "2027-03-06"],
    ["Last day", "2027-03-05"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Save the concert" }).click();
  await expect(page.getByText("The last day must be on or after the first.")).toBeVisible();
  await expect(page.getByLabel("Venue", { exact: true })).toHaveValue("Invented Hall");
  await expectNoAxeViolationsWithoutJavaScript(page);
  await page.getByLabel("Last day", { exact: true }).fill("2027-03-07");
  await page.getByRole("button", { name: "Save the concert" }).click();
  await expect(page.getByText("The concert is added. Now build its setlist.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("가상밴드 · Moderation Tour");

  for (const title of ["Dynamite", "TT"]) {
    await page.getByLabel("Find a song (title or artist)").fill(title);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByRole("button", { name: withSubject("Add", title) }).click();
    await expect(page.getByText("The song is added to the setlist.")).toBeVisible();
  }
  await expect(page.getByTestId("setlist-entry")).toHaveText([/^1\. Dynamite/, /^2\. TT/]);
  await page.getByRole("button", { name: withSubject("Up", "2. TT") }).click();
  await expect(page.getByTestId("setlist-entry")).toHaveText([/^1\. TT/, /^2\. Dynamite/]);
  await expectNoAxeViolationsWithoutJavaScript(page);
  const concertPath = new URL(page.url()).pathname.replace("/admin", "");
  await fan.goto(`${concertPath}?lng=en`);
  await expect(fan.getByTestId("setlist-song")).toHaveCount(2);
  await expect(fan.getByTestId("setlist-song").first()).toContainText("TT");

  // The audit log has each change.
  await page.goto("/admin/audit?lng=en");
  for (const action of ["Resolved a report", "Hid a playlist", "Showed a playlist again", "Added a concert", "Edited a concert"]) {
    await expect(page.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
});

test("deleting a playlist and a concert from the admin pages; a concert's details edited; its setlist moved down and trimmed", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, "지울목록주인");
  const name = `Farewell list ${Date.now().toString(36)}`;
  const created = await owner.request.post("/api/playlist", { data: { name, description: "", isPublic: true, tags: [] } });
  expect(created.status()).toBe(201);
  const playlist = (await created.json()) as { id: number };

  const admin = await createAdmin();
  expect((await page.request.post("/admin/login", { form: admin, maxRedirects: 0 })).headers().location).toBe("/admin");

  // /admin/playlists: "Delete…" opens a box to tick; without it the browser refuses, with it the playlist is gone.
  await page.goto(`/admin/playlists?lng=en&q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("admin-playlist-row");
  await expect(row).toHaveCount(1);
  await row.locator("summary", { hasText: /^Delete…/ }).click();
  await expect(row.getByLabel(`Delete “${name}” for good, with its songs, likes and comments`)).toHaveAttribute("required", "");
  await row.getByLabel(`Delete “${name}” for good, with its songs, likes and comments`).check();
  await row.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("The playlist is deleted.")).toBeVisible();
  await expect(page.getByText("No playlist matches.")).toBeVisible();
  expect((await owner.goto(`/playlists/${playlist.id}`))!.status()).toBe(404);

  // A concert with three songs, made through the admin API; then the page.
  const { songs } = (await (await page.request.get("/api/song?page=1&pageSize=100")).json()) as {
    songs: Array<{ id: number; title: string }>;
  };
  const [first, second, third] = ["Dynamite", "TT", "Gee"].map((title) => songs.find((song) => song.title === title)!);
  const concert = await page.request.post("/api/admin/concerts", {
    data: {
      artist: "가상밴드",
      tourName: "Editing Tour",
      venue: "Invented Arena",
      city: "Daegu",
      country: "Korea",
      region: "domestic",
      startDate: "2031-09-01",
      endDate: "2031-09-01",
      setlist: [first!.id, second!.id, third!.id],
    },
  });
  expect(concert.status()).toBe(201);
  const { id } = (await concert.json()) as { id: number };
  await page.goto(`/admin/concerts/${id}?lng=en`);
  await expect(page.getByTestId("setlist-entry")).toHaveText([/^1\. Dynamite/, /^2\. TT/, /^3\. Gee/]);

  // The details: a bad ticket link is refused with what was typed kept; then saved, the setlist untouched.
  await page.getByLabel("Tour", { exact: true }).fill("Editing Tour (extra date)");
  await page.getByLabel("Last day", { exact: true }).fill("2031-09-02");
  await page.getByLabel("Ticket link").fill("ftp://tickets.example.com/editing");
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(page.getByLabel("Ticket link")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Tour", { exact: true })).toHaveValue("Editing Tour (extra date)");
  await expectNoAxeViolationsWithoutJavaScript(page);
  await page.getByLabel("Ticket link").fill("https://tickets.example.com/editing");
  await page.getByLabel("Status").selectOption("sold_out");
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(page.getByText("The details are saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("가상밴드 · Editing Tour (extra date)");
  await expect(page.getByLabel("Last day", { exact: true })).toHaveValue("2031-09-02");
  await expect(page.getByTestId("setlist-entry")).toHaveText([/^1\. Dynamite/, /^2\. TT/, /^3\. Gee/]);

  // The setlist: the first song down, then the last one removed.
  await page.getByRole("button", { name: withSubject("Down", "1. Dynamite") }).click();
  await expect(page.getByText("The song moved down.")).toBeVisible();
  await expect(page.getByTestId("setlist-entry")).toHaveText([/^1\. TT/, /^2\. Dynamite/, /^3\. Gee/]);
  await page.getByRole("button", { name: withSubject("Remove", "3. Gee") }).click();
  await expect(page.getByText("The song is removed from the setlist.")).toBeVisible();
  await expect(page.getByTestId("setlist-entry")).toHaveText([/^1\. TT/, /^2\. Dynamite/]);
  await owner.goto(`/concerts/${id}?lng=en`);
  await expect(owner.getByRole("heading", { level: 1 })).toContainText("Editing Tour (extra date)");
  await expect(owner.getByTestId("setlist-song")).toHaveText([/TT/, /Dynamite/]);

  // Deleted from the list, behind its box.
  await page.goto("/admin/concerts?lng=en");
  const concertRow = page.getByTestId("admin-concert-row").filter({ hasText: "Editing Tour (extra date)" });
  await concertRow.locator("summary", { hasText: /^Delete…/ }).click();
  await concertRow.getByLabel("Delete “가상밴드 · Editing Tour (extra date)” for good, with its setlist").check();
  await concertRow.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("The concert is deleted.")).toBeVisible();
  await expect(page.getByTestId("admin-concert-row").filter({ hasText: "Editing Tour" })).toHaveCount(0);
  expect((await owner.goto(`/concerts/${id}`))!.status()).toBe(404);

  await page.goto("/admin/audit?lng=en");
  for (const action of ["Deleted a playlist", "Edited a concert", "Deleted a concert"]) {
    await expect(page.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
});
