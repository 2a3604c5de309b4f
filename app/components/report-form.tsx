// "Report" folded behind a summary (a plain form: it works without
// JavaScript): the reason and optional details, posted with the page's own
// intent. Used for playlists, comments and shared lyrics lines (issue 13).
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from "~/shared/constants";

export function ReportForm({
  id,
  action,
  summary,
  subject,
  fields,
  className = "",
  summaryClassName = "button button--small button--ghost",
}: {
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  action?: string;
  /** The visible text of the summary. */
  summary: string;
  /** What is reported, for screen readers (after the visible text). */
  subject?: string;
  /** Hidden fields: intent, the content's id, redirectTo. */
  fields: Record<string, string | number>;
  className?: string;
  summaryClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <details className={`report-form ${className}`.trim()}>
      <summary className={summaryClassName}>
        {summary}
        {subject ? <span className="visually-hidden">: {subject}</span> : null}
      </summary>
      <Form method="post" action={action} className="stack">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t("report.reason")}</label>
          <select id={`${id}-reason`} name="reason" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`report.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-details`}>{t("report.details")}</label>
          <textarea id={`${id}-details`} name="details" rows={2} maxLength={REPORT_DETAILS_MAX_LENGTH} aria-describedby={`${id}-hint`} />
          <p id={`${id}-hint`} className="field__hint">
            {t("report.detailsHint", { max: REPORT_DETAILS_MAX_LENGTH })}
          </p>
        </div>
        <p>
          <button type="submit" className="button button--small">
            {t("report.submit")}
          </button>
        </p>
      </Form>
    </details>
  );
}
