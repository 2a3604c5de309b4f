// The admin area's frame: its style and the nav to each page the viewer's role
// may open. Every admin route also guards its own loader and action, since
// Remix runs the loaders of one request in parallel and actions alone.
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireAdmin } from "~/auth/guards.server";
import { hasPermission, type Permission } from "~/shared/permissions";
import adminStylesHref from "~/styles/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

const PAGES: [path: string, key: string, permission: Permission][] = [
  ["/admin", "dashboard", "admin:view"],
  ["/admin/stats", "stats", "stats:view"],
  ["/admin/reports", "reports", "reports:resolve"],
  ["/admin/users", "users", "users:view"],
  ["/admin/playlists", "playlists", "playlists:moderate"],
  ["/admin/songs", "songs", "catalogue:manage"],
  ["/admin/concerts", "concerts", "concerts:manage"],
  ["/admin/announcements", "announcements", "announcements:manage"],
  ["/admin/settings", "settings", "settings:manage"],
  ["/admin/audit", "audit", "audit:view"],
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireAdmin(request);
  return json({ pages: PAGES.filter(([, , permission]) => hasPermission(session.user.role, permission)).map(([path, key]) => ({ path, key })) });
}

export default function AdminLayout() {
  const { t } = useTranslation("admin");
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="page admin">
      <p className="eyebrow">{t("area")}</p>
      <nav className="admin-nav" aria-label={t("nav.label")}>
        <ul>
          {pages.map(({ path, key }) => (
            <li key={path}>
              <NavLink to={path} end={path === "/admin"}>
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
