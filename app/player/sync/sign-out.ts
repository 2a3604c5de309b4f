// Spec §4 "Logout order" in the browser. Whatever form signs out (the
// header's, or any other posting to /auth/logout…), the player first saves
// the account's playlist (waiting at most LOGOUT_WAIT_MS) and stops; then the
// form goes on. Once the page knows nobody is signed in, the island clears
// local data (clearLocalData). A forced logout (a 401, spec §8) stops the
// player and clears at once.
import { FORCED_LOGOUT_EVENT } from "~/utils/api-client";
import { LOGOUT_WAIT_MS } from "~/shared/constants";
import { clearLocalData } from "./local-data";

export interface PlayerSession {
  /** Saves what the account does not have yet. */
  saveBeforeLogout(): Promise<void>;
  /** Pauses playback and writes nothing more. */
  stop(): void;
}

/** The loaded player's parts that keep something (the playlist, the sections). */
const sessions = new Set<PlayerSession>();

/** A part of the loaded player announces itself; the returned function withdraws it. */
export function registerPlayerSession(session: PlayerSession): () => void {
  sessions.add(session);
  return () => {
    sessions.delete(session);
  };
}

function stopAll() {
  for (const session of sessions) session.stop();
}

function isSignOutForm(form: HTMLFormElement): boolean {
  // A guest's GET /auth/logout only asks first (issue 25): nothing is signed out yet.
  if (form.method.toLowerCase() !== "post") return false;
  try {
    const action = new URL(form.action, window.location.href);
    return action.origin === window.location.origin && action.pathname.startsWith("/auth/logout");
  } catch {
    return false;
  }
}

/** Resolves in a later task: a form cannot be submitted again while its submit event is still being dispatched. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function prepareSignOut(): Promise<void> {
  await nextTask();
  if (sessions.size === 0) return;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
  const saved = Promise.all([...sessions].map((session) => session.saveBeforeLogout().catch(() => undefined)));
  await Promise.race([saved, waited]);
  stopAll();
}

const released = new WeakSet<HTMLFormElement>();

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !isSignOutForm(form)) return;
  if (released.has(form)) {
    released.delete(form);
    return;
  }
  // Held before Remix (or the browser) sees it, then submitted again the same way.
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  void prepareSignOut().then(() => {
    released.add(form);
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  });
}

function onForcedLogout() {
  stopAll();
  clearLocalData();
}

/** Installs the listeners once per page; returns their removal. */
export function watchSignOut(): () => void {
  window.addEventListener("submit", onSubmit, true);
  window.addEventListener(FORCED_LOGOUT_EVENT, onForcedLogout);
  return () => {
    window.removeEventListener("submit", onSubmit, true);
    window.removeEventListener(FORCED_LOGOUT_EVENT, onForcedLogout);
  };
}
