// "Add to one of my playlists" on a search result (issue 11): a disclosure
// holding a plain form that posts to /search's action, which comes back to the
// same results with a toast; with JavaScript the same form posts through a
// fetcher and the row says what happened. Guests are told that playlists are
// kept in an account. Loaded after the page (__deferred-add-to-playlist.tsx,
// decision 077's pattern); it reaches react-dom through @remix-run/react, as
// every lazily loaded module must (else esbuild splits React out of the
// pages' shared chunk: +0.6 KB gzip on every page).
import { Link, useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useContext, useEffect, useId } from "react";
import { ErrorList } from "~/components/error-list";
import { useTranslation } from "~/i18n/react";
import type { QueueSong } from "~/shared/song";
import { COMMUNITY_PLAYLIST_NAME_MAX_LENGTH } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import { useHydrated } from "~/utils/use-hydrated";
import type { addToPlaylistAction } from "./__add-to-playlist.server";
import { PlaylistTargets } from "./__playlist-targets";

export function AddToPlaylist({ song }: { song: QueueSong }) {
  const { t } = useTranslation("search");
  const { targets, add } = useContext(PlaylistTargets);
  const fetcher = useFetcher<typeof addToPlaylistAction>();
  const actionData = useActionData<typeof addToPlaylistAction>();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const reply = fetcher.data ?? (actionData?.youtubeId === song.youtubeId ? actionData : undefined);
  const done = reply && "message" in reply ? reply : null;
  const refused = repliedForm(reply);
  const created = done?.created;
  useEffect(() => {
    if (created) add(created);
  }, [created, add]);
  // Not the video's id: the same song can be in two lists of the page (recent plays and popular songs).
  const id = useId();
  const errors = refused ? refused.allErrors() : null;
  const describedBy = errors ? `${id}-errors` : undefined;
  return (
    <details className="add-to" open={errors ? true : undefined}>
      <summary className="button button--small" aria-label={t("addTo.openLabel", { title: song.title })}>
        {t("addTo.open")}
      </summary>
      {targets ? (
        <fetcher.Form method="post" action={pathname + search} className="add-to__form">
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <input type="hidden" name="youtubeId" value={song.youtubeId} />
          {song.id ? (
            <input type="hidden" name="songId" value={song.id} />
          ) : (
            <>
              <input type="hidden" name="title" value={song.title} />
              <input type="hidden" name="artist" value={song.artist} />
              <input type="hidden" name="duration" value={song.duration} />
            </>
          )}
          <div className="field add-to__field">
            <label htmlFor={`${id}-list`}>{t("addTo.playlist")}</label>
            <select
              id={`${id}-list`}
              name="playlistId"
              // Made again when a playlist joins the list: it is chosen here, and first in the other rows.
              key={`${targets.length}-${created?.id}`}
              defaultValue={created?.id ?? refused?.value("playlistId")}
              aria-describedby={describedBy}
            >
              {targets.map((target) => (
                <option key={target.id} value={target.id}>
                  <bdi>{target.name}</bdi>
                </option>
              ))}
              <option value="new">{t("addTo.new")}</option>
            </select>
          </div>
          <div className="field add-to__field add-to__new">
            <label htmlFor={`${id}-name`}>{t("addTo.name")}</label>
            <input
              id={`${id}-name`}
              name="name"
              maxLength={COMMUNITY_PLAYLIST_NAME_MAX_LENGTH}
              defaultValue={refused?.value("name")}
              autoComplete="off"
              aria-describedby={describedBy}
            />
          </div>
          <button type="submit" className="button button--small button--primary" disabled={fetcher.state !== "idle"}>
            {t("addTo.submit")}
          </button>
          <ErrorList id={describedBy} errors={errors} />
          <p className="add-to__done" role="status">
            {done?.message}
          </p>
        </fetcher.Form>
      ) : (
        <div className="add-to__form">
          <p>{t("addTo.guest")}</p>
          <Link className="button button--small" to={`/?redirectTo=${encodeURIComponent(pathname + search)}`}>
            {t("addTo.signIn")}
          </Link>
        </div>
      )}
    </details>
  );
}
