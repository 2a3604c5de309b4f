// The practice itself (issue 12): settings, the loop with its count-in, the
// lyrics with the hide mode, and the summary. The rules are pure
// (app/practice/practice-session.ts); this component runs them on a 100 ms
// timer with performance.now() and the player's playback as it is then
// (readPlayerPlayback), drives the player through its commands, beeps with
// the Web Audio API and, for an account, records each loop on the server.
// The fans' shared lines follow the one "Show fans' chants" switch (issue 25,
// shared/fan-chants-preference.ts): what practice lists is what the player's
// lyrics display shows beside it.
import { useEffect, useMemo, useRef, useState } from "react";
import { LaneLegend, LaneText, PartBadge, spanMarker, useRomanization } from "~/components/chant-lane";
import { useTranslation } from "~/i18n/react";
import { hasMaskedSpan, hasSpanTimes, ROMANIZATION_MODES, type LaneSpan, type RomanizationMode } from "~/shared/chant-lanes";
import { useHiddenPart, useRomanizationMode } from "~/shared/lyrics-view-preference";
import type { PracticeLine } from "~/models/practice.server";
import {
  beepTone,
  createPractice,
  isLineHidden,
  playerReading,
  practiceSummary,
  songWindows,
  startPractice,
  stopPractice,
  tapPractice,
  tickPractice,
  type HideMode,
  type PracticeEffect,
  type PracticeSegment,
  type PracticeState,
} from "~/practice/practice-session";
import { readPlayerPlayback, sendPlayerCommand, toQueueSong, usePlayer } from "~/player/api/commands";
import type { QueueSong } from "~/shared/song";
import { readLocalSectionsOfSong } from "~/player/api/local-sections";
import {
  NARROW_LAYOUT_BELOW_PX,
  PLAYBACK_RATES,
  PRACTICE_TARGET_DEFAULT,
  PRACTICE_TARGET_MAX,
  PRACTICE_WINDOW_S,
  CHANT_PARTS,
  type ChantPart,
} from "~/shared/constants";
import { formatTime } from "~/shared/time";
import {
  BLANKING_STAGES,
  CLEAN_SCORE_DEFAULT,
  CLEAN_SCORE_MIN,
  LADDER_FROM_DEFAULT,
  LADDER_GAP_MAX_MS,
  LADDER_LOOPS_PER_STEP_DEFAULT,
  LADDER_TO_DEFAULT,
  TAP_LATENCY_DEFAULT_MS,
  TAP_LATENCY_MAX_MS,
} from "~/practice/constants";
import { drillPieces, drillTargets, resultsByLine, targetLine, type TapResult } from "~/practice/drills";
import { ladderView, type LadderPlan, type LadderTrigger } from "~/practice/ladder";
import { NO_PRESET, practicePresetQuery, type PracticePreset } from "~/practice/preset";
import { apiFetch } from "~/utils/api-client";
import { useHydrated } from "~/utils/use-hydrated";
import { useFanChantsShown } from "~/shared/fan-chants-preference";
import { ProgressFacts, ReadinessBadge } from "~/components/practice-progress";
import { readLocalProgress, recordLocalPractice } from "~/practice/local-progress";
import { lineProgress, type LineProgress } from "~/practice/progress";
import { Link, useRevalidator } from "@remix-run/react";
import { DrillPassResult, LatencyCalibration, TapButton } from "./__drill-parts";

/** A line as practice mode shows it: from the server (serverId) or this browser (a guest's, nothing sent). */
interface Line {
  key: string;
  serverId: number | null;
  name: string;
  start: number;
  end: number;
  lyrics: string;
  pronunciation: string | null;
  part: ChantPart;
  /** Its words or syllables (issue 27): drawn in their parts, highlighted in time while practising. */
  spans: readonly LaneSpan[] | null;
  source: "mine" | "shared" | "local";
  nickname: string | null;
  /** An account's progress of the line, from the server (issue 28); a guest's is read from the browser. */
  progress: LineProgress | null;
}

type Scope = "all" | "windows" | `line:${string}`;

const TICK_MS = 100;

/** The clean scores a fan may pick (CLEAN_SCORE_MIN to 100). */
const CLEAN_SCORES = [50, 60, 70, 75, 80, 85, 90, 95, 100].filter((score) => score >= CLEAN_SCORE_MIN);

