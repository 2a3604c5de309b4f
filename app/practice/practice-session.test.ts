import { describe, expect, test } from "vitest";
import {
  beepTone,
  createPractice,
  isLineHidden,
  loopEnd,
  playerReading,
  practiceSummary,
  songWindows,
  startPractice,
  stopPractice,
  tapPractice,
  tickPractice,
  type DrillPlan,
  type PlayerReading,
  type PracticeSegment,
  type PracticeState,
} from "./practice-session";
import type { LadderPlan } from "./ladder";

const verse: PracticeSegment = { start: 10, end: 14, sectionIds: [7] };
const chorus: PracticeSegment = { start: 40, end: 46, sectionIds: [8] };

/** The player holding the song, ready, at `time` seconds. */
function at(time: number, more: Partial<PlayerReading> = {}): PlayerReading {
  return { onSong: true, ready: true, time, rate: 1, duration: 200, ended: false, rates: [], ...more };
}
/** The player before the song is in it (the panel not loaded yet, or another song). */
const elsewhere: PlayerReading = { onSong: false, ready: false, time: 0, rate: 1, duration: 0, ended: false, rates: [] };
/** The song loading or buffering. */
const buffering = (time: number) => at(time, { ready: false });

/** A practice whose first loop started playing at 3000 ms (count-in from 0). */
function playingFrom3000(segments: PracticeSegment[], target: number): PracticeState {
  const started = startPractice(createPractice(segments, { target }), 0, at(segments[0]!.start));
  const go = tickPractice(started.state, 3000, at(segments[0]!.start));
  expect(go.state.phase).toEqual({ name: "playing", startedAt: 3000 });
  return go.state;
}

describe("songWindows", () => {
  test("cuts the song into 30-second windows, the last one shorter, with the sections starting in each", () => {
    const windows = songWindows(75, [
      { id: 1, start: 5 },
      { id: 2, start: 30 },
      { id: null, start: 31 },
      { id: 3, start: 74 },
    ]);
    expect(windows).toEqual([
      { start: 0, end: 30, sectionIds: [1] },
      { start: 30, end: 60, sectionIds: [2] },
      { start: 60, end: 75, sectionIds: [3] },
    ]);
  });

  test("a last sliver under a second joins the window before", () => {
    expect(songWindows(60.5, []).map((w) => [w.start, w.end])).toEqual([
      [0, 30],
      [30, 60.5],
    ]);
  });
});

describe("playerReading", () => {
  test("what the player's playback says of the practised song", () => {
    const playback = { youtubeId: "BzYnNdJhZQw", status: "playing", ready: true, time: 12.5, duration: 273, rate: 0.75, rates: [0.5, 0.75, 1] } as const;
    expect(playerReading(playback, "BzYnNdJhZQw")).toEqual({
      onSong: true,
      ready: true,
      time: 12.5,
      rate: 0.75,
      duration: 273,
      ended: false,
      rates: [0.5, 0.75, 1],
    });
    expect(playerReading({ ...playback, status: "ended" }, "BzYnNdJhZQw").ended).toBe(true);
    expect(playerReading(playback, "gdZLi9oWNZg")).toMatchObject({ onSong: false, ready: false, duration: 0, ended: false });
  });
});

describe("the start waits for the video", () => {
  test("a player without the song loads it at the first segment; the count-in starts when the video can play", () => {
    const first = startPractice(createPractice([verse], { target: 1 }), 0, elsewhere);
    expect(first.effects).toEqual([{ type: "load", start: 10, end: 14 }]);
    expect(first.state.phase).toEqual({ name: "waiting", since: 0 });
    // The panel still loading, then the video buffering: nothing yet, and no second load.
    expect(tickPractice(first.state, 400, elsewhere)).toEqual({ state: first.state, effects: [] });
    expect(tickPractice(first.state, 900, buffering(10))).toEqual({ state: first.state, effects: [] });
    const ready = tickPractice(first.state, 1500, at(10.4));
    expect(ready.effects).toEqual([{ type: "pause" }, { type: "cue", at: 10 }, { type: "beep", count: 3 }]);
    expect(ready.state.phase).toEqual({ name: "countIn", count: 3, since: 1500 });
    expect(tickPractice(ready.state, 2499, at(10)).effects).toEqual([]);
    expect(tickPractice(ready.state, 2500, at(10)).effects).toEqual([{ type: "beep", count: 2 }]);
  });

  test("a player already holding the song selects the segment's range (not looped by the panel) and counts in at once", () => {
    const first = startPractice(createPractice([verse], { target: 1 }), 0, at(95));
    expect(first.effects).toEqual([
      { type: "range", start: 10, end: 14 },
      { type: "pause" },
      { type: "cue", at: 10 },
      { type: "beep", count: 3 },
    ]);
    expect(first.state.phase).toEqual({ name: "countIn", count: 3, since: 0 });
  });

  test("nothing to practise: done at once", () => {
    const step = startPractice(createPractice([], { target: 1 }), 0, elsewhere);
    expect(step.state.phase).toEqual({ name: "done" });
    expect(step.effects).toEqual([{ type: "finished" }]);
  });
});

