import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { LOCALES, type Locale } from "~/shared/constants";
import { isAdminRole } from "~/shared/roles";
import { isGuest, type Viewer } from "~/shared/viewer";

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
  { to: "/", key: "nav.home", icon: "home", end: true },
  { to: "/search", key: "nav.search", icon: "search" },
  { to: "/fanchant-archive", key: "nav.archive", icon: "archive" },
  { to: "/playlists", key: "playlists:nav.mine", icon: "playlists" },
  { to: "/community/playlists", key: "playlists:nav.feed", icon: "feed" },
  { to: "/concerts", key: "nav.concerts", icon: "concerts" },
  { to: "/practice", key: "nav.practice", icon: "practice" },
  { to: "/bookmarks", key: "playlists:nav.bookmarks", icon: "bookmarks" },
  { to: "/profile", key: "nav.profile", icon: "profile" },
  { to: "/admin", key: "nav.admin", icon: "admin", admin: true },
] as const;

/**
 * The "more" item is a <details>: it opens and its links work without
 * JavaScript. With it, the sheet behaves as one: focus moves into it, Escape
 * closes it and gives focus back, and a tap outside or on a destination (or
 * any navigation) closes it.
 */
function useSheet(navigation: string) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    const close = (focusSummary: boolean) => {
      details.open = false;
      if (focusSummary) details.querySelector("summary")?.focus();
    };
    const onToggle = () => {
      // The first destination the sheet shows (the bar's own are hidden in it).
      if (details.open) [...details.querySelectorAll<HTMLElement>(".site-nav__sheet a")].find((a) => a.getClientRects().length)?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close(false);
    };
    // A chosen destination closes the sheet at once, while its page loads.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest(".site-nav__sheet a")) close(false);
    };
    details.addEventListener("toggle", onToggle);
    details.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      details.removeEventListener("toggle", onToggle);
      details.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [navigation]);
  return ref;
}

function SiteNav({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const { t: tPlaylists } = useTranslation("playlists");
  const sheet = useSheet(useLocation().key);
  // Mirrors the guard's "admin:view", which every admin role has: the role keeps the permission table out of every page's first load.
  const links = DESTINATIONS.filter((item) => admin || !("admin" in item)).map((item, rank) => (
    <li key={item.to} data-rank={rank}>
      <NavLink to={item.to} end={"end" in item} className="site-nav__link" data-icon={item.icon}>
        {item.key.startsWith("playlists:") ? tPlaylists(item.key.slice(10)) : t(item.key)}
      </NavLink>
    </li>
  ));
  return (
    <nav className="site-nav" aria-label={t("layout.mainNav")}>
      <ul className="site-nav__bar">
        {links}
        <li className="site-nav__more-item">
          <details className="site-nav__more" ref={sheet}>
            <summary className="site-nav__link" data-icon="more">
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
              <Form method="post" action="/auth/logout">
                <button type="submit" className="button button--ghost button--small">
                  {t("account.signOut")}
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
