// Benchmark (not a test): how busy the browser's main thread is while a line with syllable times
// plays in the player panel (issue 27, docs/decisions/134-part-lanes-and-syllables.md). Serves the
// built app on a fresh database, opens the home page as a guest in Chromium with the fake YouTube
// player (tests/fixtures), a CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), and measures the
// main thread's task time (CDP Performance.getMetrics TaskDuration) over 10 s of playback, on a
// 360x740 phone and a 1280x800 desktop:
//   - idle:       the panel open, the video paused on a syllable line;
//   - line:       playing lines without syllable times (line timing only);
//   - syllables:  playing a 12 s line of 40 timed syllables (a new span every 0.3 s), at 1x;
//   - syllables 0.75x: the same at 0.75x.
// Busy = task time / wall time. Budget: under 10 % while playing with syllables, the whole panel
// counted. The fake player draws in the page where YouTube's frame is another process: it is asked
// not to redraw its time every second (__fakeYouTubeStill). Exits 1 over the budget, or when the
// highlight did not move.
//   npm run bench:syllables     (BENCH_PORT, default 3245; BENCH_SKIP_BUILD=1 reuses the build;
//                                BENCH_PROFILE=1 / BENCH_TRACE=1 say where the time goes)
import path from "node:path";
import { chromium, type CDPSession, type Page } from "@playwright/test";
import { routeOutsideHosts } from "../../tests/e2e/fixtures";
import { seedGuestSections, type SeededSection } from "../../tests/e2e/section-utils";
import { buildApp, describeMachine, guestCookie, prepareDatabase, startApp, tempDir } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3245);
const THROTTLE = 4;
const WINDOW_MS = 10_000;
const BUDGET = 0.1;
const VIDEO = "gdZLi9oWNZg"; // a catalogue video of the seed (the fake player plays any id)

/** 40 syllables of 0.3 s from 20 s: invented member-name calls, with a fans' call every fifth. */
function syllableLine() {
  const syllables = "지민정국태형윤기남준석진호석아미사랑해방탄우리함께노래해별빛아래하나둘셋넷다섯".slice(0, 40);
  const spans = [...syllables].map((text, index) => ({
    text,
    start: Math.round((20 + index * 0.3) * 1000) / 1000,
    end: Math.round((20 + index * 0.3 + 0.25) * 1000) / 1000,
    part: index % 5 === 4 ? ("fans" as const) : null,
  }));
  return { lyrics: spans.map((span) => span.text).join(""), spans };
}

/** The guest's sections: the syllable line at 20 s, then lines with line timing only, 4 s each, from 60 s. */
function seededSections(): SeededSection[] {
  const base = { songTitle: "Bench", type: 2, rate: null };
  const { lyrics, spans } = syllableLine();
  return [
    { ...base, id: "1", name: "음절", start: 20, end: 33, lyrics, part: "artist", spans },
    ...Array.from({ length: 10 }, (_, index) => ({
      ...base,
      id: String(index + 2),
      name: `줄 ${index + 1}`,
      start: 60 + index * 4,
      end: 64 + index * 4,
      lyrics: `하나 둘 셋 응원 ${index + 1}`,
      part: index % 2 ? ("fans" as const) : ("singalong" as const),
      spans: null,
    })),
  ];
}

/** BENCH_PROFILE=1: the functions with the most self time in the window (to find what keeps the thread busy). */
function printProfile(profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples?: number[]; timeDeltas?: number[] }) {
  const self = new Map<number, number>();
  profile.samples?.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0)));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  for (const [name, micros] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

/**
 * BENCH_TRACE=1: the main thread's trace events by kind (time including nested events, printed above
 * the run's line), to see what is not script (style, layout, paint, commit), and what laid the page out.
 */
function printTrace(trace: { traceEvents: Array<{ name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } }> }) {
  const main = trace.traceEvents.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const events = trace.traceEvents.filter((event) => event.ph === "X" && event.tid === main?.tid && event.pid === main?.pid && event.dur);
  const byName = new Map<string, { total: number; count: number }>();
  for (const event of events) {
    const entry = byName.get(event.name) ?? { total: 0, count: 0 };
    entry.total += event.dur!;
    entry.count += 1;
    byName.set(event.name, entry);
  }
  const reasons = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.name !== "LayoutInvalidationTracking") continue;
    const data = (event.args as { data?: { reason?: string; nodeName?: string } } | undefined)?.data;
    const key = `${data?.reason} ${data?.nodeName}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    layout: ${count}x ${reason}`);
  for (const [name, { total, count }] of [...byName].sort((a, b) => b[1].total - a[1].total).slice(0, 14)) {
    console.log(`    ${(total / 1000).toFixed(0).padStart(6)} ms  ${String(count).padStart(5)}x  ${name}`);
  }
}

const METRICS = ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration"] as const;
type Metrics = Record<(typeof METRICS)[number], number>;

/** The main thread's time so far (s): all tasks, and of them script, style and layout. */
async function taskSeconds(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return Object.fromEntries(METRICS.map((name) => [name, metrics.find((metric) => metric.name === name)?.value ?? 0])) as Metrics;
}