describe("count-in", () => {
  test("3, 2, 1 a second apart with a beep each, then the loop starts at the segment's start", () => {
    const first = startPractice(createPractice([verse], { target: 2 }), 0, at(10));
    expect(first.state.phase).toEqual({ name: "countIn", count: 3, since: 0 });
    expect(tickPractice(first.state, 999, at(10)).effects).toEqual([]);
    const two = tickPractice(first.state, 1000, at(10));
    expect(two.state.phase).toEqual({ name: "countIn", count: 2, since: 1000 });
    expect(two.effects).toEqual([{ type: "beep", count: 2 }]);
    const one = tickPractice(two.state, 2000, at(10));
    expect(one.state.phase).toEqual({ name: "countIn", count: 1, since: 2000 });
    expect(one.effects).toEqual([{ type: "beep", count: 1 }]);
    expect(tickPractice(one.state, 2999, at(10)).state.phase).toMatchObject({ name: "countIn", count: 1 });
    const go = tickPractice(one.state, 3000, at(10));
    expect(go.state.phase).toEqual({ name: "playing", startedAt: 3000 });
    expect(go.effects).toEqual([{ type: "cue", at: 10 }, { type: "play" }]);
  });

  test("a video buffering when the count-in ends: it waits, then counts in again from 3", () => {
    const first = startPractice(createPractice([verse], { target: 1 }), 0, at(10));
    const stalled = tickPractice(first.state, 3000, buffering(10));
    expect(stalled.effects).toEqual([
      { type: "beep", count: 2 },
      { type: "beep", count: 1 },
    ]);
    expect(stalled.state.phase).toEqual({ name: "waiting", since: 3000 });
    const again = tickPractice(stalled.state, 3600, at(10));
    expect(again.state.phase).toEqual({ name: "countIn", count: 3, since: 3600 });
    expect(again.effects).toEqual([{ type: "pause" }, { type: "cue", at: 10 }, { type: "beep", count: 3 }]);
  });

  test("another song in the player when the count-in ends: the practised song is loaded again", () => {
    const first = startPractice(createPractice([verse], { target: 1 }), 0, at(10));
    const two = tickPractice(first.state, 2000, at(10));
    const gone = tickPractice(two.state, 3000, elsewhere);
    expect(gone.effects).toEqual([{ type: "load", start: 10, end: 14 }]);
    expect(gone.state.phase).toEqual({ name: "waiting", since: 3000 });
  });

  test("a clock that jumped runs the count-in's steps at once but stops where the loop starts playing", () => {
    const first = startPractice(createPractice([verse], { target: 1 }), 0, at(10));
    // The reading is from before the play: a time past the end must not end the loop just started.
    const step = tickPractice(first.state, 10_000, at(20));
    expect(step.effects).toEqual([
      { type: "beep", count: 2 },
      { type: "beep", count: 1 },
      { type: "cue", at: 10 },
      { type: "play" },
    ]);
    expect(step.state.phase).toEqual({ name: "playing", startedAt: 10_000 });
  });
});

