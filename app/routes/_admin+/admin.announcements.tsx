// /admin/announcements: the list, a form to create one (or, with ?edit={id},
// to edit it), and a delete button per announcement. Times are typed and
// shown in Korea's time zone.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { ErrorList } from "~/components/forms";
import { Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import {
  announcementState,
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "~/models/announcement.server";
import { AnnouncementListQuerySchema, AnnouncementSchema, AnnouncementUpdateSchema, IdSchema } from "~/schemas/admin";
import { ANNOUNCEMENT_TEXT_MAX_LENGTH } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import { koreaDateTimeLocal } from "~/shared/korea-time";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "announcements:manage");
  const { page, edit } = parseQuery(request, AnnouncementListQuerySchema);
  const [list, editing, t] = await Promise.all([
    listAnnouncements(page),
    edit ? getAnnouncement(edit) : null,
    getFixedT(request, "admin"),
  ]);
  if (edit && !editing) throw new Response(null, { status: 404 });
  const now = new Date();
  return json({
    title: t("announcements.title"),
    page: list.page,
    hasNext: list.hasNext,
    announcements: list.announcements.map((row) => ({
      id: row.id,
      textKo: row.textKo,
      textEn: row.textEn,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      state: announcementState(row, now),
    })),
    editing: editing
      ? { id: editing.id, textKo: editing.textKo, textEn: editing.textEn, startsAt: koreaDateTimeLocal(editing.startsAt), endsAt: koreaDateTimeLocal(editing.endsAt) }
      : null,
    defaultStartsAt: koreaDateTimeLocal(now),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "announcements:manage");
  const formData = await readForm(request, context);
  const done = (key: string) => redirectWithToast("/admin/announcements", { type: "success", key: `admin:announcements.done.${key}` });
  return runIntent(formData, {
    async create() {
      const submission = parseWithZod(formData, { schema: AnnouncementSchema });
      if (submission.status !== "success") return formReply("create", submission.reply());
      await createAnnouncement(session.user.id, submission.value);
      return done("create");
    },
    async update() {
      const submission = parseWithZod(formData, { schema: AnnouncementUpdateSchema });
      if (submission.status !== "success") return formReply("update", submission.reply());
      const { id, ...input } = submission.value;
      const updated = await updateAnnouncement(session.user.id, id, input);
      return updated.ok ? done("update") : refusePage(updated, { as: "form", intent: "update", submission });
    },
    async delete() {
      const submission = parseWithZod(formData, { schema: IdSchema });
      if (submission.status !== "success") return formReply("delete", submission.reply());
      const deleted = await deleteAnnouncement(session.user.id, submission.value.id);
      return deleted.ok ? done("delete") : refusePage(deleted, { as: "form", intent: "delete", submission });
    },
  });
}

export default function AdminAnnouncements() {
  const { t } = useTranslation("admin");
  const { announcements, page, hasNext, editing, defaultStartsAt } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { search } = useLocation();
  const formIntent = editing ? "update" : "create";
  const replied = repliedForm(reply, formIntent);
  const value = (name: "textKo" | "textEn" | "startsAt" | "endsAt", fallback: string) => (replied ? (replied.value(name) ?? "") : fallback);
  const invalid = (name: string) => (replied?.errors(name) ? { "aria-invalid": true, "aria-describedby": `announcement-${name}-error` } : {});
  return (
    <section className="stack-lg" aria-labelledby="announcements-title">
      <div className="stack">
        <h1 id="announcements-title">{t("announcements.title")}</h1>
        <p className="muted">{t("announcements.intro")}</p>
      </div>
      <Form method="post" action="/admin/announcements" className="card stack admin-form" aria-labelledby="announcement-form-title" key={editing?.id ?? "new"}>
        <h2 id="announcement-form-title">{editing ? t("announcements.edit", { id: editing.id }) : t("announcements.new")}</h2>
        <input type="hidden" name="intent" value={formIntent} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        {(["textKo", "textEn"] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`announcement-${name}`}>{t(`announcements.${name}`)}</label>
            <textarea
              id={`announcement-${name}`}
              name={name}
              required
              rows={3}
              maxLength={ANNOUNCEMENT_TEXT_MAX_LENGTH}
              lang={name === "textKo" ? "ko" : "en"}
              defaultValue={value(name, editing?.[name] ?? "")}
              {...invalid(name)}
            />
            <ErrorList id={`announcement-${name}-error`} errors={replied?.errors(name)} />
          </div>
        ))}
        {(["startsAt", "endsAt"] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`announcement-${name}`}>{t(`announcements.${name}`)}</label>
            <input
              id={`announcement-${name}`}
              name={name}
              type="datetime-local"
              required={name === "startsAt"}
              defaultValue={value(name, editing ? editing[name] : name === "startsAt" ? defaultStartsAt : "")}
              {...invalid(name)}
            />
            <ErrorList id={`announcement-${name}-error`} errors={replied?.errors(name)} />
          </div>
        ))}
        <ErrorList errors={replied?.errors()} />
        <div className="cluster">
          <button type="submit" className="button button--primary">
            {editing ? t("announcements.save") : t("announcements.create")}
          </button>
          {editing ? (
            <Link className="button button--ghost" to="/admin/announcements">
              {t("announcements.new")}
            </Link>
          ) : null}
        </div>
      </Form>
      <ErrorList errors={repliedForm(reply, "delete")?.allErrors()} />
      {announcements.length === 0 ? (
        <p className="notice">{t("announcements.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="announcements-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="announcements-caption">{t("announcements.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("announcements.textKo")}</th>
                <th scope="col">{t("announcements.textEn")}</th>
                <th scope="col">{t("announcements.startsAt")}</th>
                <th scope="col">{t("announcements.endsAt")}</th>
                <th scope="col">{t("announcements.state")}</th>
                <th scope="col">{t("announcements.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {announcements.map((row) => (
                <tr key={row.id} data-testid="announcement-row">
                  <td data-label={t("announcements.textKo")} lang="ko">{row.textKo}</td>
                  <td data-label={t("announcements.textEn")} lang="en">{row.textEn}</td>
                  <td data-label={t("announcements.startsAt")}>
                    <DateTime value={row.startsAt} />
                  </td>
                  <td data-label={t("announcements.endsAt")}>
                    <DateTime value={row.endsAt} fallback="—" />
                  </td>
                  <td data-label={t("announcements.state")}>{t(`announcements.states.${row.state}`)}</td>
                  <td data-label={t("announcements.actions")}>
                    <div className="cluster">
                      <Link className="button button--small" to={`?edit=${row.id}`} aria-label={t("announcements.edit", { id: row.id })}>
                        {t("announcements.editShort")}
                      </Link>
                      <Form method="post" action="/admin/announcements">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" className="button button--small" aria-label={`${t("announcements.delete")} #${row.id}`}>
                          {t("announcements.delete")}
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("announcements.caption")} />
    </section>
  );
}
