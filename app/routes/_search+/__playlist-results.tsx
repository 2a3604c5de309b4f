// Public playlists and tags on /search (issue 11): the popular ones before
// anything is asked, those a query finds after. A playlist links to its page,
// a tag to the community feed filtered by it.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PlaylistResult, TagCount } from "~/models/playlist-search.server";
import { SongThumbnail } from "~/components/song-thumbnail";

export function PlaylistResults({ playlists }: { playlists: PlaylistResult[] }) {
  const { t } = useTranslation("search");
  return (
    <ul className="playlist-results">
      {playlists.map((playlist) => (
        <li key={playlist.id} className="playlist-result">
          <SongThumbnail className="playlist-result__thumbnail" thumbnailUrl={playlist.coverUrl} title={playlist.name} />
          <div>
            <Link to={`/playlists/${playlist.id}`} className="playlist-result__name">
              <bdi>{playlist.name}</bdi>
            </Link>
            <p className="result__meta">
              {t("playlists.meta", { owner: playlist.owner, songs: playlist.songCount, plays: playlist.playCount })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TagResults({ tags }: { tags: TagCount[] }) {
  return (
    <ul className="tag-chips">
      {tags.map(({ tag, playlists }) => (
        <li key={tag}>
          <Link className="tag-chip" to={`/community/playlists?tag=${encodeURIComponent(tag)}`}>
            #{tag} <span className="tag-chip__count">{playlists}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
