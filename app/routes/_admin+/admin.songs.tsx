// /admin/songs: the catalogue, newest first, found by title, artist or video
// id, and filtered by whose words the details are (decision 130: songs a fan
// described because YouTube did not are the ones to check). Each row can be
// corrected in place: title and artist, for everyone, in the audit log.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { actorOf, requirePermission } from "~/auth/guards.server";
import { DateTime } from "~/components/date-time";
import { ErrorList } from "~/components/forms";
import { Pagination } from "~/components/pagination";
import { SongThumbnail } from "~/components/song-thumbnail";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { correctSong, listAdminSongs } from "~/models/admin-songs.server";
import { AdminSongQuerySchema, SongCorrectionFormSchema } from "~/schemas/admin";
import { SEARCH_QUERY_MAX_LENGTH, SONG_ARTIST_MAX_LENGTH, SONG_TITLE_MAX_LENGTH } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import { SONG_DETAILS_FROM } from "~/shared/song";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseQuery } from "./__admin.server";
import { adminPagination } from "./__pagination";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "catalogue:manage");
  const query = parseQuery(request, AdminSongQuerySchema);
  const [result, t] = await Promise.all([listAdminSongs(query), getFixedT(request, "admin")]);
  return json({ title: t("songs.title"), query, ...result });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action({ request }: ActionFunctionArgs) {
  const session = await requirePermission(request, "catalogue:manage");
  const formData = await readForm(request);
  return runIntent(formData, {
    async correct() {
      const submission = parseWithZod(formData, { schema: SongCorrectionFormSchema });
      if (submission.status !== "success") return formReply("correct", submission.reply());
      const { id, title, artist } = submission.value;
      const change = await correctSong(actorOf(session), id, { title, artist });
      if (!change.ok) return refusePage(change, { as: "form", intent: "correct", submission });
      const { search } = new URL(request.url);
      return redirectWithToast(`/admin/songs${search}`, { type: "success", key: "admin:songs.done.correct" }, { status: 303 });
    },
  });
}

export default function AdminSongs() {
  const { t } = useTranslation("admin");
  const { query, songs, page, hasNext } = useLoaderData<typeof loader>();
  const replied = repliedForm(useActionData<typeof action>(), "correct");
  const { search } = useLocation();
  // The row the failed correction was about: its form stays open with what was typed and why.
  const failedId = replied ? Number(replied.value("id")) : null;
  return (
    <section className="stack" aria-labelledby="songs-title">
      <h1 id="songs-title">{t("songs.title")}</h1>
      <p className="muted">{t("songs.intro")}</p>
      <Form method="get" className="card admin-filters" role="search" aria-label={t("songs.searchLabel")}>
        <div className="field">
          <label htmlFor="songs-q">{t("songs.query")}</label>
          <input id="songs-q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={SEARCH_QUERY_MAX_LENGTH} />
        </div>
        <div className="field">
          <label htmlFor="songs-from">{t("songs.from")}</label>
          <select id="songs-from" name="from" defaultValue={query.from ?? ""}>
            <option value="">{t("users.any")}</option>
            {SONG_DETAILS_FROM.map((from) => (
              <option key={from} value={from}>
                {t(`songs.sources.${from}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("songs.search")}
        </button>
      </Form>
      {songs.length === 0 ? (
        <p className="notice">{t("songs.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="songs-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="songs-caption">{t("songs.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("songs.song")}</th>
                <th scope="col">{t("songs.source")}</th>
                <th scope="col">{t("songs.plays")}</th>
                <th scope="col">{t("songs.addedAt")}</th>
                <th scope="col">{t("songs.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {songs.map((song) => {
                const failed = failedId === song.id ? replied : null;
                const fieldId = (name: string) => `song-${song.id}-${name}`;
                return (
                  <tr key={song.id} data-testid="admin-song-row">
                    <td data-label={t("songs.song")}>
                      <div className="admin-song">
                        <SongThumbnail youtubeId={song.youtubeId} thumbnailUrl={song.thumbnailUrl} title={song.title} className="admin-song__thumb" />
                        <div>
                          <p className="admin-song__title">
                            <bdi>{song.title}</bdi>
                          </p>
                          <p className="muted small">
                            <bdi>{song.artist}</bdi> · {song.youtubeId}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td data-label={t("songs.source")}>
                      <span className={song.detailsFrom === "fan" ? "badge badge--warning" : "badge"}>{t(`songs.sources.${song.detailsFrom}`)}</span>
                    </td>
                    <td data-label={t("songs.plays")}>{song.playCount}</td>
                    <td data-label={t("songs.addedAt")}>
                      <DateTime value={song.createdAt} />
                    </td>
                    {/* No label on a phone's card: the button names the action, and the form gets the card's width. */}
                    <td>
                      <details className="admin-confirm" open={failed ? true : undefined}>
                        <summary className="button button--small">
                          {t("songs.edit")}
                          <span className="visually-hidden">
                            : <bdi>{song.title}</bdi>
                          </span>
                        </summary>
                        <Form method="post" className="stack">
                          <input type="hidden" name="intent" value="correct" />
                          <input type="hidden" name="id" value={song.id} />
                          <div className="field">
                            <label htmlFor={fieldId("title")}>{t("songs.fields.title")}</label>
                            <input
                              id={fieldId("title")}
                              name="title"
                              required
                              maxLength={SONG_TITLE_MAX_LENGTH}
                              defaultValue={failed?.value("title") ?? song.title}
                              aria-invalid={failed?.errors("title") ? true : undefined}
                              aria-describedby={failed?.errors("title") ? fieldId("title-error") : undefined}
                            />
                            <ErrorList id={fieldId("title-error")} errors={failed?.errors("title")} />
                          </div>
                          <div className="field">
                            <label htmlFor={fieldId("artist")}>{t("songs.fields.artist")}</label>
                            <input
                              id={fieldId("artist")}
                              name="artist"
                              maxLength={SONG_ARTIST_MAX_LENGTH}
                              defaultValue={failed?.value("artist") ?? song.artist}
                              aria-invalid={failed?.errors("artist") ? true : undefined}
                              aria-describedby={failed?.errors("artist") ? fieldId("artist-error") : undefined}
                            />
                            <ErrorList id={fieldId("artist-error")} errors={failed?.errors("artist")} />
                          </div>
                          <ErrorList errors={failed?.errors()} />
                          <button type="submit" className="button button--small button--primary">
                            {t("songs.save")}
                          </button>
                        </Form>
                      </details>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination {...adminPagination(search)} page={page} hasNext={hasNext} label={t("songs.pagination")} />
    </section>
  );
}
