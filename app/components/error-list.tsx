// A field's or a form's messages (i18n keys) in the page's language. Its own
// module, so a page that shows errors without the checked fields of
// ./forms.tsx (the search box) does not load their constraints.
import { useTranslation } from "~/i18n/react";

/** `values`: what the messages quote beside the default variables (a sheet's limits). */
export function ErrorList({ id, errors, values }: { id?: string; errors?: string[] | null; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const messages = errors?.filter(Boolean) ?? [];
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="error-list">
      {messages.map((key) => (
        <li key={key}>{t(key, values)}</li>
      ))}
    </ul>
  );
}
