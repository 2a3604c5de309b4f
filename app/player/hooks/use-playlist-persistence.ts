// Keeps the playlist where it belongs (spec §4, §6): in this browser for
// everyone, and for an account also on the server, saved 100 ms after the
// last change, never twice in a row with the same songs.
import { useCallback, useEffect, useRef, useState } from "react";
import { PLAYLIST_SAVE_DEBOUNCE_MS } from "~/shared/constants";
import type { QueueSong } from "~/shared/song";
import { saveAccountPlaylist } from "../sync/player-api";
import type { PlayerAction } from "../model/player-reducer";
import { savePlaylistLocally } from "../sync/storage";

/** What a save sends, without the catalogue ids the server fills in. */
export function playlistSignature(songs: readonly QueueSong[]): string {
  return JSON.stringify(
    songs.map(({ youtubeId, title, artist, thumbnailUrl, duration }) => [
      youtubeId,
      title,
      artist,
      thumbnailUrl,
      duration,
    ]),
  );
}

export interface PlaylistPersistence {
  /** The account's last save failed (cleared by the next success). */
  saveFailed: boolean;
  /** Saves at once what the account does not have yet (before logout). */
  flush(): Promise<void>;
  /** Writes nothing more (after logout started). */
  stop(): void;
  /** These songs just came from the account: nothing to save. */
  markSynced(songs: readonly QueueSong[]): void;
}

export function usePlaylistPersistence({
  ownerId,
  accountId,
  songs,
  syncedAtStart,
  ready,
  dispatch,
}: {
  ownerId: string;
  /** null for guests: nothing goes to the server. */
  accountId: string | null;
  songs: readonly QueueSong[];
  /** The songs the player started with are what the account has. */
  syncedAtStart: boolean;
  /** False while an account's playlist is still loading: nothing to keep yet. */
  ready: boolean;
  dispatch: (action: PlayerAction) => void;
}): PlaylistPersistence {
  const [saveFailed, setSaveFailed] = useState(false);
  const synced = useRef<string | null>(syncedAtStart ? playlistSignature(songs) : null);
  const lastSent = useRef<string | null>(synced.current);
  const songsRef = useRef(songs);
  songsRef.current = songs;
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const inFlight = useRef<Promise<void> | null>(null);

  const send = useCallback(
    async (account: string, sending: readonly QueueSong[], signature: string) => {
      try {
        const saved = await saveAccountPlaylist(account, sending);
        setSaveFailed(false);
        synced.current = signature;
        if (stopped.current || playlistSignature(songsRef.current) !== signature) return;
        // The songs now read as the account has them; that is no change to save again.
        synced.current = lastSent.current = playlistSignature(saved);
        dispatch({ type: "saved", songs: saved });
      } catch (error) {
        // Spec §8: logged and otherwise ignored; the local copy stays unsynced so a reload retries.
        console.warn("The playlist could not be saved to the account", error);
        if (lastSent.current === signature) lastSent.current = null;
        if (!stopped.current) setSaveFailed(true);
      }
    },
    [dispatch],
  );

  const save = useCallback(() => {
    clearTimeout(timer.current);
    const sending = songsRef.current;
    const signature = playlistSignature(sending);
    if (!accountId || stopped.current) return Promise.resolve();
    // Identical consecutive saves are skipped (spec §5); a save under way is waited for.
    if (signature === lastSent.current) return inFlight.current ?? Promise.resolve();
    lastSent.current = signature;
    const sent = send(accountId, sending, signature);
    inFlight.current = sent;
    return sent;
  }, [accountId, send]);

  useEffect(() => {
    if (!ready || stopped.current) return;
    const signature = playlistSignature(songs);
    savePlaylistLocally(ownerId, songs, signature === synced.current);
    if (!accountId || signature === lastSent.current) return;
    timer.current = setTimeout(save, PLAYLIST_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [songs, ready, ownerId, accountId, save]);

  const flush = useCallback(async () => {
    if (ready && playlistSignature(songsRef.current) !== synced.current) await save();
  }, [ready, save]);

  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
  }, []);

  const markSynced = useCallback((songs: readonly QueueSong[]) => {
    synced.current = lastSent.current = playlistSignature(songs);
  }, []);

  return { saveFailed, flush, stop, markSynced };
}