function fromServer(lines: PracticeLine[]): Line[] {
  return lines.map((line) => ({
    key: `s${line.id}`,
    serverId: line.id,
    name: line.name,
    start: line.start,
    end: line.end,
    lyrics: line.lyrics,
    pronunciation: line.pronunciation,
    part: line.part,
    spans: line.spans,
    source: line.mine ? "mine" : "shared",
    nickname: line.nickname,
    progress: line.progress,
  }));
}

/** A guest's lines of this song kept in the browser (loaded on the client only). */
function useLocalLines(youtubeId: string, enabled: boolean): Line[] {
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    readLocalSectionsOfSong(youtubeId).then((sections) => {
      if (!active) return;
      const local = sections.filter((section) => section.lyrics && section.lyrics.trim() !== "");
      setLines(
        local.map((section) => ({
          key: `l${section.id}`,
          serverId: null,
          name: section.name,
          start: section.start,
          end: section.end,
          lyrics: section.lyrics ?? "",
          pronunciation: section.pronunciation,
          part: section.part,
          spans: section.spans,
          source: "local",
          nickname: null,
          progress: null,
        })),
      );
    });
    return () => {
      active = false;
    };
  }, [youtubeId, enabled]);
  return lines;
}

/** Short beeps made with the Web Audio API (no audio files), when switched on. */
function useBeeper() {
  const context = useRef<AudioContext | null>(null);
  return {
    /** Called from the start button's press: browsers let audio start only from a gesture. */
    prepare() {
      if (context.current || typeof window.AudioContext !== "function") return;
      try {
        context.current = new window.AudioContext();
      } catch {
        context.current = null;
      }
    },
    beep(count: number) {
      const audio = context.current;
      if (!audio) return;
      const tone = beepTone(count);
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = tone.frequency;
      gain.gain.value = tone.gain;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + tone.durationMs / 1000);
    },
  };
}

function segmentsFor(scope: Scope, lines: Line[], duration: number, drillPart: ChantPart | null): PracticeSegment[] {
  const ordered = [...lines].sort((a, b) => a.start - b.start || a.end - b.end);
  let segments: PracticeSegment[];
  if (scope === "windows") {
    const length = duration > 0 ? duration : Math.max(PRACTICE_WINDOW_S, ...ordered.map((line) => line.end));
    segments = songWindows(length, ordered.map((line) => ({ id: line.serverId, start: line.start }))).map((window, index, all) => ({
      ...window,
      lineKeys: ordered
        .filter((line) => line.start >= window.start && (line.start < window.end || index === all.length - 1))
        .map((line) => line.key),
    }));
  } else {
    const chosen = scope === "all" ? ordered : ordered.filter((line) => `line:${line.key}` === scope);
    segments = chosen.map((line) => ({
      start: line.start,
      end: line.end,
      sectionIds: line.serverId ? [line.serverId] : [],
      lineKeys: [line.key],
    }));
  }
  // A drill scores the calls of its part in each segment (issue 28).
  return drillPart === null ? segments : segments.map((segment) => ({ ...segment, targets: drillTargets(ordered, drillPart, segment) }));
}

/** What a drilled line shows: its part's words hidden per the stage, with hints or not. */
interface LineDrill {
  part: ChantPart;
  stage: number;
  hints: boolean;
}

/** Which hide option names which part (the fans' call first: the point is to recall it). */
const HIDE_PART_KEYS: Record<ChantPart, string> = {
  fans: "settings.hideFans",
  singalong: "settings.hideSingalong",
  artist: "settings.hideArtist",
  everyone: "settings.hideEveryone",
};

