// Community playlists as fans use them (issue 10): two accounts and a guest,
// with JavaScript off (every mutation a plain form) and on (optimistic like,
// "load more", play all), the shared page as a client without JavaScript
// sees it, and axe on every page state.
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations as expectNoAxeViolationsWithJavaScript, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, routeOutsideHosts, test } from "./fixtures";
import { createAccount, e2eDatabase, signInAsGuest, signInAsNewUser, uniqueEmail, waitForHydration } from "./utils";

/** The e2e server's database: playlists made directly, for tests about something else than making them. */
const db = e2eDatabase();

test.afterAll(async () => {
  await db.$disconnect();
});

const VIDEOS = { dynamite: "gdZLi9oWNZg", tt: "ePpPVE-GGJw", hypeBoy: "11cta61wi0g", gee: "U7mPqycQ0tQ", loveDive: "Y8JFxS1HlDo" } as const;

/** A playlist of the account with this e-mail (a new account when none), its songs from the catalogue. */
async function playlistOf(
  email: string | null,
  { name, youtubeIds, isPublic = true, tags = [] }: { name: string; youtubeIds: readonly string[]; isPublic?: boolean; tags?: string[] },
): Promise<number> {
  const owner = email
    ? await db.user.findUniqueOrThrow({ where: { email } })
    : await db.user.create({ data: { email: uniqueEmail("owner"), username: uniqueEmail("o").split("@")[0]!, nickname: "목록주인" } });
  const songs = await db.song.findMany({ where: { youtubeId: { in: [...youtubeIds] } }, select: { id: true, youtubeId: true } });
  const songIds = youtubeIds.map((youtubeId) => songs.find((song) => song.youtubeId === youtubeId)!.id);
  const playlist = await db.communityPlaylist.create({
    data: {
      ownerId: owner.id,
      name,
      isPublic,
      songCount: songIds.length,
      tags: { create: tags.map((tag) => ({ tag })) },
      songs: { create: songIds.map((songId, position) => ({ songId, position })) },
    },
    select: { id: true },
  });
  return playlist.id;
}

/** A share link for the playlist (what "Create share link" makes), set directly. */
async function shareLinkOf(id: number): Promise<string> {
  const token = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(22, "x").slice(0, 24);
  await db.communityPlaylist.update({ where: { id }, data: { shareToken: token } });
  return `/shared/playlist/${token}`;
}

/** Every POST the page sends, as "path body". */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(`${new URL(request.url()).pathname} ${request.postData() ?? ""}`);
  });
  return posts;
}

/** axe on a page as served: pages of a context without JavaScript are checked from their HTML. */
async function expectNoAxeViolations(page: Page) {
  await (noScriptPages.has(page) ? expectNoAxeViolationsWithoutJavaScript(page) : expectNoAxeViolationsWithJavaScript(page));
}

const noScriptPages = new WeakSet<Page>();

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await routeOutsideHosts(context);
  const page = await context.newPage();
  noScriptPages.add(page);
  return { context, page };
}

/** An account in English, in its own context. */
async function fan(browser: Browser, nickname: string, javaScriptEnabled = false) {
  const context = await browser.newContext({ javaScriptEnabled });
  await routeOutsideHosts(context);
  const page = await context.newPage();
  if (!javaScriptEnabled) noScriptPages.add(page);
  await signInAsNewUser(page, { nickname });
  await page.goto("/playlists?lng=en");
  return { context, page };
}

