// The playlist (spec §2): each song with its title, the current one marked;
// drag-and-drop reorder with @dnd-kit/sortable, by pointer or by keyboard
// (space on the handle, arrows, space); remove with a confirmation.
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useRef } from "react";
import { sortableAccessibility, useSortableSensors } from "~/components/sortable-list";
import { useTranslation } from "~/i18n/react";
import type { QueueSong } from "~/shared/song";
import { ConfirmDialog } from "./confirm-dialog";
import { Icon } from "./icons";
import { SongSummary } from "./song-summary";

interface RowProps {
  song: QueueSong;
  current: boolean;
  editable: boolean;
  confirming: boolean;
  onSelect: () => void;
  onAskRemove: () => void;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
}

function PlaylistRow({
  song,
  current,
  editable,
  confirming,
  onSelect,
  onAskRemove,
  onConfirmRemove,
  onCancelRemove,
}: RowProps) {
  const { t } = useTranslation("player");
  const removeRef = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: song.youtubeId,
    disabled: !editable,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="player-song player-song--row"
      data-dragging={isDragging || undefined}
      aria-current={current ? "true" : undefined}
    >
      {editable ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="player-icon-button player-song__handle"
          {...attributes}
          {...listeners}
          aria-label={t("playlist.move", { title: song.title })}
        >
          <Icon name="drag" />
        </button>
      ) : null}
      <button type="button" className="player-song__select" onClick={onSelect}>
        <SongSummary song={song} />
      </button>
      {editable ? (
        <button
          type="button"
          ref={removeRef}
          className="player-icon-button"
          aria-label={t("playlist.remove", { title: song.title })}
          onClick={onAskRemove}
        >
          <Icon name="remove" />
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={t("confirmRemoveSong", { title: song.title })}
          onConfirm={onConfirmRemove}
          onCancel={() => {
            onCancelRemove();
            removeRef.current?.focus();
          }}
        />
      ) : null}
    </li>
  );
}

export function PlaylistList({
  songs,
  currentIndex,
  editable,
  confirmingId,
  onSelect,
  onMove,
  onAskRemove,
  onConfirmRemove,
  onCancelRemove,
}: {
  songs: readonly QueueSong[];
  currentIndex: number;
  editable: boolean;
  /** The song whose removal awaits confirmation. */
  confirmingId: string | null;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onAskRemove: (index: number) => void;
  onConfirmRemove: (index: number) => void;
  onCancelRemove: () => void;
}) {
  const { t } = useTranslation("player");
  const sensors = useSortableSensors();
  const ids = useMemo(() => songs.map((song) => song.youtubeId), [songs]);

  const accessibility = useMemo(
    () => sortableAccessibility(t, ids, (id) => songs.find((song) => song.youtubeId === id)?.title ?? ""),
    [songs, ids, t],
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="player-playlist" aria-label={t("playlist.label")}>
          {songs.map((song, index) => (
            <PlaylistRow
              key={song.youtubeId}
              song={song}
              current={index === currentIndex}
              editable={editable}
              confirming={confirmingId === song.youtubeId}
              onSelect={() => onSelect(index)}
              onAskRemove={() => onAskRemove(index)}
              onConfirmRemove={() => onConfirmRemove(index)}
              onCancelRemove={onCancelRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
