// Pieces the playlist pages share: cards, tags, the guest notice, the
// optimistic like/bookmark buttons and "play all".
import { Link, useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { knownQueueLength, usePlayer, type QueueSong } from "~/player/commands";
import { youtubeWatchUrl } from "~/shared/youtube";
import { useOptionalViewer } from "~/utils/use-root-data";
import { failureOf, FailureAlert, useLastFetcherData } from "./__failure-alert";

export interface CardData {
  id: number;
  name: string;
  isPublic: boolean;
  songCount: number;
  likeCount: number;
  viewCount: number;
  owner: { nickname: string };
  coverUrl: string | null;
  tags: string[];
}

/** A song's page on YouTube, in a new tab (detail and shared pages). */
export function WatchOnYouTubeLink({ song }: { song: { youtubeId: string; title: string } }) {
  const { t } = useTranslation("playlists");
  return (
    <a
      className="button button--small button--ghost"
      href={youtubeWatchUrl(song.youtubeId)}
      target="_blank"
      rel="noreferrer"
      aria-label={t("detail.watchLabel", { title: song.title })}
    >
      {t("detail.watchOnYouTube")}
    </a>
  );
}

export function TagList({ tags, linked = true }: { tags: string[]; linked?: boolean }) {
  const { t } = useTranslation("playlists");
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={t("fields.tags")}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link className="tag" to={`/community/playlists?tag=${encodeURIComponent(tag)}`}>
              #{tag}
            </Link>
          ) : (
            <span className="tag">#{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PlaylistCard({
  playlist,
  showOwner = true,
  showVisibility = false,
  headingLevel = 3,
  children,
}: {
  playlist: CardData;
  showOwner?: boolean;
  showVisibility?: boolean;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation("playlists");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="playlist-card" aria-labelledby={`playlist-${playlist.id}-title`}>
      {playlist.coverUrl ? (
        <img src={playlist.coverUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
      ) : (
        <div className="playlist-card__no-cover" aria-hidden="true">
          ♪
        </div>
      )}
      <div className="playlist-card__body">
        <Heading className="playlist-card__title" id={`playlist-${playlist.id}-title`}>
          <Link to={`/playlists/${playlist.id}`}>{playlist.name}</Link>
        </Heading>
        <ul className="playlist-meta">
          {showOwner ? <li>{t("list.by", { name: playlist.owner.nickname })}</li> : null}
          <li>{t("list.songs", { count: playlist.songCount })}</li>
          <li>{t("list.likes", { count: playlist.likeCount })}</li>
          <li>{t("list.views", { count: playlist.viewCount })}</li>
          {showVisibility ? <li className="badge">{playlist.isPublic ? t("list.public") : t("list.private")}</li> : null}
        </ul>
        <TagList tags={playlist.tags} />
        {children}
      </div>
    </article>
  );
}

export function PlaylistGrid({ playlists, ...props }: { playlists: CardData[] } & Omit<Parameters<typeof PlaylistCard>[0], "playlist">) {
  return (
    <ul className="playlist-grid">
      {playlists.map((playlist) => (
        <li key={playlist.id}>
          <PlaylistCard playlist={playlist} {...props} />
        </li>
      ))}
    </ul>
  );
}

export function GuestNotice() {
  const { t } = useTranslation("playlists");
  const location = useLocation();
  return (
    <div className="notice" role="note">
      <p>{t("guest.signInToSave")}</p>
      <p>
        <Link className="button button--small" to={`/?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>
          {t("guest.signIn")}
        </Link>
      </p>
    </div>
  );
}

/** Where the page is, for a form's redirectTo. */
export function useBackPath(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * Like or bookmark: a plain form; with JavaScript it shows the new state at
 * once and the page's data (from the server) takes over when the post ends —
 * a refused post rolls back to what the server says, and one that got no
 * answer (the detail route's clientAction) rolls back to the page's data and
 * says why.
 */
export function ToggleForm({
  playlistId,
  on,
  count,
  onIntent,
  offIntent,
  label,
  onLabel,
}: {
  playlistId: number;
  on: boolean;
  count: number;
  onIntent: string;
  offIntent: string;
  label: string;
  onLabel: string;
}) {
  const fetcher = useFetcher();
  const answered = useLastFetcherData(fetcher);
  const back = useBackPath();
  const pending = fetcher.formData?.get("intent");
  const shownOn = pending ? pending === onIntent : on;
  const shownCount = count + (shownOn === on ? 0 : shownOn ? 1 : -1);
  return (
    <fetcher.Form method="post" action={`/playlists/${playlistId}`} className="toggle-form">
      <input type="hidden" name="intent" value={shownOn ? offIntent : onIntent} />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className={`button button--small${shownOn ? " button--primary" : ""}`} aria-pressed={shownOn}>
        {shownOn ? onLabel : label} <span aria-hidden="true">·</span> {shownCount}
      </button>
      <FailureAlert kind={failureOf(answered)} />
    </fetcher.Form>
  );
}

/**
 * Asks before the player's queue is replaced, unless it is known to be empty —
 * also before the player has loaded (knownQueueLength); true to go on.
 */
export function useConfirmReplaceQueue(): () => boolean {
  const { t } = useTranslation("playlists");
  const viewer = useOptionalViewer();
  return () => {
    if (!viewer) return true;
    const queued = knownQueueLength(viewer);
    if (queued === 0) return true;
    return window.confirm(queued === null ? t("detail.confirmReplaceUnknown") : t("detail.confirmReplace", { count: queued }));
  };
}

/**
 * "Play all": without JavaScript the account's queue becomes the playlist on
 * the server; with JavaScript the player takes it at once, after a
 * confirmation when the queue is not empty, and the play is counted.
 */
export function PlayAllForm({ playlistId, songs }: { playlistId: number; songs: QueueSong[] }) {
  const { t } = useTranslation("playlists");
  const player = usePlayer();
  const back = useBackPath();
  const confirmReplace = useConfirmReplaceQueue();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmReplace()) return;
    player.replaceQueue(songs, 0);
    const body = new FormData();
    body.set("intent", "played");
    void fetch(`/playlists/${playlistId}`, { method: "POST", body }).catch(() => undefined);
  };
  return (
    <form method="post" action={`/playlists/${playlistId}`} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="playAll" />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className="button button--primary" disabled={songs.length === 0}>
        ▶ {t("detail.playAll")}
      </button>
    </form>
  );
}
