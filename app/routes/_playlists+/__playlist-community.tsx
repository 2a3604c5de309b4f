// What is below a playlist's songs on /playlists/{id}: the owner's share box,
// the comments (the form, delete, report) and the report form. Loaded after
// the page (__deferred-playlist-community.tsx, decision 077's pattern): the
// server renders it in full, so its forms post without JavaScript; the
// browser's first load carries none of it. It reaches react-dom through
// @remix-run/react (its Link), as every lazily loaded module must: one that
// used React without react-dom would make esbuild split React out of the
// pages' shared chunk (+0.6 KB gzip on every page).
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { SerializeFrom } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { PLAYLIST_COMMENT_MAX_LENGTH } from "~/shared/constants";
import { ReportForm } from "~/components/report-form";
import { ErrorList } from "~/components/error-list";
import { repliedForm } from "~/shared/form-reply";
import type { loadPlaylistDetail } from "./__detail.server";
import { useBackPath } from "./__playlist-ui";

type Detail = SerializeFrom<typeof loadPlaylistDetail>;

export interface PlaylistCommunityProps {
  playlist: Pick<Detail["playlist"], "id" | "commentCount">;
  isOwner: boolean;
  guest: boolean;
  shareUrl: string | null;
  comments: Detail["comments"];
  nextCursor: Detail["nextCursor"];
  olderComments: boolean;
  /** The page's action data: a comment the server refused (over the write limit) comes back as typed, with why. */
  reply?: unknown;
}

function ShareBox({ playlistId, shareUrl }: { playlistId: number; shareUrl: string | null }) {
  const { t } = useTranslation("playlists");
  const back = useBackPath();
  const [copied, setCopied] = useState(false);
  return (
    <section className="panel stack" aria-labelledby="share-heading">
      <h2 id="share-heading">{t("share.heading")}</h2>
      {shareUrl ? (
        <>
          <label htmlFor="share-url">{t("share.link")}</label>
          <input id="share-url" className="share-link" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
          <div className="playlist-actions">
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true));
              }}
            >
              {t("share.copy")}
            </button>
            <form method="post" action={`/playlists/${playlistId}`}>
              <input type="hidden" name="intent" value="share" />
              <input type="hidden" name="redirectTo" value={back} />
              <button type="submit" className="button button--small">
                {t("share.regenerate")}
              </button>
            </form>
            <form method="post" action={`/playlists/${playlistId}`}>
              <input type="hidden" name="intent" value="unshare" />
              <input type="hidden" name="redirectTo" value={back} />
              <button type="submit" className="button button--small button--ghost">
                {t("share.revoke")}
              </button>
            </form>
          </div>
          <p role="status" className="small muted">
            {copied ? t("share.copied") : null}
          </p>
        </>
      ) : (
        <>
          <p className="muted">{t("share.none")}</p>
          <form method="post" action={`/playlists/${playlistId}`}>
            <input type="hidden" name="intent" value="share" />
            <input type="hidden" name="redirectTo" value={back} />
            <button type="submit" className="button button--small">
              {t("share.create")}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

export function PlaylistCommunity({
  playlist,
  isOwner,
  guest,
  shareUrl,
  comments,
  nextCursor,
  olderComments,
  reply,
}: PlaylistCommunityProps) {
  const refusedComment = repliedForm(reply, "comment");
  const commentReply = refusedComment ? { body: refusedComment.value("body") ?? "", errors: refusedComment.allErrors() } : null;
  const { t } = useTranslation("playlists");
  const back = useBackPath();
  return (
    <>
      {isOwner ? <ShareBox playlistId={playlist.id} shareUrl={shareUrl} /> : null}

      <section id="comments" aria-labelledby="comments-heading" className="stack">
        <h2 id="comments-heading">
          {t("comments.heading")} ({playlist.commentCount})
        </h2>
        {guest ? null : (
          // #comments: a comment the server answers itself (over the limit) comes back in view.
          <form method="post" action={`/playlists/${playlist.id}#comments`} className="stack">
            <input type="hidden" name="intent" value="comment" />
            {/* A new comment is on the first page, the newest. */}
            <input type="hidden" name="redirectTo" value={`/playlists/${playlist.id}#comments`} />
            <div className="field">
              <label htmlFor="comment-body">{t("fields.comment")}</label>
              <textarea
                id="comment-body"
                name="body"
                rows={3}
                required
                minLength={1}
                maxLength={PLAYLIST_COMMENT_MAX_LENGTH}
                defaultValue={commentReply?.body}
                aria-invalid={commentReply ? true : undefined}
                aria-describedby={commentReply ? "comment-error comment-hint" : "comment-hint"}
              />
              {commentReply ? (
                <div role="alert">
                  <ErrorList id="comment-error" errors={commentReply.errors} />
                </div>
              ) : null}
              <p id="comment-hint" className="field__hint">
                {t("comments.hint", { max: PLAYLIST_COMMENT_MAX_LENGTH })}
              </p>
            </div>
            <p>
              <button type="submit" className="button">
                {t("comments.submit")}
              </button>
            </p>
          </form>
        )}
        {comments.length === 0 ? (
          <p className="muted">{t("comments.empty")}</p>
        ) : (
          <ul className="comment-list">
            {comments.map((comment) => (
              <li key={comment.id} id={`comment-${comment.id}`} className="comment">
                <div className="comment__head">
                  <strong><bdi>{comment.author.nickname}</bdi></strong>
                  <span className="small muted">
                    {comment.when}
                  </span>
                </div>
                <p><bdi>{comment.body}</bdi></p>
                {comment.canDelete ? (
                  <form method="post" action={`/playlists/${playlist.id}`}>
                    <input type="hidden" name="intent" value="deleteComment" />
                    <input type="hidden" name="commentId" value={comment.id} />
                    <input type="hidden" name="redirectTo" value={back} />
                    <button
                      type="submit"
                      className="button button--small button--ghost"
                      aria-label={t("comments.deleteLabel", { name: comment.author.nickname })}
                    >
                      {t("comments.delete")}
                    </button>
                  </form>
                ) : null}
                {comment.canReport ? (
                  <ReportForm
                    id={`report-comment-${comment.id}`}
                    action={`/playlists/${playlist.id}`}
                    summary={t("report.commentSummary")}
                    subject={t("report.commentLabel", { name: comment.author.nickname })}
                    fields={{ intent: "reportComment", commentId: comment.id, redirectTo: back }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {olderComments || nextCursor ? (
          <nav className="pagination" aria-label={t("comments.pagination")}>
            {olderComments ? (
              <Link className="button button--small" to={`/playlists/${playlist.id}#comments`}>
                {t("comments.newest")}
              </Link>
            ) : null}
            {nextCursor ? (
              <Link className="button button--small" to={`/playlists/${playlist.id}?comments=${encodeURIComponent(nextCursor)}#comments`} rel="next">
                {t("comments.older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      {!guest && !isOwner ? (
        <ReportForm
          id="report-playlist"
          action={`/playlists/${playlist.id}`}
          className="panel"
          summaryClassName=""
          summary={t("report.heading")}
          fields={{ intent: "report", redirectTo: back }}
        />
      ) : null}
    </>
  );
}
