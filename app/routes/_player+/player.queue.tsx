// POST /player/queue: a player command from a browser without JavaScript
// (app/components/player-command-form.tsx). It changes the account's saved
// queue and goes back where the button was, with a toast that says what
// happened (and an "undo" form after an add); with JavaScript the island does
// the same at once and nothing is posted.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/auth/guards.server";
import { appendToPlayerPlaylist, removeFromPlayerPlaylist, replacePlayerPlaylist } from "~/models/player-playlist.server";
import { PlayerCommandFormSchema } from "~/schemas/player-command";
import { readForm } from "~/utils/forms.server";
import { redirectPlainVisitHome, safeRedirectPath } from "~/utils/http.server";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = redirectPlainVisitHome;

/** A whole queue (100 songs with the longest titles) as JSON in a field, percent-encoded: more than a sign-in form. */
const QUEUE_FORM_LIMIT_BYTES = 512 * 1024;

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request, { limit: QUEUE_FORM_LIMIT_BYTES });
  const back = safeRedirectPath(form.get("redirectTo"));
  const session = await requireSignedIn(request, back);
  // A guest's queue lives in the browser: without JavaScript there is nowhere to keep it.
  if (!session.user) return redirectWithToast(back, { type: "info", key: "player:queue.guestNeedsScript" });

  const submission = parseWithZod(form, { schema: PlayerCommandFormSchema });
  if (submission.status !== "success") return redirectWithToast(back, { type: "error", key: "player:queue.invalid" });
  const command = submission.value;
  if (command.intent === "open") return redirectWithToast(back, { type: "info", key: "player:queue.needsScript" });

  if (command.intent === "replaceQueue") {
    const songs = await replacePlayerPlaylist(session.user.id, command.songs);
    return redirectWithToast(back, { type: "success", key: "player:queue.replaced", values: { count: songs.length } });
  }
  if (command.intent === "undoAdd") {
    const removed = await removeFromPlayerPlaylist(session.user.id, command.youtubeIds);
    return redirectWithToast(back, { type: "info", key: "player:queue.undone", values: { count: removed } });
  }
  // enqueue, playNext (at the end: the server does not know the current song), playSong and playSection.
  const outcome = await appendToPlayerPlaylist(session.user.id, command.songs);
  if (!outcome.ok) return refusePage(outcome, { as: "toast", back });
  const { added, addedIds } = outcome.value;
  if (added === 0) return redirectWithToast(back, { type: "info", key: "player:queue.alreadyQueued", values: { count: command.songs.length } });
  return redirectWithToast(back, {
    type: "success",
    key: added === 1 ? "player:queue.addedOne" : "player:queue.addedMany",
    values: { count: added },
    // "Undo": a form in the toast that takes out what was just added.
    action: { key: "player:queue.undo", to: "/player/queue", fields: { intent: "undoAdd", youtubeIds: addedIds.join(","), redirectTo: back } },
  });
}
