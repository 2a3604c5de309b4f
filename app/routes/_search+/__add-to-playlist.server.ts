// /search's action (issue 11): "add to one of my playlists" for any result, a
// catalogue song or a YouTube video. A plain form comes back to the same
// results with a toast (303); a refused one gets the page again with the
// row's messages (400, 403 or 404). The same form posted by a fetcher (with
// JavaScript; it says so in `via`) gets JSON, and the page stays as it is.
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { actorOf } from "~/auth/guards.server";
import type { SessionWithUser } from "~/auth/session.server";
import { getFixedT } from "~/i18n/i18next.server";
import { addToOwnPlaylist } from "~/models/community-playlist.server";
import { AddToPlaylistSchema } from "~/schemas/community-playlist";
import { formReply } from "~/utils/forms.server";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The form's intent: which form of the page a reply is for (with the result's video, which row). */
const INTENT = "addToPlaylist";

export async function addToPlaylistAction(request: Request, session: SessionWithUser, form: FormData) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const viaFetcher = form.get("via") === "fetcher";
  const youtubeId = String(form.get("youtubeId") ?? "");
  const extra = { youtubeId };
  const submission = parseWithZod(form, { schema: AddToPlaylistSchema });

  // A guest's work stays in the browser: playlists need an account.
  const actor = actorOf(session);
  if (!actor) {
    if (viaFetcher) return formReply(INTENT, submission.reply({ fieldErrors: { playlistId: ["search:addTo.guest"] } }), { status: 403, extra });
    return redirectWithToast(back, { type: "info", key: "search:addTo.guest" }, { status: 303 });
  }
  if (submission.status !== "success") return formReply(INTENT, submission.reply(), { extra });
  const result = await addToOwnPlaylist(actor, submission.value);
  if (!result.ok) return refusePage(result, { as: "form", intent: INTENT, submission, field: "playlistId", extra });

  const { added, created, playlist, title } = result.value;
  const key = created ? "addTo.created" : added ? "addTo.added" : "addTo.already";
  const toastValues = { title, playlist: playlist.name };
  if (viaFetcher) {
    const t = await getFixedT(request, "search");
    return json({ youtubeId, message: t(key, toastValues), created: created ? playlist : null });
  }
  return redirectWithToast(back, { type: added ? "success" : "info", key: `search:${key}`, values: toastValues }, { status: 303 });
}
