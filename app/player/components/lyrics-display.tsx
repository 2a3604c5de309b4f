// The lyrics display (spec §2 "Lyrics overlay"), directly under the video and
// never over it (YouTube's terms): the current line with its pronunciation,
// the next line, and a countdown in whole seconds when a section starts
// within 3 s. It renders only when one of those changes; the playback clock
// reads the player at exactly those moments.
import { useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import type { PlaybackClock } from "../hooks/use-playback-clock";
import { findCurrentSection, findNextSection, findUpcomingSection } from "../model/sections";
import type { LocalSection } from "../section-store";

function shownAt(sections: readonly LocalSection[], lines: readonly LocalSection[], time: number) {
  return {
    line: findCurrentSection(lines, time),
    /** Without a line to sing, at least which section is playing. */
    section: findCurrentSection(sections, time),
    next: findNextSection(lines, time),
    upcoming: findUpcomingSection(sections, time),
  };
}

export function LyricsDisplay({ clock, sections }: { clock: PlaybackClock; sections: readonly LocalSection[] }) {
  const { t } = useTranslation("sections");
  // Spec §7: the lyrics loader keeps only sections with lyrics that are not blank.
  const lines = useMemo(() => sections.filter((section) => section.lyrics?.trim()), [sections]);
  useSyncExternalStore(
    clock.subscribe,
    () => {
      const { line, section, next, upcoming } = shownAt(sections, lines, clock.time());
      return `${line?.id}|${section?.id}|${next?.id}|${upcoming?.section.id}|${upcoming?.countdown}`;
    },
    () => "",
  );
  if (sections.length === 0) return null;
  const { line, section, next, upcoming } = shownAt(sections, lines, clock.time());
  // Lines keep their place while empty, so the controls below never jump as the song plays.
  return (
    <section className="player-lyrics" aria-label={t("lyrics.label")}>
      {line ? (
        <p className={line.part === "fans" ? "player-lyrics__line player-lyrics__line--fans" : "player-lyrics__line"}>
          {line.part === "fans" ? <span className="player-lyrics__part">{t("form.parts.fans")} </span> : null}
          {line.lyrics}
        </p>
      ) : (
        <p className="player-lyrics__line player-lyrics__line--section">{section?.name}</p>
      )}
      {lines.some((candidate) => candidate.pronunciation) ? (
        <p className="player-lyrics__pronunciation">{line?.pronunciation}</p>
      ) : null}
      {lines.length > 0 ? (
        <p className="player-lyrics__next">
          {next ? (
            <>
              <span className="player-lyrics__label">{t("lyrics.next")}</span> {next.lyrics}
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
