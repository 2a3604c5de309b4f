// Small pieces the playlist pages share: tags, the watch link, the guest
// notice, the way back. The lists' cards are in __playlist-cards.tsx and what
// only the detail and shared pages use (like, bookmark, play all) in
// __playlist-actions.tsx, so that no page loads what another shows.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { youtubeWatchUrl } from "~/shared/youtube";

/** A song's page on YouTube, in a new tab (detail and shared pages). */
export function WatchOnYouTubeLink({ song }: { song: { youtubeId: string; title: string } }) {
  const { t } = useTranslation("playlists");
  return (
    <a
      className="button button--small button--ghost"
      href={youtubeWatchUrl(song.youtubeId)}
      target="_blank"
      rel="noreferrer"
      aria-label={t("detail.watchLabel", { title: song.title })}
    >
      {t("detail.watchOnYouTube")}
    </a>
  );
}

export function TagList({ tags, linked = true }: { tags: string[]; linked?: boolean }) {
  const { t } = useTranslation("playlists");
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={t("fields.tags")}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link className="tag" to={`/community/playlists?tag=${encodeURIComponent(tag)}`}>
              #{tag}
            </Link>
          ) : (
            <span className="tag">#{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function GuestNotice() {
  const { t } = useTranslation("playlists");
  const location = useLocation();
  return (
    <div className="notice" role="note">
      <p>{t("guest.signInToSave")}</p>
      <p>
        <Link className="button button--small" to={`/?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>
          {t("guest.signIn")}
        </Link>
      </p>
    </div>
  );
}

/** Where the page is, for a form's redirectTo. */
export function useBackPath(): string {
  const location = useLocation();
  return location.pathname + location.search;
}