describe("loops follow the player's time", () => {
  test("a loop ends when the video reaches the segment's end, not when the page's clock says it should", () => {
    const playing = playingFrom3000([verse], 2);
    // 4 s of page time, but the video started late and is at 13.9 s: still playing.
    expect(tickPractice(playing, 7000, at(13.9)).effects).toEqual([]);
    // It reaches 14 s at 7200.
    const step = tickPractice(playing, 7200, at(14));
    expect(step.effects).toEqual([
      { type: "loopCompleted", index: 0, sectionIds: [7], drill: null },
      { type: "pause" },
      { type: "cue", at: 10 },
      { type: "beep", count: 3 },
    ]);
    expect(step.state.loop).toBe(1);
    expect(step.state.done[0]).toEqual({ loops: 1, ms: 4200, best: null });
    expect(step.state.phase).toEqual({ name: "countIn", count: 3, since: 7200 });
  });

  test("seen past the end, the loop ended when the video crossed it: 50 ms past at speed 1, 400 ms past at 0.5", () => {
    const playing = playingFrom3000([verse], 2);
    const late = tickPractice(playing, 7100, at(14.05));
    expect(late.state.done[0]).toEqual({ loops: 1, ms: 4050, best: null });
    expect(late.state.phase).toEqual({ name: "countIn", count: 3, since: 7050 });
    const slow = tickPractice(playing, 11_400, at(14.2, { rate: 0.5 }));
    expect(slow.state.done[0]).toEqual({ loops: 1, ms: 8000, best: null });
    expect(slow.state.phase).toEqual({ name: "countIn", count: 3, since: 11_000 });
  });

  test("buffering in the middle of a loop: the loop waits for the video and counts the time it really took", () => {
    const playing = playingFrom3000([verse], 1);
    // 2 s played, then 3 s of buffering: at 8000 the page's 4 s are over, the video is at 12 s.
    expect(tickPractice(playing, 5000, at(12)).effects).toEqual([]);
    expect(tickPractice(playing, 8000, buffering(12)).effects).toEqual([]);
    expect(tickPractice(playing, 9900, at(13.9)).effects).toEqual([]);
    const done = tickPractice(playing, 10_000, at(14));
    expect(done.state.phase).toEqual({ name: "done" });
    expect(practiceSummary(done.state)).toMatchObject({ loops: 1, ms: 7000 });
  });

  test("a speed change is the player's: the loop still ends at the segment's end", () => {
    const playing = playingFrom3000([verse], 1);
    // 2 s at speed 1, then 2 s of song at 0.5 take 4 s: the video reaches 14 s at 9000.
    expect(tickPractice(playing, 8900, at(13.95, { rate: 0.5 })).effects).toEqual([]);
    const done = tickPractice(playing, 9000, at(14, { rate: 0.5 }));
    expect(practiceSummary(done.state).ms).toBe(6000);
  });

  test("the player moved to another song during a loop: not counted, the song is loaded again and counted in", () => {
    const playing = playingFrom3000([verse], 1);
    const left = tickPractice(playing, 5000, elsewhere);
    expect(left.effects).toEqual([{ type: "load", start: 10, end: 14 }]);
    expect(left.state.phase).toEqual({ name: "waiting", since: 5000 });
    expect(left.state.done[0]).toEqual({ loops: 0, ms: 0, best: null });
    const back = tickPractice(left.state, 5800, at(10.2));
    expect(back.state.phase).toEqual({ name: "countIn", count: 3, since: 5800 });
  });

  test("after the target the next segment gets its own range and count-in; after the last, a summary", () => {
    let state = playingFrom3000([verse, chorus], 2);
    let step = tickPractice(state, 7000, at(14));
    step = tickPractice(step.state, 10_000, at(10));
    expect(step.effects).toEqual([
      { type: "beep", count: 2 },
      { type: "beep", count: 1 },
      { type: "cue", at: 10 },
      { type: "play" },
    ]);
    step = tickPractice(step.state, 14_000, at(14));
    expect(step.state.index).toBe(1);
    expect(step.state.loop).toBe(0);
    expect(step.effects).toEqual([
      { type: "loopCompleted", index: 0, sectionIds: [7], drill: null },
      { type: "range", start: 40, end: 46 },
      { type: "pause" },
      { type: "cue", at: 40 },
      { type: "beep", count: 3 },
    ]);
    expect(step.state.phase).toEqual({ name: "countIn", count: 3, since: 14_000 });
    state = tickPractice(step.state, 17_000, at(40)).state;
    state = tickPractice(state, 23_000, at(46)).state;
    state = tickPractice(state, 26_000, at(40)).state;
    step = tickPractice(state, 32_000, at(46));
    expect(step.state.phase).toEqual({ name: "done" });
    expect(step.effects.slice(-2)).toEqual([{ type: "pause" }, { type: "finished" }]);
    expect(practiceSummary(step.state)).toMatchObject({
      loops: 4,
      ms: 20_000,
      perSegment: [
        { loops: 2, ms: 8000, best: null },
        { loops: 2, ms: 12_000, best: null },
      ],
    });
  });

  test("stopping keeps what was practised for the summary", () => {
    const playing = playingFrom3000([verse, chorus], 5);
    let step = tickPractice(playing, 7000, at(14));
    step = stopPractice(step.state);
    expect(step.state.phase).toEqual({ name: "done" });
    expect(step.effects).toEqual([{ type: "pause" }, { type: "finished" }]);
    expect(practiceSummary(step.state)).toMatchObject({ loops: 1, ms: 4000 });
  });
});

