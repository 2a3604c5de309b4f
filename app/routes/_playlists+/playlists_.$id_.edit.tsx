// /playlists/{id}/edit (spec §2, issue 10): the owner's page (403 for
// others, 404 when they may not even see it). Fields; songs added by any
// YouTube link the player accepts or from the catalogue; up/down and remove
// as plain forms; delete with a confirmation; at most 200 songs, said clearly.
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation, type ClientActionFunctionArgs } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { getFixedT } from "~/i18n/i18next.server";
import {
  addSongToPlaylist,
  addYouTubeVideoToPlaylist,
  deletePlaylist,
  getPlaylist,
  moveSongInPlaylist,
  removeSongFromPlaylist,
  reorderPlaylist,
  updatePlaylist,
} from "~/models/community-playlist.server";
import { searchCatalogue } from "~/models/catalogue-search.server";
import { AddSongByLinkSchema, MoveSongSchema, PlaylistFieldsSchema, ReorderSchema, SongIdSchema } from "~/schemas/community-playlist";
import { COMMUNITY_PLAYLIST_MAX_SONGS, SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { youtubeThumbnailUrl } from "~/shared/youtube";
import playlistsStylesHref from "~/styles/playlists.css";
import { readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { useHydrated } from "~/utils/use-hydrated";
import {
  isSubmissionFailure,
  keepPageOnFailedSubmission,
  skipRevalidationAfterFailedSubmission,
  type SubmissionFailureKind,
} from "~/utils/submission-failure";
import { actorOf, fieldsRefusal, playlistIdParam, refusalResponse, refusalToast } from "./__playlists.server";
import { PlaylistFieldInputs } from "./__playlist-fields";
import { AlertMessage, failureOf, useLastFetcherData } from "./__failure-alert";
import { inOrder, PlainTrackList } from "./__edit-tracks";

// Drag and drop (dnd-kit) loads once the page runs JavaScript: no page's first load carries it.
const SortableTrackList = lazy(() => import("./__sortable-tracks"));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

const CATALOGUE_RESULTS = 10;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const id = playlistIdParam(params.id);
  const result = await getPlaylist(actorOf(session), id, { owner: true });
  if (!result.ok) throw refusalResponse(result);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const catalogue = query ? (await searchCatalogue({ query, page: 1, pageSize: CATALOGUE_RESULTS })).songs : null;
  const t = await getFixedT(request, "playlists");
  return json(
    { playlist: result.value, query, catalogue, title: t("edit.title", { name: result.value.name }) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const EDIT_INTENTS = ["details", "addLink", "addSong", "remove", "move", "reorder", "delete"] as const;

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  const id = playlistIdParam(params.id);
  const session = await requireSignedIn(request, `/playlists/${id}/edit`);
  const actor = actorOf(session);
  const here = `/playlists/${id}/edit${new URL(request.url).search}`;
  // Only the owner gets here: anyone else gets the page's 403 or 404, a guest too.
  const owned = await getPlaylist(actor, id, { owner: true });
  if (!owned.ok) throw refusalResponse(owned);
  const intent = EDIT_INTENTS.find((candidate) => candidate === form.get("intent"));
  const done = (key: string, to = here, type: "success" | "info" = "success") =>
    redirectWithToast(to, { type, key: `playlists:toast.${key}` }, { status: 303 });
  const refused = (refusal: Parameters<typeof refusalToast>[0]) => redirectWithToast(here, refusalToast(refusal), { status: 303 });

  switch (intent) {
    case "details": {
      const parsed = PlaylistFieldsSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fieldsRefusal(intent, form, parsed.error.issues);
      const result = await updatePlaylist(actor, id, parsed.data);
      return result.ok ? done("saved") : refused(result);
    }
    case "addLink": {
      const parsed = AddSongByLinkSchema.safeParse({ url: form.get("url") ?? "" });
      if (!parsed.success) return fieldsRefusal(intent, form, parsed.error.issues);
      const result = await addYouTubeVideoToPlaylist(actor, id, parsed.data.url);
      if (!result.ok) {
        const status = result.reason === "NOT_FOUND" ? 404 : 400;
        return fieldsRefusal(intent, form, [{ path: ["url"], message: result.messageKey ?? "playlists:errors.serverError" }], status);
      }
      return done(result.value.added ? "songAdded" : "songAlreadyThere", here, result.value.added ? "success" : "info");
    }
    case "addSong": {
      const songId = SongIdSchema.safeParse(form.get("songId"));
      if (!songId.success) return refused({ ok: false, reason: "BAD_REQUEST", messageKey: "playlists:validation.songId" });
      const result = await addSongToPlaylist(actor, id, songId.data);
      if (!result.ok) return refused(result);
      return done(result.value.added ? "songAdded" : "songAlreadyThere", here, result.value.added ? "success" : "info");
    }
    case "remove": {
      const songId = SongIdSchema.safeParse(form.get("songId"));
      if (!songId.success) return refused({ ok: false, reason: "BAD_REQUEST", messageKey: "playlists:validation.songId" });
      const result = await removeSongFromPlaylist(actor, id, songId.data);
      return result.ok ? done("songRemoved") : refused(result);
    }
    case "move": {
      const parsed = MoveSongSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return refused({ ok: false, reason: "BAD_REQUEST", messageKey: "playlists:validation.direction" });
      const result = await moveSongInPlaylist(actor, id, parsed.data.songId, parsed.data.direction);
      return result.ok ? done("moved") : refused(result);
    }
    case "reorder": {
      // The whole order at once (a drop in the drag-and-drop list): saved, or refused with why.
      const parsed = ReorderSchema.safeParse({ songIds: form.getAll("songIds") });
      if (!parsed.success) return fieldsRefusal(intent, form, parsed.error.issues);
      const result = await reorderPlaylist(actor, id, parsed.data.songIds);
      if (!result.ok) {
        const messages = result.fields?.songIds ?? [result.messageKey ?? "playlists:errors.serverError"];
        return fieldsRefusal(intent, form, messages.map((message) => ({ path: ["songIds"], message })));
      }
      // With JavaScript the page stays where it is: the same URL, not one more history entry per drop.
      return redirectWithToast(here, { type: "success", key: "playlists:toast.moved" }, { status: 303, headers: { "X-Remix-Replace": "true" } });
    }
    case "delete": {
      if (form.get("confirm") !== "on") {
        return json({ intent, errors: { confirm: ["playlists:edit.confirmDelete"] }, values: null }, { status: 400 });
      }
      const result = await deletePlaylist(actor, id);
      return result.ok ? done("deleted", "/playlists") : refused(result);
    }
    default:
      return refused({ ok: false, reason: "BAD_REQUEST", messageKey: "playlists:errors.invalidIntent" });
  }
}

// A post with JavaScript that gets no answer keeps the page and says so (a drop rolls back).
export const clientAction = (args: ClientActionFunctionArgs) => keepPageOnFailedSubmission<typeof action>(args);
export const shouldRevalidate = skipRevalidationAfterFailedSubmission;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function EditPlaylist() {
  const { playlist, query, catalogue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>();
  const { t } = useTranslation("playlists");
  const hydrated = useHydrated();
  const refused = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? actionData : null);
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
  const reorderRefusal = reorderData && "intent" in reorderData && reorderData.intent === "reorder" ? reorderData.errors.songIds?.[0] : null;
  const saveOrder = (songIds: number[]) => {
    const body = new FormData();
    body.set("intent", "reorder");
    for (const songId of songIds) body.append("songIds", String(songId));
    reorder.submit(body, { method: "post", preventScrollReset: true });
  };
  const details = refused("details");
  const link = refused("addLink");
  const deletion = refused("delete");
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
            values={
              details?.values ?? {
                name: playlist.name,
                description: playlist.description,
                isPublic: playlist.isPublic,
                tags: playlist.tags.join(", "),
              }
            }
            errors={details?.errors}
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
              defaultValue={link?.values?.url ?? ""}
              aria-invalid={link?.errors?.url ? true : undefined}
              aria-describedby={["add-url-hint", link?.errors?.url ? "add-url-error" : null].filter(Boolean).join(" ")}
            />
            <p id="add-url-hint" className="field__hint">
              {t("fields.urlHint")}
            </p>
            <ErrorList id="add-url-error" errors={link?.errors?.url} />
          </div>
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
                <img src={song.thumbnailUrl ?? youtubeThumbnailUrl(song.youtubeId)} alt="" width={96} height={54} loading="lazy" />
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
            <ErrorList id="delete-confirm-error" errors={deletion?.errors?.confirm} />
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
