// The maintenance notice an admin sets in /admin/settings, above every page.
import { useTranslation } from "~/i18n/react";

export function MaintenanceBanner({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <aside className="maintenance-banner" aria-label={t("layout.maintenance")}>
      <p>{text}</p>
    </aside>
  );
}
