// Setting the selected range precisely (issue 25, item 9), below the section
// buttons while a range is selected: a zoomed bar showing only the range and
// a little either side (its grips dragged to the tenth of a second), and for
// each edge a field taking m:ss.s and four nudge buttons (−1, −0.1, +0.1,
// +1 s). The rules are the handles' (spec §5, model/range-editor.ts). The
// zoomed bar is for pointers; keyboards and screen readers have the fields,
// the buttons and the seek bar's own handles.
import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { useTranslation } from "~/i18n/react";
import { formatTime } from "~/shared/time";
import type { PlaybackClock } from "../hooks/use-playback-clock";
import { vibrate } from "../hooks/vibrate";
import {
  canNudge,
  dragEdge,
  fractionInWindow,
  nearerEdge,
  nudgeEdge,
  NUDGE_STEPS_S,
  timeInWindow,
  typeEdge,
  zoomWindow,
  type NudgeStep,
} from "../model/range-editor";
import { dragVibration, type SectionHandle } from "../model/section-handles";
import { roundToMillisecond, type TimeRange } from "../model/time-range";

const EDGES: readonly SectionHandle[] = ["start", "end"];

/** A percentage of the zoomed bar for CSS. */
const at = (fraction: number) => `${fraction * 100}%`;

/** The selected range, the song's length, its clock, and what to do with a new range. */
interface RangeProps {
  range: TimeRange;
  duration: number;
  clock: PlaybackClock;
  onChange: (range: TimeRange) => void;
}

export function RangeEditor({
  range,
  duration,
  clock,
  onChange,
}: RangeProps) {
  const { t } = useTranslation("sections");
  const titleId = useId();
  const hintId = useId();
  const length = roundToMillisecond(range.end - range.start);
  return (
    <div className="range-editor" role="group" aria-labelledby={titleId} data-testid="range-editor">
      <p id={titleId} className="range-editor__title">
        {t("rangeEditor.title")}{" "}
        <span className="range-editor__length">{t("rangeEditor.length", { seconds: length.toFixed(1) })}</span>
      </p>
      <RangeZoom range={range} duration={duration} clock={clock} onChange={onChange} />
      <div className="range-editor__edges">
        {EDGES.map((edge) => (
          <EdgeField key={edge} edge={edge} range={range} duration={duration} hintId={hintId} onChange={onChange} />
        ))}
      </div>
      <p id={hintId} className="range-editor__hint">
        {t("rangeEditor.hint")}
      </p>
    </div>
  );
}

interface Drag {
  pointerId: number;
  handle: SectionHandle;
  /** The edge's time minus the pointer's when it was taken (a grip sits beside its edge). */
  offset: number;
  /** The span shown when the drag began: it stays put under the finger until it ends. */
  span: TimeRange;
}

