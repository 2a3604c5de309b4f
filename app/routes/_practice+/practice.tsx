// /practice (issue 12): pick a song with lyrics sections (mine or shared),
// then practise one line, every line in order, or the song in 30-second
// windows, in a loop with a count-in, a speed, a target and a hide mode. The
// song picker is plain links (a guest's songs from this browser added once
// hydrated); the practice itself runs in the browser (__practice-runner.tsx)
// and drives the one player through its commands. `?song={id}` is a catalogue
// song; `?video={youtubeId}` a video, which for a guest may be known only to
// the browser's section store.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { getPracticeSong, listPracticeSongs, practiceSongIdOf } from "~/models/practice.server";
import { YOUTUBE_VIDEO_ID } from "~/shared/youtube";
import fanchantStylesHref from "~/styles/fanchant.css";
import { pageMeta } from "~/utils/meta";
import { LocalPractice, LocalSongLinks } from "./__local-practice";
import { SongLinks } from "./__song-links";
import { PracticeRunner } from "./__practice-runner";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: fanchantStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "practice");
  const userId = session.user?.id ?? null;
  const params = new URL(request.url).searchParams;
  const songParam = params.get("song");
  const videoParam = params.get("video");
  const video = videoParam !== null && YOUTUBE_VIDEO_ID.test(videoParam) ? videoParam : null;
  let songId = songParam && /^[1-9]\d{0,9}$/.test(songParam) && Number(songParam) <= 2_147_483_647 ? Number(songParam) : null;
  if (songId === null && songParam === null && video) songId = await practiceSongIdOf(video);
  const practice = songId !== null ? await getPracticeSong(songId, userId) : null;
  // A guest's video the catalogue does not know: its lines are in the browser only.
  const localVideo = !practice && songParam === null && video && userId === null ? video : null;
  const unknownSong = (songParam !== null || videoParam !== null) && !practice && !localVideo;
  const choices = practice || localVideo ? null : await listPracticeSongs(userId);
  return json(
    {
      title: practice ? t("songTitle", { title: practice.song.title }) : t("title"),
      account: userId !== null,
      unknownSong,
      practice,
      localVideo,
      choices,
    },
    { status: unknownSong ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

/** The server's songs as the picker lists them. */
const catalogueLinks = (songs: Array<{ id: number; title: string; artist: string }>) =>
  songs.map((song) => ({ key: String(song.id), href: `/practice?song=${song.id}`, title: song.title, artist: song.artist }));

export default function Practice() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("practice");
  if (data.practice) {
    return (
      <div className="page stack-lg fanchant-page">
        <p>
          <Link to="/practice">{t("back")}</Link>
        </p>
        <header className="stack">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1>{data.practice.song.title}</h1>
          <p className="muted">{data.practice.song.artist}</p>
        </header>
        <PracticeRunner song={data.practice.song} serverLines={data.practice.lines} account={data.account} />
      </div>
    );
  }
  if (data.localVideo) {
    return (
      <div className="page stack-lg fanchant-page">
        <p>
          <Link to="/practice">{t("back")}</Link>
        </p>
        <LocalPractice youtubeId={data.localVideo} />
      </div>
    );
  }
  return (
    <div className="page stack-lg fanchant-page">
      <header className="stack">
        <h1>{t("heading")}</h1>
        <p className="muted">{t("intro")}</p>
        {data.unknownSong ? (
          <p className="notice" role="alert">
            {t("pick.unknownSong")}
          </p>
        ) : null}
        {!data.account ? <p className="notice">{t("guestNote")}</p> : null}
      </header>
      {data.account ? <SongLinks songs={catalogueLinks(data.choices?.mine ?? [])} label={t("pick.mine")} /> : <LocalSongLinks />}
      <SongLinks songs={catalogueLinks(data.choices?.shared ?? [])} label={t("pick.shared")} />
      <p>
        <Link to="/fanchant-archive">{t("pick.archive")}</Link>
      </p>
    </div>
  );
}
