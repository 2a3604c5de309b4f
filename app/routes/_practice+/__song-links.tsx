// The practice picker's list of songs under a heading: the account's, the
// shared ones, or this browser's (each link opens the song's practice).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

export function SongLinks({ songs, label }: { songs: Array<{ key: string; href: string; title: string; artist: string }>; label: string }) {
  const { t } = useTranslation("practice");
  return (
    <section aria-label={label} className="stack">
      <h2>{label}</h2>
      {songs.length === 0 ? (
        <p className="muted">{t("pick.none")}</p>
      ) : (
        <ul className="practice-songs">
          {songs.map((song) => (
            <li key={song.key}>
              <Link to={song.href} className="practice-song">
                <span className="practice-song__title"><bdi>{song.title}</bdi></span>
                <span className="small muted"><bdi>{song.artist}</bdi></span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
