// The syllable pass of one line (issue 27): the line plays from 2 s before it
// and the fan holds the big button through each syllable (each Hangul
// syllable, other words whole: sheets/syllables.ts) — the press starts it, the
// release ends it; a quick tap lets the next one end it. The times are song
// times at every speed (the player's time, read at the press). Client-only:
// the sheet page loads it with React.lazy.
import { useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/i18n/react";
import { readPlayerPlayback, sendPlayerCommand, toQueueSong } from "~/player/api/commands";
import type { SectionSpan } from "~/schemas/section";
import type { SheetView } from "~/schemas/sheet";
import { NARROW_LAYOUT_BELOW_PX, PLAYBACK_RATES } from "~/shared/constants";
import { SHEET_REDO_LEAD_S } from "~/sheets/constants";
import { spansFromTaps, syllablesOf } from "../syllables";
import { createTapAlong, tapAlongReducer } from "../tap-along";

type Line = SheetView["lines"][number];

export interface SyllableTimerProps {
  song: SheetView["song"];
  line: Line;
  /** Saves the line's spans; a rejection keeps the taps to try again. */
  onSave: (spans: SectionSpan[]) => Promise<void>;
  onClose: () => void;
}

const RATES = PLAYBACK_RATES.filter((rate) => rate <= 1);

export function SyllableTimer({ song, line, onSave, onClose }: SyllableTimerProps) {
  const { t } = useTranslation("sheets");
  const pieces = syllablesOf(line.text);
  const [state, dispatch] = useReducer(tapAlongReducer, pieces, (texts) =>
    createTapAlong(texts.map((text) => ({ text, part: line.part }))),
  );
  const [rate, setRate] = useState(0.75);
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed" | "notPlaying">("idle");
  const holding = useRef(false);
  const holdButton = useRef<HTMLButtonElement>(null);

  const play = () => {
    const from = Math.max(0, line.start - SHEET_REDO_LEAD_S);
    const playback = readPlayerPlayback();
    if (playback.youtubeId === song.youtubeId && playback.ready) {
      sendPlayerCommand({ type: "setRate", rate });
      sendPlayerCommand({ type: "seek", seconds: from });
      sendPlayerCommand({ type: "play" });
    } else {
      // On a phone the panel stays closed: the video docks above the mini-player (YouTube's rules).
      const open = !window.matchMedia(`(max-width: ${NARROW_LAYOUT_BELOW_PX - 1}px)`).matches;
      sendPlayerCommand({ type: "playSection", song: toQueueSong(song), section: { start: from, end: line.end + 1, rate, repeat: false }, open });
    }
    dispatch({ type: "reset" });
    setStatus("idle");
    // The button to the top of the screen, clear of the video docked at the bottom on a phone; Space and Enter hold it.
    holdButton.current?.scrollIntoView({ block: "start" });
    holdButton.current?.focus({ preventScroll: true });
  };

  const press = () => {
    const playback = readPlayerPlayback();
    if (playback.youtubeId !== song.youtubeId || playback.status !== "playing") {
      setStatus("notPlaying");
      return;
    }
    holding.current = true;
    // Painted at once, not with the next batch: the fan sees the press land.
    flushSync(() => dispatch({ type: "press", songTime: playback.time, at: performance.now() }));
  };
  const release = () => {
    if (!holding.current) return;
    holding.current = false;
    dispatch({ type: "release", songTime: readPlayerPlayback().time, at: performance.now() });
  };

  const next = state.lines[state.cursor];
  const timed = state.lines.filter((piece) => piece.start !== null).length;
  const save = async () => {
    setStatus("saving");
    try {
      await onSave(spansFromTaps(pieces, state.lines, line));
      setStatus("saved");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <section className="syllable-timer stack" aria-label={t("syllables.heading", { text: line.text })}>
      <h3>{t("syllables.heading", { text: line.text })}</h3>
      <p className="small muted">{t("syllables.explain")}</p>
      <ol className="syllable-timer__pieces" aria-label={t("syllables.pieces")}>
        {state.lines.map((piece, index) => (
          <li
            key={index}
            className={`syllable-timer__piece${piece.start !== null ? " syllable-timer__piece--timed" : ""}${index === state.cursor ? " syllable-timer__piece--next" : ""}`}
            data-start={piece.start ?? ""}
            data-end={piece.end ?? ""}
            data-testid="syllable"
          >
            <bdi lang="ko">{piece.text}</bdi>
          </li>
        ))}
      </ol>
      <div className="action-row">
        <button type="button" className="button button--primary" onClick={play}>
          {t("syllables.play")}
        </button>
        <fieldset className="syllable-timer__rates">
          <legend className="visually-hidden">{t("syllables.rate")}</legend>
          {RATES.map((value) => (
            <button key={value} type="button" className="button button--small" aria-pressed={rate === value} onClick={() => setRate(value)}>
              {t("syllables.rateOption", { rate: value })}
            </button>
          ))}
        </fieldset>
      </div>
      <button
        ref={holdButton}
        type="button"
        className="syllable-timer__hold"
        data-testid="syllable-button"
        disabled={!next}
        aria-label={next ? t("syllables.holdNamed", { text: next.text.trim(), index: state.cursor + 1, count: pieces.length }) : t("syllables.done")}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          press();
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if ((event.key === " " || event.key === "Enter") && !event.repeat) {
            event.preventDefault();
            press();
          }
        }}
        onKeyUp={(event) => {
          if (event.key === " " || event.key === "Enter") {
            event.preventDefault();
            release();
          }
        }}
      >
        <span aria-hidden="true">{next ? next.text.trim() : "✓"}</span>
      </button>
      <p className="small" data-testid="syllable-progress">
        {t("syllables.progress", { timed, count: pieces.length })}
      </p>
      <div className="action-row">
        <button type="button" className="button" onClick={() => dispatch({ type: "undo" })} disabled={state.history.length === 0}>
          {t("syllables.undo")}
        </button>
        <button type="button" className="button button--primary" onClick={save} disabled={timed === 0 || status === "saving"}>
          {t("syllables.save")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("syllables.close")}
        </button>
      </div>
      <p role="status" className="small">
        {status === "idle" || status === "saving" ? null : t(`syllables.status.${status}`, { count: timed })}
      </p>
    </section>
  );
}

export default SyllableTimer;
