// The lyrics display (spec §2 "Lyrics overlay"), directly under the video and
// never over it (YouTube's terms): the current line with its pronunciation,
// the next line, and a countdown in whole seconds when a section starts
// within 3 s. Lines that overlap are all shown, stacked in playback order
// (issue 9); a shared chant is marked as such, and the fans' part of a chant
// (issue 12) carries a label (not colour alone), read by screen readers too.
// Issue 25: a still box (one height before, during and after a line: long or
// stacked lines shrink), "Next chant at 0:20" while no line plays, the fans'
// chants' switch beside the lines (on by default, remembered), and while a
// range is set the box stays in view under the sticky video.
// Issue 27 (docs/decisions/134-part-lanes-and-syllables.md): every line in
// its part's lane (a badge with a label and a shape, the lane's rule), spans
// of another part in their own lane, a line with syllable times highlighted
// span by span (hooks/use-span-highlight.ts: no render), the romanisation
// (the hand correction, else the automatic draft) below, above, alone or not
// at all, and one part hidden to recall it: the "View" options, remembered in
// this browser (shared/lyrics-view-preference.ts).
// It renders only when one of those changes; the playback clock reads the
// player at exactly those moments.
import { useContext, useEffect, useId, useMemo, useRef, useSyncExternalStore } from "react";
import { LaneLegend, LaneText, PartBadge, useRomanization } from "~/components/chant-lane";
import { useTranslation } from "~/i18n/react";
import { hasHangul, hasMaskedSpan, isPartHidden, ROMANIZATION_MODES, type HiddenPart, type RomanizationMode } from "~/shared/chant-lanes";
import { CHANT_PART_DEFAULT, CHANT_PARTS } from "~/shared/constants";
import { useHiddenPart, useRomanizationMode } from "~/shared/lyrics-view-preference";
import { formatTime } from "~/shared/time";
import { LyricsContext } from "../hooks/use-fan-chants";
import type { PlaybackClock } from "../hooks/use-playback-clock";
import { useSpanHighlight } from "../hooks/use-span-highlight";
import { lyricsIdle, type DisplaySection, type LyricsIdle } from "../model/community-sections";
import { compareSections, containsTime, findCurrentSection, findNextSection, findUpcomingSection } from "../model/sections";

/** Every line playing at `time`, in playback order (start, then line number). */
export function currentLines<S extends DisplaySection>(lines: readonly S[], time: number): S[] {
  return lines.filter((line) => containsTime(line, time)).sort(compareSections);
}

/** Lines longer than this (characters) are set smaller, so two rows hold them... */
const LONG_LINE_CHARS = 26;
/** ...and longer than this, smaller still, on up to three rows. */
const LONGER_LINE_CHARS = 44;

function lengthClass(lyrics: string | null): string {
  const length = (lyrics ?? "").length;
  if (length > LONGER_LINE_CHARS) return "player-lyrics__line--longer";
  return length > LONG_LINE_CHARS ? "player-lyrics__line--long" : "";
}

const isFansPart = (line: DisplaySection) => line.part === "fans";
const partOf = (line: DisplaySection) => line.part ?? CHANT_PART_DEFAULT;

/** The line's part: its badge before the line, and read before it ("Fans' part: …"). */
function LinePart({ line }: { line: DisplaySection }) {
  return (
    <>
      <PartBadge part={partOf(line)} className="player-lyrics__part" />
      <span className="visually-hidden">: </span>
    </>
  );
}

/** The romanisation's row: kept (empty) while it loads, so the box does not jump. */
function RomanRow({ text }: { text: string | null }) {
  return <p className="player-lyrics__pronunciation">{text}</p>;
}

