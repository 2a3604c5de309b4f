// A date and time in the page's language, in Korea's time zone on server and
// browser alike (so hydration sees the same text).
import { useTranslation } from "react-i18next";

export function DateTime({ value, fallback }: { value: string | null; fallback?: string }) {
  const { i18n } = useTranslation();
  if (!value) return <>{fallback ?? ""}</>;
  const text = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Seoul",
  }).format(new Date(value));
  return <time dateTime={value}>{text}</time>;
}
