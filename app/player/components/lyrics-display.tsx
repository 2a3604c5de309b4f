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
// It renders only when one of those changes; the playback clock reads the
// player at exactly those moments.
import { useContext, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { formatTime } from "~/shared/time";
import { LyricsContext } from "../hooks/use-fan-chants";
import type { PlaybackClock } from "../hooks/use-playback-clock";
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

/** "Fans' part": shown before a line the fans chant, and read before it. */
function FansPartLabel() {
  const { t } = useTranslation("sections");
  return (
    <span className="player-lyrics__part">
      {t("lyrics.fansPart")}
      <span className="visually-hidden">: </span>
    </span>
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
  const withPronunciation = lines.some((candidate) => candidate.pronunciation);
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
        <ChantsSwitch />
      </div>
      <div className="player-lyrics__now" data-lines={now.length > 1 ? "stacked" : undefined}>
        {now.length > 0 ? (
          now.map((line) => (
            <div
              key={line.id}
              className="player-lyrics__current"
              data-shared={line.shared || undefined}
              data-part={line.part}
            >
              <p
                className={[
                  "player-lyrics__line",
                  isFansPart(line) ? "player-lyrics__line--fans" : "",
                  lengthClass(line.lyrics),
                ]
                  .filter(Boolean)
                  .join(" ")}
              >
                {line.shared ? <span className="player-badge">{t("community.badge")}</span> : null}
                {isFansPart(line) ? <FansPartLabel /> : null}
                <bdi>{line.lyrics}</bdi>
              </p>
              {withPronunciation ? <p className="player-lyrics__pronunciation">{line.pronunciation}</p> : null}
            </div>
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
        {next ? (
          <>
            <span className="player-lyrics__label">{t("lyrics.next")}</span>{" "}
            {isFansPart(next) ? <FansPartLabel /> : null}
            <bdi>{next.lyrics}</bdi>
          </>
        ) : null}
      </p>
    </section>
  );
}
