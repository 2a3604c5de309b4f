// /practice (issue 12): pick a song with lyrics sections (mine or shared),
// then practise one line, every line in order, or the song in 30-second
// windows, in a loop with a count-in, a speed, a target and a hide mode. The
// song picker is plain links (a guest's songs from this browser added once
// hydrated); a song's practice runs in the browser (__practice-runner.tsx,
// its code loaded after hydration: __deferred-practice.tsx) and drives the
// one player through its commands. `?song={id}` is a catalogue song;
// `?video={youtubeId}` a video, which for a guest may be known only to the
// browser's section store. The loader is in __practice.server.ts.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import fanchantStylesHref from "~/styles/fanchant.css";
import routinesStylesHref from "~/styles/routines.css";
import { pageMeta } from "~/utils/meta";
import { LocalPractice, LocalSongLinks } from "./__local-practice";
import { SongLinks } from "./__song-links";
import { DeferredPracticeSong } from "./__deferred-practice";
import { loadPractice } from "./__practice.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fanchantStylesHref },
  // The routine bar of a routine's item (issue 28).
  { rel: "stylesheet", href: routinesStylesHref },
];

export const loader = (args: LoaderFunctionArgs) => loadPractice(args);

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
        <DeferredPracticeSong
          song={data.practice.song}
          lines={data.practice.lines}
          account={data.account}
          preset={data.preset}
          routine={data.routine}
          autoStart={data.autoStart}
        />
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
        <p>
          <Link to="/practice/routines" className="button">
            {t("routines.open")}
          </Link>{" "}
          <span className="small muted">{t("routines.openHint")}</span>
        </p>
      </header>
      {data.account ? <SongLinks songs={catalogueLinks(data.choices?.mine ?? [])} label={t("pick.mine")} /> : <LocalSongLinks />}
      <SongLinks songs={catalogueLinks(data.choices?.shared ?? [])} label={t("pick.shared")} />
      <p>
        <Link to="/fanchant-archive">{t("pick.archive")}</Link>
      </p>
    </div>
  );
}
