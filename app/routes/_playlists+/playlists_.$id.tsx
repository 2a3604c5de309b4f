// /playlists/{id} (spec §2, issue 10): a playlist, its songs and what a fan
// does with it — play all, add to the queue, like, bookmark, copy, comment,
// report, share. A private playlist is the not-found page for everyone but
// its owner and admins.
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SongThumbnail } from "~/components/song-thumbnail";
import { PlayerCommandForm } from "~/components/player-command-form";
import { PlayNextForm } from "~/components/queue-add-forms";
import playlistsStylesHref from "~/styles/playlists.css";
import { pageMeta } from "~/utils/meta";
import { keepPageOnFailedSubmission, skipRevalidationAfterFailedSubmission } from "~/utils/submission-failure";
import { loadPlaylistDetail, runPlaylistDetailAction } from "./__detail.server";
import { DeferredPlaylistCommunity } from "./__deferred-playlist-community";
import { GuestNotice, TagList, WatchOnYouTubeLink, useBackPath } from "./__playlist-ui";
import { PlayAllForm, ToggleForm } from "./__playlist-actions";
import { AlertMessage, refusalOf } from "./__failure-alert";
import { queueSongsOf } from "./__queue";
import { TrackInfo } from "./__track-info";
import { retryAfterOfAction } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export const loader = (args: LoaderFunctionArgs) => loadPlaylistDetail(args);
// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export const action = (args: ActionFunctionArgs) => runPlaylistDetailAction(args);

// Like and bookmark (fetchers) that get no answer keep the page and say so (ToggleForm).
export const clientAction = (args: ClientActionFunctionArgs) => keepPageOnFailedSubmission<typeof action>(args);
export const shouldRevalidate = skipRevalidationAfterFailedSubmission;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title, data?.description);

const COUNTS = [
  ["songs", "songCount"],
  ["likes", "likeCount"],
  ["views", "viewCount"],
  ["plays", "playCount"],
  ["copies", "copyCount"],
  ["bookmarks", "bookmarkCount"],
  ["comments", "commentCount"],
] as const;

export default function PlaylistDetail() {
  const data = useLoaderData<typeof loader>();
  const { playlist, isOwner, liked, bookmarked, comments, nextCursor, olderComments, shareUrl, guest, createdOn } = data;
  const actionData = useActionData<typeof action>();
  // A post the page answered itself (429 over a write limit): the reason on top, a comment kept as typed.
  const refusal = (actionData as { intent?: string | null } | undefined)?.intent === null ? refusalOf(actionData) : null;
  const { t } = useTranslation("playlists");
  const back = useBackPath();
  const queueSongs = queueSongsOf(playlist.songs);
  const first = playlist.songs[0];

  return (
    <div className="page stack-lg">
      {refusal ? <AlertMessage messageKey={refusal} /> : null}
      <section className="playlist-head" aria-labelledby="playlist-title">
        {first ? (
          <SongThumbnail className="playlist-head__cover" youtubeId={first.youtubeId} thumbnailUrl={first.thumbnailUrl} title={playlist.name} />
        ) : null}
        <div className="stack">
          <h1 id="playlist-title"><bdi>{playlist.name}</bdi></h1>
          <p className="muted">
            {t("detail.owner", { name: playlist.owner.nickname })} · {createdOn}{" "}
            <span className="badge">{playlist.isPublic ? t("list.public") : t("list.private")}</span>
          </p>
          {playlist.copiedFrom ? (
            <p className="small">
              {t("detail.copiedFrom")} <Link to={`/playlists/${playlist.copiedFrom.id}`}><bdi>{playlist.copiedFrom.name}</bdi></Link>
            </p>
          ) : null}
          {playlist.hidden ? <p className="notice">{t("detail.hidden")}</p> : null}
          {playlist.description ? <p className="prose">{playlist.description}</p> : null}
          <TagList tags={playlist.tags} />
          <ul className="playlist-meta">
            {COUNTS.map(([key, field]) => (
              <li key={key}>
                {t(`counts.${key}`)} {playlist[field]}
              </li>
            ))}
          </ul>
          <div className="playlist-actions" role="group" aria-label={t("detail.actions")}>
            <PlayAllForm playlistId={playlist.id} songs={queueSongs} />
            {queueSongs.length > 0 ? (
              <PlayerCommandForm command={{ type: "enqueue", songs: queueSongs }}>
                <button type="submit" className="button">
                  {t("detail.addAll")}
                </button>
              </PlayerCommandForm>
            ) : null}
            {isOwner ? (
              <Link className="button" to={`/playlists/${playlist.id}/edit`}>
                {t("detail.edit")}
              </Link>
            ) : null}
          </div>
          {guest ? (
            <GuestNotice />
          ) : (
            <div className="playlist-actions">
              <ToggleForm
                playlistId={playlist.id}
                on={liked}
                count={playlist.likeCount}
                onIntent="like"
                offIntent="unlike"
                label={t("detail.like")}
                onLabel={t("detail.unlike")}
              />
              <ToggleForm
                playlistId={playlist.id}
                on={bookmarked}
                count={playlist.bookmarkCount}
                onIntent="bookmark"
                offIntent="unbookmark"
                label={t("detail.bookmark")}
                onLabel={t("detail.unbookmark")}
              />
              {!isOwner ? (
                <form method="post" action={`/playlists/${playlist.id}`}>
                  <input type="hidden" name="intent" value="copy" />
                  <input type="hidden" name="redirectTo" value={back} />
                  <button type="submit" className="button button--small">
                    {t("detail.copy")}
                  </button>
                </form>
              ) : null}
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="songs-heading" className="stack">
        <h2 id="songs-heading">{t("detail.songsHeading")}</h2>
        {playlist.songs.length === 0 ? (
          <p className="muted">{isOwner ? t("detail.emptyOwner") : t("detail.empty")}</p>
        ) : (
          <ol className="track-list">
            {playlist.songs.map((song, index) => {
              const queueSong = queueSongs[index] ?? queueSongsOf([song])[0]!;
              return (
                <li key={song.id} className="track">
                  <TrackInfo song={song} index={index} />
                  <div className="track__buttons">
                    <PlayerCommandForm command={{ type: "enqueue", songs: [queueSong] }}>
                      <button type="submit" className="button button--small" aria-label={t("detail.addLabel", { title: song.title })}>
                        {t("detail.add")}
                      </button>
                    </PlayerCommandForm>
                    <PlayNextForm song={queueSong} />
                    <WatchOnYouTubeLink song={song} />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <DeferredPlaylistCommunity
        playlist={playlist}
        isOwner={isOwner}
        guest={guest}
        shareUrl={shareUrl}
        comments={comments}
        nextCursor={nextCursor}
        olderComments={olderComments}
        reply={actionData}
      />
    </div>
  );
}
