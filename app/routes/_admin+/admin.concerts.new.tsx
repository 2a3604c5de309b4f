// /admin/concerts/new: a concert's details; once saved, its page builds the setlist.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { createConcert } from "~/models/concert.server";
import { ConcertFormSchema } from "~/schemas/admin";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { ConcertForm } from "./__concert-form";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "concerts:manage");
  const t = await getFixedT(request, "admin");
  return json({ title: t("concerts.new") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "concerts:manage");
  const submission = parseWithZod(await readForm(request, context), { schema: ConcertFormSchema });
  if (submission.status !== "success") return formReply("details", submission.reply());
  const created = await createConcert(actorOf(session), submission.value);
  if (!created.ok) return refusePage(created, { as: "form", intent: "details", submission });
  return redirectWithToast(`/admin/concerts/${created.value.id}`, { type: "success", key: "admin:concerts.done.create" }, { status: 303 });
}

export default function NewConcert() {
  const { t } = useTranslation("admin");
  const replied = repliedForm(useActionData<typeof action>(), "details");
  return (
    <section className="stack-lg" aria-labelledby="new-concert-title">
      <p>
        <Link to="/admin/concerts">{t("concerts.back")}</Link>
      </p>
      <div className="stack">
        <h1 id="new-concert-title">{t("concerts.new")}</h1>
        <p className="muted">{t("concerts.newIntro")}</p>
      </div>
      <ConcertForm values={null} replied={replied} submit={t("concerts.create")} />
    </section>
  );
}
