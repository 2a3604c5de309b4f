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
import { Trans, useTranslation } from "~/i18n/react";

export { PlaylistResults, TagResults } from "./__playlist-results";

/** How many YouTube searches are left today (shown when video search is on). */
export function QuotaPanel({ quota }: { quota: QuotaStatus }) {
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
      <p className="quota__reset">
        <Trans
          t={t}
          i18nKey="quota.resets"
          components={{ time: <LocalDateTime value={quota.resetsAt} koreaLabel={t("quota.koreaTime")} /> }}
        />
      </p>
      <p className="quota__note">{t("quota.cached")}</p>
    </section>
  );
}

