// The playlist (spec §2): each song with its title, the current one marked;
// drag-and-drop reorder with @dnd-kit/sortable, by pointer or by keyboard
// (space on the handle, arrows, space); remove with a confirmation.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { PlaylistSong } from "../model/playlist";
import { ConfirmDialog } from "./confirm-dialog";
import { Icon } from "./icons";
import { SongSummary } from "./song-summary";

/** A pointer must move this far before a press becomes a drag, so taps still select songs. */
const DRAG_DISTANCE_PX = 6;
const TOUCH_DELAY_MS = 200;

interface RowProps {
  song: PlaylistSong;
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
  songs: readonly PlaylistSong[];
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => songs.map((song) => song.youtubeId), [songs]);

  const accessibility = useMemo(() => {
    const describe = (id: string | number, overId?: string | number) => {
      const title = songs.find((song) => song.youtubeId === id)?.title ?? "";
      return { title, position: ids.indexOf(String(overId ?? id)) + 1, count: ids.length };
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("dnd.pickedUp", describe(active.id)),
      onDragOver: ({ active, over }) => (over ? t("dnd.over", describe(active.id, over.id)) : undefined),
      onDragEnd: ({ active, over }) => (over ? t("dnd.dropped", describe(active.id, over.id)) : undefined),
      onDragCancel: ({ active }) => t("dnd.cancelled", describe(active.id)),
    };
    return { announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } };
  }, [songs, ids, t]);

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
