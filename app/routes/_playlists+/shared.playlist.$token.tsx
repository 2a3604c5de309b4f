// /shared/playlist/{token} (spec §2, issue 10): public, no sign-in, complete
// without JavaScript. Search engines and chat apps get the title, a
// description, the canonical URL, Open Graph and Twitter card tags and a
// JSON-LD MusicPlaylist. A revoked or unknown token is a friendly 404 in the
// visitor's language.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PlayerCommandForm } from "~/components/player-command-form";
import { getEnv } from "~/env.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getSharedPlaylist } from "~/models/community-playlist.server";
import { formatTime } from "~/shared/time";
import { youtubeThumbnailUrl, youtubeWatchUrl } from "~/shared/youtube";
import playlistsStylesHref from "~/styles/playlists.css";
import { useHydrated } from "~/utils/use-hydrated";
import { pageMeta } from "~/utils/meta";
import { useOptionalViewer } from "~/utils/use-root-data";
import { TagList, WatchOnYouTubeLink } from "./__playlist-ui";
import { queueSongsOf } from "./__queue";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

/** ISO 8601 duration for JSON-LD ("PT3M25S"). */
function isoDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `PT${m > 0 ? `${m}M` : ""}${s}S`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const t = await getFixedT(request, "playlists");
  const playlist = await getSharedPlaylist(params.token ?? "");
  // Public: caches may keep it briefly; a revoked link stops working within a minute.
  const headers = { "Cache-Control": "public, max-age=60" };
  if (!playlist) {
    return json({ found: false as const, title: t("shared.notFoundTitle") }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const canonical = new URL(`/shared/playlist/${params.token}`, getEnv().APP_URL).href;
  const image = playlist.songs[0] ? playlist.songs[0].thumbnailUrl ?? youtubeThumbnailUrl(playlist.songs[0].youtubeId) : null;
  const description =
    playlist.description.trim().slice(0, 160) || t("shared.description", { count: playlist.songCount, name: playlist.owner.nickname });
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "MusicPlaylist",
    name: playlist.name,
    description,
    url: canonical,
    numTracks: playlist.songCount,
    ...(image ? { image } : {}),
    author: { "@type": "Person", name: playlist.owner.nickname },
    ...(playlist.tags.length > 0 ? { keywords: playlist.tags.join(", ") } : {}),
    track: playlist.songs.map((song, index) => ({
      "@type": "MusicRecording",
      position: index + 1,
      name: song.title,
      url: youtubeWatchUrl(song.youtubeId),
      ...(song.artist ? { byArtist: { "@type": "MusicGroup", name: song.artist } } : {}),
      ...(song.duration > 0 ? { duration: isoDuration(song.duration) } : {}),
    })),
  };
  return json(
    {
      found: true as const,
      title: playlist.name,
      description,
      canonical,
      image,
      jsonLd,
      by: t("shared.by", { name: playlist.owner.nickname }),
      playlist: {
        name: playlist.name,
        description: playlist.description,
        tags: playlist.tags,
        owner: playlist.owner.nickname,
        songCount: playlist.songCount,
        songs: playlist.songs,
      },
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data?.found) return [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];
  const base = pageMeta(matches, data.title, data.description);
  return [
    ...base,
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "music.playlist" },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { property: "og:url", content: data.canonical },
    ...(data.image ? [{ property: "og:image", content: data.image }] : []),
    { name: "twitter:card", content: data.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: data.title },
    { name: "twitter:description", content: data.description },
    ...(data.image ? [{ name: "twitter:image", content: data.image }] : []),
    { "script:ld+json": data.jsonLd },
  ];
};

function NotFound() {
  const { t } = useTranslation("playlists");
  return (
    <section className="page page--narrow error-page" aria-labelledby="shared-missing-title">
      <p className="error-page__status">404</p>
      <h1 id="shared-missing-title">{t("shared.notFoundTitle")}</h1>
      <p>{t("shared.notFoundBody")}</p>
      <p>
        <Link to="/community/playlists" className="button">
          {t("shared.browse")}
        </Link>
      </p>
    </section>
  );
}

export default function SharedPlaylist() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("playlists");
  const viewer = useOptionalViewer();
  const hydrated = useHydrated();
  if (!data.found) return <NotFound />;
  const { playlist } = data;
  const queueSongs = queueSongsOf(playlist.songs);
  return (
    <div className="page stack-lg">
      <section className="playlist-head" aria-labelledby="shared-title">
        {data.image ? <img src={data.image} alt="" width={320} height={180} /> : null}
        <div className="stack">
          <h1 id="shared-title">{playlist.name}</h1>
          <p className="muted">
            {data.by} · {t("shared.tracks", { count: playlist.songCount })}
          </p>
          {playlist.description ? <p className="prose">{playlist.description}</p> : null}
          <TagList tags={playlist.tags} linked={false} />
          <div className="playlist-actions">
            {viewer && hydrated && queueSongs.length > 0 ? (
              <PlayerCommandForm command={{ type: "replaceQueue", songs: queueSongs, startIndex: 0 }}>
                <button type="submit" className="button button--primary">
                  ▶ {t("shared.playHere")}
                </button>
              </PlayerCommandForm>
            ) : null}
            {!viewer || viewer.provider === "guest" ? (
              <p className="notice">
                {t("shared.signInToSave")}{" "}
                <Link to={`/?redirectTo=${encodeURIComponent(data.canonical.replace(/^https?:\/\/[^/]+/, ""))}`}>{t("shared.signIn")}</Link>
              </p>
            ) : null}
          </div>
        </div>
      </section>
      <section className="stack" aria-labelledby="shared-songs">
        <h2 id="shared-songs">{t("detail.songsHeading")}</h2>
        {playlist.songs.length === 0 ? (
          <p className="muted">{t("detail.empty")}</p>
        ) : (
          <ol className="track-list">
            {playlist.songs.map((song, index) => (
              <li key={song.id} className="track">
                <span className="track__number">{index + 1}</span>
                <img src={song.thumbnailUrl ?? youtubeThumbnailUrl(song.youtubeId)} alt="" width={96} height={54} loading="lazy" />
                <div className="track__text">
                  <p className="track__title">{song.title}</p>
                  <p className="muted small">
                    {song.artist}
                    {song.duration > 0 ? ` · ${formatTime(song.duration)}` : null}
                  </p>
                </div>
                <div className="track__buttons">
                  <WatchOnYouTubeLink song={song} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
