import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

const YOUTUBE_TERMS_URL = "https://www.youtube.com/t/terms";
const GOOGLE_PRIVACY_URL = "https://policies.google.com/privacy";
const COPYRIGHT_YEAR = 2024;

export function SiteFooter({ contactEmail }: { contactEmail: string | null }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t("footer.nav")} className="site-footer__links">
        <Link to="/terms-of-service">{t("footer.terms")}</Link>
        <Link to="/privacy-policy">{t("footer.privacy")}</Link>
        <a href={YOUTUBE_TERMS_URL} rel="noopener noreferrer" target="_blank">
          {t("footer.youtubeTerms")}
        </a>
        <a href={GOOGLE_PRIVACY_URL} rel="noopener noreferrer" target="_blank">
          {t("footer.googlePrivacy")}
        </a>
      </nav>
      <p>{t("footer.youtubeApiNotice")}</p>
      {contactEmail ? (
        <p>
          {t("footer.contact")} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      ) : null}
      <p>{t("footer.copyright", { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
