// Pieces the playlist pages share: cards, tags, the guest notice, the way
// back. What only the detail and shared pages use (like, bookmark, play all)
// is in __playlist-actions.tsx, so that the lists do not load it.
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { youtubeWatchUrl } from "~/shared/youtube";

export interface CardData {
  id: number;
  name: string;
  isPublic: boolean;
  songCount: number;
  likeCount: number;
  viewCount: number;
  owner: { nickname: string };
  coverUrl: string | null;
  tags: string[];
}

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

export function PlaylistCard({
  playlist,
  showOwner = true,
  showVisibility = false,
  headingLevel = 3,
  children,
}: {
  playlist: CardData;
  showOwner?: boolean;
  showVisibility?: boolean;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation("playlists");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="playlist-card" aria-labelledby={`playlist-${playlist.id}-title`}>
      {playlist.coverUrl ? (
        <img src={playlist.coverUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
      ) : (
        <div className="playlist-card__no-cover" aria-hidden="true">
          ♪
        </div>
      )}
      <div className="playlist-card__body">
        <Heading className="playlist-card__title" id={`playlist-${playlist.id}-title`}>
          <Link to={`/playlists/${playlist.id}`}>{playlist.name}</Link>
        </Heading>
        <ul className="playlist-meta">
          {showOwner ? <li>{t("list.by", { name: playlist.owner.nickname })}</li> : null}
          <li>{t("list.songs", { count: playlist.songCount })}</li>
          <li>{t("list.likes", { count: playlist.likeCount })}</li>
          <li>{t("list.views", { count: playlist.viewCount })}</li>
          {showVisibility ? <li className="badge">{playlist.isPublic ? t("list.public") : t("list.private")}</li> : null}
        </ul>
        <TagList tags={playlist.tags} />
        {children}
      </div>
    </article>
  );
}

export function PlaylistGrid({ playlists, ...props }: { playlists: CardData[] } & Omit<Parameters<typeof PlaylistCard>[0], "playlist">) {
  return (
    <ul className="playlist-grid">
      {playlists.map((playlist) => (
        <li key={playlist.id}>
          <PlaylistCard playlist={playlist} {...props} />
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
