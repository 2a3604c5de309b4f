// The server side of /playlists/{id}/edit: its loader and action (one
// intent each), kept out of the route module so that the page imports one
// server module (each one is a chunk of its first load in the browser).
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { actorOf, requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { addSongToPlaylist, addYouTubeVideoToPlaylist, asksForTypedDetails, deletePlaylist, getPlaylist, moveSongInPlaylist, removeSongFromPlaylist, reorderPlaylist, updatePlaylist } from "~/models/community-playlist.server";
import { searchCatalogue } from "~/models/catalogue-search.server";
import { refuse, type Refusal, type Result } from "~/models/result";
import {
  AddSongByLinkSchema,
  DeletePlaylistSchema,
  MoveSongSchema,
  PlaylistFieldsSchema,
  PlaylistSongSchema,
  ReorderSchema,
} from "~/schemas/community-playlist";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { refusePage, submissionRefusal } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { playlistIdParam } from "./__playlists.server";

const CATALOGUE_RESULTS = 10;

export async function loadEditPage({ request, params }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const id = playlistIdParam(params.id);
  const result = await getPlaylist(actorOf(session), id, { owner: true });
  if (!result.ok) throw await refusePage(result, { as: "error-page" });
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const catalogue = query ? (await searchCatalogue({ query, page: 1, pageSize: CATALOGUE_RESULTS })).songs : null;
  const t = await getFixedT(request, "playlists");
  return json(
    { playlist: result.value, query, catalogue, title: t("edit.title", { name: result.value.name }) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The edit page's posts, one function per intent. Only the owner gets here:
 * anyone else gets the page's 403 or 404, a guest too.
 */
export async function runEditAction({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const id = playlistIdParam(params.id);
  const session = await requireSignedIn(request, `/playlists/${id}/edit`);
  const actor = actorOf(session);
  const here = `/playlists/${id}/edit${new URL(request.url).search}`;
  const owned = await getPlaylist(actor, id, { owner: true });
  if (!owned.ok) throw await refusePage(owned, { as: "error-page" });
  const done = (key: string, to = here, type: "success" | "info" = "success") =>
    redirectWithToast(to, { type, key: `playlists:toast.${key}` }, { status: 303 });
  const refused = (refusal: Refusal) => refusePage(refusal, { as: "toast", back: here });
  const added = (result: Result<{ added: boolean }>) =>
    result.ok ? done(result.value.added ? "songAdded" : "songAlreadyThere", here, result.value.added ? "success" : "info") : refused(result);

  return runIntent(
    form,
    {
      async details() {
        const submission = parseWithZod(form, { schema: PlaylistFieldsSchema });
        if (submission.status !== "success") return formReply("details", submission.reply());
        const result = await updatePlaylist(actor, id, submission.value);
        if (!result.ok) return refused(result);
        return result.value.shareLinkEnded ? done("savedShareLinkEnded", here, "info") : done("saved");
      },
      async addLink() {
        const submission = parseWithZod(form, { schema: AddSongByLinkSchema });
        if (submission.status !== "success") return formReply("addLink", submission.reply());
        const result = await addYouTubeVideoToPlaylist(actor, id, submission.value);
        if (!result.ok) {
          // A video YouTube cannot describe is refused beside the title field, which the page then shows.
          const field = asksForTypedDetails(result) ? "title" : "url";
          return refusePage(result, { as: "form", intent: "addLink", submission, field });
        }
        return added(result);
      },
      async addSong() {
        const submission = parseWithZod(form, { schema: PlaylistSongSchema });
        if (submission.status !== "success") return refused(submissionRefusal(submission));
        return added(await addSongToPlaylist(actor, id, submission.value.songId));
      },
      async remove() {
        const submission = parseWithZod(form, { schema: PlaylistSongSchema });
        if (submission.status !== "success") return refused(submissionRefusal(submission));
        const result = await removeSongFromPlaylist(actor, id, submission.value.songId);
        return result.ok ? done("songRemoved") : refused(result);
      },
      async move() {
        const submission = parseWithZod(form, { schema: MoveSongSchema });
        if (submission.status !== "success") return refused(submissionRefusal(submission));
        const result = await moveSongInPlaylist(actor, id, submission.value.songId, submission.value.direction);
        return result.ok ? done("moved") : refused(result);
      },
      // The whole order at once (a drop in the drag-and-drop list): saved, or refused with why.
      async reorder() {
        const submission = parseWithZod(form, { schema: ReorderSchema });
        if (submission.status !== "success") return formReply("reorder", submission.reply());
        const result = await reorderPlaylist(actor, id, submission.value.songIds);
        if (!result.ok) return refusePage(result, { as: "form", intent: "reorder", submission, field: "songIds" });
        // With JavaScript the page stays where it is: the same URL, not one more history entry per drop.
        return redirectWithToast(here, { type: "success", key: "playlists:toast.moved" }, { status: 303, headers: { "X-Remix-Replace": "true" } });
      },
      async delete() {
        const submission = parseWithZod(form, { schema: DeletePlaylistSchema });
        if (submission.status !== "success") return formReply("delete", submission.reply());
        const result = await deletePlaylist(actor, id);
        return result.ok ? done("deleted", "/playlists") : refused(result);
      },
    },
    () => refused(refuse("BAD_REQUEST", "playlists:errors.invalidIntent")),
  );
}
