// Toasts shown from the browser, without a round trip (issue 25: "added to
// queue" with undo, told by the player panel). Tiny on purpose: the root's
// Toaster reads it on every page. A server toast (a redirect's flash) and a
// browser toast share one place on screen; the newer one shows.
import { useSyncExternalStore } from "react";
import type { Toast, ToastAction } from "~/shared/toast";

export interface ClientToast extends Omit<Toast, "id" | "action"> {
  id: string;
  /** The button: its label, and what it does (it also closes the toast). */
  action?: Pick<ToastAction, "key"> & { run: () => void };
}

let current: ClientToast | null = null;
let seq = 0;
const listeners = new Set<() => void>();

/** Shows a toast now (it replaces the one on screen). */
export function showToast(toast: Omit<ClientToast, "id">): void {
  current = { ...toast, id: `client-${++seq}` };
  for (const listener of listeners) listener();
}

/** Takes the browser toast away (closed, or a newer server toast came). */
export function clearClientToast(id?: string): void {
  if (!current || (id && current.id !== id)) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;
const readOnServer = () => null;

export function useClientToast(): ClientToast | null {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
