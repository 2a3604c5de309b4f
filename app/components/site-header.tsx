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

/**
 * Every destination, in the order the navigation offers them (issue 25): on a
 * phone the first four sit in the bottom bar and the rest in its "more"
 * sheet; on a desktop as many as the header's one row holds (CSS container
 * queries on `data-rank`, app.css) and the rest, profile and admin always, in
 * the "more" menu. The markup is the same everywhere: no JavaScript decides.
 */
const DESTINATIONS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/search", key: "nav.search" },
  { to: "/fanchant-archive", key: "nav.archive" },
  { to: "/playlists", key: "nav.playlists" },
  { to: "/community/playlists", key: "nav.community" },
  { to: "/concerts", key: "nav.concerts" },
  { to: "/practice", key: "nav.practice" },
  { to: "/bookmarks", key: "nav.bookmarks" },
  { to: "/profile", key: "nav.profile" },
  { to: "/admin", key: "nav.admin" },
] as const;

function SiteNav({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  // Mirrors the guard's "admin:view", which every admin role has: the role keeps the permission table out of every page's first load.
  const links = DESTINATIONS.slice(0, admin ? 10 : 9).map((item, rank) => (
    <li key={item.to} data-rank={rank}>
      <NavLink to={item.to} end={"end" in item} className="site-nav__link">
        {t(item.key)}
      </NavLink>
    </li>
  ));
  return (
    <nav className="site-nav" aria-label={t("layout.mainNav")}>
      <ul className="site-nav__bar">
        {links}
        <li className="site-nav__more-item">
          <details
            className="site-nav__more"
            // With JavaScript the open sheet behaves as a sheet (focus, Escape); that code loads on first use.
            onToggle={(event) => {
              const details = event.currentTarget;
              if (details.open) void import("./site-nav-sheet").then((sheet) => sheet.enhanceOpenSheet(details));
            }}
          >
            <summary className="site-nav__link">
              {t("nav.more")}
            </summary>
            <ul className="site-nav__sheet">{links}</ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}

export function SiteHeader({ viewer, locale }: { viewer: Viewer | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <header className="site-header" data-signed-in={viewer ? "" : undefined}>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span aria-hidden="true" className="brand__mark">
            ♪
          </span>
          <span className="brand__name">{t("brand")}</span>
        </Link>
        {viewer ? <SiteNav admin={isAdminRole(viewer.role)} /> : null}
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