/** The main thread's busy share over the window, from `at` seconds of the song at `rate`. */
async function measure(page: Page, cdp: CDPSession, { at, rate, play }: { at: number; rate: number; play: boolean }) {
  await page.evaluate(
    ({ at, rate, play }) => {
      const player = (window as any).__fakeYouTube.player();
      player.pauseVideo();
      player.setPlaybackRate(rate);
      player.seekTo(at, true);
      if (play) player.playVideo();
    },
    { at, rate, play },
  );
  await page.waitForTimeout(1000); // the panel catches up
  const changes = await page.evaluate(() => {
    const record = { count: 0 };
    (window as any).__spanChanges = record;
    new MutationObserver((mutations) => (record.count += mutations.length)).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    return record.count;
  });
  const before = await taskSeconds(cdp);
  const started = Date.now();
  if (process.env.BENCH_PROFILE) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.start"));
  if (process.env.BENCH_TRACE) await page.context().browser()!.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.invalidationTracking"] });
  await page.waitForTimeout(WINDOW_MS);
  const after = await taskSeconds(cdp);
  if (process.env.BENCH_PROFILE) printProfile((await cdp.send("Profiler.stop")).profile);
  if (process.env.BENCH_TRACE) printTrace(JSON.parse((await page.context().browser()!.stopTracing()).toString()));
  const wall = (Date.now() - started) / 1000;
  const spanChanges = (await page.evaluate(() => (window as any).__spanChanges.count)) - changes;
  const ms = (name: (typeof METRICS)[number]) => (after[name] - before[name]) * 1000;
  return {
    busy: ms("TaskDuration") / 1000 / wall,
    taskMs: ms("TaskDuration"),
    scriptMs: ms("ScriptDuration"),
    styleLayoutMs: ms("RecalcStyleDuration") + ms("LayoutDuration"),
    wall,
    spanChanges,
  };
}

console.log(describeMachine());
if (!process.env.BENCH_SKIP_BUILD) buildApp();
const dir = tempDir("bench-syllables");
const database = path.join(dir, "bench.db");
prepareDatabase(database);
// As the browser tests serve it (the fakes of YouTube's services on the server; the same built browser code).
const app = await startApp(PORT, database, { NODE_ENV: "test", YOUTUBE_PLAYER: "youtube", MOCKS: "true" });
// The browser the e2e suite uses (playwright.config.ts).
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
let failed = false;

/** The panel open on the home page as a guest with the sections above, the video playing, the CPU slowed. */
async function openPanel(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: "ko-KR" });
  await routeOutsideHosts(context);
  const cookie = await guestCookie(app.base);
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: app.base }]);
  await context.addInitScript(() => {
    localStorage.setItem("fanchant.fanChants", "off");
    (window as { __fakeYouTubeStill?: boolean }).__fakeYouTubeStill = true;
  });
  const page = await context.newPage();
  await seedGuestSections(page, VIDEO, seededSections());
  if (process.env.BENCH_DEBUG) {
    page.on("console", (message) => console.log("browser:", message.text()));
    page.on("pageerror", (error) => console.log("page error:", error.message));
    page.on("requestfailed", (request) => console.log("failed:", request.url()));
  }
  await page.goto(`${app.base}/?lng=en`);
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  await page.getByRole("button", { name: "Open player", exact: true }).click({ timeout: 60_000 });
  await page.getByRole("textbox", { name: "YouTube link or video ID" }).fill(VIDEO);
  await page.getByRole("button", { name: "Add to queue", exact: true }).click();
  await page.waitForFunction(() => (window as any).__fakeYouTube?.player()?.getPlayerState() === 1);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  return { context, page, cdp };
}

const runs = [
  { name: "idle (paused on the syllable line)", at: 21, rate: 1, play: false, syllables: false },
  { name: "playing, line timing only", at: 60, rate: 1, play: true, syllables: false },
  { name: "playing a line of 40 timed syllables, 1x", at: 20, rate: 1, play: true, syllables: true },
  { name: "playing a line of 40 timed syllables, 0.75x", at: 20, rate: 0.75, play: true, syllables: true },
];

try {
  console.log(`CPU slowed ${THROTTLE}x, ${WINDOW_MS / 1000} s windows, busy = main-thread task time / wall time`);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    console.log(`${viewport.width}x${viewport.height}`);
    const { context, page, cdp } = await openPanel(viewport);
    for (const run of runs) {
      const result = await measure(page, cdp, run);
      console.log(
        `  ${run.name.padEnd(46)} busy ${(result.busy * 100).toFixed(1).padStart(5)} %  (tasks ${result.taskMs.toFixed(0)} ms, script ${result.scriptMs.toFixed(0)} ms, style+layout ${result.styleLayoutMs.toFixed(0)} ms in ${result.wall.toFixed(1)} s; ${result.spanChanges} span marks)`,
      );
      if (run.syllables && result.busy >= BUDGET) {
        console.log(`    over the budget of ${BUDGET * 100} %`);
        failed = true;
      }
      // 10 s of 0.3 s syllables (7.5 s of song at 0.75x): the highlight must have moved through them.
      if (run.syllables && result.spanChanges < 20) {
        console.log("    the highlight did not move through the syllables");
        failed = true;
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
process.exit(failed ? 1 : 0);
