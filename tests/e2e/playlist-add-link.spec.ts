// The playlist edit page's "add by link" for a video YouTube cannot describe
// (issue 25, item 15): the page asks for its title and artist, keeps what was
// typed when it refuses, and adds the song with them — with JavaScript and
// without.
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript } from "./axe";
import { expect, routeOutsideHosts, test } from "./fixtures";
import { e2eDatabase, signInAsNewUser } from "./utils";

const db = e2eDatabase();
test.afterAll(async () => {
  await db.$disconnect();
});

async function ownPlaylist(email: string, name: string) {
  const owner = await db.user.findUniqueOrThrow({ where: { email } });
  const { id } = await db.communityPlaylist.create({ data: { ownerId: owner.id, name, isPublic: false }, select: { id: true } });
  return id;
}

for (const javaScriptEnabled of [false, true]) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript: asked for the title and artist, the song is added with them`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    await routeOutsideHosts(context);
    const page = await context.newPage();
    const account = await signInAsNewUser(page, { nickname: "링크팬" });
    const id = await ownPlaylist(account.email, "Links");
    // The fake oEmbed answers 503 for ids starting "unreach": YouTube did not describe the video.
    const videoId = `unreach${Date.now().toString(36).slice(-4)}${javaScriptEnabled ? "j" : "n"}`.slice(0, 11);
    await page.goto(`/playlists/${id}/edit?lng=en`);
    await page.getByRole("textbox", { name: "YouTube link" }).fill(`https://youtu.be/${videoId}`);
    await expect(page.getByRole("textbox", { name: "Song title" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add song" }).click();

    const title = page.getByRole("textbox", { name: "Song title" });
    await expect(title).toBeVisible();
    await expect(page.getByText("Couldn't get the video's details from YouTube. Type its title and artist.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "YouTube link" })).toHaveValue(`https://youtu.be/${videoId}`);
    await (javaScriptEnabled ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJavaScript(page));

    // Too long: refused beside the title, the artist kept.
    await title.fill("가".repeat(201));
    await page.getByRole("textbox", { name: "Artist (optional)" }).fill("Fan club");
    await page.getByRole("button", { name: "Add song" }).click();
    await expect(page.getByRole("textbox", { name: "Artist (optional)" })).toHaveValue("Fan club");
    await expect(title).toHaveAttribute("aria-invalid", "true");

    await title.fill("Our cheer song");
    await page.getByRole("button", { name: "Add song" }).click();
    await expect(page.getByRole("heading", { name: "Songs (1 of 200)" })).toBeVisible();
    await expect(page.locator(".track").filter({ hasText: "Our cheer song" }).filter({ hasText: "Fan club" })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Song title" })).toHaveCount(0);
    await context.close();
  });
}
