// /playlists/{id}/edit (spec §2, issue 10): the owner's page (403 for
// others, 404 when they may not even see it). Fields; songs added by any
// YouTube link the player accepts or from the catalogue; up/down and remove
// as plain forms; delete with a confirmation; at most 200 songs, said clearly.
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData, useNavigation, type ClientActionFunctionArgs } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { COMMUNITY_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import playlistsStylesHref from "~/styles/playlists.css";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import {
  isSubmissionFailure,
  keepPageOnFailedSubmission,
  skipRevalidationAfterFailedSubmission,
  type SubmissionFailureKind,
} from "~/utils/submission-failure";
import { loadEditPage, runEditAction } from "./__edit.server";
import { AlertMessage, failureOf, useLastFetcherData } from "./__failure-alert";
import { inOrder, PlainTrackList } from "./__edit-tracks";
import { DeferredEditAdditions, DeferredEditDetails } from "./__deferred-edit-additions";
import { retryAfterOfAction } from "~/utils/page-headers";

// Drag and drop (dnd-kit) loads once the page runs JavaScript: no page's first load carries it.
const SortableTrackList = lazy(() => import("./__sortable-tracks"));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export const loader = (args: LoaderFunctionArgs) => loadEditPage(args);
// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export const action = (args: ActionFunctionArgs) => runEditAction(args);

// A post with JavaScript that gets no answer keeps the page and says so (a drop rolls back).
export const clientAction = (args: ClientActionFunctionArgs) => keepPageOnFailedSubmission<typeof action>(args);
export const shouldRevalidate = skipRevalidationAfterFailedSubmission;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function EditPlaylist() {
  const { playlist, query, catalogue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>();
  const { t } = useTranslation("playlists");
  const hydrated = useHydrated();
  // A form post with JavaScript that got no answer: said beside the form that was sent.
  const navigation = useNavigation();
  const [lastIntent, setLastIntent] = useState<string | null>(null);
  useEffect(() => {
    const intent = navigation.formData?.get("intent");
    if (typeof intent === "string") setLastIntent(intent);
  }, [navigation.formData]);
  const postFailure: SubmissionFailureKind | null = isSubmissionFailure(actionData) ? actionData.submissionFailed : null;
  // Stable between renders (as songIds below): the deferred forms are hydrated, not redrawn,
  // when the page renders again before their chunk arrives (React's error 421 otherwise).
  const failureBeside = useCallback(
    (...intents: string[]) =>
      postFailure && lastIntent && intents.includes(lastIntent) ? <AlertMessage messageKey={`playlists:errors.${postFailure}`} /> : null,
    [postFailure, lastIntent],
  );
  const songIds = useMemo(() => playlist.songs.map((song) => song.id), [playlist.songs]);

  // A drop saves the whole order once (the "reorder" intent); until the answer the list shows
  // the new order, then the page's data: the saved order, or the old one back after a failure.
  const reorder = useFetcher<typeof clientAction>({ key: `reorder-${playlist.id}` });
  const pendingOrder = reorder.formData?.get("intent") === "reorder" ? reorder.formData.getAll("songIds").map(Number) : null;
  const songs = inOrder(playlist.songs, pendingOrder);
  const reorderData = useLastFetcherData(reorder);
  const reorderFailure = failureOf(reorderData);
  const reorderRefusal = repliedForm(reorderData, "reorder")?.allErrors()[0];
  const saveOrder = (songIds: number[]) => {
    const body = new FormData();
    body.set("intent", "reorder");
    for (const songId of songIds) body.append("songIds", String(songId));
    reorder.submit(body, { method: "post", preventScrollReset: true });
  };
  const full = playlist.songCount >= COMMUNITY_PLAYLIST_MAX_SONGS;

  return (
    <div className="page stack-lg">
      <section className="stack" aria-labelledby="edit-title">
        <p>
          <Link to={`/playlists/${playlist.id}`}>← {t("edit.back")}</Link>
        </p>
        <h1 id="edit-title">{t("edit.title", { name: playlist.name })}</h1>
      </section>

      <DeferredEditDetails playlist={playlist} failureBeside={failureBeside} />

      <section className="stack" aria-labelledby="songs-heading">
        <h2 id="songs-heading">{t("edit.songsHeading", { count: playlist.songCount, max: COMMUNITY_PLAYLIST_MAX_SONGS })}</h2>
        {full ? (
          <p className="notice" role="status">
            {t("edit.full", { max: COMMUNITY_PLAYLIST_MAX_SONGS })}
          </p>
        ) : null}
        {reorderFailure ? (
          <AlertMessage messageKey={`playlists:errors.${reorderFailure}`} />
        ) : reorderRefusal ? (
          <AlertMessage messageKey={reorderRefusal} />
        ) : null}
        {failureBeside("move", "remove")}
        {songs.length === 0 ? (
          <p className="muted">{t("detail.empty")}</p>
        ) : hydrated && songs.length > 1 ? (
          <>
            <p className="field__hint">{t("edit.dragHint")}</p>
            <Suspense fallback={<PlainTrackList songs={songs} />}>
              <SortableTrackList songs={songs} onReorder={saveOrder} />
            </Suspense>
          </>
        ) : (
          <PlainTrackList songs={songs} />
        )}
      </section>

      <DeferredEditAdditions
        query={query}
        catalogue={catalogue}
        songIds={songIds}
        songCount={playlist.songCount}
        full={full}
        failureBeside={failureBeside}
      />
    </div>
  );
}
