// /shared/playlist/{token} (spec §2, issue 10): public, no sign-in, complete
// without JavaScript. Search engines and chat apps get the title, a
// description, the canonical URL, Open Graph and Twitter card tags and a
// JSON-LD MusicPlaylist. A revoked or unknown token is a friendly 404 in the
// visitor's language.
//
// Playing it: a visitor without a session presses "Play", a plain form that
// starts guest mode (POST /auth/guest, nothing of theirs written beyond the
// guest session) and comes back here with ?play=1; with JavaScript the page
// then hands the list to the player (asking first if the queue is not empty)
// and drops ?play. A signed-in viewer's "Play" goes to the player at once
// (without JavaScript, /player/queue). Accounts save a copy ("Save to my
// playlists", intent "copy"); guests and visitors are invited to sign in for it.
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { SongThumbnail } from "~/components/song-thumbnail";
import { PlayerCommandForm } from "~/components/player-command-form";
import { QueueAddForms } from "~/components/queue-add-forms";
import { sendPlayerCommand } from "~/player/api/commands";
import type { QueueSong } from "~/shared/song";
import { isGuest } from "~/shared/viewer";
import playlistsStylesHref from "~/styles/playlists.css";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { useOptionalViewer } from "~/utils/use-root-data";
import { TagList, WatchOnYouTubeLink } from "./__playlist-ui";
import { useConfirmReplaceQueue } from "./__playlist-actions";
import { AlertMessage, refusalOf } from "./__failure-alert";
import { loadSharedPlaylist, saveSharedPlaylist } from "./__shared.server";
import { queueSongsOf } from "./__queue";
import { TrackInfo } from "./__track-info";
import { retryAfterOfAction } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export const loader = (args: LoaderFunctionArgs) => loadSharedPlaylist(args);
// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export const action = (args: ActionFunctionArgs) => saveSharedPlaylist(args);

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

/** The query that says "play the list now" (set by the guest form's way back here). */
const PLAY_PARAM = "play";

/**
 * Back from starting guest mode with ?play=1: the list goes to the player
 * (after a confirmation if the queue is not empty) and the address drops ?play,
 * so a reload does not start it again.
 */
function usePlayOnArrival(songs: QueueSong[]): boolean {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const viewer = useOptionalViewer();
  const confirmReplace = useConfirmReplaceQueue();
  const wanted = searchParams.has(PLAY_PARAM);
  useEffect(() => {
    if (!wanted || !viewer) return;
    if (songs.length > 0 && confirmReplace()) sendPlayerCommand({ type: "replaceQueue", songs, startIndex: 0 });
    const rest = new URLSearchParams(searchParams);
    rest.delete(PLAY_PARAM);
    const search = rest.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    // Once per arrival (and viewer): not again when the songs' array or the confirmation changes identity.
  }, [wanted, viewer?.id]);
  return wanted;
}

export default function SharedPlaylist() {
  const data = useLoaderData<typeof loader>();
  // "Save to my playlists" over the copy limit (429): why, above the page.
  const refusal = refusalOf(useActionData<typeof action>());
  const { t } = useTranslation("playlists");
  const viewer = useOptionalViewer();
  const found = data.found;
  const queueSongs = found ? queueSongsOf(data.playlist.songs) : [];
  const playRequested = usePlayOnArrival(queueSongs);
  const hydrated = useHydrated();
  const confirmReplace = useConfirmReplaceQueue();
  if (!data.found) return <NotFound />;
  const { playlist } = data;
  const here = data.canonical.replace(/^https?:\/\/[^/]+/, "");
  const signInHref = `/?redirectTo=${encodeURIComponent(here)}`;
  return (
    <div className="page stack-lg">
      {refusal ? <AlertMessage messageKey={refusal} /> : null}
      <section className="playlist-head" aria-labelledby="shared-title">
        {data.image ? <SongThumbnail className="playlist-head__cover" thumbnailUrl={data.image} title={playlist.name} /> : null}
        <div className="stack">
          <h1 id="shared-title"><bdi>{playlist.name}</bdi></h1>
          <p className="muted">
            {data.by} · {t("shared.tracks", { count: playlist.songCount })}
          </p>
          {playlist.description ? <p className="prose">{playlist.description}</p> : null}
          <TagList tags={playlist.tags} linked={false} />
          {playRequested && !hydrated ? (
            // Back from starting guest mode and the page does not run JavaScript (yet): what to do
            // instead. Once it runs, the list goes to the player and this goes away with ?play.
            <p className="notice">{t("shared.needsScript")}</p>
          ) : null}
          {queueSongs.length > 0 || (viewer && !isGuest(viewer)) ? (
            <div className="playlist-actions">
              {queueSongs.length === 0 ? null : viewer ? (
                <PlayerCommandForm command={{ type: "replaceQueue", songs: queueSongs, startIndex: 0 }} beforeSend={confirmReplace}>
                  <button type="submit" className="button button--primary">
                    ▶ {t("shared.playHere")}
                  </button>
                </PlayerCommandForm>
              ) : (
                // No session yet: guest mode first, then back here to play (?play=1).
                <Form method="post" action="/auth/guest">
                  <input type="hidden" name="redirectTo" value={`${here}?${PLAY_PARAM}=1`} />
                  <button type="submit" className="button button--primary" aria-describedby="shared-play-hint">
                    ▶ {t("shared.playHere")}
                  </button>
                </Form>
              )}
              {viewer && !isGuest(viewer) ? (
                <form method="post">
                  <input type="hidden" name="intent" value="copy" />
                  <button type="submit" className="button">
                    {t("shared.save")}
                  </button>
                </form>
              ) : null}
            </div>
          ) : null}
          {!viewer && queueSongs.length > 0 ? (
            <p id="shared-play-hint" className="small muted">
              {t("shared.playAsGuestHint")}
            </p>
          ) : null}
          {!viewer ? (
            <p className="notice">
              {t("shared.signInToSave")} <Link to={signInHref}>{t("shared.signIn")}</Link>
            </p>
          ) : isGuest(viewer) ? (
            // A guest signs in without leaving guest mode: the queue and sections move into the account (issue 25).
            <div className="notice">
              <p>
                {t("shared.signInToSave")}{" "}
                <Link to={signInHref} className="button button--small" aria-describedby="shared-guest-hint">
                  {t("shared.signIn")}
                </Link>
              </p>
              <p id="shared-guest-hint" className="small muted">
                {t("shared.guestSignInHint")}
              </p>
            </div>
          ) : null}
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
                <TrackInfo song={song} index={index} />
                <div className="track__buttons">
                  {viewer && queueSongs[index] ? <QueueAddForms song={queueSongs[index]} /> : null}
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
