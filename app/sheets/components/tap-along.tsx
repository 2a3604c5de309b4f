// Tap-along timing of a chant sheet (issue 27, docs/decisions/133-tap-along.md).
// Client-only: the sheet page loads it with React.lazy after hydration, and
// links its styles (styles/tap-along.css).
//
// Three parts on one screen after the text: (a) paste the whole text (parts by
// prefix, sheets/tap-along.ts), (b) play the song in the one player and tap
// the big button as each line starts (hold it while the line is sung to time
// its end too; Space or Enter on a keyboard), (c) the timed lines with "redo
// this line", ±0.1 s nudges, undo, and Save. The times are the player's own
// (readPlayerPlayback) read at the press: song time at every speed.
//
// YouTube's rules: on a phone the panel is not opened (`open: false`, as
// practice mode does) so the video docks above the mini-player and the page
// keeps room for it (--player-dock-height); nothing here is positioned over it.
import { memo, useCallback, useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/i18n/react";
import type { TFunction } from "~/i18n/translator";
import { readPlayerPlayback, sendPlayerCommand, toQueueSong, type PlayerPlayback } from "~/player/api/commands";
import type { SheetLineInput } from "~/schemas/sheet";
import { MIN_RANGE_GAP_S, NARROW_LAYOUT_BELOW_PX, PLAYBACK_RATES, SECTION_LYRICS_MAX_LENGTH, type ChantPart } from "~/shared/constants";
import { SHEET_MAX_LINES, SHEET_MESSAGE_VALUES, SHEET_NUDGE_S, SHEET_REDO_LEAD_S } from "~/sheets/constants";
import type { QueueSong } from "~/shared/song";
import { formatTime } from "~/shared/time";
import {
  createTapAlong,
  derivedEnd,
  finishTapAlong,
  nudgedTime,
  parsePastedText,
  redoFrom,
  tapAlongReducer,
  tappedCount,
  type PastedLine,
  type TapAlongAction,
  type TapAlongState,
  type TapLine,
} from "../tap-along";

export interface TapAlongProps {
  song: QueueSong;
  /** The text the textarea starts with (the sheet's lines, e.g. from toPastedText); empty when absent. */
  existingText?: string;
  /** Saves the timed lines as the author's sheet; a rejection keeps everything here to try again. */
  onSave: (lines: SheetLineInput[]) => Promise<void>;
  onCancel: () => void;
}

/** Speeds offered while tapping: the player's, up to normal speed. */
const TAP_RATES = PLAYBACK_RATES.filter((rate) => rate <= 1);
/** How often the stage reads the player (its time and whether it plays). */
const READ_EVERY_MS = 250;

type Action = TapAlongAction | { type: "load"; lines: PastedLine[] };

function reducer(state: TapAlongState, action: Action): TapAlongState {
  return action.type === "load" ? createTapAlong(action.lines) : tapAlongReducer(state, action);
}

function sameLines(state: TapAlongState, lines: readonly PastedLine[]): boolean {
  return state.lines.length === lines.length && state.lines.every((line, i) => line.text === lines[i]?.text && line.part === lines[i]?.part);
}

function PartBadge({ part }: { part: ChantPart }) {
  const { t } = useTranslation("archive");
  return <span className={`part-badge part-badge--${part}`}>{t(`parts.${part}`)}</span>;
}

/** Problems that keep the text from being tapped (the first one found). */
function textProblem(lines: readonly PastedLine[], t: TFunction): string | null {
  if (lines.length === 0) return t("tap.text.empty");
  if (lines.length > SHEET_MAX_LINES) return t("tap.text.tooMany", { ...SHEET_MESSAGE_VALUES, count: lines.length });
  const long = lines.findIndex((line) => line.text.length > SECTION_LYRICS_MAX_LENGTH);
  if (long >= 0) return t("tap.text.tooLong", { number: long + 1, max: SECTION_LYRICS_MAX_LENGTH });
  return null;
}

/** (a) The whole text, its line count and a preview of the parts. */
function TextStep({
  text,
  onText,
  onNext,
  onCancel,
}: {
  text: string;
  onText: (text: string) => void;
  onNext: (lines: PastedLine[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("sheets");
  const lines = parsePastedText(text);
  const [tried, setTried] = useState(false);
  const problem = textProblem(lines, t);
  const showProblem = tried && problem !== null;
  return (
    <section className="tap-along__text stack" aria-labelledby="tap-along-text-heading">
      <h2 id="tap-along-text-heading">{t("tap.text.heading")}</h2>
      <div className="field">
        <label htmlFor="tap-along-text">{t("tap.text.label")}</label>
        <textarea
          id="tap-along-text"
          className="tap-along__textarea"
          rows={10}
          value={text}
          onChange={(event) => onText(event.target.value)}
          aria-describedby="tap-along-text-hint tap-along-text-count"
          aria-invalid={showProblem ? true : undefined}
          aria-errormessage={showProblem ? "tap-along-text-error" : undefined}
          lang="ko"
        />
        <p className="field__hint" id="tap-along-text-hint">
          {t("tap.text.hint")}
        </p>
        <p className="field__hint" id="tap-along-text-count" aria-live="polite">
          {t("tap.text.count", { count: lines.length })}
        </p>
      </div>
      <details className="tap-along__prefixes">
        <summary>{t("tap.text.prefixesSummary")}</summary>
        <ul className="tap-along__prefix-list">
          <li>{t("tap.text.prefix.fans")}</li>
          <li>{t("tap.text.prefix.singalong")}</li>
          <li>{t("tap.text.prefix.artist")}</li>
          <li>{t("tap.text.prefix.everyone")}</li>
        </ul>
      </details>
      {showProblem ? (
        <p className="notice notice--error" id="tap-along-text-error" role="alert">
          {problem}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <div className="tap-along__preview">
          <h3 className="small" id="tap-along-preview-heading">{t("tap.text.preview")}</h3>
          {/* It scrolls on its own: focusable, so a keyboard can scroll it too. */}
          <ol className="tap-along__preview-list" tabIndex={0} aria-labelledby="tap-along-preview-heading">
            {lines.map((line, index) => (
              <li key={index} className={`tap-along__preview-line tap-along__preview-line--${line.part}`}>
                <PartBadge part={line.part} /> <bdi lang="ko">{line.text}</bdi>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="tap-along__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setTried(true);
            if (problem === null) onNext(lines);
          }}
        >
          {t("tap.text.next")}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t("tap.cancel")}
        </button>
      </div>
    </section>
  );
}

/** The player as the stage shows it, read on a short timer while tapping. */
function usePlayback(youtubeId: string): PlayerPlayback & { onSong: boolean } {
  const read = useCallback(() => {
    const playback = readPlayerPlayback();
    return { ...playback, onSong: playback.youtubeId === youtubeId };
  }, [youtubeId]);
  const [playback, setPlayback] = useState(read);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = read();
      setPlayback((old) =>
        old.onSong === next.onSong &&
        old.status === next.status &&
        old.ready === next.ready &&
        old.rate === next.rate &&
        Math.abs(old.time - next.time) < 0.05
          ? old
          : next,
      );
    }, READ_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [read]);
  return playback;
}

/** Keys a focused control handles itself (a key pressed there is not a tap). */
function isOtherControl(target: EventTarget | null, button: HTMLElement | null): boolean {
  if (!(target instanceof HTMLElement) || target === button) return false;
  return target.closest("button, a[href], input, select, textarea, summary, [contenteditable='true'], [role='button']") !== null;
}

const TAP_KEYS = new Set([" ", "Enter"]);

/** (b) Playing and tapping: the lines to tap, the speed, the one big button. */
function Stage({
  song,
  state,
  dispatch,
  rate,
  onRate,
  playFrom,
  stageRef,
}: {
  song: QueueSong;
  state: TapAlongState;
  dispatch: Dispatch<Action>;
  rate: number;
  onRate: (rate: number) => void;
  playFrom: (seconds: number) => void;
  stageRef: RefObject<HTMLElement>;
}) {
  const { t } = useTranslation("sheets");
  const playback = usePlayback(song.youtubeId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [holding, setHolding] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  /** A click that follows a pointer or key press is not a second tap. */
  const handledAt = useRef(0);

  const total = state.lines.length;
  const current = state.lines[state.cursor] ?? null;
  const next = state.lines[state.cursor + 1] ?? null;
  const playing = playback.onSong && playback.status === "playing";
  // The player's own speed once it plays the song (it may have been set elsewhere).
  const shownRate = playback.onSong ? playback.rate : rate;

  const press = () => {
    if (!current) return false;
    const now = readPlayerPlayback();
    if (now.youtubeId !== song.youtubeId || now.status !== "playing") {
      setHint(t("tap.notPlaying"));
      return false;
    }
    setHint(null);
    // Painted at once, not with the next batch: the fan sees the tap land (tap-to-paint delay).
    flushSync(() => dispatch({ type: "press", songTime: now.time, at: performance.now() }));
    setHolding(true);
    return true;
  };
  const release = () => {
    setHolding(false);
    dispatch({ type: "release", songTime: readPlayerPlayback().time, at: performance.now() });
  };
  // Window key handlers outlive renders: they call this render's press and release.
  const keys = useRef({ press, release });
  keys.current = { press, release };

  useEffect(() => {
    let down = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!TAP_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isOtherControl(event.target, buttonRef.current)) return;
      event.preventDefault();
      if (event.repeat || down) return;
      down = true;
      handledAt.current = performance.now();
      keys.current.press();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!TAP_KEYS.has(event.key) || !down) return;
      event.preventDefault();
      down = false;
      handledAt.current = performance.now();
      keys.current.release();
    };
    // Captured before the player's shortcuts (Space is its play/pause): they skip a key already handled.
    window.addEventListener("keydown", onKeyDown, { capture: true });
    window.addEventListener("keyup", onKeyUp, { capture: true });
    return () => {
      window.removeEventListener("keydown", onKeyDown, { capture: true });
      window.removeEventListener("keyup", onKeyUp, { capture: true });
    };
  }, []);

  const buttonName = current
    ? t("tap.button.label", { number: state.cursor + 1, text: current.text })
    : t("tap.button.finished");

  return (
    <section className="tap-along__stage" ref={stageRef} aria-labelledby="tap-along-stage-heading">
      <div className="tap-along__stage-head">
        <h2 id="tap-along-stage-heading" className="tap-along__stage-title">
          {t("tap.stage.heading")}
        </h2>
        <p className="tap-along__progress" data-testid="tap-progress">
          <span className="visually-hidden">{t("tap.stage.progressLabel")} </span>
          {t("tap.stage.progress", { done: tappedCount(state), total })}
        </p>
      </div>
      <div className="tap-along__lines">
        <p className="tap-along__current" aria-live="polite" data-testid="tap-current">
          {current ? (
            <>
              <span className="tap-along__current-number">{t("tap.stage.number", { number: state.cursor + 1 })}</span>{" "}
              <PartBadge part={current.part} />{" "}
              <bdi lang="ko">{current.text}</bdi>
            </>
          ) : (
            <span className="tap-along__done">{t("tap.stage.allDone")}</span>
          )}
        </p>
        <p className="tap-along__next" data-testid="tap-next">
          {next ? (
            <>
              <span className="muted">{t("tap.stage.next")}</span> <bdi lang="ko">{next.text}</bdi>
            </>
          ) : null}
        </p>
      </div>
      <button
        ref={buttonRef}
        type="button"
        className={`tap-along__button${holding ? " tap-along__button--held" : ""}`}
        aria-label={buttonName}
        aria-describedby="tap-along-button-hint"
        disabled={!current}
        data-testid="tap-button"
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          handledAt.current = performance.now();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          press();
        }}
        onPointerUp={() => {
          handledAt.current = performance.now();
          if (holding) release();
        }}
        onPointerCancel={() => {
          if (holding) release();
        }}
        onContextMenu={(event) => event.preventDefault()}
        onClick={() => {
          // A screen reader's activation comes as a click alone: one tap.
          if (performance.now() - handledAt.current < 1000) return;
          if (press()) release();
        }}
      >
        <span className="tap-along__button-text" aria-hidden="true">
          {t("tap.button.text")}
        </span>
      </button>
      <p className="tap-along__button-hint small muted" id="tap-along-button-hint">
        {t("tap.button.hint")}
      </p>
      {hint ? (
        <p className="notice" role="status">
          {hint}
        </p>
      ) : null}
      <div className="tap-along__controls">
        {playing ? (
          <button type="button" className="button" onClick={() => sendPlayerCommand({ type: "pause" })}>
            {t("tap.play.pause")}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (playback.onSong && playback.ready && playback.status !== "ended") sendPlayerCommand({ type: "play" });
              else playFrom(redoFrom(state.lines, state.cursor));
              // Space and Enter then tap at once.
              buttonRef.current?.focus();
            }}
          >
            {playback.onSong && playback.status === "paused" ? t("tap.play.resume") : t("tap.play.start")}
          </button>
        )}
        <span className="tap-along__time small muted" aria-hidden="true">
          {playback.onSong ? formatTime(playback.time, { tenths: true }) : "–:––"}
        </span>
        <fieldset className="tap-along__rates">
          <legend className="visually-hidden">{t("tap.rate.label")}</legend>
          <span className="small muted" aria-hidden="true">
            {t("tap.rate.label")}
          </span>
          {TAP_RATES.map((value) => (
            <button
              key={value}
              type="button"
              className="button button--small"
              aria-pressed={shownRate === value}
              onClick={() => onRate(value)}
            >
              {t("tap.rate.option", { rate: value })}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="small muted tap-along__keys">{t("tap.stage.keys")}</p>
    </section>
  );
}

/** One timed line with its redo and nudges. */
const TimedLine = memo(function TimedLine({
  line,
  index,
  lines,
  isCursor,
  dispatch,
  onRedo,
}: {
  line: TapLine;
  index: number;
  lines: readonly TapLine[];
  isCursor: boolean;
  dispatch: Dispatch<Action>;
  onRedo: (index: number) => void;
}) {
  const { t } = useTranslation("sheets");
  const number = index + 1;
  const end = derivedEnd(lines, index);
  const step = SHEET_NUDGE_S;
  const nudge = (edge: "start" | "end", by: number, name: string, text: string) => {
    const possible = nudgedTime(lines, index, edge, by) !== null;
    return (
      <button
        type="button"
        className="button button--small tap-along__nudge"
        aria-label={name}
        aria-disabled={possible ? undefined : true}
        onClick={() => {
          if (possible) dispatch({ type: "nudge", index, edge, by });
        }}
      >
        {text}
      </button>
    );
  };
  const minus = t("tap.list.minus", { step });
  const plus = t("tap.list.plus", { step });
  return (
    <li
      className={`tap-along__item tap-along__item--${line.part}${isCursor ? " tap-along__item--cursor" : ""}`}
      aria-current={isCursor ? "step" : undefined}
      data-testid="tap-line"
      data-start={line.start ?? ""}
      data-end={end ?? ""}
    >
      <div className="tap-along__item-head">
        <span className="tap-along__item-number">{number}</span>
        <PartBadge part={line.part} />
        <span className="tap-along__item-times small" data-testid="tap-line-times">
          {line.start === null
            ? t("tap.list.notTimed")
            : t("tap.list.times", {
                start: formatTime(line.start, { tenths: true }),
                end: end === null ? "…" : formatTime(end, { tenths: true }),
              })}
        </span>
      </div>
      <p className="tap-along__item-text" lang="ko">
        <bdi>{line.text}</bdi>
      </p>
      <div className="tap-along__item-actions">
        <button
          type="button"
          className="button button--small"
          aria-label={t(line.start === null ? "tap.list.fromHereLabel" : "tap.list.redoLabel", { number, seconds: SHEET_REDO_LEAD_S })}
          onClick={() => onRedo(index)}
        >
          {t(line.start === null ? "tap.list.fromHere" : "tap.list.redo")}
        </button>
        {line.start !== null ? (
          <>
            <span className="tap-along__nudges" role="group" aria-label={t("tap.list.startGroup", { number })}>
              <span className="small muted" aria-hidden="true">
                {t("tap.list.start")}
              </span>
              {nudge("start", -step, t("tap.list.startEarlier", { number, step }), minus)}
              {nudge("start", step, t("tap.list.startLater", { number, step }), plus)}
            </span>
            <span className="tap-along__nudges" role="group" aria-label={t("tap.list.endGroup", { number })}>
              <span className="small muted" aria-hidden="true">
                {t("tap.list.end")}
              </span>
              {nudge("end", -step, t("tap.list.endEarlier", { number, step }), minus)}
              {nudge("end", step, t("tap.list.endLater", { number, step }), plus)}
            </span>
          </>
        ) : null}
      </div>
    </li>
  );
});

type SaveStatus = "idle" | "saving" | "saved" | "failed";

export function TapAlong({ song, existingText, onSave, onCancel }: TapAlongProps) {
  const { t } = useTranslation("sheets");
  const [step, setStep] = useState<"text" | "tap">("text");
  const [text, setText] = useState(existingText ?? "");
  const [state, dispatch] = useReducer(reducer, [], createTapAlong);
  const [rate, setRate] = useState<number>(1);
  const [save, setSave] = useState<SaveStatus>("idle");
  const stageRef = useRef<HTMLElement>(null);
  const [scrollToStage, setScrollToStage] = useState(0);

  // Anything changed after a save: the saved message goes.
  useEffect(() => {
    setSave((old) => (old === "saved" ? "idle" : old));
  }, [state.lines]);

  useEffect(() => {
    if (scrollToStage > 0) stageRef.current?.scrollIntoView({ block: "start" });
  }, [scrollToStage]);

  const playFrom = (seconds: number) => {
    const playback = readPlayerPlayback();
    if (playback.youtubeId === song.youtubeId && playback.ready) {
      sendPlayerCommand({ type: "setRate", rate });
      sendPlayerCommand({ type: "seek", seconds });
      sendPlayerCommand({ type: "play" });
      return;
    }
    // On a phone the panel stays closed: the video docks above the mini-player, the page stays in view.
    const open = !window.matchMedia(`(max-width: ${NARROW_LAYOUT_BELOW_PX - 1}px)`).matches;
    const end = Math.max(song.duration, seconds + MIN_RANGE_GAP_S);
    sendPlayerCommand({
      type: "playSection",
      song: toQueueSong(song),
      section: { start: seconds, end, rate, repeat: false },
      open,
    });
  };

  const onRate = (next: number) => {
    setRate(next);
    if (readPlayerPlayback().youtubeId === song.youtubeId) sendPlayerCommand({ type: "setRate", rate: next });
  };

  const onRedo = useCallback(
    (index: number) => {
      const from = redoFrom(state.lines, index);
      dispatch({ type: "redo", index });
      setStep("tap");
      setScrollToStage((count) => count + 1);
      playFromRef.current(from);
    },
    [state.lines],
  );
  const playFromRef = useRef(playFrom);
  playFromRef.current = playFrom;

  const onNext = (lines: PastedLine[]) => {
    if (!sameLines(state, lines)) {
      if (tappedCount(state) > 0 && !window.confirm(t("tap.text.replaceConfirm"))) return;
      dispatch({ type: "load", lines });
    }
    setStep("tap");
    setScrollToStage((count) => count + 1);
  };

  const tapped = tappedCount(state);
  const onSaveClick = async () => {
    if (tapped === 0 || save === "saving") return;
    const playback = readPlayerPlayback();
    const duration = playback.youtubeId === song.youtubeId && playback.duration > 0 ? playback.duration : song.duration;
    setSave("saving");
    try {
      await onSave(finishTapAlong(state, { duration }));
      setSave("saved");
    } catch {
      setSave("failed");
    }
  };

  if (step === "text") {
    return (
      <div className="tap-along">
        <TextStep text={text} onText={setText} onNext={onNext} onCancel={onCancel} />
      </div>
    );
  }

  return (
    <div className="tap-along">
      <Stage song={song} state={state} dispatch={dispatch} rate={rate} onRate={onRate} playFrom={playFrom} stageRef={stageRef} />
      <section className="tap-along__list stack" aria-labelledby="tap-along-list-heading">
        <div className="tap-along__list-head">
          <h2 id="tap-along-list-heading">{t("tap.list.heading")}</h2>
          <div className="tap-along__actions">
            <button
              type="button"
              className="button button--small"
              aria-disabled={state.history.length === 0 ? true : undefined}
              onClick={() => dispatch({ type: "undo" })}
            >
              {t("tap.undo")}
            </button>
            <button
              type="button"
              className="button button--small"
              aria-disabled={tapped === 0 ? true : undefined}
              onClick={() => dispatch({ type: "reset" })}
            >
              {t("tap.reset")}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => setStep("text")}>
              {t("tap.editText")}
            </button>
          </div>
        </div>
        <ol className="tap-along__items">
          {state.lines.map((line, index) => (
            <TimedLine
              key={index}
              line={line}
              index={index}
              lines={state.lines}
              isCursor={index === state.cursor}
              dispatch={dispatch}
              onRedo={onRedo}
            />
          ))}
        </ol>
        <div className="tap-along__save">
          <p className="small muted">{t("tap.saveNote", { count: tapped, total: state.lines.length })}</p>
          <div className="tap-along__actions">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={tapped === 0 || save === "saving" ? true : undefined}
              onClick={onSaveClick}
            >
              {save === "saving" ? t("tap.saving") : t("tap.save")}
            </button>
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {t("tap.cancel")}
            </button>
          </div>
          <div role="status" className="tap-along__save-status">
            {save === "saved" ? <p className="notice">{t("tap.saved", { count: tapped })}</p> : null}
            {save === "failed" ? <p className="notice notice--error">{t("tap.failed")}</p> : null}
          </div>
        </div>
      </section>
    </div>
  );
}

export default TapAlong;
