// The lyrics display (spec §2 "Lyrics overlay"), directly under the video and
// never over it (YouTube's terms): the current line with its pronunciation,
// the next line, and a countdown in whole seconds when a section starts
// within 3 s. Lines that overlap are all shown, stacked in playback order
// (issue 9); a shared chant is marked as such, and the fans' part of a chant
// (issue 12) carries a label (not colour alone), read by screen readers too.
// It renders only when one of those changes; the playback clock reads the
// player at exactly those moments.
import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import type { PlaybackClock } from "../hooks/use-playback-clock";
import type { DisplaySection } from "../model/community-sections";
import { compareSections, containsTime, findCurrentSection, findNextSection, findUpcomingSection } from "../model/sections";

/** Every line playing at `time`, in playback order (start, then line number). */
export function currentLines<S extends DisplaySection>(lines: readonly S[], time: number): S[] {
  return lines.filter((line) => containsTime(line, time)).sort(compareSections);
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

function shownAt(sections: readonly DisplaySection[], lines: readonly DisplaySection[], time: number) {
  return {
    lines: currentLines(lines, time),
    /** Without a line to sing, at least which section is playing. */
    section: findCurrentSection(sections, time),
    next: findNextSection(lines, time),
    upcoming: findUpcomingSection(sections, time),
  };
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
  // Spec §7: the lyrics loader keeps only sections with lyrics that are not blank.
  const lines = useMemo(() => sections.filter((section) => section.lyrics?.trim()), [sections]);
  useSyncExternalStore(
    clock.subscribe,
    () => {
      const { lines: now, section, next, upcoming } = shownAt(sections, lines, clock.time());
      return `${now.map((line) => line.id).join(",")}|${section?.id}|${next?.id}|${upcoming?.section.id}|${upcoming?.countdown}`;
    },
    () => "",
  );
  if (sections.length === 0) return null;
  const { lines: now, section, next, upcoming } = shownAt(sections, lines, clock.time());
  const withPronunciation = lines.some((candidate) => candidate.pronunciation);
  // Lines keep their place while empty, so the controls below never jump as the song plays.
  return (
    <section
      className={variant ? `player-lyrics player-lyrics--${variant}` : "player-lyrics"}
      aria-label={t("lyrics.label")}
      data-testid="lyrics-display"
    >
      {now.length > 0 ? (
        now.map((line) => (
          <div
            key={line.id}
            className="player-lyrics__current"
            data-shared={line.shared || undefined}
            data-part={line.part}
          >
            <p className={isFansPart(line) ? "player-lyrics__line player-lyrics__line--fans" : "player-lyrics__line"}>
              {line.shared ? <span className="player-badge">{t("community.badge")}</span> : null}
              {isFansPart(line) ? <FansPartLabel /> : null}
              {line.lyrics}
            </p>
            {withPronunciation ? <p className="player-lyrics__pronunciation">{line.pronunciation}</p> : null}
          </div>
        ))
      ) : (
        <div className="player-lyrics__current">
          <p className="player-lyrics__line player-lyrics__line--section">{section?.name}</p>
          {withPronunciation ? <p className="player-lyrics__pronunciation" /> : null}
        </div>
      )}
      {lines.length > 0 ? (
        <p className="player-lyrics__next">
          {next ? (
            <>
              <span className="player-lyrics__label">{t("lyrics.next")}</span>{" "}
              {isFansPart(next) ? <FansPartLabel /> : null}
              {next.lyrics}
            </>
          ) : null}
        </p>
      ) : null}
      <p className="player-lyrics__countdown" role="timer">
        {upcoming ? t("countdown", { name: upcoming.section.name, seconds: upcoming.countdown }) : null}
      </p>
    </section>
  );
}
