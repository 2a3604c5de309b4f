// What the playlist pages share on the server: the playlist's id in the URL,
// a viewer's key for views, and the posts any viewer's page makes about a
// playlist (like, bookmark, copy, comment, report, share, play), one function
// per intent, each a plain form that redirects back with a toast.
import { createHmac } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { getEnv } from "~/env.server";
import { actorOf } from "~/auth/guards.server";
import type { SessionWithUser } from "~/auth/session.server";
import { addComment, deleteComment, reportComment, reportPlaylist } from "~/models/community-playlist-comments.server";
import { regenerateShareToken, revokeShareToken } from "~/models/community-playlist-share.server";
import { copyPlaylist, recordPlaylistPlay, setPlaylistBookmark, setPlaylistLike } from "~/models/community-playlist-social.server";
import { getPlaylist } from "~/models/community-playlist.server";
import { replacePlayerPlaylist } from "~/models/player-playlist.server";
import { refuse, type Refusal, type Result } from "~/models/result";
import { CommentSchema } from "~/schemas/community-playlist";
import { ReportSchema } from "~/schemas/report";
import type { Actor } from "~/shared/permissions";
import { runIntent } from "~/utils/forms.server";
import { safeRedirectPath } from "~/utils/http.server";
import { refusePage, submissionRefusal } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { idParamOrNull } from "./__ids";
import { queueSongsOf } from "./__queue";

/**
 * A view's key: the account, or for a guest the address it comes from (a new
 * guest session is one post away, an address is not), keyed with the
 * session secret so the marks hold no address (decision 127).
 */
export function viewerKeyOf(session: SessionWithUser, clientAddress: string): string {
  if (session.user) return session.user.id;
  return `addr:${createHmac("sha256", getEnv().SESSION_SECRET).update(clientAddress).digest("base64url").slice(0, 22)}`;
}

/** The numeric id of the URL, or the not-found page. */
export function playlistIdParam(value: string | undefined): number {
  const id = idParamOrNull(value);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

interface ViewerPost {
  actor: Actor;
  playlistId: number;
  form: FormData;
  /** Where the post came from, and goes back to. */
  back: string;
}

const COMMENT_NOT_FOUND = refuse("NOT_FOUND", "playlists:errors.commentNotFound");

function toastBack({ back }: ViewerPost, key: string, type: "success" | "info" = "success") {
  return redirectWithToast(back, { type, key: `playlists:toast.${key}` }, { status: 303 });
}

/** Back, told why not. */
function refused({ back }: ViewerPost, refusal: Refusal) {
  return refusePage(refusal, { as: "toast", back });
}

/** Done (back, told `key`), or refused. */
function answer(post: ViewerPost, result: Result<unknown>, key: string) {
  return result.ok ? toastBack(post, key) : refused(post, result);
}

const commentIdOf = ({ form }: ViewerPost) => idParamOrNull(String(form.get("commentId") ?? ""));

async function like(post: ViewerPost, liked: boolean) {
  return answer(post, await setPlaylistLike(post.actor, post.playlistId, liked), liked ? "liked" : "unliked");
}

async function bookmark(post: ViewerPost, bookmarked: boolean) {
  return answer(post, await setPlaylistBookmark(post.actor, post.playlistId, bookmarked), bookmarked ? "bookmarked" : "unbookmarked");
}

async function copy(post: ViewerPost) {
  const result = await copyPlaylist(post.actor, post.playlistId);
  if (!result.ok) return refused(post, result);
  return redirectWithToast(`/playlists/${result.value.id}`, { type: "success", key: "playlists:toast.copied" }, { status: 303 });
}

async function comment(post: ViewerPost) {
  const submission = parseWithZod(post.form, { schema: CommentSchema });
  if (submission.status !== "success") return refused(post, submissionRefusal(submission));
  const result = await addComment(post.actor, post.playlistId, submission.value.body);
  // Over the limit: the page again with the comment as typed and the reason beside it (429).
  if (!result.ok && result.reason === "RATE_LIMITED") return refusePage(result, { as: "form", intent: "comment", submission, field: "body" });
  return answer(post, result, "commented");
}

async function removeComment(post: ViewerPost) {
  const commentId = commentIdOf(post);
  if (commentId === null) return refused(post, COMMENT_NOT_FOUND);
  return answer(post, await deleteComment(post.actor, post.playlistId, commentId), "commentDeleted");
}

async function report(post: ViewerPost) {
  const submission = parseWithZod(post.form, { schema: ReportSchema });
  if (submission.status !== "success") return refused(post, submissionRefusal(submission));
  return answer(post, await reportPlaylist(post.actor, post.playlistId, submission.value), "reported");
}

async function reportAComment(post: ViewerPost) {
  const submission = parseWithZod(post.form, { schema: ReportSchema });
  if (submission.status !== "success") return refused(post, submissionRefusal(submission));
  const commentId = commentIdOf(post);
  if (commentId === null) return refused(post, COMMENT_NOT_FOUND);
  return answer(post, await reportComment(post.actor, post.playlistId, commentId, submission.value), "commentReported");
}

/** With JavaScript "play all" went to the player; this counts the play. */
async function played(post: ViewerPost) {
  const result = await recordPlaylistPlay(post.actor, post.playlistId);
  return result.ok ? new Response(null, { status: 204 }) : refused(post, result);
}

/** Without JavaScript: the account's queue becomes the playlist (up to the queue's limit), and the play counts. */
async function playAll(post: ViewerPost) {
  const playlist = await getPlaylist(post.actor, post.playlistId);
  if (!playlist.ok) return refused(post, playlist);
  await replacePlayerPlaylist(post.actor.id, queueSongsOf(playlist.value.songs));
  return answer(post, await recordPlaylistPlay(post.actor, post.playlistId), "played");
}

/** One function per intent any viewer's page posts about a playlist (the detail page, feed cards, bookmarks). */
const VIEWER_ACTIONS: Record<string, (post: ViewerPost) => Promise<Response>> = {
  like: (post) => like(post, true),
  unlike: (post) => like(post, false),
  bookmark: (post) => bookmark(post, true),
  unbookmark: (post) => bookmark(post, false),
  copy,
  comment,
  deleteComment: removeComment,
  report,
  reportComment: reportAComment,
  share: async (post) => answer(post, await regenerateShareToken(post.actor, post.playlistId), "shared"),
  unshare: async (post) => answer(post, await revokeShareToken(post.actor, post.playlistId), "unshared"),
  played,
  playAll,
};

/**
 * Runs the posted intent for `playlistId` and redirects to `back` (the form's
 * `redirectTo` when it is ours, else `fallback`) with a toast. Guests are told
 * that signing in keeps their work.
 */
export function viewerAction(session: SessionWithUser, playlistId: number, form: FormData, fallback: string) {
  const back = safeRedirectPath(form.get("redirectTo"), fallback);
  const actor = actorOf(session);
  const run = (action: (post: ViewerPost) => Promise<Response>) => () =>
    actor
      ? action({ actor, playlistId, form, back })
      : redirectWithToast(back, { type: "info", key: "playlists:toast.guest" }, { status: 303 });
  return runIntent(
    form,
    Object.fromEntries(Object.entries(VIEWER_ACTIONS).map(([intent, action]) => [intent, run(action)])),
    () => redirectWithToast(back, { type: "error", key: "playlists:errors.invalidIntent" }, { status: 303 }),
  );
}
