import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LOCALES, type Locale } from "~/shared/constants";
import { isAdminRole } from "~/shared/roles";
import { isGuest, type Viewer } from "~/shared/viewer";
import { GuestAccountActions } from "./guest-account-actions";

const LANGUAGE_NAMES: Record<Locale, string> = { ko: "한국어", en: "English" };

function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav className="language-switch" aria-label={t("layout.language")}>
      {LOCALES.map((lng) => {
        const params = new URLSearchParams(location.search);
        params.set("lng", lng);
        return (
          <Link
            key={lng}
            to={`${location.pathname}?${params}`}
            lang={lng}
            hrefLang={lng}
            aria-current={lng === locale ? "true" : undefined}
            // The new language's translations load with the document.
            reloadDocument
          >
            {LANGUAGE_NAMES[lng]}
          </Link>
        );
      })}
    </nav>
  );
}

export function SiteHeader({ viewer, locale }: { viewer: Viewer | null; locale: Locale }) {
  const { t } = useTranslation();
  const { t: tPlaylists } = useTranslation("playlists");
  return (
    <header className="site-header" data-signed-in={viewer ? "" : undefined}>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span aria-hidden="true" className="brand__mark">
            ♪
          </span>
          <span className="brand__name">{t("brand")}</span>
        </Link>
        {viewer ? (
          <nav className="site-nav" aria-label={t("layout.mainNav")}>
            <NavLink to="/" end>
              {t("nav.home")}
            </NavLink>
            <NavLink to="/search">{t("nav.search")}</NavLink>
            <NavLink to="/playlists">{tPlaylists("nav.mine")}</NavLink>
            <NavLink to="/community/playlists">{tPlaylists("nav.feed")}</NavLink>
            <NavLink to="/bookmarks">{tPlaylists("nav.bookmarks")}</NavLink>
            <NavLink to="/fanchant-archive">{t("nav.archive")}</NavLink>
            <NavLink to="/concerts">{t("nav.concerts")}</NavLink>
            <NavLink to="/practice">{t("nav.practice")}</NavLink>
            <NavLink to="/profile">{t("nav.profile")}</NavLink>
            {/* Mirrors the guard's "admin:view", which every admin role has: the role keeps the permission table out of every page's first load. */}
            {isAdminRole(viewer.role) ? <NavLink to="/admin">{t("nav.admin")}</NavLink> : null}
          </nav>
        ) : null}
        <div className="site-header__end">
          <LanguageSwitch locale={locale} />
          {viewer ? (
            <div className="account">
              <span className="account__name" data-testid="viewer-name">
                {isGuest(viewer) ? t("account.guest") : viewer.name}
              </span>
              {isGuest(viewer) ? (
                <GuestAccountActions />
              ) : (
                <Form method="post" action="/auth/logout">
                  <button type="submit" className="button button--ghost button--small">
                    {t("account.signOut")}
                  </button>
                </Form>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