/** While a practice plays, a line's timed spans follow the player's time (a 50 ms timer, no render). */
function useLiveSpans(ref: React.RefObject<HTMLElement | null>, spans: readonly LaneSpan[] | null, live: boolean) {
  useEffect(() => {
    const root = ref.current;
    if (!live || !root || !hasSpanTimes(spans)) return;
    const mark = spanMarker(root, spans);
    const update = () => mark(readPlayerPlayback().time);
    update();
    const timer = window.setInterval(update, SPAN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ref, spans, live]);
}

const SPAN_TICK_MS = 50;

function LyricLine({
  line,
  hide,
  mode,
  live = false,
  drill = null,
  result,
  progress = null,
}: {
  line: Line;
  hide: HideMode;
  mode: RomanizationMode;
  live?: boolean;
  drill?: LineDrill | null;
  /** The last drill pass's calls of this line. */
  result?: Record<TapResult, number>;
  /** How far the fan is with it (issue 28): shown before a practice. */
  progress?: LineProgress | null;
}) {
  const { t } = useTranslation("practice");
  const [revealed, setRevealed] = useState(false);
  const hidden = isLineHidden(hide, line.part, revealed);
  const pieces = drill ? drillPieces(line, drill.part, drill.stage, drill.hints) : null;
  const drilled = pieces?.some((piece) => piece.hidden) ?? false;
  const hiddenPart = hide === "none" || hide === "all" || revealed ? "none" : hide;
  // A masked span's words would show in the romanisation: none then.
  const masked = hasMaskedSpan(line.spans, line.part, hiddenPart);
  const roman = useRomanization(line.lyrics, line.pronunciation, mode !== "hangul" && !hidden && !masked && !drilled);
  const romanOnly = mode === "roman" && roman !== null;
  const lyricsRef = useRef<HTMLParagraphElement>(null);
  useLiveSpans(lyricsRef, romanOnly || hidden || drilled ? null : line.spans, live);
  const romanRow = roman && !romanOnly && mode !== "hangul" ? <p className="chant-line__pronunciation">{roman}</p> : null;
  return (
    <li className={`chant-line chant-line--${line.part}`} data-testid="practice-line" data-part={line.part}>
      <div className="chant-line__head">
        <span className="chant-line__time">
          {formatTime(line.start)}–{formatTime(line.end)}
        </span>
        <PartBadge part={line.part} />
        {progress ? <ReadinessBadge level={progress.readiness} /> : null}
      </div>
      {progress ? <ProgressFacts progress={progress} /> : null}
      {hidden ? (
        <button type="button" className="hidden-line" onClick={() => setRevealed(true)}>
          {t("run.reveal")}
        </button>
      ) : drilled ? (
        <p className="chant-line__lyrics" lang="ko" data-testid="drill-line">
          {pieces!.map((piece, index) =>
            piece.hidden ? (
              <span key={index} className="drill-blank" data-testid="drill-blank">
                <span aria-hidden="true">{piece.hint ?? "\u00a0".repeat(Math.max(2, [...piece.text.trim()].length * 2))}</span>
                <span className="visually-hidden">{t("run.hiddenWord")}</span>
                {piece.text.endsWith(" ") ? " " : null}
              </span>
            ) : (
              <span key={index}>{piece.text}</span>
            ),
          )}
        </p>
      ) : (
        <>
          {mode === "above" ? romanRow : null}
          <p ref={lyricsRef} className="chant-line__lyrics" lang={romanOnly ? undefined : "ko"}>
            {romanOnly ? (
              <bdi>{roman}</bdi>
            ) : (
              <LaneText
                lyrics={line.lyrics}
                spans={line.spans}
                part={line.part}
                hiddenPart={hiddenPart}
              />
            )}
          </p>
          {mode === "below" ? romanRow : null}
        </>
      )}
      {result ? (
        <p className="small drill-line-result" data-testid="line-result">
          {t("run.lineResult", result)}
        </p>
      ) : null}
    </li>
  );
}

/** One of the player's speeds. */
function RateField({
  id,
  label,
  value,
  disabled = false,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  disabled?: boolean;
  onChange: (rate: number) => void;
}) {
  const { t } = useTranslation("practice");
  return (
    <div className="practice-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {t("settings.rate", { rate })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A setting switched on or off, with its label after the box (and a hint elsewhere, by its id). */
function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="practice-field practice-field--checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A whole number between `min` and `max`, whatever is typed. */
function NumberField({
  id,
  label,
  value,
  min,
  max,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  describedBy?: string;
}) {
  return (
    <div className="practice-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        aria-describedby={describedBy}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(Math.min(max, Math.max(min, Math.floor(Number(event.target.value) || min))))}
      />
    </div>
  );
}

/** Where the ladder is: this speed, the loops left at it, and the speeds to come. */
function LadderStatus({ view }: { view: ReturnType<typeof ladderView> }) {
  const { t } = useTranslation("practice");
  return (
    <div className="practice-loop" data-testid="ladder-status">
      <p>{t("run.ladderStep", { step: view.stepNumber, steps: view.steps, rate: view.rate })}</p>
      {view.loopsLeft !== null ? <p className="small">{t("run.ladderLeft", { count: view.loopsLeft })}</p> : null}
      <p className="small muted">
        {view.rest.length > 0 ? t("run.ladderNext", { rates: view.rest.map((rate) => t("settings.rate", { rate })).join(" → ") }) : t("run.ladderLast")}
      </p>
    </div>
  );
}

export function PracticeRunner({
  song,
  serverLines,
  account,
  preset = NO_PRESET,
  autoStart = false,
  finishedAction = null,
}: {
  song: QueueSong;
  serverLines: PracticeLine[];
  account: boolean;
  /** Settings from the address (issue 28): a section, a speed, loops, the part view, the ladder. */
  preset?: PracticePreset;
  /** Start as soon as the lines are known (the fan already pressed play: a shared moment, a routine). */
  autoStart?: boolean;
  /** Offered beside "practise again" when the practice ends (a routine's next item). */
  finishedAction?: React.ReactNode;
}) {
  const { t } = useTranslation("practice");
  const { t: tSections } = useTranslation("sections");
  const { t: tArchive } = useTranslation("archive");
  const hydrated = useHydrated();
  const player = usePlayer();
  const beeper = useBeeper();
  const localLines = useLocalLines(song.youtubeId, !account && hydrated);
  const [fansShown, showFans] = useFanChantsShown();
  const all = useMemo(() => [...fromServer(serverLines), ...localLines], [serverLines, localLines]);
  // A shared line named by the address (a shared moment) is practised whatever the fans' switch says.
  const namedShared = preset.sectionId !== null && all.some((line) => line.serverId === preset.sectionId && line.source === "shared");
  const lines = useMemo(
    () => (fansShown || namedShared ? all : all.filter((line) => line.source !== "shared")),
    [fansShown, namedShared, all],
  );
  const sharedCount = all.length - all.filter((line) => line.source !== "shared").length;
  const fansSwitch =
    sharedCount > 0 ? (
      <CheckboxField id="practice-fans" label={t("settings.fans", { count: sharedCount })} checked={fansShown} onChange={showFans} />
    ) : null;

  const [scope, setScope] = useState<Scope>(preset.sectionId !== null ? `line:s${preset.sectionId}` : "all");
  const [target, setTarget] = useState(preset.loops ?? PRACTICE_TARGET_DEFAULT);
  const [rate, setRate] = useState(preset.rate ?? 1);
  const [beeps, setBeeps] = useState(true);
  const [hide, setHide] = useState<HideMode>(preset.hide ?? "none");
  const [mode, setMode] = useRomanizationMode();
  /** Issue 28: the speed climbs the player's rates, a few loops at each. */
  const [ladderOn, setLadderOn] = useState(preset.ladder);
  const [ladderFrom, setLadderFrom] = useState<number>(preset.from ?? LADDER_FROM_DEFAULT);
  const [ladderTo, setLadderTo] = useState<number>(preset.to ?? LADDER_TO_DEFAULT);
  const [loopsPerStep, setLoopsPerStep] = useState(preset.ladder && preset.loops ? preset.loops : LADDER_LOOPS_PER_STEP_DEFAULT);
  const [gapSeconds, setGapSeconds] = useState(0);
  /** Issue 28: a recall drill — the part's words hidden, a tap on each call, each loop scored. */
  const [drillOn, setDrillOn] = useState(false);
  const [drillPart, setDrillPart] = useState<ChantPart>("fans");
  const [drillStage, setDrillStage] = useState(0);
  const [hints, setHints] = useState(true);
  const [cleanScore, setCleanScore] = useState(CLEAN_SCORE_DEFAULT);
  const [latencyMs, setLatencyMs] = useState(TAP_LATENCY_DEFAULT_MS);
  const [trigger, setTrigger] = useState<LadderTrigger>("either");
  const [state, setState] = useState<PracticeState | null>(null);
  const [recorded, setRecorded] = useState(0);
  /** A guest's progress per line, read from this browser (again after each recorded loop). */
  const [localProgressVersion, setLocalProgressVersion] = useState(0);
  const localProgress = useMemo(
    () => (!account && hydrated ? readLocalProgress() : {}),
    // The version is the signal that the browser's records changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [account, hydrated, localProgressVersion],
  );
  const progressOf = (line: Line): LineProgress | null => {
    const record = line.progress ?? localProgress[line.key];
    return record ? lineProgress(record) : null;
  };
  const revalidator = useRevalidator();
  /** The video is loading or buffering: the loop waits for it. */
  const [videoWaiting, setVideoWaiting] = useState(false);
  const stateRef = useRef<PracticeState | null>(null);
  stateRef.current = state;

  const queueSong = toQueueSong(song);

  const reading = () => playerReading(readPlayerPlayback(), song.youtubeId);

  const run = (effects: PracticeEffect[]) => {
    // A ladder's rate comes before the song's load in the same step: the load plays at it.
    let playAt = rate;
    for (const effect of effects) {
      if (effect.type === "rate") {
        playAt = effect.rate;
        setRate(effect.rate);
        sendPlayerCommand({ type: "setRate", rate: effect.rate });
        continue;
      }
      // The player loops nothing itself: the practice ends each loop where the segment ends.
      if (effect.type === "load") {
        // A phone's panel is a sheet over the page: there the count-in stays in view, the mini-player plays.
        const open = !window.matchMedia(`(max-width: ${NARROW_LAYOUT_BELOW_PX - 1}px)`).matches;
        player.playSection(queueSong, { start: effect.start, end: effect.end, rate: playAt, repeat: false }, { open });
      }
      else if (effect.type === "range")
        sendPlayerCommand({ type: "setSection", section: { start: effect.start, end: effect.end, repeat: false } });
      else if (effect.type === "cue") sendPlayerCommand({ type: "seek", seconds: effect.at });
      else if (effect.type === "play") sendPlayerCommand({ type: "play" });
      else if (effect.type === "pause") sendPlayerCommand({ type: "pause" });
      else if (effect.type === "beep" && beeps) beeper.beep(effect.count);
      else if (effect.type === "loopCompleted" && !account) {
        // A guest's loops stay in this browser (moved to the account at sign-in).
        const drill = effect.drill && { score: effect.drill.score, rate: effect.drill.rate, clean: effect.drill.clean };
        for (const key of stateRef.current?.segments[effect.index]?.lineKeys ?? []) recordLocalPractice(key, drill ? { drill } : {});
        setLocalProgressVersion((version) => version + 1);
      } else if (effect.type === "loopCompleted") {
        const drill = effect.drill && { score: effect.drill.score, rate: effect.drill.rate, clean: effect.drill.clean };
        for (const id of effect.sectionIds) {
          apiFetch(`/section/${id}/practice`, { method: "POST", body: drill ? { drill } : {} }).then(
            () => setRecorded((count) => count + 1),
            // A failed count is only logged: the practice goes on.
            (error: unknown) => console.warn("practice count failed", error),
          );
        }
      }
    }
  };
  // The timer below outlives renders: it runs the effects with this render's speed and settings.
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (!state || state.phase.name === "done" || state.phase.name === "ready") return;
    const timer = window.setInterval(() => {
      const current = stateRef.current;
      if (!current) return;
      const now = reading();
      setVideoWaiting(!now.ready);
      const step = tickPractice(current, performance.now(), now);
      if (step.effects.length === 0 && step.state === current) return;
      // The next tick may come before React renders: it must start from this step.
      stateRef.current = step.state;
      runRef.current(step.effects);
      setState(step.state);
    }, TICK_MS);
    return () => window.clearInterval(timer);
    // The timer runs while a practice runs; it reads the state through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state?.phase.name]);

  // Started from a shared moment or a routine: the practice begins once the lines are known.
  const startRef = useRef<() => void>(() => {});
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || autoStarted.current || !hydrated || lines.length === 0) return;
    autoStarted.current = true;
    startRef.current();
  }, [autoStart, hydrated, lines.length]);

  // Switched off in the middle of a practice, the fans' lines go but the practice runs on.
  const practising = state !== null && state.phase.name !== "done" && state.phase.name !== "ready";
  // What the fan recalls is hidden in the player too (its lyrics display, the mini-player) while it runs.
  const heldPart = !practising ? null : state?.drill ? drillPart : hide !== "none" ? hide : null;
  useEffect(() => {
    if (heldPart === null) return;
    useHiddenPart.hold(heldPart);
    return () => useHiddenPart.hold(undefined);
  }, [heldPart]);
  // A practice started from low on the settings: its count-in comes into view, its heading takes the focus.
  const runHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = runHeading.current;
    if (!practising || !heading) return;
    heading.closest("section")?.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
  }, [practising]);
  if (lines.length === 0 && !practising) {
    return (
      <div className="empty-state">
        <p>{t("noLines")}</p>
        {fansSwitch}
      </div>
    );
  }
  if (!hydrated) {
    return (
      <div className="stack">
        <p className="notice">{t("needsScript")}</p>
        <ol className="chant-lines">
          {lines.map((line) => (
            <LyricLine key={line.key} line={line} hide="none" mode="below" />
          ))}
        </ol>
      </div>
    );
  }

  const start = () => {
    beeper.prepare();
    // One line chosen (a shared moment's) is practised even when the fans' lines are switched off.
    const segments = segmentsFor(scope, scope.startsWith("line:") ? all : lines, song.duration, drillOn ? drillPart : null);
    setRecorded(0);
    const now = reading();
    setVideoWaiting(!now.ready);
    const plan: LadderPlan = { from: ladderFrom, to: ladderTo, loopsPerStep, trigger: drillOn ? trigger : "loops", gapMs: gapSeconds * 1000 };
    // The video's own rates when it is loaded; else the app's, until it is (the ladder then follows it).
    const ladder = ladderOn ? { plan, rates: now.rates.length > 0 ? now.rates : PLAYBACK_RATES } : undefined;
    const drill = drillOn ? { stage: drillStage, cleanScore, latencyMs } : undefined;
    const step = startPractice(createPractice(segments, { target, ladder, drill }), performance.now(), now);
    run(step.effects);
    if (now.onSong && !ladder) sendPlayerCommand({ type: "setRate", rate });
    setState(step.state);
  };
  startRef.current = start;
  const stop = () => {
    if (!state) return;
    const step = stopPractice(state);
    run(step.effects);
    setState(step.state);
  };
  /** A tap on a call: the player's time at the press. */
  const tap = () => {
    const current = stateRef.current;
    if (!current) return;
    const next = tapPractice(current, readPlayerPlayback().time);
    if (next === current) return;
    stateRef.current = next;
    setState(next);
  };
  const onRate = (next: number) => {
    setRate(next);
    // The player's speed: the loop follows the player's time, so nothing else changes.
    sendPlayerCommand({ type: "setRate", rate: next });
  };

  const running = state && state.phase.name !== "done" && state.phase.name !== "ready";
  const segment = state?.segments[state.index];
  const segmentLines = segment
    ? lines.filter((line) => line.start < segment.end && line.end > segment.start).sort((a, b) => a.start - b.start)
    : [];
  const lastResults = state?.drill?.last ? resultsByLine(state.drill.last.targets) : null;

  const speed = (
    <RateField
      id="practice-rate"
      label={t("settings.speed")}
      value={rate}
      // The ladder sets the speed while it runs.
      disabled={practising && Boolean(state?.ladder)}
      onChange={onRate}
    />
  );
  const hideField = (
    <div className="practice-field">
      <label htmlFor="practice-hide">{t("settings.hide")}</label>
      <select id="practice-hide" value={hide} onChange={(event) => setHide(event.target.value as HideMode)}>
        <option value="none">{t("settings.hideNone")}</option>
        <option value="all">{t("settings.hideAll")}</option>
        {CHANT_PARTS.map((part) => (
          <option key={part} value={part}>
            {t(HIDE_PART_KEYS[part])}
          </option>
        ))}
      </select>
    </div>
  );
  const romanField = (
    <div className="practice-field">
      <label htmlFor="practice-roman">{tSections("lyrics.romanization")}</label>
      <select id="practice-roman" value={mode} onChange={(event) => setMode(event.target.value as RomanizationMode)}>
        {ROMANIZATION_MODES.map((value) => (
          <option key={value} value={value}>
            {tSections(`lyrics.modes.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  if (running && state && segment) {
    const phase = state.phase;
    // A drill's lines with calls to tap come first; the others follow as context.
    const drilledKeys = new Set((state.drill ? (segment.targets ?? []) : []).map((target) => targetLine(target.id)));
    const drilledLines = segmentLines.filter((line) => drilledKeys.has(line.key));
    const otherLines = segmentLines.filter((line) => !drilledKeys.has(line.key));
    const lineList = (shown: Line[]) =>
      shown.length === 0 ? null : (
        <ol className="chant-lines">
          {shown.map((line) => (
            <LyricLine
              key={`${line.key}-${hide}`}
              line={line}
              hide={hide}
              mode={mode}
              live={phase.name === "playing"}
              drill={state.drill ? { part: drillPart, stage: state.drill.stage, hints } : null}
              result={lastResults?.get(line.key)}
            />
          ))}
        </ol>
      );
    return (
      <section className={`practice-run stack${state.drill ? " practice-run--drill" : ""}`} aria-labelledby="practice-run-heading">
        <h2 id="practice-run-heading" ref={runHeading} tabIndex={-1}>
          {t("run.segment", { index: state.index + 1, total: state.segments.length })} ·{" "}
          {formatTime(segment.start)}–{formatTime(segment.end)}
        </h2>
        <div className="practice-status">
          <p
            className={`practice-count${phase.name === "waiting" ? " practice-count--waiting" : ""}`}
            aria-live="assertive"
            data-testid="count-in"
          >
            {phase.name === "countIn"
              ? phase.count
              : phase.name === "waiting"
                ? t("run.waiting")
                : phase.name === "gap"
                  ? t("run.gap")
                  : t("run.go")}
          </p>
          <div className="practice-status__detail">
            {state.ladder ? (
              <LadderStatus view={ladderView(state.ladder.state, state.ladder.plan)} />
            ) : (
              <p className="practice-loop" data-testid="loop-counter">
                {t("run.loop", { loop: Math.min(state.loop + 1, state.target), target: state.target })}
              </p>
            )}
            {state.drill ? (
              <p className="small muted" data-testid="drill-stage">
                {t("run.drillStage", { stage: t(`settings.stage_${state.drill.stage}`) })}
              </p>
            ) : null}
          </div>
        </div>
        {phase.name === "playing" && videoWaiting ? (
          <p className="small muted" role="status">
            {t("run.buffering")}
          </p>
        ) : null}
        {state.drill ? (
          <>
            {/* The drilled lines, then the tap right under them: on a phone both stay above the docked video. */}
            {lineList(drilledLines)}
            {drilledLines.length === 0 ? <p className="small muted">{t("run.noCalls")}</p> : <TapButton onTap={tap} />}
            {state.drill.last ? <DrillPassResult pass={state.drill.last} cleanScore={state.drill.plan.cleanScore} /> : null}
          </>
        ) : null}
        {otherLines.length > 0 ? <LaneLegend /> : null}
        {lineList(otherLines)}
        {segmentLines.length === 0 ? <p className="muted">{t("run.noLinesHere")}</p> : null}
        <div className="practice-settings">
          {speed}
          {hideField}
          {romanField}
          {fansSwitch}
        </div>
        <button type="button" className="button" onClick={stop}>
          {t("run.stop")}
        </button>
      </section>
    );
  }

  if (state && state.phase.name === "done") {
    const summary = practiceSummary(state);
    const seconds = Math.round(summary.ms / 1000);
    return (
      <section className="stack" aria-labelledby="practice-summary-heading">
        <h2 id="practice-summary-heading">{t("summary.heading")}</h2>
        <p data-testid="practice-total">{t("summary.total", { loops: summary.loops, time: formatTime(seconds) })}</p>
        <table className="practice-summary">
          <thead>
            <tr>
              <th scope="col">{t("summary.segment")}</th>
              <th scope="col">{t("summary.loops")}</th>
              <th scope="col">{t("summary.time")}</th>
              {state.drill ? <th scope="col">{t("summary.best")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {summary.perSegment.map((entry, index) => (
              <tr key={index}>
                <td>
                  {formatTime(entry.start)}–{formatTime(entry.end)}
                </td>
                <td>{entry.loops}</td>
                <td>{formatTime(Math.round(entry.ms / 1000))}</td>
                {state.drill ? <td>{entry.best === null ? "–" : t("run.passScore", { score: entry.best })}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="small muted" role="status">
          {account ? t("summary.recorded", { count: recorded }) : t("summary.guest")}
        </p>
        <div className="cluster">
          {finishedAction}
          <button
          type="button"
          className={`button${finishedAction ? "" : " button--primary"}`}
          onClick={() => {
            setState(null);
            // The lines' progress as the server now has it.
            if (account) revalidator.revalidate();
          }}
        >
            {t("summary.again")}
          </button>
        </div>
      </section>
    );
  }

  const ordered = [...lines].sort((a, b) => a.start - b.start);
  /** One server line chosen: it can be shared as a practice moment with these settings. */
  const sharedLine = scope.startsWith("line:s") ? Number(scope.slice("line:s".length)) : null;
  return (
    <section className="stack" aria-labelledby="practice-setup-heading">
      <h2 id="practice-setup-heading">{t("settings.heading")}</h2>
      <div className="practice-settings">
        <div className="practice-field">
          <label htmlFor="practice-scope">{t("settings.scope")}</label>
          <select id="practice-scope" value={scope} onChange={(event) => setScope(event.target.value as Scope)}>
            <option value="all">{t("settings.scopeAll", { count: lines.length })}</option>
            <option value="windows">{t("settings.scopeWindows", { seconds: PRACTICE_WINDOW_S })}</option>
            {ordered.map((line) => (
              <option key={line.key} value={`line:${line.key}`}>
                {formatTime(line.start)} <bdi>{line.name}</bdi>
              </option>
            ))}
          </select>
        </div>
        {ladderOn ? null : (
          <NumberField id="practice-target" label={t("settings.target")} value={target} min={1} max={PRACTICE_TARGET_MAX} onChange={setTarget} />
        )}
        {speed}
        <CheckboxField id="practice-ladder" label={t("settings.ladder")} checked={ladderOn} onChange={setLadderOn} hint="practice-ladder-hint" />
        <p id="practice-ladder-hint" className="small muted">
          {t("settings.ladderHint")}
        </p>
        {ladderOn && drillOn ? (
          <div className="practice-field">
            <label htmlFor="practice-ladder-trigger">{t("settings.ladderTrigger")}</label>
            <select id="practice-ladder-trigger" value={trigger} onChange={(event) => setTrigger(event.target.value as LadderTrigger)}>
              {(["loops", "clean", "either"] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`settings.trigger_${value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {ladderOn ? (
          <>
            <RateField id="practice-ladder-from" label={t("settings.ladderFrom")} value={ladderFrom} onChange={setLadderFrom} />
            <RateField id="practice-ladder-to" label={t("settings.ladderTo")} value={ladderTo} onChange={setLadderTo} />
            <NumberField id="practice-ladder-loops" label={t("settings.ladderLoops")} value={loopsPerStep} min={1} max={PRACTICE_TARGET_MAX} onChange={setLoopsPerStep} />
            <NumberField id="practice-ladder-gap" label={t("settings.ladderGap")} value={gapSeconds} min={0} max={LADDER_GAP_MAX_MS / 1000} onChange={setGapSeconds} />
          </>
        ) : null}
        <CheckboxField id="practice-drill" label={t("settings.drill")} checked={drillOn} onChange={setDrillOn} hint="practice-drill-hint" />
        <p id="practice-drill-hint" className="small muted">
          {t("settings.drillHint")}
        </p>
        {drillOn ? (
          <>
            <div className="practice-field">
              <label htmlFor="practice-drill-part">{t("settings.drillPart")}</label>
              <select id="practice-drill-part" value={drillPart} onChange={(event) => setDrillPart(event.target.value as ChantPart)}>
                {CHANT_PARTS.map((part) => (
                  <option key={part} value={part}>
                    {tArchive(`parts.${part}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="practice-field">
              <label htmlFor="practice-drill-stage">{t("settings.drillStage")}</label>
              <select id="practice-drill-stage" value={drillStage} onChange={(event) => setDrillStage(Number(event.target.value))}>
                {BLANKING_STAGES.map((_, stage) => (
                  <option key={stage} value={stage}>
                    {t(`settings.stage_${stage}`)}
                  </option>
                ))}
              </select>
            </div>
            <CheckboxField id="practice-hints" label={t("settings.drillHints")} checked={hints} onChange={setHints} />
            <div className="practice-field">
              <label htmlFor="practice-clean">{t("settings.cleanScore")}</label>
              <select id="practice-clean" value={cleanScore} onChange={(event) => setCleanScore(Number(event.target.value))}>
                {CLEAN_SCORES.map((score) => (
                  <option key={score} value={score}>
                    {t("run.passScore", { score })}
                  </option>
                ))}
              </select>
            </div>
            <NumberField
              id="practice-latency"
              label={t("settings.latency")}
              value={latencyMs}
              min={0}
              max={TAP_LATENCY_MAX_MS}
              onChange={setLatencyMs}
              describedBy="practice-latency-hint"
            />
            <p id="practice-latency-hint" className="small muted">
              {t("settings.latencyHint")}
            </p>
            <LatencyCalibration onMeasured={setLatencyMs} />
          </>
        ) : null}
        {hideField}
        {romanField}
        <CheckboxField id="practice-beeps" label={t("settings.beeps")} checked={beeps} onChange={setBeeps} />
        {fansSwitch}
      </div>
      <button type="button" className="button button--primary" onClick={start}>
        {t("settings.start")}
      </button>
      {sharedLine ? (
        // A practice moment with these settings (decision 138): the line, the speed, the loops, the part view.
        <p>
          <Link
            to={`/practice/moment/${sharedLine}?${practicePresetQuery({
              rate,
              loops: ladderOn ? loopsPerStep : target,
              hide,
              ladder: ladderOn,
              from: ladderOn ? ladderFrom : null,
              to: ladderOn ? ladderTo : null,
            })}`}
            data-testid="share-moment"
          >
            {t("settings.shareMoment")}
          </Link>
        </p>
      ) : null}
      {!account ? <p className="small muted">{t("guestNote")}</p> : null}
      <h3>{t("linesHeading")}</h3>
      <LaneLegend />
      <ol className="chant-lines">
        {ordered.map((line) => (
          <LyricLine key={`${line.key}-${hide}`} line={line} hide={hide} mode={mode} progress={progressOf(line)} />
        ))}
      </ol>
    </section>
  );
}
