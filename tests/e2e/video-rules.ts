// YouTube's embedding rules as a browser sees them (issue 25, item 6): while
// the video plays, its frame is at least 200×200 px, inside the viewport, and
// the topmost element at a 3×3 grid of points across it; or the player is
// paused and says why. The frame is the fake player's box (tests/fixtures).
import { expect, type Page } from "@playwright/test";

export interface FrameReading {
  state: string | null;
  box: { x: number; y: number; width: number; height: number } | null;
  /** What fails, empty when the frame is seen. */
  problems: string[];
  /** The notice the player shows when it paused for the rules, if any. */
  notice: string | null;
}

export function readFrame(page: Page): Promise<FrameReading> {
  return page.evaluate(() => {
    const fake = (
      window as unknown as {
        __fakeYouTube?: {
          players(): Array<{ state: string; destroyed: boolean }>;
        };
      }
    ).__fakeYouTube;
    const live = fake?.players().filter((player) => !player.destroyed) ?? [];
    const state = live[0]?.state ?? null;
    const frame = document.querySelector<HTMLElement>("[data-fake-youtube]");
    const notice =
      document
        .querySelector(".player-mini__notice, .player-alert--embed")
        ?.textContent?.trim() || null;
    if (!frame) return { state, box: null, problems: ["no frame"], notice };
    const rect = frame.getBoundingClientRect();
    const problems: string[] = [];
    if (rect.width < 199.5 || rect.height < 199.5)
      problems.push(`frame ${rect.width}×${rect.height}`);
    if (
      rect.left < -0.5 ||
      rect.top < -0.5 ||
      rect.right > innerWidth + 0.5 ||
      rect.bottom > innerHeight + 0.5
    )
      problems.push(
        `frame outside the viewport at ${rect.left},${rect.top}–${rect.right},${rect.bottom}`
      );
    for (const fx of [0.05, 0.5, 0.95]) {
      for (const fy of [0.05, 0.5, 0.95]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === frame || frame.contains(hit))) {
          const name = hit
            ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join(".")}`
            : "nothing";
          problems.push(`${name} on top at ${Math.round(x)},${Math.round(y)}`);
        }
      }
    }
    return {
      state,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      problems,
      notice,
    };
  });
}

const playingStates = new Set(["playing", "buffering"]);

/**
 * At several moments (`times`, `every` ms apart): playing with the frame seen,
 * or not playing. Returns the last reading.
 */
export async function expectVideoRules(
  page: Page,
  label: string,
  { times = 4, every = 250 } = {}
) {
  let reading: FrameReading | null = null;
  for (let moment = 0; moment < times; moment++) {
    if (moment > 0) await page.waitForTimeout(every);
    reading = await readFrame(page);
    if (reading.state && playingStates.has(reading.state))
      expect(reading.problems, `${label}, moment ${moment}`).toEqual([]);
  }
  return reading!;
}

/** Playing and seen at every moment (not merely paused). */
export async function expectSeenWhilePlaying(page: Page, label: string) {
  await expect
    .poll(async () => (await readFrame(page)).state, { message: label })
    .toBe("playing");
  return expectVideoRules(page, label);
}

/** Paused for the rules, saying so (the mini-player's or the panel's notice). */
export async function expectPausedSayingSo(
  page: Page,
  label: string,
  notice: RegExp
) {
  await expect
    .poll(async () => (await readFrame(page)).state, { message: label })
    .toBe("paused");
  await expect
    .poll(async () => (await readFrame(page)).notice, { message: label })
    .toMatch(notice);
}

export type Box = { x: number; y: number; width: number; height: number };

export function intersects(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width &&
    a.x + a.width > b.x &&
    a.y < b.y + b.height &&
    a.y + a.height > b.y
  );
}

/** A toast as the root's Toaster draws one (same classes, so the same place), for tests of where it sits. */
export async function showToast(page: Page, text: string) {
  await page.evaluate((message) => {
    const toaster = document.createElement("div");
    toaster.className = "toaster";
    toaster.dataset.testToast = "";
    toaster.innerHTML = `<div class="toast toast--success" role="status"><p></p><button type="button" class="toast__close" aria-label="Close">×</button></div>`;
    toaster.querySelector("p")!.textContent = message;
    document.body.append(toaster);
  }, text);
}

export async function removeToast(page: Page) {
  await page.evaluate(() =>
    document.querySelector("[data-test-toast]")?.remove()
  );
}

/** The boxes of what a toast must never cover: the video, the panel's controls, the mini-player. */
export async function playerBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<
      string,
      { x: number; y: number; width: number; height: number }
    > = {};
    const add = (name: string, selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) return;
      // What is seen of it: a part scrolled out of the panel's body is not drawn (the toast covers none of it).
      const box = element.getBoundingClientRect();
      const body = element.closest("#player-body")?.getBoundingClientRect();
      const top = body ? Math.max(box.top, body.top) : box.top;
      const bottom = body ? Math.min(box.bottom, body.bottom) : box.bottom;
      const rect = new DOMRect(box.x, top, box.width, Math.max(0, bottom - top));
      const style = getComputedStyle(element);
      if (
        rect.width === 0 ||
        rect.height === 0 ||
        style.visibility === "hidden"
      )
        return;
      if (
        rect.bottom <= 0 ||
        rect.top >= innerHeight ||
        rect.right <= 0 ||
        rect.left >= innerWidth
      )
        return;
      boxes[name] = {
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
      };
    };
    add("video", "[data-fake-youtube]");
    add("controls", ".player-controls");
    add("seek bar", ".player-sections");
    add("mini-player", ".player-mini");
    add("toggle", "#player .player__toggle--desktop");
    return boxes;
  });
}

export async function expectToastClear(page: Page, label: string) {
  const toast = (await page.locator("[data-test-toast] .toast").boundingBox())!;
  expect(toast, label).not.toBeNull();
  expect(
    toast.y,
    `${label}: the toast inside the viewport`
  ).toBeGreaterThanOrEqual(0);
  const viewport = page.viewportSize()!;
  expect(
    toast.y + toast.height,
    `${label}: the toast inside the viewport`
  ).toBeLessThanOrEqual(viewport.height);
  for (const [name, box] of Object.entries(await playerBoxes(page))) {
    expect(intersects(toast, box), `${label}: the toast over the ${name}`).toBe(
      false
    );
  }
}