test.describe("without JavaScript", () => {
  test("an owner builds and shares a playlist; another fan likes, bookmarks, comments, copies; a guest browses", async ({ browser }) => {
    test.setTimeout(360_000);
    const owner = await fan(browser, "주인팬");
    const { page } = owner;
    await expectNoAxeViolations(page);

    // A title is required; what was typed stays.
    // Spaces pass the browser's `required`; the server trims them and refuses.
    await page.getByLabel("Title").first().fill("   ");
    await page.getByLabel("Description").first().fill("Songs for the tour");
    await page.getByRole("button", { name: "Create playlist" }).click();
    await expect(page.getByText("Title cannot be empty.")).toBeVisible();
    await expect(page.getByLabel("Description").first()).toHaveValue("Songs for the tour");
    await expectNoAxeViolations(page);
    await page.getByLabel("Title").first().fill("Tour prep");
    await page.getByLabel("Tags").first().fill("Live, #concert");
    await page.getByLabel("Public (shown in the community feed)").first().check();
    await page.getByRole("button", { name: "Create playlist" }).click();
    await expect(page).toHaveURL(/\/playlists\/\d+\/edit$/);
    await expect(page.getByText("Playlist created.")).toBeVisible();
    const editUrl = new URL(page.url()).pathname;
    const detailUrl = editUrl.replace(/\/edit$/, "");

    // Songs by link: a bad one is refused, two link forms are accepted.
    await page.getByRole("textbox", { name: "YouTube link" }).fill("https://example.com/watch?v=nothing");
    await page.getByRole("button", { name: "Add song" }).click();
    await expect(page.getByText("Invalid YouTube URL.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "YouTube link" }).fill("https://www.youtube.com/watch?v=gdZLi9oWNZg");
    await page.getByRole("button", { name: "Add song" }).click();
    await expect(page.getByText("Song added.")).toBeVisible();
    await page.getByRole("textbox", { name: "YouTube link" }).fill("https://youtu.be/ePpPVE-GGJw");
    await page.getByRole("button", { name: "Add song" }).click();
    await expect(page.getByRole("heading", { name: "Songs (2 of 200)" })).toBeVisible();
    // From the catalogue, then reorder without JavaScript.
    await page.getByRole("searchbox", { name: "Search songs" }).fill("Hype");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: "Add Hype Boy to the playlist" }).click();
    await page.getByRole("button", { name: "Move Hype Boy up" }).click();
    await expect(page.locator(".track-list").first().locator(".track__title")).toHaveText(["Dynamite", "Hype Boy", "TT"]);
    await expectNoAxeViolations(page);

    // Share.
    await page.goto(detailUrl);
    await page.getByRole("button", { name: "Create share link" }).click();
    const firstShareUrl = await page.getByLabel("Share link").inputValue();
    expect(firstShareUrl).toMatch(/\/shared\/playlist\/[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(page);

    // Another fan.
    const other = await fan(browser, "다른팬");
    await other.page.goto(detailUrl);
    await expect(other.page.getByRole("heading", { name: "Tour prep" })).toBeVisible();
    await other.page.getByRole("button", { name: /^Like \d+$/ }).click();
    await expect(other.page.getByText("Liked.", { exact: true })).toBeVisible();
    await expect(other.page.getByRole("button", { name: "Liked 1" })).toHaveAttribute("aria-pressed", "true");
    await other.page.getByRole("button", { name: /^Bookmark \d+$/ }).click();
    await other.page.getByRole("textbox", { name: "Comment" }).fill("Great for the encore calls");
    await other.page.getByRole("button", { name: "Post comment" }).click();
    await expect(other.page.getByText("Great for the encore calls")).toBeVisible();
    await expectNoAxeViolations(other.page);
    await other.page.goto("/bookmarks");
    await expect(other.page.getByRole("link", { name: "Tour prep" })).toBeVisible();
    await expectNoAxeViolations(other.page);
    await other.page.goto(detailUrl);
    await other.page.getByRole("button", { name: "Copy to my playlists" }).click();
    await expect(other.page.getByText("Copied to your playlists (private).")).toBeVisible();
    await expect(other.page.getByText("Private", { exact: true })).toBeVisible();
    // Not the owner: the edit page is forbidden.
    const forbidden = await other.page.goto(editUrl);
    expect(forbidden?.status()).toBe(403);

    // The feed, filtered by tag and song count.
    await other.page.goto("/community/playlists?tag=live&min=5");
    await expect(other.page.getByRole("link", { name: "Tour prep" })).toHaveCount(0);
    await other.page.goto("/community/playlists?tag=live");
    await expect(other.page.getByRole("link", { name: "Tour prep" })).toBeVisible();
    await expectNoAxeViolations(other.page);

    // A guest browses but cannot write.
    const guest = await noScriptPage(browser);
    await signInAsGuest(guest.page);
    await guest.page.goto(`${detailUrl}?lng=en`);
    await expect(guest.page.getByText("Sign in to keep playlists, like, bookmark and comment")).toBeVisible();
    await expect(guest.page.getByRole("button", { name: /^Like \d+$/ })).toHaveCount(0);
    await expectNoAxeViolations(guest.page);

    // Private: the other fan and the guest get the not-found page.
    await page.goto(editUrl);
    await page.getByLabel("Public (shown in the community feed)").first().uncheck();
    await page.getByRole("button", { name: "Save details" }).click();
    // Made private, the published share link stops answering (issue 26), and the owner is told.
    await expect(page.getByText("Saved. Now that it is private, its share link no longer opens; create a new link to share it again.")).toBeVisible();
    expect((await other.page.goto(detailUrl))?.status()).toBe(404);
    expect((await guest.page.goto(detailUrl))?.status()).toBe(404);
    const anonymous = await noScriptPage(browser);
    expect((await anonymous.page.goto(new URL(firstShareUrl).pathname))?.status()).toBe(404);

    // Shared again on purpose: the new link works by its token (the token is the permission), without an account.
    await page.goto(detailUrl);
    await page.getByRole("button", { name: "Create share link" }).click();
    const shareUrl = await page.getByLabel("Share link").inputValue();
    expect(shareUrl).not.toBe(firstShareUrl);
    const response = await anonymous.page.goto(`${new URL(shareUrl).pathname}?lng=en`);
    expect(response?.status()).toBe(200);
    await expect(anonymous.page.getByRole("heading", { name: "Tour prep" })).toBeVisible();
    await expect(anonymous.page.getByRole("link", { name: "Watch on YouTube: Dynamite" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=gdZLi9oWNZg",
    );
    await expect(anonymous.page.locator('meta[property="og:image"]')).toHaveAttribute("content", /gdZLi9oWNZg/);
    await expect(anonymous.page.locator('link[rel="canonical"]')).toHaveAttribute("href", shareUrl);
    const jsonLd = JSON.parse((await anonymous.page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "MusicPlaylist", name: "Tour prep", numTracks: 3 });
    expect(jsonLd.track.map((track: { name: string }) => track.name)).toEqual(["Dynamite", "Hype Boy", "TT"]);
    await expectNoAxeViolations(anonymous.page);

    // Revoked: a friendly 404 in the visitor's language.
    await page.goto(detailUrl);
    await page.getByRole("button", { name: "Stop sharing" }).click();
    const gone = await anonymous.page.goto(new URL(shareUrl).pathname);
    expect(gone?.status()).toBe(404);
    await expect(anonymous.page.getByRole("heading", { name: "This shared playlist is not available" })).toBeVisible();
    await expectNoAxeViolations(anonymous.page);

    // Delete with confirmation.
    await page.goto(editUrl);
    await page.getByRole("button", { name: "Delete playlist" }).click();
    await expect(page).toHaveURL(editUrl);
    await page.getByLabel("Yes, delete this playlist").check();
    await page.getByRole("button", { name: "Delete playlist" }).click();
    await expect(page).toHaveURL("/playlists");
    await expect(page.getByText("Playlist deleted.")).toBeVisible();

    for (const context of [owner.context, other.context, guest.context, anonymous.context]) await context.close();
  });
});

test.describe("with JavaScript", () => {
  test("like is optimistic, the feed loads more in place, play all sends the playlist to the player", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewUser(page, { nickname: "스크립트팬" });
    // Filtered by the seeded playlist's tag: what other tests publish cannot push it off the first page.
    await page.goto(`/community/playlists?tag=${encodeURIComponent("입문")}&lng=en`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const seeded = page.getByRole("link", { name: "응원법 입문 세트" });
    await seeded.click();
    await expect(page.getByRole("heading", { name: "응원법 입문 세트" })).toBeVisible();
    await waitForHydration(page);
    const like = page.getByRole("button", { name: /^Like \d+$/ });
    const before = Number((await like.textContent())?.match(/(\d+)\s*$/)?.[1]);
    await like.click();
    await expect(page.getByRole("button", { name: `Liked ${before + 1}` })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Liked.", { exact: true })).toBeVisible();

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    const url = page.url();
    const playsShown = async () => Number((await page.getByText(/^Plays \d+$/).textContent())?.match(/\d+/)?.[0]);
    const plays = await playsShown();
    // The play is counted by that POST: reloading before its answer could cancel it or read too early.
    const counted = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === new URL(url).pathname,
    );
    await page.getByRole("button", { name: "Play all" }).click();
    await counted;
    expect(page.url()).toBe(url);
    // The command went to the island (app/player/commands.ts) and the play was counted, once
    // (the player then saves its new queue to the account).
    expect(posts.filter((path) => path !== "/api/userplaylist")).toEqual([new URL(url).pathname]);
    await page.goto(url);
    // At least one more (a test running beside this one may play it too).
    expect(await playsShown()).toBeGreaterThanOrEqual(plays + 1);
  });
});

test.describe("the edit page with JavaScript", () => {
  test("reorder by dragging and by keyboard, saved once per drop; a save that gets no answer rolls back and says so", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    const account = await signInAsNewUser(page, { nickname: "정렬팬" });
    const id = await playlistOf(account.email, { name: "Drag order", youtubeIds: [VIDEOS.dynamite, VIDEOS.tt, VIDEOS.hypeBoy] });
    await page.goto(`/playlists/${id}/edit?lng=en`);
    await waitForHydration(page);
    const titles = page.locator(".track-list").first().locator(".track__title");
    const handle = (title: string) => page.getByRole("button", { name: `Reorder ${title}`, exact: true });
    await expect(handle("TT")).toBeVisible();
    await expect(titles).toHaveText(["Dynamite", "TT", "Hype Boy"]);
    // Up and down stay beside the handles.
    await expect(page.getByRole("button", { name: "Move TT up" })).toBeVisible();
    await expectNoAxeViolations(page);
    const posts = recordPosts(page);

    // By keyboard: space on the handle, the arrows, space.
    await handle("Hype Boy").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Hype Boy is at position 3 of 3.")).toBeAttached();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Hype Boy is at position 2 of 3.")).toBeAttached();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Hype Boy is at position 1 of 3.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(titles).toHaveText(["Hype Boy", "Dynamite", "TT"]);
    await expect(page.getByText("Order changed.")).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(new RegExp(`^/playlists/${id}/edit intent=reorder&songIds=\\d+&songIds=\\d+&songIds=\\d+$`));

    // By pointer: Dynamite to the end, one post for the whole drag.
    const from = (await handle("Dynamite").boundingBox())!;
    const to = (await page.locator(".track-list").first().locator("li").nth(2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 12 });
    await expect(page.getByText("Dynamite is at position 3 of 3.")).toBeAttached();
    // Saved before the reload (a reload would cut a save still on its way).
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === `/playlists/${id}/edit`);
    await page.mouse.up();
    await page.waitForTimeout(100);
    await expect(titles).toHaveText(["Hype Boy", "TT", "Dynamite"]);
    await expect.poll(() => posts.length).toBe(2);
    await saved;
    await page.reload();
    await expect(titles).toHaveText(["Hype Boy", "TT", "Dynamite"]);
    await waitForHydration(page);
    await expect(handle("TT")).toBeVisible();

    // The save gets no answer (offline): the list goes back and the page says why, in place.
    const editPage = (url: URL) => url.pathname === `/playlists/${id}/edit`;
    await page.route(editPage, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await handle("TT").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("TT is at position 2 of 3.")).toBeAttached();
    // Moving to the top: a press dnd-kit missed while taking the drag over is simply repeated.
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(page.getByText("TT is at position 1 of 3.")).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await page.keyboard.press("Space");
    await expect(page.getByRole("alert").filter({ hasText: "Network problem: check your connection and try again." })).toBeVisible({ timeout: 10_000 });
    await expect(titles).toHaveText(["Hype Boy", "TT", "Dynamite"]);
    await expect(page.getByRole("heading", { name: "Edit “Drag order”", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(editPage);
    await page.reload();
    await expect(titles).toHaveText(["Hype Boy", "TT", "Dynamite"]);
  });
});

test.describe("failures with JavaScript keep the page", () => {
  test("a like that gets no answer rolls back and says so; the next one works", async ({ page }) => {
    await signInAsNewUser(page, { nickname: "좋아요팬" });
    const id = await playlistOf(null, { name: "Offline likes", youtubeIds: [VIDEOS.gee] });
    await page.goto(`/playlists/${id}?lng=en`);
    await waitForHydration(page);
    const detailPage = (url: URL) => url.pathname === `/playlists/${id}`;
    await page.route(detailPage, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    const formOf = (name: string) => page.locator("form").filter({ has: page.getByRole("button", { name }) });
    await page.getByRole("button", { name: "Like 0" }).click();
    await expect(formOf("Like 0").getByRole("alert")).toHaveText("Network problem: check your connection and try again.", { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Like 0" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("heading", { name: "Offline likes", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    // A bookmark likewise.
    await page.getByRole("button", { name: "Bookmark 0" }).click();
    await expect(formOf("Bookmark 0").getByRole("alert")).toHaveText("Network problem: check your connection and try again.", { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Bookmark 0" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("alert")).toHaveCount(2);

    await page.unroute(detailPage);
    await page.getByRole("button", { name: "Like 0" }).click();
    await expect(page.getByRole("button", { name: "Liked 1" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Liked.", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Network problem" })).toHaveCount(1);
  });

  test("'load more' that fails says so in place and can be tried again", async ({ page }) => {
    const tag = `more${Date.now().toString(36)}`;
    for (let n = 1; n <= 21; n += 1) await playlistOf(null, { name: `Load more ${n}`, youtubeIds: [VIDEOS.tt], tags: [tag] });
    await signInAsNewUser(page, { nickname: "더보기팬" });
    await page.goto(`/community/playlists?tag=${tag}&lng=en`);
    await waitForHydration(page);
    const cards = page.locator(".playlist-card");
    await expect(cards).toHaveCount(20);

    const api = (url: URL) => url.pathname === "/api/playlist";
    await page.route(api, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Network problem: check your connection and try again." })).toBeVisible();
    await expect(cards).toHaveCount(20);
    await expect(page.getByRole("heading", { name: "Community playlists", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(api);

    await page.route(api, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "x" } }) }),
    );
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not load playlists." })).toBeVisible();
    await expect(cards).toHaveCount(20);
    await page.unroute(api);

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards).toHaveCount(21);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});

test.describe("play all with JavaScript", () => {
  /** The titles of the queue the player keeps in this browser (spec §3 "Saved playlist payload"). */
  const savedQueue = (page: Page) =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem("fanchant.player.playlist") ?? "null") as { playlist?: Array<{ title: string }> } | null;
      return saved?.playlist?.map((song) => song.title) ?? null;
    });

  test("asks before replacing a queue that is not empty, also before the player has loaded", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signInAsNewUser(page, { nickname: "대기열팬" });
    const queued = await playlistOf(account.email, { name: "Already queued", youtubeIds: [VIDEOS.dynamite, VIDEOS.tt] });
    const next = await playlistOf(account.email, { name: "Play me next", youtubeIds: [VIDEOS.gee, VIDEOS.loveDive, VIDEOS.hypeBoy] });
    await page.goto(`/playlists/${queued}?lng=en`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add all to queue" }).click();
    await expect.poll(() => savedQueue(page)).toEqual(["Dynamite", "TT"]);

    // The next visit: the player's code held back, so the page knows the queue only from this browser's copy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const panelChunk = (url: URL) => /\/build\/_shared\/panel-[A-Z0-9]+\.js$/.test(url.pathname);
    await page.route(panelChunk, async (route) => {
      await held;
      await route.continue();
    });
    const posts = recordPosts(page);
    await page.goto(`/playlists/${next}?lng=en`);
    await waitForHydration(page);
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Play all" }).click();
    await expect.poll(() => dialogs).toEqual(["Replace the 2 songs in your queue with this playlist?"]);
    // Cancelled: nothing sent, nothing counted, the queue as it was. (The account's queue from
    // the visit before may still be on its way to the server: /api/userplaylist.)
    const playlistPosts = () => posts.filter((post) => post.startsWith("/playlists/"));
    expect(posts.filter((post) => !post.startsWith("/api/userplaylist "))).toEqual([]);
    expect(await savedQueue(page)).toEqual(["Dynamite", "TT"]);

    // The player loads; confirmed, the queue becomes the playlist and the play counts once.
    release();
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Play all" }).click();
    await expect.poll(() => savedQueue(page)).toEqual(["Gee", "LOVE DIVE", "Hype Boy"]);
    expect(dialogs).toEqual(["Replace the 2 songs in your queue with this playlist?", "Replace the 2 songs in your queue with this playlist?"]);
    // (The player also saves the account's new queue, through /api.)
    await expect.poll(() => playlistPosts().length).toBe(1);
    expect(playlistPosts()[0]).toMatch(new RegExp(`^/playlists/${next} [\\s\\S]*name="intent"\\s+played`));
  });
});

test.describe("the shared page for a visitor without a session", () => {
  /** The titles of the queue the player keeps in this browser, and whose it is. */
  const savedQueue = (page: Page) =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem("fanchant.player.playlist") ?? "null") as {
        userId?: string;
        playlist?: Array<{ title: string }>;
      } | null;
      return saved ? { owner: saved.userId, titles: saved.playlist?.map((song) => song.title) } : null;
    });

  test("with JavaScript: Play starts guest mode and plays the list here; signing in saves a copy", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const id = await playlistOf(null, { name: "Shared setlist", youtubeIds: [VIDEOS.gee, VIDEOS.tt, VIDEOS.hypeBoy] });
    const link = await shareLinkOf(id);
    await page.goto(`${link}?lng=en`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Shared setlist", level: 1 })).toBeVisible();
    await expect(page.getByText("No sign-in needed: it plays in this browser, in guest mode.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", `/?redirectTo=${encodeURIComponent(link)}`);
    await expectNoAxeViolations(page);

    const posts = recordPosts(page);
    await page.getByRole("button", { name: "Play in the player" }).click();
    // Back on the page (the same public page, ?play gone) as a guest, the list in the player.
    await expect(page).toHaveURL(link);
    await expect(page.getByTestId("viewer-name")).toHaveText("Guest");
    await expect.poll(() => savedQueue(page)).toEqual({ owner: "guest", titles: ["Gee", "TT", "Hype Boy"] });
    await expect(page.locator("#player")).toContainText("Gee");
    // Nothing written but the guest session.
    expect(posts.map((post) => post.split(" ")[0])).toEqual(["/auth/guest"]);
    await expect(page.getByRole("heading", { name: "Shared setlist", level: 1 })).toBeVisible();
    await expect(page.getByText("After signing in you come back here; your guest queue and sections move into the account.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Playing again asks first: the queue is not empty now.
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Play in the player" }).click();
    await expect.poll(() => dialogs).toEqual(["Replace the 3 songs in your queue with this playlist?"]);

    // Invited to sign in to save it: sign in from guest mode (issue 25: the form, as a guest), back here, save.
    const elsewhere = await browser.newContext();
    const account = await createAccount(await elsewhere.newPage(), { nickname: "저장팬" });
    await elsewhere.close();
    await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(link)}`);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(link);
    await page.getByRole("button", { name: "Save to my playlists" }).click();
    await expect(page).toHaveURL(/\/playlists\/\d+$/);
    await expect(page.getByText("Copied to your playlists (private).")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shared setlist", level: 1 })).toBeVisible();
  });

  test("without JavaScript: Play is a plain form that starts guest mode and says what the player needs", async ({ browser }) => {
    const id = await playlistOf(null, { name: "Shared without scripts", youtubeIds: [VIDEOS.dynamite, VIDEOS.loveDive] });
    const link = await shareLinkOf(id);
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${link}?lng=en`);
    await expect(page.getByRole("heading", { name: "Shared without scripts", level: 1 })).toBeVisible();
    await expect(page.getByText("The player needs JavaScript.", { exact: false })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Play in the player" }).click();
    await expect(page).toHaveURL(`${link}?play=1`);
    await expect(page.getByTestId("viewer-name")).toHaveText("Guest");
    await expect(page.getByText("The player needs JavaScript. Turn it on to play the list here, or watch each song on YouTube below.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch on YouTube: Dynamite" })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe("limits and lists", () => {
  test("without JavaScript: a full playlist's edit page says so, and removing a song makes room", async ({ browser }) => {
    // 200 rows of forms, checked by axe as served: slow on a shared machine.
    test.setTimeout(120_000);
    const { context, page } = await noScriptPage(browser);
    const account = await signInAsNewUser(page, { nickname: "가득팬" });
    const prefix = `f${Date.now().toString(36).slice(-7)}`;
    const youtubeIds = Array.from({ length: 200 }, (_, n) => `${prefix}${String(n).padStart(3, "0")}`);
    await db.song.createMany({ data: youtubeIds.map((youtubeId, n) => ({ youtubeId, title: `Full song ${n + 1}`, artist: "Tester", duration: 120 })) });
    const id = await playlistOf(account.email, { name: "Two hundred", youtubeIds });
    await page.goto(`/playlists/${id}/edit?lng=en`);
    await expect(page.getByRole("heading", { name: "Songs (200 of 200)" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "This playlist has 200 songs, the most a playlist can hold. Remove a song to add another." })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "YouTube link" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add song" })).toBeDisabled();
    await page.getByRole("searchbox", { name: "Search songs" }).fill("Hype");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("button", { name: "Add Hype Boy to the playlist" })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Remove Full song 200 from the playlist" }).click();
    await expect(page.getByRole("heading", { name: "Songs (199 of 200)" })).toBeVisible();
    await expect(page.getByText("the most a playlist can hold")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add song" })).toBeEnabled();
    await context.close();
  });

  test("the home page of a signed-in fan: the popular playlists and my recent ones", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    const account = await signInAsNewUser(page, { nickname: "홈팬" });
    await playlistOf(account.email, { name: "My private mix", youtubeIds: [VIDEOS.tt], isPublic: false });
    await page.goto("/?lng=en");
    const popular = page.getByRole("region", { name: "Popular playlists" });
    // The seeded playlists, most played first (spec §9 "popular playlists top 10").
    await expect(popular.getByRole("link").first()).toHaveText("응원법 입문 세트");
    await expect(popular.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/community/playlists?sort=popular");
    const mine = page.getByRole("region", { name: "My recent playlists" });
    await expect(mine.getByRole("link", { name: "My private mix" })).toBeVisible();
    await expect(mine.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/playlists");
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test("names in a right-to-left script are isolated: they do not reorder the text around them", async ({ page }) => {
  // An invented Hebrew name ending in digits: without isolation the digits and what follows would be drawn on its left.
  const name = "שיר אהבה 2";
  const id = await playlistOf(null, { name, youtubeIds: [VIDEOS.dynamite] });
  await signInAsGuest(page);
  await page.goto(`/playlists/${id}`);
  const title = page.locator("#playlist-title bdi");
  await expect(title).toHaveText(name);
  expect(await title.evaluate((element) => [getComputedStyle(element).unicodeBidi, getComputedStyle(element).direction])).toEqual(["isolate", "rtl"]);
  // The song's title and artist too.
  await expect(page.locator(".track__title bdi").first()).toHaveText(/\S/);
});
