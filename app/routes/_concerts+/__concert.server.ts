// The server side of /concerts/{id}: its loader and its action (a playlist or a
// routine of the setlist). One server module for the route: each `.server`
// module a route file imports costs its page an empty chunk in the browser's
// first load (docs/performance.md).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { createPlaylist } from "~/models/community-playlist.server";
import { getConcert } from "~/models/concert.server";
import { concertReadiness } from "~/models/practice-progress.server";
import { PlaylistFieldsSchema } from "~/schemas/community-playlist";
import { COMMUNITY_PLAYLIST_NAME_MAX_LENGTH } from "~/shared/constants";
import { readForm } from "~/utils/forms.server";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { MAKE_ROUTINE_INTENT } from "./__setlist-routine";
import { makeSetlistRoutine, setlistRoutineOf } from "./__setlist-routine.server";

async function concertOr404(idParam: string | undefined) {
  const id = /^[1-9]\d{0,9}$/.test(idParam ?? "") ? Number(idParam) : NaN;
  const concert = id <= 2_147_483_647 ? await getConcert(id) : null;
  if (!concert) throw new Response("Not found", { status: 404 });
  return concert;
}

export async function loadConcert({ request, params }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const concert = await concertOr404(params.id);
  const t = await getFixedT(request, "concerts");
  const [setlistRoutine, readiness] = await Promise.all([
    setlistRoutineOf(session, concert.id),
    concertReadiness(session.user?.id ?? null, concert),
  ]);
  return json(
    { concert, setlistRoutine, readiness, title: t("detail.title", { artist: concert.artist, tour: concert.tourName }) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** "Make a playlist from the setlist": a private playlist of the setlist, in order, for an account. */
export async function concertAction({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const here = `/concerts/${params.id}`;
  const session = await requireSignedIn(request, here);
  const concert = await concertOr404(params.id);
  if (form.get("intent") === MAKE_ROUTINE_INTENT) return makeSetlistRoutine(request, session, concert);
  if (!session.user) return redirectWithToast(here, { type: "info", key: "playlists:toast.guest" }, { status: 303 });
  if (form.get("intent") !== "makePlaylist" || concert.setlist.length === 0) {
    return redirectWithToast(here, { type: "error", key: "playlists:errors.invalidIntent" }, { status: 303 });
  }
  const t = await getFixedT(request, "concerts");
  const fields = PlaylistFieldsSchema.parse({
    name: t("detail.playlistName", { artist: concert.artist, tour: concert.tourName }).slice(0, COMMUNITY_PLAYLIST_NAME_MAX_LENGTH),
    description: t("detail.playlistDescription", { venue: concert.venue, city: concert.city, start: concert.startDate }),
    isPublic: false,
  });
  const result = await createPlaylist(session.user.id, fields, concert.setlist.map((song) => song.id));
  // Over the playlist limit: 429, said on this page.
  if (!result.ok && result.reason === "RATE_LIMITED") return refusePage(result, { as: "toast", back: here });
  if (!result.ok) {
    return redirectWithToast(here, { type: "error", key: result.messageKey ?? "playlists:errors.serverError" }, { status: 303 });
  }
  return redirectWithToast(`/playlists/${result.value.id}`, { type: "success", key: "concerts:toast.playlistMade" }, { status: 303 });
}

