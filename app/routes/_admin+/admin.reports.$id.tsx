// /admin/reports/{id}: one report with the reported content as it is now
// (and as it read when reported), the other reports of the same content, and
// the form that resolves them all: hide, delete or dismiss, with a note.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { ErrorList } from "~/components/forms";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { getReport, resolveReport } from "~/models/report.server";
import { IdSchema, ResolveReportSchema } from "~/schemas/admin";
import { REPORT_NOTE_MAX_LENGTH } from "~/shared/constants";
import { REPORT_RESOLUTIONS } from "~/shared/reports";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

function reportId(param: string | undefined): number {
  const parsed = IdSchema.safeParse({ id: param });
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "reports:resolve");
  const found = await getReport(reportId(params.id));
  if (!found) throw new Response(null, { status: 404 });
  const t = await getFixedT(request, "admin");
  return json({ title: t("reports.detailTitle", { id: found.report.id }), ...found });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "reports:resolve");
  const id = reportId(params.id);
  const submission = parseWithZod(await readForm(request, context), { schema: ResolveReportSchema });
  if (submission.status !== "success") return formReply("resolve", submission.reply());
  const { resolution, note } = submission.value;
  const change = await resolveReport(actorOf(session), id, resolution, note);
  if (!change.ok) return refusePage(change, { as: "form", intent: "resolve", submission });
  return redirectWithToast("/admin/reports", { type: "success", key: `admin:reports.done.${resolution}` }, { status: 303 });
}

export default function AdminReport() {
  const { t } = useTranslation("admin");
  const { t: tCommon } = useTranslation();
  const { report, content, others } = useLoaderData<typeof loader>();
  const replied = repliedForm(useActionData<typeof action>());
  const resolutions = content ? REPORT_RESOLUTIONS : (["dismissed"] as const);
  return (
    <section className="stack-lg" aria-labelledby="report-title">
      <p>
        <Link to="/admin/reports">{t("reports.back")}</Link>
      </p>
      <div className="stack">
        <h1 id="report-title">{t("reports.detailTitle", { id: report.id })}</h1>
        <p>
          <span className="badge">{t(`reports.types.${report.targetType}`)}</span>{" "}
          <strong>{tCommon(`report.reasons.${report.reason}`)}</strong>
        </p>
        {report.details ? <p>“{report.details}”</p> : null}
        <p className="small muted">
          {t("reports.by", { name: report.reporter.nickname })} · <DateTime value={report.createdAt} />
        </p>
      </div>

      <section className="card stack" aria-labelledby="report-content">
        <h2 id="report-content">{t("reports.content")}</h2>
        {content ? (
          <>
            <p>
              <strong><bdi>{content.title}</bdi></strong>{" "}
              {content.hidden ? <span className="badge badge--danger">{t("reports.contentHidden")}</span> : null}
            </p>
            {content.text ? <p className="report-content__text">{content.text}</p> : null}
            <p className="small muted">
              {t("reports.author")}: <Link to={`/admin/users/${content.author.id}`}><bdi>{content.author.nickname}</bdi></Link> ·{" "}
              <Link to={content.href}>{t("reports.seeOnSite")}</Link>
            </p>
          </>
        ) : (
          <p className="notice">{t("reports.contentGone")}</p>
        )}
        {report.excerpt && (!content || !`${content.title}\n${content.text}`.includes(report.excerpt)) ? (
          <p className="small">
            {t("reports.whenReported")}: <span className="report-content__text"><bdi>{report.excerpt}</bdi></span>
          </p>
        ) : null}
      </section>

      {report.resolvedAt ? (
        <section className="card stack" aria-labelledby="report-resolution">
          <h2 id="report-resolution">{t("reports.resolution")}</h2>
          <p>
            <strong>{t(`reports.resolutions.${report.resolution ?? "dismissed"}`)}</strong> ·{" "}
            {t("reports.resolvedBy", { name: report.resolvedBy?.nickname ?? t("audit.deletedActor") })} · <DateTime value={report.resolvedAt} />
          </p>
          {report.note ? <p>{report.note}</p> : null}
        </section>
      ) : (
        <Form method="post" className="card stack admin-form" aria-labelledby="resolve-title">
          <h2 id="resolve-title">{t("reports.resolve")}</h2>
          <fieldset className="stack">
            <legend>{t("reports.decision")}</legend>
            {resolutions.map((resolution, index) => (
              <div className="field field--checkbox" key={resolution}>
                <div className="field__row">
                  <input
                    id={`resolution-${resolution}`}
                    type="radio"
                    name="resolution"
                    value={resolution}
                    required
                    defaultChecked={replied ? replied.value("resolution") === resolution : index === 0 && resolutions.length === 1}
                  />
                  <label htmlFor={`resolution-${resolution}`}>{t(`reports.decisions.${resolution}`)}</label>
                </div>
              </div>
            ))}
            <ErrorList errors={replied?.errors("resolution")} />
          </fieldset>
          <div className="field">
            <label htmlFor="resolve-note">{t("reports.note")}</label>
            <textarea
              id="resolve-note"
              name="note"
              rows={3}
              maxLength={REPORT_NOTE_MAX_LENGTH}
              defaultValue={replied?.value("note") ?? ""}
              aria-describedby="resolve-note-hint"
            />
            <p id="resolve-note-hint" className="field__hint">
              {t("reports.noteHint", { count: others.filter((other) => !other.resolvedAt).length })}
            </p>
            <ErrorList errors={replied?.errors("note")} />
          </div>
          <ErrorList errors={replied?.errors()} />
          <p>
            <button type="submit" className="button button--primary">
              {t("reports.resolveSubmit")}
            </button>
          </p>
        </Form>
      )}

      {others.length > 0 ? (
        <section className="stack" aria-labelledby="report-others">
          <h2 id="report-others">{t("reports.others", { count: others.length })}</h2>
          <ul className="report-list">
            {others.map((other) => (
              <li key={other.id} className="card">
                <strong>{tCommon(`report.reasons.${other.reason}`)}</strong>
                {other.details ? <span> · “{other.details}”</span> : null}
                <p className="small muted">
                  {t("reports.by", { name: other.reporter.nickname })} · <DateTime value={other.createdAt} />
                  {other.resolution ? ` · ${t(`reports.resolutions.${other.resolution}`)}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
