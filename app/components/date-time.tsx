// A date and time in the page's language, in Korea's time zone; the same text
// on server and browser (see app/shared/date-time.ts).
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
