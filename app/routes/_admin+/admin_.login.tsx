// /admin/login: e-mail and password, admitting only admin and super_admin.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { passwordSignInAction } from "~/auth/password-sign-in.server";
import { optionalSession } from "~/auth/guards.server";
import { LoginForm } from "~/components/auth-forms";
import { getFixedT } from "~/i18n/i18next.server";
import { hasPermission } from "~/shared/permissions";
import { safeRedirectPath } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await optionalSession(request);
  if (hasPermission(session?.user?.role, "admin:view")) throw redirect("/admin");
  const t = await getFixedT(request, "admin");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ title: t("login.title"), redirectTo: redirectTo ? safeRedirectPath(redirectTo, "/admin") : "/admin" });
}

export const action = (args: ActionFunctionArgs) =>
  passwordSignInAction(args, {
    defaultRedirect: "/admin",
    refuse: (user) => (hasPermission(user.role, "admin:view") ? null : "guard.adminRequired"),
  });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function AdminLogin() {
  const { t } = useTranslation("admin");
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="page page--narrow">
      <section className="card auth-panel" aria-labelledby="admin-login-title">
        <p className="eyebrow">{t("area")}</p>
        <h1 id="admin-login-title">{t("login.title")}</h1>
        <p className="muted">{t("login.intro")}</p>
        <LoginForm lastResult={actionData?.result} redirectTo={redirectTo} action="/admin/login" />
      </section>
    </div>
  );
}