describe("the video's end", () => {
  const last: PracticeSegment = { start: 180, end: 200, sectionIds: [] };

  test("a loop that would reach the video's end stops 0.25 s before it; unknown length, at the segment's end", () => {
    expect(loopEnd(last, 200)).toBe(199.75);
    expect(loopEnd(last, 0)).toBe(200);
    expect(loopEnd(verse, 200)).toBe(14);
  });

  test("a video shorter than the segment: the loop ends 0.25 s before the video's end", () => {
    const playing = playingFrom3000([last], 1);
    expect(tickPractice(playing, 8700, at(185.7, { duration: 186 })).effects).toEqual([]);
    const step = tickPractice(playing, 9000, at(186, { duration: 186 }));
    expect(step.state.phase).toEqual({ name: "done" });
    // It crossed 185.75 s 250 ms before.
    expect(practiceSummary(step.state).ms).toBe(5750);
  });

  test("a video that ended before the segment's end, its length unknown to the player: the end ends the loop", () => {
    const playing = playingFrom3000([last], 1);
    const step = tickPractice(playing, 9000, at(186, { ended: true, duration: 0 }));
    expect(step.state.phase).toEqual({ name: "done" });
    expect(practiceSummary(step.state).ms).toBe(6000);
  });
});

describe("beeps", () => {
  test("880 Hz for 3 and 2, 1320 Hz for the last count; 120 ms each, quiet", () => {
    expect([3, 2, 1].map(beepTone)).toEqual([
      { frequency: 880, durationMs: 120, gain: 0.15 },
      { frequency: 880, durationMs: 120, gain: 0.15 },
      { frequency: 1320, durationMs: 120, gain: 0.15 },
    ]);
  });
});

describe("hide mode", () => {
  test("all hides every line, fans only the fans' part; a tap reveals", () => {
    expect(isLineHidden("none", "fans", false)).toBe(false);
    expect(isLineHidden("all", "singalong", false)).toBe(true);
    expect(isLineHidden("fans", "singalong", false)).toBe(false);
    expect(isLineHidden("fans", "fans", false)).toBe(true);
    expect(isLineHidden("fans", "fans", true)).toBe(false);
  });

  test("any one part can be hidden (issue 27), and only that part", () => {
    expect(isLineHidden("everyone", "everyone", false)).toBe(true);
    expect(isLineHidden("everyone", "fans", false)).toBe(false);
    expect(isLineHidden("artist", "artist", false)).toBe(true);
    expect(isLineHidden("singalong", "artist", false)).toBe(false);
  });
});

describe("the ladder (issue 28)", () => {
  const plan = { from: 0.5, to: 1, loopsPerStep: 2, trigger: "loops" as const, gapMs: 0 };
  const rates = [0.25, 0.5, 0.75, 1, 1.5];

  /** Plays loops of the segment through the count-ins, from `now`; the rates told to the player. */
  function playLoops(state: PracticeState, from: number, loops: number, segment: PracticeSegment) {
    const told: number[] = [];
    let now = from;
    let current = state;
    for (let loop = 0; loop < loops; loop++) {
      const ended = tickPractice(current, now, at(segment.end + 0.01));
      told.push(...ended.effects.flatMap((effect) => (effect.type === "rate" ? [effect.rate] : [])));
      current = ended.state;
      if (current.phase.name === "done") break;
      now += 3000;
      current = tickPractice(current, now, at(segment.start)).state;
    }
    return { state: current, told };
  }

  test("the segment climbs 0.5, 0.75, 1 after 2 loops at each, then the next segment starts again at 0.5", () => {
    const started = startPractice(createPractice([verse, chorus], { target: 5, ladder: { plan, rates } }), 0, at(10));
    expect(started.effects).toContainEqual({ type: "rate", rate: 0.5 });
    let state = tickPractice(started.state, 3000, at(10)).state;
    const verseLoops = playLoops(state, 7000, 6, verse);
    expect(verseLoops.told).toEqual([0.75, 1, 0.5]);
    state = verseLoops.state;
    expect(state.index).toBe(1);
    expect(state.done[0]!.loops).toBe(6);
  });

  test("a gap between loops: the video pauses, the count-in comes after the gap", () => {
    const gapped = { ...plan, gapMs: 2000 };
    let state = tickPractice(startPractice(createPractice([verse], { target: 5, ladder: { plan: gapped, rates } }), 0, at(10)).state, 3000, at(10)).state;
    const ended = tickPractice(state, 7000, at(14));
    expect(ended.state.phase).toEqual({ name: "gap", since: 7000 });
    expect(ended.effects).toContainEqual({ type: "pause" });
    state = tickPractice(ended.state, 8999, at(14)).state;
    expect(state.phase.name).toBe("gap");
    state = tickPractice(state, 9000, at(14)).state;
    expect(state.phase).toEqual({ name: "countIn", count: 3, since: 9000 });
  });
});

