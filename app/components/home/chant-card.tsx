// A shared chant on the home page (issue 9): plays its song at that section,
// looping it, with the fans' chants shown in the player.
import { PlayerCommandForm } from "~/components/player-command-form";
import { useTranslation } from "~/i18n/react";
import { formatTime } from "~/shared/time";

export interface HomeChant {
  id: number;
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string | null;
  pronunciation: string | null;
  song: { title: string; artist: string; youtubeId: string };
  user: { nickname: string };
}

export function HomeChantCard({ section }: { section: HomeChant }) {
  const { t } = useTranslation("player");
  const { t: tCommon } = useTranslation();
  const song = { id: null, youtubeId: section.song.youtubeId, title: section.song.title, artist: section.song.artist, thumbnailUrl: null, duration: 0 };
  return (
    <li className="card section-card">
      <p className="section-card__name"><bdi>{section.name}</bdi></p>
      <p className="muted small">
        <bdi>{section.song.title}</bdi> – <bdi>{section.song.artist}</bdi> · {formatTime(section.startTime)}~{formatTime(section.endTime)}
      </p>
      {section.lyrics ? <p className="section-card__lyrics"><bdi>{section.lyrics}</bdi></p> : null}
      {section.pronunciation ? <p className="muted small">{section.pronunciation}</p> : null}
      <p className="muted small">{tCommon("home.sharedBy", { name: section.user.nickname })}</p>
      <PlayerCommandForm
        command={{
          type: "playSection",
          song,
          section: { start: section.startTime, end: section.endTime },
          showFanChants: true,
        }}
      >
        <button type="submit" className="button button--primary button--small" aria-label={t("home.playChant", { name: section.name, title: section.song.title })}>
          ▶ {t("home.practise")}
        </button>
      </PlayerCommandForm>
    </li>
  );
}
