// /admin/login: e-mail and password, admitting only admin and super_admin.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getActiveSession } from "~/auth/session.server";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { LoginForm } from "~/components/auth-forms";
import { getFixedT } from "~/i18n/i18next.server";
import { checkPassword } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { isAdminRole } from "~/shared/roles";
import { accountLockedSubmission, authRateLimitReply, invalidSubmission, readForm } from "~/utils/forms.server";
import { safeRedirectPath } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

const HIDDEN = ["password"];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getActiveSession(request);
  if (isAdminRole(session?.user?.role)) throw redirect("/admin");
  const t = await getFixedT(request, "admin");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ title: t("login.title"), redirectTo: redirectTo ? safeRedirectPath(redirectTo, "/admin") : "/admin" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const limited = authRateLimitReply(context, (formErrors) =>
    parseWithZod(formData, { schema: LoginSchema }).reply({ formErrors, hideFields: HIDDEN }),
  );
  if (limited) return limited;

  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return invalidSubmission(submission.reply({ hideFields: HIDDEN }));
  }
  const { email, password, redirectTo } = submission.value;
  const check = await checkPassword(email, password);
  if (check.status === "locked") {
    return accountLockedSubmission(
      submission.reply({ formErrors: ["auth:errors.accountLocked"], hideFields: HIDDEN }),
      check.retryAfterSeconds,
    );
  }
  if (check.status === "invalid" || !isAdminRole(check.user.role)) {
    const error = check.status === "invalid" ? "auth:errors.invalidCredentials" : "guard.adminRequired";
    return invalidSubmission(submission.reply({ formErrors: [error], hideFields: HIDDEN }));
  }
  return signInAndRedirect(request, {
    userId: check.user.id,
    provider: "password",
    redirectTo: safeRedirectPath(redirectTo, "/admin"),
  });
}

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