describe("recall drills (issue 28)", () => {
  const drillPlan: DrillPlan = { stage: 0, cleanScore: 80, latencyMs: 0 };
  const calls: PracticeSegment = {
    start: 10,
    end: 14,
    sectionIds: [7],
    targets: [
      { id: "a", at: 10.5 },
      { id: "b", at: 11.5 },
      { id: "c", at: 12.5 },
    ],
  };
  const ladderPlan: LadderPlan = { from: 0.5, to: 1, loopsPerStep: 3, trigger: "either", gapMs: 0 };

  /** One loop played from 3000 ms with these taps (song seconds), ending when the video reaches 14 s. */
  function loopWithTaps(state: PracticeState, taps: number[], rate = 1) {
    let playing = tickPractice(state, 3000, at(10, { rate })).state;
    expect(playing.phase.name).toBe("playing");
    // A tap in the count-in is not a call: ignored.
    expect(tapPractice(state, 10)).toBe(state);
    for (const tap of taps) playing = tapPractice(playing, tap);
    return tickPractice(playing, 3000 + 4000 / rate, at(14, { rate }));
  }

  test("each loop's taps are scored against the segment's calls; a clean pass hides more words and moves the ladder", () => {
    const started = startPractice(createPractice([calls], { target: 5, ladder: { plan: ladderPlan, rates: [0.5, 0.75, 1] }, drill: drillPlan }), 0, at(10));
    expect(started.state.drill?.stage).toBe(0);
    // At 0.5×: 0.05 s of song late is 100 ms as heard (on the beat); 0.1 s is 200 ms (close).
    const first = loopWithTaps(started.state, [10.55, 11.6, 12.5], 0.5);
    const completed = first.effects.find((effect) => effect.type === "loopCompleted");
    expect(completed).toMatchObject({ type: "loopCompleted", sectionIds: [7], drill: { onBeat: 2, close: 1, miss: 0, score: 83, rate: 0.5, clean: true } });
    expect(first.state.ladder?.state).toMatchObject({ step: 1, loops: 0 });
    expect(first.effects).toContainEqual({ type: "rate", rate: 0.75 });
    expect(first.state.drill).toMatchObject({ stage: 1, taps: [], last: { score: 83, clean: true } });
    expect(first.state.done[0]!.best).toBe(83);
  });

  test("a pass under the clean score neither moves the ladder nor hides more; no calls in the segment, no pass", () => {
    const started = startPractice(createPractice([calls], { target: 5, ladder: { plan: ladderPlan, rates: [0.5, 0.75, 1] }, drill: drillPlan }), 0, at(10));
    const missed = loopWithTaps(started.state, [10.5]);
    expect(missed.state.drill?.last).toMatchObject({ onBeat: 1, miss: 2, score: 33, clean: false });
    expect(missed.state.ladder?.state).toMatchObject({ step: 0, loops: 1 });
    expect(missed.state.drill?.stage).toBe(0);

    const silent = startPractice(createPractice([{ ...calls, targets: [] }], { target: 1, drill: drillPlan }), 0, at(10));
    const done = loopWithTaps(silent.state, [10.5]);
    expect(done.effects).toContainEqual({ type: "loopCompleted", index: 0, sectionIds: [7], drill: null });
  });
});

describe("the ladder follows the video's own rates", () => {
  test("once the video is loaded, a rate it does not offer is never asked for", () => {
    const plan: LadderPlan = { from: 0.5, to: 1, loopsPerStep: 1, trigger: "loops", gapMs: 0 };
    const started = startPractice(createPractice([verse], { target: 1, ladder: { plan, rates: [0.5, 0.75, 1, 1.25] } }), 0, elsewhere);
    expect(started.effects[0]).toEqual({ type: "rate", rate: 0.5 });
    // The video offers only 1×: the ladder is that one rate.
    const loaded = tickPractice(started.state, 100, at(10, { rates: [1] }));
    expect(loaded.effects[0]).toEqual({ type: "rate", rate: 1 });
    expect(loaded.state.ladder?.state.rates).toEqual([1]);
  });
});
