// /playlists (spec §2, issue 10): my playlists, sorted (spec §9: recent,
// name, songs, created); a new playlist; the player's queue saved as one.
// Guests browse the community but keep nothing: they are told so.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { createPlaylist, createPlaylistFromQueue } from "~/models/community-playlist.server";
import { listMyPlaylists } from "~/models/community-playlist-feed.server";
import { getPlayerPlaylist } from "~/models/player-playlist.server";
import type { Result } from "~/models/result";
import { MyPlaylistsQuerySchema, PlaylistFieldsSchema, type PlaylistFields } from "~/schemas/community-playlist";
import { MY_PLAYLIST_SORTS } from "~/shared/constants";
import playlistsStylesHref from "~/styles/playlists.css";
import { repliedForm } from "~/shared/form-reply";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { PlaylistFieldInputs } from "./__playlist-fields";
import { PlaylistGrid } from "./__playlist-cards";
import { GuestNotice } from "./__playlist-ui";
import { retryAfterOfAction } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: playlistsStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "playlists");
  const { sort } = MyPlaylistsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const headers = { "Cache-Control": "private, no-store" };
  if (!session.user) return json({ title: t("title"), guest: true as const, sort, playlists: [], queueLength: 0 }, { headers });
  const [playlists, queue] = await Promise.all([listMyPlaylists(session.user.id, sort), getPlayerPlaylist(session.user.id)]);
  return json({ title: t("title"), guest: false as const, sort, playlists, queueLength: queue.length }, { headers });
}

// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const session = await requireSignedIn(request, "/playlists");
  if (!session.user) return redirectWithToast("/playlists", { type: "info", key: "playlists:toast.guest" }, { status: 303 });
  const userId = session.user.id;
  /** A new playlist from the form's fields, with what `make` puts in it. */
  const create = async (intent: string, make: (fields: PlaylistFields) => Promise<Result<{ id: number }>>, to: (id: number) => string) => {
    const submission = parseWithZod(form, { schema: PlaylistFieldsSchema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const result = await make(submission.value);
    if (!result.ok && result.reason === "RATE_LIMITED") return refusePage(result, { as: "form", intent, submission, field: "name" });
    if (!result.ok) return refusePage(result, { as: "toast", back: "/playlists" });
    return redirectWithToast(to(result.value.id), { type: "success", key: "playlists:toast.created" }, { status: 303 });
  };
  return runIntent(
    form,
    {
      create: () => create("create", (fields) => createPlaylist(userId, fields), (id) => `/playlists/${id}/edit`),
      saveQueue: () =>
        create("saveQueue", async (fields) => createPlaylistFromQueue(userId, fields, await getPlayerPlaylist(userId)), (id) => `/playlists/${id}`),
    },
    () => redirectWithToast("/playlists", { type: "error", key: "playlists:errors.invalidIntent" }, { status: 303 }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function MyPlaylists() {
  const { guest, sort, playlists, queueLength } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("playlists");
  const create = repliedForm(actionData, "create");
  const fromQueue = repliedForm(actionData, "saveQueue");
  const empty = { name: "", description: "", isPublic: false, tags: "" };

  return (
    <div className="page stack-lg">
      <section aria-labelledby="playlists-title" className="stack">
        <h1 id="playlists-title">{t("title")}</h1>
        <p className="muted">{t("intro")}</p>
        <p>
          <Link to="/community/playlists">{t("feed.title")}</Link> · <Link to="/bookmarks">{t("bookmarks.title")}</Link>
        </p>
      </section>

      {guest ? (
        <GuestNotice />
      ) : (
        <>
          <section aria-labelledby="mine-heading" className="stack">
            <h2 id="mine-heading">{t("list.heading")}</h2>
            <nav className="filter-bar" aria-label={t("sorts.label")}>
              {MY_PLAYLIST_SORTS.map((value) => (
                <Link
                  key={value}
                  className="button button--small"
                  to={value === "recent" ? "/playlists" : `/playlists?sort=${value}`}
                  aria-current={value === sort ? "page" : undefined}
                >
                  {t(`sorts.${value}`)}
                </Link>
              ))}
            </nav>
            {playlists.length === 0 ? (
              <p className="muted">{t("list.empty")}</p>
            ) : (
              <PlaylistGrid playlists={playlists} showOwner={false} showVisibility />
            )}
          </section>

          <section aria-labelledby="new-heading" className="panel stack">
            <h2 id="new-heading">{t("new.heading")}</h2>
            <Form method="post" className="stack" key={create ? "refused" : "fresh"}>
              <input type="hidden" name="intent" value="create" />
              <PlaylistFieldInputs idPrefix="new" values={empty} replied={create} />
              <p>
                <button type="submit" className="button button--primary">
                  {t("new.submit")}
                </button>
              </p>
            </Form>
          </section>

          <section aria-labelledby="queue-heading" className="panel stack">
            <h2 id="queue-heading">{t("fromQueue.heading")}</h2>
            {queueLength === 0 ? (
              <p className="muted">{t("fromQueue.empty")}</p>
            ) : (
              <>
                <p>{t("fromQueue.body", { count: queueLength })}</p>
                <Form method="post" className="stack">
                  <input type="hidden" name="intent" value="saveQueue" />
                  <PlaylistFieldInputs idPrefix="queue" values={empty} replied={fromQueue} />
                  <p>
                    <button type="submit" className="button">
                      {t("fromQueue.submit")}
                    </button>
                  </p>
                </Form>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
