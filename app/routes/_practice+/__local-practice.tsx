// A guest's practice from this browser's sections (issue 12): their songs in
// the picker, and a song the catalogue does not know. Read once hydrated (the
// server cannot know them); nothing about them is sent to the server.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { readLocalSections, type LocalSection } from "~/player/api/local-sections";
import { hasLyrics, localPracticeHref, localPracticeSongs } from "~/practice/local-practice";
import { DeferredPracticeRunner } from "./__deferred-practice";
import { SongLinks } from "./__song-links";

/** This browser's sections, once hydrated (null until then). */
function useLocalSections(): LocalSection[] | null {
  const [sections, setSections] = useState<LocalSection[] | null>(null);
  useEffect(() => {
    let active = true;
    // The store (and zod) load only here, not with every page.
    readLocalSections().then((list) => {
      if (active) setSections(list);
    });
    return () => {
      active = false;
    };
  }, []);
  return sections;
}

/** The picker's list of the songs with lyrics sections in this browser. */
export function LocalSongLinks() {
  const { t } = useTranslation("practice");
  const sections = useLocalSections();
  if (sections === null) return null;
  const songs = localPracticeSongs(sections).map((song) => ({
    key: song.youtubeId ?? `db_${song.dbId}`,
    href: localPracticeHref(song),
    title: song.title,
    artist: song.artist,
  }));
  return <SongLinks songs={songs} label={t("pick.local")} />;
}

/** A video known only to this browser: its title and lines come from the section store. */
export function LocalPractice({ youtubeId }: { youtubeId: string }) {
  const { t } = useTranslation("practice");
  const sections = useLocalSections();
  const first = sections?.find(
    (section) => (section.youtubeId === youtubeId || section.songId === youtubeId) && hasLyrics(section),
  );
  return (
    <>
      <header className="stack">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{first ? first.songTitle : t("local.heading")}</h1>
        {first ? <p className="muted">{first.songArtist}</p> : null}
      </header>
      {sections === null ? (
        <p className="notice">{t("needsScript")}</p>
      ) : (
        <DeferredPracticeRunner
          song={{
            id: null,
            youtubeId,
            title: first?.songTitle ?? t("local.heading"),
            artist: first?.songArtist ?? "",
            thumbnailUrl: null,
            duration: 0,
          }}
          serverLines={[]}
          account={false}
        />
      )}
    </>
  );
}
