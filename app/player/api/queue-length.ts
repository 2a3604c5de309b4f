// The player's queue length as a page can know it before the player has
// loaded (knownQueueLength): its own module, so that pages which only send
// commands do not load the look into this browser's saved copy.
import { isGuest, type Viewer } from "~/shared/viewer";
import { currentPlayerSnapshot } from "./commands";
import { playerOwnerId, savedPlaylistLength } from "../sync/local-data";

/**
 * The queue's length as far as a page can know it now, to confirm before
 * replacing the queue: the player's own figure once it has one, else the
 * viewer's saved copy in this browser (the panel, which publishes the figure,
 * loads later; a guest without one has an empty queue), else null — unknown
 * (an account's list still coming from the server), which a page treats as
 * not empty.
 */
export function knownQueueLength(viewer: Pick<Viewer, "id" | "provider">): number | null {
  // A guest's queue lives only in this browser: no copy here is an empty queue.
  return currentPlayerSnapshot().queueLength ?? savedPlaylistLength(playerOwnerId(viewer)) ?? (isGuest(viewer) ? 0 : null);
}
