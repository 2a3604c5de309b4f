// The server side of /playlists/{id}/edit: its loader and action (one
// intent each), kept out of the route module so that the page imports one
// server module (each one is a chunk of its first load in the browser).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/auth/guards.server";
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
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { readForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { actorOf, fieldsRefusal, playlistIdParam, refusalResponse, refusalToast } from "./__playlists.server";

const CATALOGUE_RESULTS = 10;

export async function loadEditPage({ request, params }: LoaderFunctionArgs) {
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

export async function runEditAction({ request, params }: ActionFunctionArgs) {
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
