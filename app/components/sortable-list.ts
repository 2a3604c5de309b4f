// What the two sortable lists (dnd-kit) share, the player's queue and a
// playlist's edit page: how a press becomes a drag, and what a screen reader
// hears while an item moves (the player's "dnd" texts).
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { TFunction } from "~/i18n/translator";

/** A pointer must move this far before a press becomes a drag, so a tap still does what a tap does. */
const DRAG_DISTANCE_PX = 6;
/** On touch screens a drag starts after a short press, so the list still scrolls under a finger. */
const TOUCH_DELAY_MS = 200;

/** Pointer, touch (a short press) and keyboard (space or enter on a handle, the arrows, space or enter; escape cancels). */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { distance: DRAG_DISTANCE_PX },
    }),
    useSensor(TouchSensor, {
      activationConstraint: {
        delay: TOUCH_DELAY_MS,
        tolerance: DRAG_DISTANCE_PX,
      },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  );
}

/** `t` of the player namespace; `ids` in their current order; `titleOf` names an item by its id. */
export function sortableAccessibility<Id extends UniqueIdentifier>(
  t: TFunction,
  ids: readonly Id[],
  titleOf: (id: Id) => string
) {
  // dnd-kit hands back the ids it was given, so they are Ids.
  const describe = (id: UniqueIdentifier, overId?: UniqueIdentifier) => ({
    title: titleOf(id as Id),
    position: ids.indexOf((overId ?? id) as Id) + 1,
    count: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dnd.pickedUp", describe(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t("dnd.over", describe(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("dnd.dropped", describe(active.id, over.id)) : undefined,
    onDragCancel: ({ active }) => t("dnd.cancelled", describe(active.id)),
  };
  return {
    announcements,
    screenReaderInstructions: { draggable: t("dnd.instructions") },
  };
}
