// The progress and seek bar (spec §2 "Section management"): the "Seek"
// slider, the saved sections' markers above it (section-markers.tsx), the
// selected range's highlight, and its "Section start" and "Section end"
// handles, each taking presses on its drawn grip only. In section
// mode a press held 1 s marks the range (spec §4 "Range selection"); a
// shorter press, or a drag along the bar, seeks. The markers and handles are
// the slider's siblings, not its children: a slider's children are hidden
// from assistive technology.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { useTranslation } from "~/i18n/react";
import { LONG_PRESS_MS, SEEK_KEY_STEP_S } from "~/shared/constants";
import { formatTime } from "~/shared/time";
import { useClockSeconds, type PlaybackClock } from "../hooks/use-playback-clock";
import { usePlayedFill } from "../hooks/use-played-fill";
import { isLongPress, movedTooFar, type SelectedRange } from "../model/range-selection";
import { dragVibration, handleLimits, moveHandle, moveHandleByKey, type SectionHandle } from "../model/section-handles";
import { completeRange } from "../model/section-mode";
import { clamp, type TimeRange } from "../model/time-range";
import type { LocalSection } from "../sync/section-store";
import { vibrate } from "../hooks/vibrate";
import { SectionMarkers } from "./section-markers";

function percent(time: number, duration: number): string {
  return `${duration > 0 ? clamp(time / duration, 0, 1) * 100 : 0}%`;
}

/** How far along the rail (0 to 1) a pointer at `clientX` is. */
function fractionAt(rail: RefObject<HTMLElement>, clientX: number): number {
  const box = rail.current?.getBoundingClientRect();
  if (!box || box.width === 0) return 0;
  return clamp((clientX - box.left) / box.width, 0, 1);
}

/** Keeps the pointer's moves coming to `element` while it is pressed (a pointer the browser no longer tracks is ignored). */
function capture(element: Element, pointerId: number) {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // the pointer is already gone
  }
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  /** How far along the bar the press began (0 to 1). */
  fraction: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** It moved along the bar: a seek by dragging. */
  dragging: boolean;
  /** It was held long enough to mark the range. */
  marked: boolean;
}

