// The home page's announcements (set in /admin/announcements), in the
// visitor's language, each with a dismiss button: a plain form, so it works
// without JavaScript.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

export type HomeAnnouncement = { id: number; textKo: string; textEn: string };

export function AnnouncementBanner({ announcements }: { announcements: HomeAnnouncement[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  if (announcements.length === 0) return null;
  return (
    <section className="stack page" aria-label={t("announcements.label")}>
      {announcements.map((announcement) => (
        <div key={announcement.id} className="notice announcement-banner" data-testid="announcement">
          <p className="section-card__lyrics">{i18n.language === "en" ? announcement.textEn : announcement.textKo}</p>
          <Form method="post" action={`/announcements/${announcement.id}/dismiss`}>
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" className="button button--small button--ghost">
              {t("announcements.dismiss")}
            </button>
          </Form>
        </div>
      ))}
    </section>
  );
}
