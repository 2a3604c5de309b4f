// The player's toasts ("added to queue", with undo): shown by the root's
// Toaster (app/components/toaster.tsx), reached through a window event so the
// panel shares no module with the first load (only types are imported).
import type { ClientToast } from "~/components/toaster";

/** Shows a toast now, in place of the one on screen. */
export function showToast(toast: ClientToast): void {
  dispatchEvent(new CustomEvent<ClientToast>("fanchant:toast" satisfies typeof import("~/components/toaster").TOAST_EVENT, { detail: toast }));
}