export function SectionSeekBar({
  clock,
  duration,
  sectionMode,
  range,
  selectedId,
  sections,
  onSeek,
  onMark,
  onRangeChange,
  onSelectSection,
}: {
  clock: PlaybackClock;
  duration: number;
  sectionMode: boolean;
  range: SelectedRange;
  selectedId: string | null;
  sections: readonly LocalSection[];
  onSeek: (time: number) => void;
  /** A long press (or Enter in section mode): the time to mark, given the song's duration. */
  onMark: (timeFor: (duration: number) => number) => void;
  onRangeChange: (range: TimeRange) => void;
  onSelectSection: (section: LocalSection) => void;
}) {
  const { t } = useTranslation("sections");
  const hintId = useId();
  const railRef = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  /** Where a drag along the bar would seek to. */
  const [preview, setPreview] = useState<number | null>(null);
  /** Issue 9: where a press in section mode is held, its progress filling over the second. */
  const [holding, setHolding] = useState<number | null>(null);
  // The slider's value in whole seconds: the bar renders once a second while playing.
  const seconds = useClockSeconds(clock);
  const time = preview ?? seconds;
  useEffect(() => () => clearTimeout(press.current?.timer), []);
  const playedRef = useRef<HTMLSpanElement>(null);
  usePlayedFill(playedRef, clock, duration, preview);

  function endPress() {
    clearTimeout(press.current?.timer);
    press.current = null;
    setPreview(null);
    setHolding(null);
  }

  function holdOn() {
    const current = press.current;
    if (!current || current.dragging) return;
    const held = performance.now() - current.startedAt;
    if (!isLongPress(held)) {
      // A timer may fire a fraction early: wait for the rest of the second.
      current.timer = setTimeout(holdOn, Math.max(1, Math.ceil(LONG_PRESS_MS - held)));
      return;
    }
    current.marked = true;
    setHolding(null);
    const { fraction } = current;
    onMark((known) => fraction * known);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    capture(event.currentTarget, event.pointerId);
    clearTimeout(press.current?.timer);
    press.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      fraction: fractionAt(railRef, event.clientX),
      startedAt: performance.now(),
      timer: sectionMode ? setTimeout(holdOn, LONG_PRESS_MS) : undefined,
      dragging: false,
      marked: false,
    };
    if (sectionMode) setHolding(press.current.fraction);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId || current.marked) return;
    if (!current.dragging && movedTooFar(event.clientX - current.x, event.clientY - current.y)) {
      current.dragging = true;
      clearTimeout(current.timer);
      setHolding(null);
    }
    if (current.dragging) setPreview(fractionAt(railRef, event.clientX) * duration);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    endPress();
    if (current.marked || duration <= 0) return;
    onSeek((current.dragging ? fractionAt(railRef, event.clientX) : current.fraction) * duration);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const now = clock.time();
    let to: number | null = null;
    if (event.key === "ArrowRight" || event.key === "ArrowUp") to = now + SEEK_KEY_STEP_S;
    else if (event.key === "ArrowLeft" || event.key === "ArrowDown") to = now - SEEK_KEY_STEP_S;
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = duration;
    else if (sectionMode && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      onMark(() => now);
      return;
    }
    if (to === null || duration <= 0) return;
    event.preventDefault();
    onSeek(clamp(to, 0, duration));
  }

  const complete = sectionMode ? completeRange(range) : null;
  const startOnly = sectionMode && !complete ? range.start : null;
  return (
    <div className="section-bar">
      {duration > 0 && sections.length > 0 ? (
        <SectionMarkers
          sections={sections}
          duration={duration}
          selectedId={selectedId}
          onSelectSection={onSelectSection}
        />
      ) : null}
      <div className="section-bar__rail" ref={railRef}>
        {holding !== null ? (
          <span
            className="section-bar__hold"
            style={{ left: `clamp(22px, ${holding * 100}%, calc(100% - 22px))` }}
            aria-hidden="true"
            data-testid="long-press-progress"
          >
            <span className="section-bar__hold-fill" />
          </span>
        ) : null}
        <div
          className="section-bar__track"
          role="slider"
          tabIndex={0}
          aria-label={t("controls.seek")}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.floor(time)}
          aria-valuetext={t("controls.seekValue", { current: formatTime(time), duration: formatTime(duration) })}
          aria-describedby={sectionMode ? hintId : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={endPress}
          onContextMenu={(event) => sectionMode && event.preventDefault()}
          onKeyDown={onKeyDown}
        >
          <span ref={playedRef} className="section-bar__played" />
          {complete ? (
            <span
              className="section-bar__highlight"
              data-testid="section-highlight"
              style={{
                left: percent(complete.start, duration),
                width: percent(complete.end - complete.start, duration),
              }}
            />
          ) : startOnly !== null ? (
            <span className="section-bar__start" style={{ left: percent(startOnly, duration) }} />
          ) : null}
        </div>
        {complete && duration > 0
          ? (["start", "end"] as const).map((handle) => (
              <RangeHandle
                key={handle}
                handle={handle}
                range={complete}
                duration={duration}
                railRef={railRef}
                onChange={onRangeChange}
              />
            ))
          : null}
      </div>
      {sectionMode ? (
        <p id={hintId} className="visually-hidden">
          {t("hints.longPress")} {t("hints.keyboard")}
        </p>
      ) : null}
    </div>
  );
}

/** One handle of the selected range: a slider moved by pointer (mouse, pen, touch) or keyboard. */
function RangeHandle({
  handle,
  range,
  duration,
  railRef,
  onChange,
}: {
  handle: SectionHandle;
  range: TimeRange;
  duration: number;
  railRef: RefObject<HTMLDivElement>;
  onChange: (range: TimeRange) => void;
}) {
  const { t } = useTranslation("sections");
  const dragging = useRef<number | null>(null);
  const { min, max } = handleLimits(range, handle, duration);
  const value = range[handle];

  const finish = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    vibrate(dragVibration("end", event.pointerType));
  };

  return (
    <div
      className={`section-handle section-handle--${handle}`}
      role="slider"
      tabIndex={0}
      aria-label={t(`controls.${handle}`)}
      aria-orientation="horizontal"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={formatTime(value, { tenths: true })}
      style={{ left: percent(value, duration) }}
      onKeyDown={(event) => {
        const next = moveHandleByKey(range, handle, event.key, event.shiftKey, duration);
        if (!next) return;
        event.preventDefault();
        onChange(next);
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        capture(event.currentTarget, event.pointerId);
        event.currentTarget.focus();
        dragging.current = event.pointerId;
        vibrate(dragVibration("start", event.pointerType));
      }}
      onPointerMove={(event) => {
        if (dragging.current !== event.pointerId) return;
        onChange(moveHandle(range, handle, fractionAt(railRef, event.clientX) * duration, duration));
      }}
      onPointerUp={finish}
      onPointerCancel={finish}
    >
      <span className="section-handle__grip" aria-hidden="true" />
    </div>
  );
}
