// What went wrong with something done with JavaScript, said in place (the
// page stays): a post that got no answer or a server error
// (app/utils/submission-failure.ts), a load that failed, a refusal. Its own
// small module: the edit page and the feed need it without the rest of the
// playlist pieces.
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { isSubmissionFailure, type SubmissionFailureKind } from "~/utils/submission-failure";

/**
 * Why something done with JavaScript failed, in place (the page stays):
 * "network failed", "server error" or "load failed".
 */
export function FailureAlert({ kind }: { kind: SubmissionFailureKind | "loadFailed" | null }) {
  return kind ? <AlertMessage messageKey={`playlists:errors.${kind}`} /> : null;
}

/** An error said in place, at once (role=alert): an i18n key. */
export function AlertMessage({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation("playlists");
  return (
    <p className="notice notice--error small" role="alert">
      {t(messageKey)}
    </p>
  );
}

/**
 * What a fetcher's last post answered, once it is over: null while a post is
 * under way, and null for data that was there when the post started — Remix
 * keeps a fetcher's data after a post that redirected, and a keyed fetcher's
 * across pages, which must not be shown again. Derived during render (no
 * effects), so that a render React skips under a transition loses nothing.
 */
export function useLastFetcherData<Data>(fetcher: { state: string; data?: Data }): Data | null {
  const busy = fetcher.state !== "idle";
  const [seen, setSeen] = useState<{ busy: boolean; stale: Data | undefined; lastIdle: Data | undefined }>(() => ({
    busy,
    stale: fetcher.data,
    lastIdle: fetcher.data,
  }));
  // A post starts: the data of the last idle moment answers an earlier post. (The first busy
  // render may already hold the new answer when React skipped the "submitting" one.)
  if (busy !== seen.busy) setSeen({ busy, stale: busy ? seen.lastIdle : seen.stale, lastIdle: seen.lastIdle });
  else if (!busy && fetcher.data !== seen.lastIdle) setSeen({ ...seen, lastIdle: fetcher.data });
  return !busy && fetcher.data !== undefined && fetcher.data !== seen.stale ? fetcher.data : null;
}

/**
 * The reason of a post the server answered with the page's form-level error
 * (a formReply, app/utils/forms.server.ts; 429 over a write limit): its i18n
 * key, or null. Read without repliedForm, which these pages' first load can
 * do without.
 */
export function refusalOf(data: unknown): string | null {
  const reply = data as { result?: { error?: Record<string, readonly string[] | null> | null } } | null | undefined;
  return reply?.result?.error?.[""]?.[0] ?? null;
}

/** Why a fetcher's last post failed (SubmissionFailure, app/utils/submission-failure.ts), once it is over. */
export function failureOf(data: unknown): SubmissionFailureKind | null {
  return isSubmissionFailure(data) ? data.submissionFailed : null;
}
