// What a fan does with one playlist, on its detail page and its shared page:
// like and bookmark (optimistic, rolled back with a message when the post
// fails), "play all", and the confirmation before the player's queue is
// replaced.
import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { usePlayer } from "~/player/api/commands";
import type { QueueSong } from "~/shared/song";
import { knownQueueLength } from "~/player/api/queue-length";
import { useOptionalViewer } from "~/utils/use-root-data";
import { AlertMessage, failureOf, FailureAlert, refusalOf, useLastFetcherData } from "./__failure-alert";
import { useBackPath } from "./__playlist-ui";

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
  // The server refused the press (429 over the write limit): the button shows the state as it is, and says why.
  const refusal = refusalOf(answered);
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
      {refusal ? <AlertMessage messageKey={refusal} /> : null}
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