/** A line playing now, in its lane: badge, text (spans highlighted in time) and romanisation. */
function CurrentLine({
  line,
  clock,
  mode,
  hiddenPart,
  romanRow,
}: {
  line: DisplaySection;
  clock: PlaybackClock;
  mode: RomanizationMode;
  hiddenPart: HiddenPart;
  /** Whether the box keeps a romanisation row (some line has one to show). */
  romanRow: boolean;
}) {
  const { t } = useTranslation("sections");
  const ref = useRef<HTMLParagraphElement>(null);
  const lyrics = line.lyrics ?? "";
  const hidden = isPartHidden(hiddenPart, partOf(line));
  // A masked span's words would show in the romanisation: none then.
  const masked = hasMaskedSpan(line.spans, line.part, hiddenPart);
  const roman = useRomanization(lyrics, line.pronunciation, mode !== "hangul" && !hidden && !masked);
  const romanOnly = mode === "roman" && roman !== null;
  useSpanHighlight(ref, hidden || romanOnly ? null : line.spans, clock, `${mode}|${hiddenPart}`);
  const row = romanRow && (mode === "above" || mode === "below") ? <RomanRow text={hidden ? null : roman} /> : null;
  return (
    <div
      className={`player-lyrics__current lane lane--${partOf(line)}`}
      data-shared={line.shared || undefined}
      data-part={line.part}
      data-hidden={hidden || undefined}
    >
      {mode === "above" ? row : null}
      <p
        ref={ref}
        className={[
          "player-lyrics__line",
          isFansPart(line) ? "player-lyrics__line--fans" : "",
          lengthClass(romanOnly ? roman : line.lyrics),
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {line.shared ? <span className="player-badge">{t("community.badge")}</span> : null}
        <LinePart line={line} />
        {hidden ? (
          <span className="player-lyrics__hidden">{t("lyrics.hiddenLine")}</span>
        ) : romanOnly ? (
          <bdi>{roman}</bdi>
        ) : (
          <LaneText lyrics={lyrics} spans={line.spans} part={line.part} hiddenPart={hiddenPart} />
        )}
      </p>
      {mode === "below" ? row : null}
    </div>
  );
}

/** The next line, small: its part and its text (a hidden part's text stays hidden). */
function NextLine({ line, hiddenPart }: { line: DisplaySection; hiddenPart: HiddenPart }) {
  const { t } = useTranslation("sections");
  return (
    <>
      <span className="player-lyrics__label">{t("lyrics.next")}</span> <LinePart line={line} />{" "}
      {isPartHidden(hiddenPart, partOf(line)) ? (
        <span className="player-lyrics__hidden">{t("lyrics.hiddenLine")}</span>
      ) : (
        <LaneText lyrics={line.lyrics ?? ""} spans={line.spans} part={line.part} hiddenPart={hiddenPart} />
      )}
    </>
  );
}

/**
 * "View": the romanisation mode and the part to hide, with the parts' legend. A disclosure in the
 * box's bar whose body drops over the lines below it (never up over the video).
 */
function ViewOptions() {
  const { t } = useTranslation("sections");
  const { t: tArchive } = useTranslation("archive");
  const [mode, setMode] = useRomanizationMode();
  const [hiddenPart, setHiddenPart] = useHiddenPart();
  const id = useId();
  return (
    <details className="player-lyrics__options">
      <summary aria-label={t("lyrics.optionsLabel")}>{t("lyrics.options")}</summary>
      <div className="player-lyrics__options-body">
        <label htmlFor={`${id}-roman`}>{t("lyrics.romanization")}</label>
        <select
          id={`${id}-roman`}
          value={mode}
          onChange={(event) => setMode(event.target.value as RomanizationMode)}
        >
          {ROMANIZATION_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`lyrics.modes.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-hide`}>{t("lyrics.hidePart")}</label>
        <select
          id={`${id}-hide`}
          value={hiddenPart}
          onChange={(event) => setHiddenPart(event.target.value as HiddenPart)}
        >
          <option value="none">{t("lyrics.hideNone")}</option>
          {CHANT_PARTS.map((part) => (
            <option key={part} value={part}>
              {tArchive(`parts.${part}`)}
            </option>
          ))}
          <option value="all">{t("lyrics.hideAll")}</option>
        </select>
        <LaneLegend className="player-lyrics__legend" />
      </div>
    </details>
  );
}

function shownAt(sections: readonly DisplaySection[], lines: readonly DisplaySection[], time: number, fansHidden: boolean) {
  return {
    lines: currentLines(lines, time),
    /** Without a line to sing, at least which section is playing. */
    section: findCurrentSection(sections, time),
    next: findNextSection(lines, time),
    upcoming: findUpcomingSection(sections, time),
    idle: lyricsIdle(lines, time, { fansHidden }),
  };
}

function idleText(idle: LyricsIdle, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (idle.kind) {
    case "next":
      return t("lyrics.nextAt", { time: formatTime(idle.at) });
    case "over":
      return t("lyrics.over");
    case "none":
      return t("lyrics.none");
    case "switchedOff":
      return t("lyrics.switchedOff");
  }
}

/** The fans' chants' switch, where the song has some (issue 25). */
function ChantsSwitch() {
  const { t } = useTranslation("sections");
  const context = useContext(LyricsContext);
  if (!context?.chants.available?.length) return null;
  const { chants } = context;
  return (
    <label className="player-switch player-lyrics__switch">
      <input type="checkbox" checked={chants.shown} onChange={(event) => chants.show(event.target.checked)} />
      <span>{t("community.show")}</span>
    </label>
  );
}

/**
 * Pinned, the box sticks right under the sticky video: its offset follows the
 * stage's real height (and sticky top), whatever the layout makes of them.
 */
function usePinnedUnderStage(pinned: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    const stage = element?.closest(".player-panel")?.querySelector<HTMLElement>(".player-stage");
    if (!pinned || !element || !stage || typeof ResizeObserver !== "function") return;
    const place = () => {
      const top = Number.parseFloat(getComputedStyle(stage).top) || 0;
      element.style.setProperty("--lyrics-pin-top", `${top + stage.offsetHeight}px`);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(stage);
    return () => {
      observer.disconnect();
      element.style.removeProperty("--lyrics-pin-top");
    };
  }, [pinned]);
  return ref;
}

export function LyricsDisplay({
  clock,
  sections,
  variant,
}: {
  clock: PlaybackClock;
  sections: readonly DisplaySection[];
  /** The karaoke view shows the lines large. */
  variant?: "karaoke";
}) {
  const { t } = useTranslation("sections");
  const context = useContext(LyricsContext);
  const fansHidden = Boolean(context && !context.chants.shown && context.chants.available?.length);
  // Spec §7: the lyrics loader keeps only sections with lyrics that are not blank.
  const lines = useMemo(() => sections.filter((section) => section.lyrics?.trim()), [sections]);
  useSyncExternalStore(
    clock.subscribe,
    () => {
      const { lines: now, section, next, upcoming } = shownAt(sections, lines, clock.time(), fansHidden);
      return `${now.map((line) => line.id).join(",")}|${section?.id}|${next?.id}|${upcoming?.section.id}|${upcoming?.countdown}`;
    },
    () => "",
  );
  const { lines: now, section, next, upcoming, idle } = shownAt(sections, lines, clock.time(), fansHidden);
  const [mode] = useRomanizationMode();
  const [hiddenPart] = useHiddenPart();
  // A row for the romanisation while some line of the song has one (a correction, or Hangul to romanise).
  const withPronunciation =
    (mode === "above" || mode === "below") &&
    lines.some((candidate) => candidate.pronunciation || hasHangul(candidate.lyrics));
  const pinned = !variant && Boolean(context?.pinned);
  const ref = usePinnedUnderStage(pinned);
  const classes = ["player-lyrics"];
  if (variant) classes.push(`player-lyrics--${variant}`);
  if (pinned) classes.push("player-lyrics--pinned");
  // One height whatever plays (player.css): the controls below never move as the song plays.
  return (
    <section ref={ref} className={classes.join(" ")} aria-label={t("lyrics.label")} data-testid="lyrics-display">
      <div className="player-lyrics__bar">
        <p className="player-lyrics__countdown" role="timer">
          {upcoming ? t("countdown", { name: upcoming.section.name, seconds: upcoming.countdown }) : null}
        </p>
        <ViewOptions />
        <ChantsSwitch />
      </div>
      <div className="player-lyrics__now" data-lines={now.length > 1 ? "stacked" : undefined}>
        {now.length > 0 ? (
          now.map((line) => (
            <CurrentLine
              key={line.id}
              line={line}
              clock={clock}
              mode={mode}
              hiddenPart={hiddenPart}
              romanRow={withPronunciation}
            />
          ))
        ) : (
          <div className="player-lyrics__current player-lyrics__current--idle">
            <p className="player-lyrics__line player-lyrics__line--idle" data-testid="lyrics-idle">
              {section ? (
                <>
                  <span className="player-lyrics__section"><bdi>{section.name}</bdi></span> ·{" "}
                </>
              ) : null}
              {idleText(idle, t)}
            </p>
            {withPronunciation ? <p className="player-lyrics__pronunciation" /> : null}
          </div>
        )}
      </div>
      <p className="player-lyrics__next">
        {next ? <NextLine line={next} hiddenPart={hiddenPart} /> : null}
      </p>
    </section>
  );
}
