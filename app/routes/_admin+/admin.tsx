// The admin area's frame. Every admin route also guards its own loader,
// since Remix runs the loaders of one request in parallel.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireAdmin } from "~/auth/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(null);
}

export default function AdminLayout() {
  const { t } = useTranslation("admin");
  return (
    <div className="page admin">
      <p className="eyebrow">{t("area")}</p>
      <Outlet />
    </div>
  );
}
