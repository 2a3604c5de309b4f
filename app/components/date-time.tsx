// Dates and times in the page's language: in Korea's time zone, the same text on server
// and browser (see app/shared/date-time.ts), or in the visitor's zone once hydrated.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { isLocale } from "~/i18n/config";
import { DEFAULT_LOCALE } from "~/shared/constants";
import { formatDateTime } from "~/shared/date-time";

export function DateTime({ value, fallback }: { value: string | null; fallback?: string }) {
  const { i18n } = useTranslation();
  if (!value) return <>{fallback ?? ""}</>;
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return <time dateTime={value}>{formatDateTime(value, locale)}</time>;
}

/**
 * A moment in the visitor's own time zone: the server (and a browser without
 * JavaScript) shows Korea's time, saying so; once hydrated, the browser
 * rewrites it in its own zone, so the two renders never differ.
 */
export function LocalDateTime({ value, koreaLabel }: { value: string; koreaLabel: string }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    setLocal(
      new Intl.DateTimeFormat(locale, {
        month: "long",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }).format(new Date(value)),
    );
  }, [value, locale]);
  return <time dateTime={value}>{local ?? `${formatDateTime(value, locale)} (${koreaLabel})`}</time>;
}
