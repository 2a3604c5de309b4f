// What the playlist pages share on the server: who asks, refusals as
// responses, and the mutations every page posts (like, bookmark, copy, …),
// each a plain form that redirects back with a toast.
import { json } from "@remix-run/node";
import type { SessionWithUser } from "~/auth/session.server";
import type { PlaylistActor, PlaylistRefusal } from "~/models/community-playlist.server";
import {
  addComment,
  copyPlaylist,
  deleteComment,
  getPlaylist,
  recordPlaylistPlay,
  regenerateShareToken,
  reportComment,
  reportPlaylist,
  revokeShareToken,
  setPlaylistBookmark,
  setPlaylistLike,
} from "~/models/community-playlist.server";
import { replacePlayerPlaylist } from "~/models/player-playlist.server";
import { CommentSchema } from "~/schemas/community-playlist";
import { ReportSchema } from "~/schemas/report";
import { queueSongsOf } from "./__queue";
import { idParamOrNull } from "./__ids";
import { safeRedirectPath } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export function actorOf(session: SessionWithUser): PlaylistActor {
  return session.user ? { id: session.user.id, role: session.user.role } : null;
}

/** A view's key: the account, or the guest's session. */
export function viewerKeyOf(session: SessionWithUser): string {
  return session.user ? session.user.id : `guest:${session.id}`;
}

/** The numeric id of the URL, or the not-found page. */
export function playlistIdParam(value: string | undefined): number {
  const id = idParamOrNull(value);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

/** A refusal as the page's error: 404 (not found, or private), 403 (not the owner). */
export function refusalResponse(refusal: PlaylistRefusal): Response {
  const status = refusal.reason === "FORBIDDEN" ? 403 : refusal.reason === "NOT_FOUND" ? 404 : 400;
  return new Response(null, { status });
}

type Toast = Parameters<typeof redirectWithToast>[1];

export function refusalToast(refusal: PlaylistRefusal): Toast {
  return { type: "error", key: refusal.messageKey ?? "playlists:errors.serverError" };
}

/** The intents any viewer's page posts about a playlist (the detail page, feed cards, bookmarks). */
export const VIEWER_INTENTS = [
  "like",
  "unlike",
  "bookmark",
  "unbookmark",
  "copy",
  "comment",
  "deleteComment",
  "report",
  "reportComment",
  "share",
  "unshare",
  "playAll",
  "played",
] as const;

/**
 * Runs one of VIEWER_INTENTS for `playlistId` and redirects to `back` with a
 * toast. Guests are told that signing in keeps their work.
 */
export async function viewerAction(
  session: SessionWithUser,
  playlistId: number,
  form: FormData,
  fallback: string,
): Promise<Response> {
  const back = safeRedirectPath(form.get("redirectTo"), fallback);
  const intent = VIEWER_INTENTS.find((candidate) => candidate === form.get("intent"));
  if (!intent) return redirectWithToast(back, { type: "error", key: "playlists:errors.invalidIntent" }, { status: 303 });
  const actor = actorOf(session);
  if (!actor) return redirectWithToast(back, { type: "info", key: "playlists:toast.guest" }, { status: 303 });
  const done = (key: string, type: "success" | "info" = "success") =>
    redirectWithToast(back, { type, key: `playlists:toast.${key}` }, { status: 303 });
  const refused = (refusal: PlaylistRefusal) => redirectWithToast(back, refusalToast(refusal), { status: 303 });

  switch (intent) {
    case "like":
    case "unlike": {
      const result = await setPlaylistLike(actor, playlistId, intent === "like");
      return result.ok ? done(intent === "like" ? "liked" : "unliked") : refused(result);
    }
    case "bookmark":
    case "unbookmark": {
      const result = await setPlaylistBookmark(actor, playlistId, intent === "bookmark");
      return result.ok ? done(intent === "bookmark" ? "bookmarked" : "unbookmarked") : refused(result);
    }
    case "copy": {
      const result = await copyPlaylist(actor, playlistId);
      if (!result.ok) return refused(result);
      return redirectWithToast(`/playlists/${result.value.id}`, { type: "success", key: "playlists:toast.copied" }, { status: 303 });
    }
    case "comment": {
      const parsed = CommentSchema.safeParse({ body: form.get("body") ?? "" });
      if (!parsed.success) {
        return redirectWithToast(back, { type: "error", key: parsed.error.issues[0]!.message }, { status: 303 });
      }
      const result = await addComment(actor, playlistId, parsed.data.body);
      return result.ok ? done("commented") : refused(result);
    }
    case "deleteComment": {
      const commentId = idParamOrNull(String(form.get("commentId") ?? ""));
      if (commentId === null) return refused({ ok: false, reason: "NOT_FOUND", messageKey: "playlists:errors.commentNotFound" });
      const result = await deleteComment(actor, playlistId, commentId);
      return result.ok ? done("commentDeleted") : refused(result);
    }
    case "report": {
      const parsed = ReportSchema.safeParse({ reason: form.get("reason"), details: form.get("details") ?? "" });
      if (!parsed.success) {
        return redirectWithToast(back, { type: "error", key: parsed.error.issues[0]!.message }, { status: 303 });
      }
      const result = await reportPlaylist(actor, playlistId, parsed.data);
      return result.ok ? done("reported") : refused(result);
    }
    case "reportComment": {
      const commentId = idParamOrNull(String(form.get("commentId") ?? ""));
      const parsed = ReportSchema.safeParse({ reason: form.get("reason"), details: form.get("details") ?? "" });
      if (!parsed.success) {
        return redirectWithToast(back, { type: "error", key: parsed.error.issues[0]!.message }, { status: 303 });
      }
      if (commentId === null) return refused({ ok: false, reason: "NOT_FOUND", messageKey: "playlists:errors.commentNotFound" });
      const result = await reportComment(actor, playlistId, commentId, parsed.data);
      return result.ok ? done("commentReported") : refused(result);
    }
    case "share": {
      const result = await regenerateShareToken(actor, playlistId);
      return result.ok ? done("shared") : refused(result);
    }
    case "unshare": {
      const result = await revokeShareToken(actor, playlistId);
      return result.ok ? done("unshared") : refused(result);
    }
    case "played": {
      // With JavaScript "play all" went to the player; this counts the play.
      const result = await recordPlaylistPlay(actor, playlistId);
      return result.ok ? new Response(null, { status: 204 }) : refused(result);
    }
    case "playAll": {
      // Without JavaScript: the account's queue becomes the playlist (up to the queue's limit), and the play counts.
      const playlist = await getPlaylist(actor, playlistId);
      if (!playlist.ok) return refused(playlist);
      await replacePlayerPlaylist(actor.id, queueSongsOf(playlist.value.songs));
      const result = await recordPlaylistPlay(actor, playlistId);
      return result.ok ? done("played") : refused(result);
    }
  }
}

/** A refused fields form: 400 with the errors by field and what was typed. */
export function fieldsRefusal(
  intent: string,
  form: FormData,
  issues: Array<{ path: PropertyKey[]; message: string }>,
  status = 400,
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return json(
    {
      intent,
      errors,
      values: {
        name: String(form.get("name") ?? ""),
        description: String(form.get("description") ?? ""),
        isPublic: form.get("isPublic") === "on",
        tags: String(form.get("tags") ?? ""),
        url: String(form.get("url") ?? ""),
      },
    },
    { status },
  );
}
