// /admin/concerts/{id}: the concert's details, and its setlist edited a step
// at a time with plain forms: move a song up or down, remove it, or find a
// catalogue song (a GET search on this page) and add it at the end.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { searchCatalogue } from "~/models/catalogue-search.server";
import { changeSetlist, getConcert, updateConcert } from "~/models/concert.server";
import { ConcertFormSchema, ConcertSongSearchSchema, IdSchema, SetlistChangeSchema } from "~/schemas/admin";
import { SEARCH_QUERY_MAX_LENGTH, SETLIST_MAX_SONGS } from "~/shared/constants";
import { koreaDateTimeLocal } from "~/shared/korea-time";
import { formatTime } from "~/shared/time";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseQuery } from "./__admin.server";
import { ConcertForm } from "./__concert-form";

const SONG_RESULTS = 10;

function concertId(param: string | undefined): number {
  const parsed = IdSchema.safeParse({ id: param });
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "concerts:manage");
  const { song } = parseQuery(request, ConcertSongSearchSchema);
  const [concert, results, t] = await Promise.all([
    getConcert(concertId(params.id)),
    song ? searchCatalogue({ query: song, page: 1, pageSize: SONG_RESULTS }) : null,
    getFixedT(request, "admin"),
  ]);
  if (!concert) throw new Response(null, { status: 404 });
  const { ticketOpenAt, ticketUrl, statusOverride, setlist, ...fields } = concert;
  return json({
    title: t("concerts.editTitle", { name: `${concert.artist} · ${concert.tourName}` }),
    id: concert.id,
    name: `${concert.artist} · ${concert.tourName}`,
    values: { ...fields, ticketUrl: ticketUrl ?? "", statusOverride: statusOverride ?? "", ticketOpenAt: koreaDateTimeLocal(ticketOpenAt) },
    setlist: setlist.map(({ id, title, artist, duration }) => ({ id, title, artist, duration })),
    song: song ?? "",
    results: results?.songs.map(({ id, title, artist, duration }) => ({ id, title, artist, duration })) ?? null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = await requirePermission(request, "concerts:manage");
  const id = concertId(params.id);
  const { pathname, search } = new URL(request.url);
  const formData = await readForm(request, context);
  const back = (toast: { type: "success" | "info"; key: string }) => redirectWithToast(`${pathname}${search}`, toast, { status: 303 });
  return runIntent(formData, {
    async details() {
      const submission = parseWithZod(formData, { schema: ConcertFormSchema });
      if (submission.status !== "success") return formReply("details", submission.reply());
      const updated = await updateConcert(actorOf(session), id, submission.value, { keepSetlist: true });
      if (!updated.ok) return refusePage(updated, { as: "form", intent: "details", submission });
      return back({ type: "success", key: "admin:concerts.done.update" });
    },
    async setlist() {
      const submission = parseWithZod(formData, { schema: SetlistChangeSchema });
      if (submission.status !== "success") return formReply("setlist", submission.reply());
      const change = submission.value;
      const result = await changeSetlist(actorOf(session), id, change);
      if (!result.ok) return refusePage(result, { as: "form", intent: "setlist", submission });
      return result.value.changed
        ? back({ type: "success", key: `admin:concerts.done.setlist.${change.op}` })
        : back({ type: "info", key: "admin:concerts.done.setlist.unchanged" });
    },
  });
}

function SetlistButton({ op, position, label, subject }: { op: string; position: number; label: string; subject: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="setlist" />
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="position" value={position} />
      <button type="submit" className="button button--small">
        {label}
        <span className="visually-hidden">: {subject}</span>
      </button>
    </Form>
  );
}

export default function EditConcert() {
  const { t } = useTranslation("admin");
  const { id, name, values, setlist, song, results } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const inSetlist = new Set(setlist.map((entry) => entry.id));
  return (
    <section className="stack-lg" aria-labelledby="concert-title">
      <p>
        <Link to="/admin/concerts">{t("concerts.back")}</Link> · <Link to={`/concerts/${id}`}>{t("concerts.seeOnSite")}</Link>
      </p>
      <h1 id="concert-title">{name}</h1>
      <ConcertForm values={values} replied={repliedForm(reply, "details")} submit={t("concerts.save")} />

      <section className="card stack" aria-labelledby="setlist-title">
        <h2 id="setlist-title">{t("concerts.setlist", { count: setlist.length, max: SETLIST_MAX_SONGS })}</h2>
        <ErrorList errors={repliedForm(reply, "setlist")?.allErrors()} />
        {setlist.length === 0 ? (
          <p className="muted">{t("concerts.setlistEmpty")}</p>
        ) : (
          <ol className="setlist-editor">
            {setlist.map((entry, position) => {
              const subject = `${position + 1}. ${entry.title}`;
              return (
                <li key={entry.id} data-testid="setlist-entry">
                  <span className="setlist-editor__song">
                    <span className="setlist-editor__position">{position + 1}.</span> <strong>{entry.title}</strong>{" "}
                    <span className="muted small">
                      {entry.artist} · {formatTime(entry.duration)}
                    </span>
                  </span>
                  <span className="cluster">
                    {position > 0 ? <SetlistButton op="up" position={position} label={t("concerts.moveUp")} subject={subject} /> : null}
                    {position < setlist.length - 1 ? (
                      <SetlistButton op="down" position={position} label={t("concerts.moveDown")} subject={subject} />
                    ) : null}
                    <SetlistButton op="remove" position={position} label={t("concerts.remove")} subject={subject} />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <Form method="get" className="admin-filters" role="search" aria-label={t("concerts.songSearchLabel")} preventScrollReset>
          <div className="field">
            <label htmlFor="setlist-song">{t("concerts.songSearch")}</label>
            <input id="setlist-song" name="song" type="search" defaultValue={song} maxLength={SEARCH_QUERY_MAX_LENGTH} />
          </div>
          <button type="submit" className="button">
            {t("concerts.find")}
          </button>
        </Form>
        {results === null ? null : results.length === 0 ? (
          <p className="notice" role="status">
            {t("concerts.noSongs", { query: song })}
          </p>
        ) : (
          <ul className="setlist-editor" aria-label={t("concerts.songResults", { query: song })}>
            {results.map((result) => (
              <li key={result.id}>
                <span className="setlist-editor__song">
                  <strong>{result.title}</strong> <span className="muted small">{result.artist}</span>
                </span>
                {inSetlist.has(result.id) ? (
                  <span className="small muted">{t("concerts.inSetlist")}</span>
                ) : (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="setlist" />
                    <input type="hidden" name="op" value="add" />
                    <input type="hidden" name="songId" value={result.id} />
                    <button type="submit" className="button button--small" disabled={setlist.length >= SETLIST_MAX_SONGS}>
                      {t("concerts.add")}
                      <span className="visually-hidden">: {result.title}</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
