// /admin/users/{id}: one account — details, content counts, the latest
// sign-ins — and the forms that suspend or unsuspend it (with a reason) and
// change its role. Each form posts an `intent`; the guard asks for that
// intent's permission, the model applies the rules and writes the audit entry.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { ErrorList } from "~/components/forms";
import { getFixedT } from "~/i18n/i18next.server";
import type { AdminChange } from "~/models/admin.server";
import { changeUserRole, getAdminUser, suspendUser, unsuspendUser } from "~/models/admin-users.server";
import { RoleChangeSchema, SuspendSchema, UnsuspendSchema } from "~/schemas/admin";
import { SUSPEND_REASON_MAX_LENGTH } from "~/shared/constants";
import { hasPermission } from "~/shared/permissions";
import { ROLES } from "~/shared/roles";
import { deviceName } from "~/shared/user-agent";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requirePermission(request, "users:view");
  const user = await getAdminUser(params.id ?? "");
  if (!user) throw new Response(null, { status: 404 });
  const t = await getFixedT(request, "admin");
  return json({
    title: t("user.title", { nickname: user.nickname }),
    user: { ...user, signIns: user.signIns.map(({ userAgent, ...signIn }) => ({ ...signIn, device: deviceName(userAgent) })) },
    self: session.user.id === user.id,
    may: {
      suspend: hasPermission(session.user.role, "users:suspend"),
      changeRole: hasPermission(session.user.role, "users:manage-admins"),
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** A form's change made (back to the account, told so), or refused beside the form. */
async function answer(intent: string, userId: string, submission: Submission<unknown>, change: Promise<AdminChange>) {
  const changed = await change;
  if (!changed.ok) return refusePage(changed, { as: "form", intent, submission });
  return redirectWithToast(`/admin/users/${userId}`, { type: "success", key: `admin:user.done.${intent}` });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Every admin post is guarded before its body is read; the intent's own permission follows.
  await requirePermission(request, "users:view");
  const formData = await readForm(request, context);
  const userId = params.id ?? "";
  return runIntent(formData, {
    async suspend() {
      const session = await requirePermission(request, "users:suspend");
      const submission = parseWithZod(formData, { schema: SuspendSchema });
      if (submission.status !== "success") return formReply("suspend", submission.reply());
      return answer("suspend", userId, submission, suspendUser(actorOf(session), userId, submission.value.reason));
    },
    async unsuspend() {
      const session = await requirePermission(request, "users:suspend");
      const submission = parseWithZod(formData, { schema: UnsuspendSchema });
      if (submission.status !== "success") return formReply("unsuspend", submission.reply());
      return answer("unsuspend", userId, submission, unsuspendUser(actorOf(session), userId));
    },
    async role() {
      const session = await requirePermission(request, "users:manage-admins");
      const submission = parseWithZod(formData, { schema: RoleChangeSchema });
      if (submission.status !== "success") return formReply("role", submission.reply());
      return answer("role", userId, submission, changeUserRole(actorOf(session), userId, submission.value.role));
    },
  });
}

export default function AdminUser() {
  const { t } = useTranslation("admin");
  const { t: tCommon } = useTranslation();
  const { user, self, may } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const errorsOf = (intent: string, field = "") => repliedForm(reply, intent)?.errors(field);
  const number = (value: number) => value.toLocaleString();
  return (
    <section className="stack-lg" aria-labelledby="user-title">
      <p>
        <Link to="/admin/users">{t("user.back")}</Link>
      </p>
      <h1 id="user-title"><bdi>{user.nickname}</bdi></h1>
      {user.suspendedAt ? (
        <p className="notice" role="status">
          {t("user.suspendedNotice", { reason: user.suspendedReason ?? "" })} <DateTime value={user.suspendedAt} />
        </p>
      ) : null}
      <dl className="details">
        <div className="details__row">
          <dt>{t("users.email")}</dt>
          <dd>{user.email}</dd>
        </div>
        <div className="details__row">
          <dt>{t("user.username")}</dt>
          <dd>{user.username}</dd>
        </div>
        <div className="details__row">
          <dt>{t("users.role")}</dt>
          <dd data-testid="user-role">{tCommon(`roles.${user.role}`)}</dd>
        </div>
        <div className="details__row">
          <dt>{t("users.provider")}</dt>
          <dd>{user.providers.map((provider) => t(`providers.${provider}`)).join(", ") || "—"}</dd>
        </div>
        <div className="details__row">
          <dt>{t("users.createdAt")}</dt>
          <dd>
            <DateTime value={user.createdAt} />
          </dd>
        </div>
        <div className="details__row">
          <dt>{t("user.lastLoginAt")}</dt>
          <dd>
            <DateTime value={user.lastLoginAt} fallback="—" />
          </dd>
        </div>
      </dl>

      <section aria-labelledby="user-counts">
        <h2 id="user-counts">{t("user.counts")}</h2>
        <dl className="stat-grid">
          {(["sections", "plays", "playlistSongs"] as const).map((key) => (
            <div key={key} className="card stat" data-testid={`count-${key}`}>
              <dt>{t(`user.count.${key}`)}</dt>
              <dd>{number(user.counts[key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      {self ? (
        <p className="notice">{t("user.selfNote")}</p>
      ) : (
        <div className="admin-actions">
          {may.suspend ? (
            user.suspendedAt ? (
              <Form method="post" className="card stack admin-form" aria-labelledby="unsuspend-title">
                <h2 id="unsuspend-title">{t("user.unsuspend")}</h2>
                <input type="hidden" name="intent" value="unsuspend" />
                <ErrorList errors={errorsOf("unsuspend")} />
                <button type="submit" className="button button--primary">
                  {t("user.unsuspend")}
                </button>
              </Form>
            ) : (
              <Form method="post" className="card stack admin-form" aria-labelledby="suspend-title">
                <h2 id="suspend-title">{t("user.suspend")}</h2>
                <p className="muted small">{t("user.suspendHint")}</p>
                <input type="hidden" name="intent" value="suspend" />
                <div className="field">
                  <label htmlFor="suspend-reason">{t("user.reason")}</label>
                  <textarea
                    id="suspend-reason"
                    name="reason"
                    required
                    maxLength={SUSPEND_REASON_MAX_LENGTH}
                    rows={3}
                    defaultValue={repliedForm(reply, "suspend")?.value("reason") ?? ""}
                    aria-invalid={errorsOf("suspend", "reason") ? true : undefined}
                    aria-describedby={errorsOf("suspend", "reason") ? "suspend-reason-error" : undefined}
                  />
                  <ErrorList id="suspend-reason-error" errors={errorsOf("suspend", "reason")} />
                </div>
                <ErrorList errors={errorsOf("suspend")} />
                <button type="submit" className="button button--primary">
                  {t("user.suspend")}
                </button>
              </Form>
            )
          ) : null}
          {may.changeRole ? (
            <Form method="post" className="card stack admin-form" aria-labelledby="role-title">
              <h2 id="role-title">{t("user.changeRole")}</h2>
              <input type="hidden" name="intent" value="role" />
              <div className="field">
                <label htmlFor="user-new-role">{t("user.newRole")}</label>
                <select id="user-new-role" name="role" defaultValue={user.role}>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {tCommon(`roles.${role}`)}
                    </option>
                  ))}
                </select>
              </div>
              <ErrorList errors={errorsOf("role") ?? errorsOf("role", "role")} />
              <button type="submit" className="button button--primary">
                {t("user.saveRole")}
              </button>
            </Form>
          ) : (
            <p className="muted small">{t("user.roleOnlySuperAdmin")}</p>
          )}
        </div>
      )}

      <section aria-labelledby="sign-ins-title">
        <h2 id="sign-ins-title">{t("user.signIns")}</h2>
        {user.signIns.length === 0 ? (
          <p className="muted">{t("user.noSignIns")}</p>
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="sign-ins-title" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("user.signedInAt")}</th>
                  <th scope="col">{t("users.provider")}</th>
                  <th scope="col">{t("user.device")}</th>
                  <th scope="col">{t("user.lastSeenAt")}</th>
                  <th scope="col">{t("user.ended")}</th>
                </tr>
              </thead>
              <tbody>
                {user.signIns.map((signIn) => (
                  <tr key={signIn.id}>
                    <td data-label={t("user.signedInAt")}>
                      <DateTime value={signIn.createdAt} />
                    </td>
                    <td data-label={t("users.provider")}>{t(`providers.${signIn.provider}`)}</td>
                    <td data-label={t("user.device")}>{signIn.device ?? "—"}</td>
                    <td data-label={t("user.lastSeenAt")}>
                      <DateTime value={signIn.lastSeenAt} />
                    </td>
                    <td data-label={t("user.ended")}>{signIn.revokedAt ? t(`revokeReasons.${signIn.revokedReason ?? "none"}`, { defaultValue: signIn.revokedReason ?? "" }) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
