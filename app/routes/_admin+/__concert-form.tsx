// The concert details form of /admin/concerts/new and /admin/concerts/{id}:
// what an admin typed comes back with the errors beside each field.
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/react";
import { CONCERT_REGIONS, CONCERT_STATUS_OVERRIDES, CONCERT_TEXT_MAX_LENGTH, CONCERT_URL_MAX_LENGTH } from "~/shared/constants";
import type { RepliedForm } from "~/shared/form-reply";

const CONCERT_TEXT_FIELDS = ["artist", "tourName", "venue", "city", "country"] as const;

export type ConcertFormValues = Record<
  (typeof CONCERT_TEXT_FIELDS)[number] | "region" | "startDate" | "endDate" | "ticketUrl" | "ticketOpenAt" | "statusOverride",
  string
>;

/** The form, filled with the concert's `values` (none for a new one), or with what was typed when `replied` refused it. */
export function ConcertForm({ values, replied, submit }: { values: ConcertFormValues | null; replied: RepliedForm | null; submit: string }) {
  const { t } = useTranslation("admin");
  const { t: tConcerts } = useTranslation("concerts");
  const errorsOf = (name: string) => replied?.errors(name);
  const value = (name: keyof ConcertFormValues) => (replied ? (replied.value(name) ?? "") : (values?.[name] ?? ""));
  const described = (name: string, hint = false) => {
    const ids = [hint ? `concert-${name}-hint` : "", errorsOf(name) ? `concert-${name}-error` : ""].filter(Boolean).join(" ");
    return { ...(ids ? { "aria-describedby": ids } : {}), ...(errorsOf(name) ? { "aria-invalid": true } : {}) };
  };
  return (
    <Form method="post" className="card stack admin-form" aria-labelledby="concert-form-title">
      <h2 id="concert-form-title">{t("concerts.details")}</h2>
      <input type="hidden" name="intent" value="details" />
      <div className="admin-form__grid">
        {CONCERT_TEXT_FIELDS.map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`concert-${name}`}>{t(`concerts.fields.${name}`)}</label>
            <input id={`concert-${name}`} name={name} required maxLength={CONCERT_TEXT_MAX_LENGTH} defaultValue={value(name)} {...described(name)} />
            <ErrorList id={`concert-${name}-error`} errors={errorsOf(name)} />
          </div>
        ))}
        <div className="field">
          <label htmlFor="concert-region">{t("concerts.fields.region")}</label>
          <select id="concert-region" name="region" required defaultValue={value("region") || "domestic"} {...described("region")}>
            {CONCERT_REGIONS.map((region) => (
              <option key={region} value={region}>
                {tConcerts(`region.${region}`)}
              </option>
            ))}
          </select>
          <ErrorList id="concert-region-error" errors={errorsOf("region")} />
        </div>
        {(["startDate", "endDate"] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`concert-${name}`}>{t(`concerts.fields.${name}`)}</label>
            <input id={`concert-${name}`} name={name} type="date" required defaultValue={value(name)} {...described(name)} />
            <ErrorList id={`concert-${name}-error`} errors={errorsOf(name)} />
          </div>
        ))}
        <div className="field">
          <label htmlFor="concert-ticketUrl">{t("concerts.fields.ticketUrl")}</label>
          <input id="concert-ticketUrl" name="ticketUrl" type="url" maxLength={CONCERT_URL_MAX_LENGTH} defaultValue={value("ticketUrl")} {...described("ticketUrl")} />
          <ErrorList id="concert-ticketUrl-error" errors={errorsOf("ticketUrl")} />
        </div>
        <div className="field">
          <label htmlFor="concert-ticketOpenAt">{t("concerts.fields.ticketOpenAt")}</label>
          <input id="concert-ticketOpenAt" name="ticketOpenAt" type="datetime-local" defaultValue={value("ticketOpenAt")} {...described("ticketOpenAt", true)} />
          <p id="concert-ticketOpenAt-hint" className="field__hint">
            {t("concerts.ticketOpenAtHint")}
          </p>
          <ErrorList id="concert-ticketOpenAt-error" errors={errorsOf("ticketOpenAt")} />
        </div>
        <div className="field">
          <label htmlFor="concert-statusOverride">{t("concerts.fields.statusOverride")}</label>
          <select id="concert-statusOverride" name="statusOverride" defaultValue={value("statusOverride")} {...described("statusOverride", true)}>
            <option value="">{t("concerts.statusFromDates")}</option>
            {CONCERT_STATUS_OVERRIDES.map((status) => (
              <option key={status} value={status}>
                {tConcerts(`status.${status}`)}
              </option>
            ))}
          </select>
          <p id="concert-statusOverride-hint" className="field__hint">
            {t("concerts.statusHint")}
          </p>
          <ErrorList id="concert-statusOverride-error" errors={errorsOf("statusOverride")} />
        </div>
      </div>
      <ErrorList errors={errorsOf("")} />
      <p>
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </p>
    </Form>
  );
}
