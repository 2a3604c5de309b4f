// /admin/settings: the daily video search quota, whether sign-up is open, and
// the maintenance banner. One plain form; the change and its audit entry are
// written together (models/site-settings.server.ts).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { requirePermission } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { getFixedT } from "~/i18n/i18next.server";
import { getSiteSettings, updateSiteSettings } from "~/models/site-settings.server";
import { SettingsSchema } from "~/schemas/admin";
import { MAINTENANCE_BANNER_MAX_LENGTH, YOUTUBE_SEARCHES_PER_DAY_MAX } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "settings:manage");
  const [settings, t] = await Promise.all([getSiteSettings(), getFixedT(request, "admin")]);
  return json({ title: t("settings.title"), settings });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "settings:manage");
  const formData = await readForm(request, context);
  return runIntent(formData, {
    async save() {
      const submission = parseWithZod(formData, { schema: SettingsSchema });
      if (submission.status !== "success") return formReply("save", submission.reply());
      const changed = await updateSiteSettings(session.user.id, submission.value);
      return redirectWithToast("/admin/settings", {
        type: changed.length ? "success" : "info",
        key: changed.length ? "admin:settings.saved" : "admin:settings.unchanged",
      });
    },
  });
}

export default function AdminSettings() {
  const { t } = useTranslation("admin");
  const { settings } = useLoaderData<typeof loader>();
  const replied = repliedForm(useActionData<typeof action>(), "save");
  const value = (name: string, fallback: string) => (replied ? (replied.value(name) ?? "") : fallback);
  const invalid = (name: string) => (replied?.errors(name) ? { "aria-invalid": true, "aria-describedby": `settings-${name}-error` } : {});
  return (
    <section className="stack" aria-labelledby="settings-title">
      <h1 id="settings-title">{t("settings.title")}</h1>
      <Form method="post" className="card stack admin-form">
        <input type="hidden" name="intent" value="save" />
        <div className="field">
          <label htmlFor="settings-youtubeSearchesPerDay">{t("settings.quota")}</label>
          <input
            id="settings-youtubeSearchesPerDay"
            name="youtubeSearchesPerDay"
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={YOUTUBE_SEARCHES_PER_DAY_MAX}
            step={1}
            defaultValue={value("youtubeSearchesPerDay", String(settings.youtubeSearchesPerDay))}
            {...invalid("youtubeSearchesPerDay")}
          />
          <p className="field__hint">{t("settings.quotaHint")}</p>
          <ErrorList id="settings-youtubeSearchesPerDay-error" errors={replied?.errors("youtubeSearchesPerDay")} />
        </div>
        <div className="field field--checkbox">
          <div className="field__row">
            <input
              id="settings-signUpOpen"
              name="signUpOpen"
              type="checkbox"
              defaultChecked={replied ? replied.value("signUpOpen") === "on" : settings.signUpOpen}
              aria-describedby="settings-signUpOpen-hint"
            />
            <label htmlFor="settings-signUpOpen">{t("settings.signUpOpen")}</label>
          </div>
          <p id="settings-signUpOpen-hint" className="field__hint">
            {t("settings.signUpHint")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="settings-maintenanceBanner">{t("settings.maintenanceBanner")}</label>
          <input
            id="settings-maintenanceBanner"
            name="maintenanceBanner"
            maxLength={MAINTENANCE_BANNER_MAX_LENGTH}
            defaultValue={value("maintenanceBanner", settings.maintenanceBanner)}
            {...invalid("maintenanceBanner")}
          />
          <p className="field__hint">{t("settings.maintenanceHint")}</p>
          <ErrorList id="settings-maintenanceBanner-error" errors={replied?.errors("maintenanceBanner")} />
        </div>
        <ErrorList errors={replied?.errors()} />
        <button type="submit" className="button button--primary">
          {t("settings.save")}
        </button>
      </Form>
    </section>
  );
}
