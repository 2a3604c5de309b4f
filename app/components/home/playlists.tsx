// The signed-in home page's playlists (issue 10): the community's popular
// top 10 and the account's recent playlists. Its own file so the home page
// only renders it.
import { Link } from "@remix-run/react";
import { SongThumbnail } from "~/components/song-thumbnail";
import { useTranslation } from "~/i18n/react";

interface HomePlaylistCard {
  id: number;
  name: string;
  songCount: number;
  likeCount: number;
  owner: { nickname: string };
  coverUrl: string | null;
}

function CardList({ playlists, showOwner }: { playlists: HomePlaylistCard[]; showOwner: boolean }) {
  const { t } = useTranslation("playlists");
  return (
    <ul className="song-grid">
      {playlists.map((playlist) => (
        <li key={playlist.id} className="song-card">
          <SongThumbnail thumbnailUrl={playlist.coverUrl} title={playlist.name} />
          <div className="song-card__text">
            <p className="song-card__title">
              <Link to={`/playlists/${playlist.id}`}><bdi>{playlist.name}</bdi></Link>
            </p>
            <p className="muted small">
              {showOwner ? `${t("list.by", { name: playlist.owner.nickname })} · ` : null}
              {t("list.songs", { count: playlist.songCount })} · {t("list.likes", { count: playlist.likeCount })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function HomePlaylists({ popular, mine }: { popular: HomePlaylistCard[]; mine: HomePlaylistCard[] | null }) {
  const { t } = useTranslation("playlists");
  return (
    <>
      <section aria-labelledby="home-popular-playlists">
        <h2 id="home-popular-playlists">{t("home.popular")}</h2>
        {popular.length === 0 ? <p className="muted">{t("home.popularEmpty")}</p> : <CardList playlists={popular} showOwner />}
        <p>
          <Link to="/community/playlists?sort=popular">{t("home.seeAll")}</Link>
        </p>
      </section>
      {mine ? (
        <section aria-labelledby="home-my-playlists">
          <h2 id="home-my-playlists">{t("home.mine")}</h2>
          {mine.length === 0 ? <p className="muted">{t("home.mineEmpty")}</p> : <CardList playlists={mine} showOwner={false} />}
          <p>
            <Link to="/playlists">{mine.length === 0 ? t("home.create") : t("home.seeAll")}</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
