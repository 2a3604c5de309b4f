// /search's action (issue 11): "add to one of my playlists" for any result, a
// catalogue song or a YouTube video. A plain form comes back to the same
// results with a toast (303); a refused one gets the page again with the
// row's messages (400, 403 or 404). The same form posted by a fetcher (with
// JavaScript; it says so in `via`) gets JSON, and the page stays as it is.
import { json } from "@remix-run/node";
import type { SessionWithUser } from "~/auth/session.server";
import { getFixedT } from "~/i18n/i18next.server";
import { addToOwnPlaylist } from "~/models/community-playlist.server";
import { AddToPlaylistSchema } from "~/schemas/community-playlist";
import { zodFieldErrors, type ApiErrorCode } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { AddToPlaylistReply } from "./__add-to-playlist";

const REFUSAL_STATUS: Partial<Record<ApiErrorCode, number>> = { FORBIDDEN: 403, NOT_FOUND: 404 };

export async function addToPlaylistAction(request: Request, session: SessionWithUser, form: FormData): Promise<Response> {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const viaFetcher = form.get("via") === "fetcher";
  const youtubeId = String(form.get("youtubeId") ?? "");
  const values = { playlistId: String(form.get("playlistId") ?? ""), name: String(form.get("name") ?? "") };
  const refused = (errors: Record<string, string[]>, status: number) =>
    json<AddToPlaylistReply>({ youtubeId, errors, values }, { status });

  // A guest's work stays in the browser: playlists need an account.
  if (!session.user) {
    if (viaFetcher) return refused({ playlistId: ["search:addTo.guest"] }, 403);
    return redirectWithToast(back, { type: "info", key: "search:addTo.guest" }, { status: 303 });
  }
  const parsed = AddToPlaylistSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused(zodFieldErrors(parsed.error), 400);
  const result = await addToOwnPlaylist({ id: session.user.id, role: session.user.role }, parsed.data);
  if (!result.ok) {
    return refused({ playlistId: [result.messageKey ?? "playlists:errors.serverError"] }, REFUSAL_STATUS[result.reason] ?? 400);
  }

  const { added, created, playlist, title } = result.value;
  const key = created ? "addTo.created" : added ? "addTo.added" : "addTo.already";
  const toastValues = { title, playlist: playlist.name };
  if (viaFetcher) {
    const t = await getFixedT(request, "search");
    return json<AddToPlaylistReply>({ youtubeId, message: t(key, toastValues), created: created ? playlist : null });
  }
  return redirectWithToast(back, { type: added ? "success" : "info", key: `search:${key}`, values: toastValues }, { status: 303 });
}
