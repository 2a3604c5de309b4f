// /search's parts that need no code for the page's first paint or its first
// interaction (play, add to the queue): the YouTube quota beside the results,
// and the playlists and tags (links). Loaded after the page
// (__deferred-search-parts.tsx, decision 077's pattern); the server renders
// them in full. The module reaches react-dom through @remix-run/react (the
// results' Link), as every lazily loaded module must: one that used React
// without react-dom would make esbuild split React out of the pages' shared
// chunk (+0.6 KB gzip on every page).
import { LocalDateTime } from "~/components/date-time";
import type { QuotaStatus } from "~/integrations/youtube/quota.server";
import type { ShareRefusal, ShareStatus } from "~/integrations/youtube/search-share";
import { Trans, useTranslation } from "~/i18n/react";

export { PlaylistResults, TagResults } from "./__playlist-results";

/** How many YouTube searches are left today, the viewer's own share first (shown when video search is on). */
export function QuotaPanel({ quota, share }: { quota: QuotaStatus; share: ShareStatus | null }) {
  const { t } = useTranslation("search");
  return (
    <section className="quota" aria-labelledby="quota-heading">
      <h2 id="quota-heading" className="quota__heading">
        {t("quota.heading")}
      </h2>
      <p className="quota__count">
        {t("quota.used", { used: quota.used, remaining: quota.remaining, limit: quota.limit })}
      </p>
      <meter
        className="quota__meter"
        min={0}
        max={Math.max(quota.limit, 1)}
        value={quota.remaining}
        aria-hidden="true"
      />
      {share ? (
        <p className="quota__share" data-testid="search-share">
          {t(share.scope === "guest" ? "quota.shareGuest" : "quota.shareAccount", {
            remaining: share.remaining,
            limit: share.limit,
          })}
        </p>
      ) : null}
      <p className="quota__reset">
        <Trans
          t={t}
          i18nKey="quota.resets"
          components={{ time: <LocalDateTime value={quota.resetsAt} koreaLabel={t("quota.koreaTime")} /> }}
        />
      </p>
      <p className="quota__note">
        {share ? `${t("quota.shareNote")} ` : null}
        {t("quota.cached")}
      </p>
    </section>
  );
}

/**
 * Why YouTube's videos are missing when the viewer's share (or their
 * address's) is spent, and when it comes back; the catalogue's results are
 * on the page regardless.
 */
export function ShareSpentNotice({
  refusal,
  retryAfterSeconds,
  accountLimit,
}: {
  refusal: ShareRefusal;
  retryAfterSeconds: number;
  /** An account's searches a day (told to a guest). */
  accountLimit: number;
}) {
  const { t } = useTranslation("search");
  const address = refusal.scope === "address";
  if (refusal.window === "minute") {
    return (
      <p className="notice notice--warning" role="status">
        {t(address ? "videos.shareAddressMinute" : "videos.shareMinute", { count: retryAfterSeconds })}
      </p>
    );
  }
  const key = address ? "videos.shareAddressDay" : refusal.scope === "guest" ? "videos.shareDayGuest" : "videos.shareDay";
  return (
    <p className="notice notice--warning" role="status">
      <Trans
        t={t}
        i18nKey={key}
        values={{ limit: refusal.limit, accountLimit }}
        components={{ time: <LocalDateTime value={refusal.retryAt} koreaLabel={t("quota.koreaTime")} /> }}
      />
    </p>
  );
}
