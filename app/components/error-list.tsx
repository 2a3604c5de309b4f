// A field's or a form's messages (i18n keys) in the page's language. Its own
// module, so a page that shows errors without the checked fields of
// ./forms.tsx (the search box) does not load their constraints.
import { useTranslation } from "~/i18n/react";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  const messages = errors?.filter(Boolean) ?? [];
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="error-list">
      {messages.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}
