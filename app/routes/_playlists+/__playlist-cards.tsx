// A playlist's card and the grid of cards the lists show (the feed, mine,
// bookmarks); the detail page does not load them.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { PlaylistCard as PlaylistCardData } from "~/schemas/playlist-card";
import { TagList } from "./__playlist-ui";
import { SongThumbnail } from "~/components/song-thumbnail";

type CardData = Pick<PlaylistCardData, "id" | "name" | "isPublic" | "songCount" | "likeCount" | "viewCount" | "owner" | "coverUrl" | "tags">;

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
      <SongThumbnail className="playlist-card__cover" thumbnailUrl={playlist.coverUrl} title={playlist.name} />
      <div className="playlist-card__body">
        <Heading className="playlist-card__title" id={`playlist-${playlist.id}-title`}>
          <Link to={`/playlists/${playlist.id}`}><bdi>{playlist.name}</bdi></Link>
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
