// What went wrong with something done with JavaScript, said in place (the
// page stays): a post that got no answer or a server error
// (app/utils/submission-failure.ts), a load that failed, a refusal. Its own
// small module: the edit page and the feed need it without the rest of the
// playlist pieces.
import { useEffect, useState } from "react";
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
 * under way and after one that redirected (Remix then keeps the data of the
 * post before, which must not be shown again).
 */
export function useLastFetcherData<Data>(fetcher: { state: string; data?: Data }): Data | null {
  const [answered, setAnswered] = useState<Data | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle") setAnswered(null);
  }, [fetcher.state]);
  useEffect(() => {
    setAnswered(fetcher.data ?? null);
  }, [fetcher.data]);
  return fetcher.state === "idle" ? answered : null;
}

/** Why a fetcher's last post failed (SubmissionFailure, app/utils/submission-failure.ts), once it is over. */
export function failureOf(data: unknown): SubmissionFailureKind | null {
  return isSubmissionFailure(data) ? data.submissionFailed : null;
}
