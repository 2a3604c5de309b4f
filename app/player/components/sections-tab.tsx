// The panel's Sections tab: the current song's sections and, when switched
// on, the fans' chants beside them. Their switch sits with the lyrics, under
// the video (lyrics-display.tsx, issue 25); switched off, a note says where.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { FanChants } from "../hooks/use-fan-chants";
import type { PlayerEngine } from "../hooks/use-player-engine";
import type { Sections } from "../hooks/use-sections";
import type { CommunitySection } from "~/schemas/section";
import type { QueueSong } from "~/shared/song";
import { SectionList } from "./section-list";

export function SectionsTab({
  engine,
  song,
  sections,
  chants,
}: {
  engine: PlayerEngine;
  /** The current song. */
  song: QueueSong | null;
  sections: Sections;
  chants: FanChants;
}) {
  const { t } = useTranslation("sections");
  if (!song) return <p className="muted small">{t("list.noSong")}</p>;
  const { community } = chants;
  const playShared = (section: CommunitySection) => {
    sections.loop(song.youtubeId, section);
    engine.seek(section.start);
    engine.play();
  };
  return (
    <div className="stack-sm">
      {song.id !== null ? (
        // The whole chant of the song, line by line, to read and write (issue 27).
        <p className="small">
          <Link to={`/sheets/${song.id}`}>{t("list.openSheet")}</Link>
        </p>
      ) : null}
      {chants.shown && community.status === "loading" ? <p className="muted small">{t("community.loading")}</p> : null}
      {chants.shown && community.status === "failed" ? <p className="player-alert">{t("community.failed")}</p> : null}
      {!chants.shown && chants.available?.length ? <p className="muted small">{t("community.off")}</p> : null}
      <SectionList
        sections={sections.sections}
        community={chants.shared}
        selectedId={sections.mode.selectedSectionId}
        copiedIds={chants.copiedIds}
        onPlay={sections.playSection}
        onEdit={sections.editSection}
        onDelete={sections.deleteSection}
        onPlayShared={playShared}
        onCopy={(section) => void chants.copy(section)}
      />
    </div>
  );
}
