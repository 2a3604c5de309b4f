// /playlists/{id}/edit (spec §2, issue 10): the owner's page (403 for
// others, 404 when they may not even see it). Fields; songs added by any
// YouTube link the player accepts or from the catalogue; up/down and remove
// as plain forms; delete with a confirmation; at most 200 songs, said clearly.
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation, type ClientActionFunctionArgs } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { ErrorList } from "~/components/forms";
import { COMMUNITY_PLAYLIST_MAX_SONGS, SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
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
import { PlaylistFieldInputs } from "./__playlist-fields";
import { AlertMessage, failureOf, useLastFetcherData } from "./__failure-alert";
import { inOrder, PlainTrackList } from "./__edit-tracks";
import { SongThumbnail } from "~/components/song-thumbnail";

// Drag and drop (dnd-kit) loads once the page runs JavaScript: no page's first load carries it.
const SortableTrackList = lazy(() => import("./__sortable-tracks"));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export const loader = (args: LoaderFunctionArgs) => loadEditPage(args);
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
  const failureBeside = (...intents: string[]) =>
    postFailure && lastIntent && intents.includes(lastIntent) ? <AlertMessage messageKey={`playlists:errors.${postFailure}`} /> : null;

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
  const details = repliedForm(actionData, "details");
  const link = repliedForm(actionData, "addLink");
  // YouTube could not describe the video: its title and artist are asked for (and kept while refused).
  const askDetails = Boolean(link && (link.errors("title") || link.errors("artist") || link.value("title")));
  const deletion = repliedForm(actionData, "delete");
  const full = playlist.songCount >= COMMUNITY_PLAYLIST_MAX_SONGS;
  const inPlaylist = new Set(playlist.songs.map((song) => song.id));
  const hidden = (intent: string) => <input type="hidden" name="intent" value={intent} />;
  const confirmDelete = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("edit.confirmDelete"))) event.preventDefault();
  };

  return (
    <div className="page stack-lg">
      <section className="stack" aria-labelledby="edit-title">
        <p>
          <Link to={`/playlists/${playlist.id}`}>← {t("edit.back")}</Link>
        </p>
        <h1 id="edit-title">{t("edit.title", { name: playlist.name })}</h1>
      </section>

      <section className="panel stack" aria-labelledby="details-heading">
        <h2 id="details-heading">{t("edit.detailsHeading")}</h2>
        {failureBeside("details")}
        <Form method="post" className="stack" key={details ? "refused" : playlist.updatedAt}>
          {hidden("details")}
          <PlaylistFieldInputs
            idPrefix="edit"
            values={{
              name: playlist.name,
              description: playlist.description,
              isPublic: playlist.isPublic,
              tags: playlist.tags.join(", "),
            }}
            replied={details}
          />
          <p>
            <button type="submit" className="button button--primary">
              {t("edit.save")}
            </button>
          </p>
        </Form>
      </section>

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

      <section className="panel stack" aria-labelledby="link-heading">
        <h2 id="link-heading">{t("edit.addLinkHeading")}</h2>
        {failureBeside("addLink")}
        <Form method="post" className="stack" key={link ? "refused" : `songs-${playlist.songCount}`}>
          {hidden("addLink")}
          <div className="field">
            <label htmlFor="add-url">{t("fields.url")}</label>
            <input
              id="add-url"
              name="url"
              type="text"
              inputMode="url"
              required
              disabled={full}
              defaultValue={link?.value("url") ?? ""}
              aria-invalid={link?.errors("url") ? true : undefined}
              aria-describedby={["add-url-hint", link?.errors("url") ? "add-url-error" : null].filter(Boolean).join(" ")}
            />
            <p id="add-url-hint" className="field__hint">
              {t("fields.urlHint")}
            </p>
            <ErrorList id="add-url-error" errors={link?.errors("url")} />
          </div>
          {askDetails ? (
            <>
              <div className="field">
                <label htmlFor="add-title">{t("fields.songTitle")}</label>
                <input
                  id="add-title"
                  name="title"
                  type="text"
                  required
                  autoFocus
                  defaultValue={link?.value("title") ?? ""}
                  aria-invalid={link?.errors("title") ? true : undefined}
                  aria-describedby="add-title-error"
                />
                <ErrorList id="add-title-error" errors={link?.errors("title")} />
              </div>
              <div className="field">
                <label htmlFor="add-artist">{t("fields.songArtist")}</label>
                <input
                  id="add-artist"
                  name="artist"
                  type="text"
                  defaultValue={link?.value("artist") ?? ""}
                  aria-invalid={link?.errors("artist") ? true : undefined}
                  aria-describedby={link?.errors("artist") ? "add-artist-error" : undefined}
                />
                <ErrorList id="add-artist-error" errors={link?.errors("artist")} />
              </div>
            </>
          ) : null}
          <p>
            <button type="submit" className="button" disabled={full}>
              {t("edit.addLink")}
            </button>
          </p>
        </Form>
      </section>

      <section className="panel stack" aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">{t("edit.catalogueHeading")}</h2>
        <Form method="get" role="search" className="stack">
          <div className="field">
            <label htmlFor="catalogue-q">{t("edit.catalogueLabel")}</label>
            <input id="catalogue-q" name="q" type="search" defaultValue={query} maxLength={SEARCH_QUERY_MAX_LENGTH} />
          </div>
          <p>
            <button type="submit" className="button button--small">
              {t("edit.catalogueSubmit")}
            </button>
          </p>
        </Form>
        {failureBeside("addSong")}
        {catalogue && catalogue.length === 0 ? <p className="muted">{t("edit.catalogueEmpty", { query })}</p> : null}
        {catalogue && catalogue.length > 0 ? (
          <ul className="track-list">
            {catalogue.map((song) => (
              <li key={song.id} className="track">
                <span className="track__number" aria-hidden="true">
                  +
                </span>
                <SongThumbnail className="track__thumbnail" youtubeId={song.youtubeId} thumbnailUrl={song.thumbnailUrl} title={song.title} />
                <div className="track__text">
                  <p className="track__title">{song.title}</p>
                  <p className="muted small">{song.artist}</p>
                </div>
                <div className="track__buttons">
                  {inPlaylist.has(song.id) ? (
                    <span className="badge">{t("edit.inPlaylist")}</span>
                  ) : (
                    <Form method="post" preventScrollReset>
                      {hidden("addSong")}
                      <input type="hidden" name="songId" value={song.id} />
                      <button type="submit" className="button button--small" disabled={full} aria-label={t("edit.addSongLabel", { title: song.title })}>
                        {t("edit.addSong")}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="panel stack" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("edit.deleteHeading")}</h2>
        <p>{t("edit.deleteBody")}</p>
        {failureBeside("delete")}
        <Form method="post" className="stack" onSubmit={confirmDelete}>
          {hidden("delete")}
          <div className="field field--checkbox">
            <div className="field__row">
              <input
                id="delete-confirm"
                name="confirm"
                type="checkbox"
                required
                aria-invalid={deletion ? true : undefined}
                aria-describedby={deletion ? "delete-confirm-error" : undefined}
              />
              <label htmlFor="delete-confirm">{t("edit.deleteConfirm")}</label>
            </div>
            <ErrorList id="delete-confirm-error" errors={deletion?.errors("confirm")} />
          </div>
          <p>
            <button type="submit" className="button button--ghost">
              {t("edit.delete")}
            </button>
          </p>
        </Form>
      </section>
    </div>
  );
}