/** The zoomed bar: the range and a little either side, its grips dragged to the tenth. */
function RangeZoom({
  range,
  duration,
  clock,
  onChange,
}: RangeProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [frozen, setFrozen] = useState<TimeRange | null>(null);
  const span = frozen ?? zoomWindow(range, duration);
  const tenths = useSyncExternalStore(
    clock.subscribe,
    () => Math.floor(clock.time() * 10),
    () => 0,
  );
  const playing = tenths / 10;

  function timeAt(clientX: number, shown: TimeRange): number {
    const box = trackRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return shown.start;
    return timeInWindow((clientX - box.left) / box.width, shown);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || drag.current) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // the pointer is already gone
    }
    const pointerTime = timeAt(event.clientX, span);
    const grip = (event.target as Element).closest<HTMLElement>("[data-edge]")?.dataset.edge as SectionHandle | undefined;
    const handle = grip ?? nearerEdge(range, pointerTime);
    // A grip keeps its edge where it is until it moves; a press beside the grips brings the nearer edge there.
    const offset = grip ? range[handle] - pointerTime : 0;
    drag.current = { pointerId: event.pointerId, handle, offset, span };
    setFrozen(span);
    vibrate(dragVibration("start", event.pointerType));
    if (!grip) onChange(dragEdge(range, handle, pointerTime, 0, duration));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    onChange(dragEdge(range, current.handle, timeAt(event.clientX, current.span), current.offset, duration));
  }

  function finish(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setFrozen(null);
    vibrate(dragVibration("end", event.pointerType));
  }

  const start = fractionInWindow(range.start, span);
  const end = fractionInWindow(range.end, span);
  const showsPlayhead = playing >= span.start && playing <= span.end;
  return (
    <div className="range-zoom" aria-hidden="true">
      <div
        ref={trackRef}
        className="range-zoom__track"
        data-testid="range-zoom"
        data-dragging={frozen ? "" : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onContextMenu={(event) => event.preventDefault()}
      >
        <span
          className="range-zoom__range"
          data-testid="range-zoom-range"
          style={{ left: at(start), width: at(end - start) }}
        />
        {showsPlayhead ? (
          <span className="range-zoom__playhead" style={{ left: at(fractionInWindow(playing, span)) }} />
        ) : null}
        {EDGES.map((edge) => (
          <span
            key={edge}
            className={`range-zoom__grip range-zoom__grip--${edge}`}
            data-edge={edge}
            style={{ left: at(edge === "start" ? start : end) }}
          >
            <span className="section-handle__grip" />
          </span>
        ))}
      </div>
      <div className="range-zoom__scale">
        <span>{formatTime(span.start, { tenths: true })}</span>
        <span>{formatTime(span.end, { tenths: true })}</span>
      </div>
    </div>
  );
}

/** One edge: its time typed as m:ss.s (Enter or leaving the field applies it) and its nudges. */
function EdgeField({
  edge,
  range,
  duration,
  hintId,
  onChange,
}: {
  edge: SectionHandle;
  range: TimeRange;
  duration: number;
  /** The fields' shared hint (the formats they take). */
  hintId: string;
  onChange: (range: TimeRange) => void;
}) {
  const { t } = useTranslation("sections");
  const id = useId();
  /** What the fan typed and has not applied (or that was refused): null shows the edge's time. */
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = formatTime(range[edge], { tenths: true });

  function apply() {
    if (draft === null) return;
    const typed = typeEdge(range, edge, draft, duration);
    if (typed.ok) {
      setDraft(null);
      setError(null);
      onChange(typed.range);
      return;
    }
    // The range keeps its time; the field keeps what was typed, to be corrected.
    setError(
      typed.reason === "format"
        ? t("rangeEditor.errors.format")
        : t(`rangeEditor.errors.${edge}Limits`, {
            min: formatTime(typed.min, { tenths: true }),
            max: Number.isFinite(typed.max) ? formatTime(typed.max, { tenths: true }) : "",
          }),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape" && draft !== null) {
      // Back to the edge's time (and the dialog or panel keeps its Escape otherwise).
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      setError(null);
    }
  }

  function nudge(step: NudgeStep) {
    if (!canNudge(range, edge, step, duration)) return;
    setDraft(null);
    setError(null);
    onChange(nudgeEdge(range, edge, step, duration));
  }

  const errorId = `${id}-error`;
  return (
    <div className={`range-edge range-edge--${edge}`}>
      <label className="range-edge__label" htmlFor={id}>
        {t(`rangeEditor.${edge}`)}
      </label>
      <div className="range-edge__row">
        <input
          id={id}
          className="range-edge__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={draft ?? shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={apply}
        />
        <div className="range-edge__nudges">
          {NUDGE_STEPS_S.map((step) => {
            const possible = canNudge(range, edge, step, duration);
            const size = Math.abs(step) === 1 ? "1" : "0.1";
            return (
              <button
                key={step}
                type="button"
                className="range-edge__nudge"
                aria-label={t(`rangeEditor.nudge.${edge}.${step < 0 ? "earlier" : "later"}`, { seconds: size })}
                aria-disabled={possible ? undefined : true}
                onClick={() => nudge(step)}
              >
                {t("rangeEditor.step", { step: `${step < 0 ? "−" : "+"}${size}` })}
              </button>
            );
          })}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="range-edge__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
