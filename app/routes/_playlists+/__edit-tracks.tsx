// The edit page's songs: each row with its up/down and remove forms (plain
// forms: they work without JavaScript), as a plain list here and, once the
// page runs JavaScript, as the drag-and-drop list (__sortable-tracks.tsx),
// which draws the same rows around a drag handle.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { TrackInfo } from "./__track-info";

export interface EditTrack {
  id: number;
  youtubeId: string;
  title: string;
  artist: string;
  duration: number;
  thumbnailUrl: string | null;
}

function IntentForm({ intent, songId, children }: { intent: string; songId: number; children: ReactNode }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="songId" value={songId} />
      {children}
    </Form>
  );
}

/** A row's cells after the handle: number, thumbnail, title and artist, and its buttons. */
export function TrackCells({ song, index, count }: { song: EditTrack; index: number; count: number }) {
  const { t } = useTranslation("playlists");
  return (
    <>
      <TrackInfo song={song} index={index} />
      <div className="track__buttons">
        {index > 0 ? (
          <IntentForm intent="move" songId={song.id}>
            <input type="hidden" name="direction" value="up" />
            <button type="submit" className="button button--small" aria-label={t("edit.moveUpLabel", { title: song.title })}>
              ↑ {t("edit.moveUp")}
            </button>
          </IntentForm>
        ) : null}
        {index < count - 1 ? (
          <IntentForm intent="move" songId={song.id}>
            <input type="hidden" name="direction" value="down" />
            <button type="submit" className="button button--small" aria-label={t("edit.moveDownLabel", { title: song.title })}>
              ↓ {t("edit.moveDown")}
            </button>
          </IntentForm>
        ) : null}
        <IntentForm intent="remove" songId={song.id}>
          <button type="submit" className="button button--small button--ghost" aria-label={t("edit.removeLabel", { title: song.title })}>
            {t("edit.remove")}
          </button>
        </IntentForm>
      </div>
    </>
  );
}

export function PlainTrackList({ songs }: { songs: EditTrack[] }) {
  return (
    <ol className="track-list">
      {songs.map((song, index) => (
        <li key={song.id} className="track">
          <TrackCells song={song} index={index} count={songs.length} />
        </li>
      ))}
    </ol>
  );
}

/** The songs in the order of `songIds` (a pending reorder), any song it does not name kept at the end. */
export function inOrder<Song extends { id: number }>(songs: Song[], songIds: number[] | null): Song[] {
  if (!songIds) return songs;
  const rank = new Map(songIds.map((id, index) => [id, index]));
  return [...songs].sort((a, b) => (rank.get(a.id) ?? songIds.length) - (rank.get(b.id) ?? songIds.length));
}
