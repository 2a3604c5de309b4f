// The edit page's songs with drag and drop (@dnd-kit/sortable), loaded by the
// page only once it runs JavaScript (React.lazy), so that dnd-kit is in no
// page's first load. A song moves by pointer, by touch (a short press), or by
// keyboard on its handle (space or enter, the arrows, space or enter; escape
// cancels); each drop hands the whole new order over once. The rows keep
// their up/down and remove forms.
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo } from "react";
import { sortableAccessibility, useSortableSensors } from "~/components/sortable-list";
import { useTranslation } from "~/i18n/react";
import { TrackCells, type EditTrack } from "./__edit-tracks";

function SortableTrack({ song, index, count }: { song: EditTrack; index: number; count: number }) {
  const { t } = useTranslation("playlists");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: song.id,
  });
  return (
    <li
      ref={setNodeRef}
      className="track track--sortable"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="button button--small button--ghost track__handle"
        {...attributes}
        {...listeners}
        aria-label={t("edit.dragLabel", { title: song.title })}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
          <circle cx="5" cy="3" r="1.5" />
          <circle cx="11" cy="3" r="1.5" />
          <circle cx="5" cy="8" r="1.5" />
          <circle cx="11" cy="8" r="1.5" />
          <circle cx="5" cy="13" r="1.5" />
          <circle cx="11" cy="13" r="1.5" />
        </svg>
      </button>
      <TrackCells song={song} index={index} count={count} />
    </li>
  );
}

export default function SortableTrackList({
  songs,
  onReorder,
}: {
  songs: EditTrack[];
  /** The songs' ids in their new order, once per drop. */
  onReorder: (songIds: number[]) => void;
}) {
  const { t } = useTranslation("player");
  const sensors = useSortableSensors();
  const ids = useMemo(() => songs.map((song) => song.id), [songs]);

  const accessibility = useMemo(
    () => sortableAccessibility(t, ids, (id) => songs.find((song) => song.id === id)?.title ?? ""),
    [songs, ids, t],
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="track-list">
          {songs.map((song, index) => (
            <SortableTrack key={song.id} song={song} index={index} count={songs.length} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
