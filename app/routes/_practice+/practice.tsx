// /practice (issue 12): pick a song with lyrics sections (mine or shared),
// then practise one line, every line in order, or the song in 30-second
// windows, in a loop with a count-in, a speed, a target and a hide mode. The
// song picker is plain links; the practice itself runs in the browser
// (__practice-runner.tsx) and drives the one player through usePlayer().
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { getPracticeSong, listPracticeSongs } from "~/models/practice.server";
import fanchantStylesHref from "~/styles/fanchant.css";
import { pageMeta } from "~/utils/meta";
import { PracticeRunner } from "./__practice-runner";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: fanchantStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "practice");
  const userId = session.user?.id ?? null;
  const songParam = new URL(request.url).searchParams.get("song");
  const songId = songParam && /^[1-9]\d{0,9}$/.test(songParam) ? Number(songParam) : null;
  const practice = songId !== null && songId <= 2_147_483_647 ? await getPracticeSong(songId, userId) : null;
  const choices = practice ? null : await listPracticeSongs(userId);
  return json(
    {
      title: practice ? t("songTitle", { title: practice.song.title }) : t("title"),
      account: userId !== null,
      unknownSong: songParam !== null && !practice,
      practice,
      choices,
    },
    { status: songParam !== null && !practice ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

function SongLinks({ songs, label }: { songs: Array<{ id: number; title: string; artist: string }>; label: string }) {
  const { t } = useTranslation("practice");
  return (
    <section aria-label={label} className="stack">
      <h2>{label}</h2>
      {songs.length === 0 ? (
        <p className="muted">{t("pick.none")}</p>
      ) : (
        <ul className="practice-songs">
          {songs.map((song) => (
            <li key={song.id}>
              <Link to={`/practice?song=${song.id}`} className="practice-song">
                <span className="practice-song__title">{song.title}</span>
                <span className="small muted">{song.artist}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
      {data.account ? <SongLinks songs={data.choices?.mine ?? []} label={t("pick.mine")} /> : null}
      <SongLinks songs={data.choices?.shared ?? []} label={t("pick.shared")} />
      <p>
        <Link to="/fanchant-archive">{t("pick.archive")}</Link>
      </p>
    </div>
  );
}
