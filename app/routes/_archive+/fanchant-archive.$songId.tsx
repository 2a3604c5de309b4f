// /fanchant-archive/{songId} (issue 12): one song's shared chant lines in time
// order, with pronunciation, part and who shared them. "Practise this" opens
// practice mode on the song; each line can be copied into the viewer's own
// sections (an account) or this browser (a guest); owners stop sharing;
// others report a line; admins hide one. Plain forms, one intent each.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  json,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requirePermission, requireSignedIn, requireUser } from "~/auth/guards.server";
import { pageHref, Pagination } from "~/components/pagination";
import { PlayerCommandForm } from "~/components/player-command-form";
import { QueueAddForms } from "~/components/queue-add-forms";
import { ReportForm } from "~/components/report-form";
import { getFixedT } from "~/i18n/i18next.server";
import { Trans, useTranslation } from "~/i18n/react";
import { copyLineToUser, getArchiveSong, reportLine, stopSharingLine } from "~/models/fanchant-archive.server";
import { setHiddenAsAdmin } from "~/models/moderation.server";
import { listLinkedVideosOfSong, listSongSheets } from "~/models/sheet.server";
import { ArchiveLineSchema, PageSchema } from "~/schemas/fanchant-archive";
import { ReportSchema } from "~/schemas/report";
import { CHANT_PARTS, type ChantPart } from "~/shared/constants";
import { hasPermission } from "~/shared/permissions";
import { formatTime } from "~/shared/time";
import fanchantStylesHref from "~/styles/fanchant.css";
import { readForm, runIntent } from "~/utils/forms.server";
import { toQueueSong } from "~/player/api/commands";
import { pageMeta } from "~/utils/meta";
import { refusePage, submissionRefusal } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { GuestCopyButton } from "./__guest-copy";
import { RefusalAlert } from "~/components/refusal-alert";
import { retryAfterOfAction } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: fanchantStylesHref }];

function songIdParam(value: string | undefined): number {
  if (!/^[1-9]\d{0,9}$/.test(value ?? "") || Number(value) > 2_147_483_647) {
    throw new Response("Not found", { status: 404 });
  }
  return Number(value);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const songId = songIdParam(params.songId);
  const pageParam = PageSchema.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  const page = pageParam.success ? pageParam.data : 1;
  const admin = hasPermission(session.user?.role, "reports:resolve");
  const [found, sheets, videos] = await Promise.all([
    getArchiveSong(songId, { viewerId: session.user?.id ?? null, admin, page }),
    listSongSheets(songId),
    listLinkedVideosOfSong(songId),
  ]);
  if (!found) throw new Response("Not found", { status: 404 });
  const t = await getFixedT(request, "archive");
  return json(
    { ...found, sheets, videos, title: t("song.title", { title: found.song.title }), account: Boolean(session.user), admin },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

const TOASTS = {
  copied: { type: "success", key: "archive:toast.copied" },
  alreadyCopied: { type: "info", key: "archive:toast.alreadyCopied" },
  unshared: { type: "success", key: "archive:toast.unshared" },
  hidden: { type: "success", key: "archive:toast.hidden" },
  shown: { type: "success", key: "archive:toast.shown" },
  gone: { type: "error", key: "archive:toast.lineGone" },
  guestCopy: { type: "info", key: "archive:toast.guestCopy" },
  guestReport: { type: "info", key: "archive:toast.guestReport" },
  reported: { type: "success", key: "archive:toast.reported" },
} as const;

// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const songId = songIdParam(params.songId);
  const back = new URL(request.url).pathname + new URL(request.url).search;
  const session = await requireSignedIn(request, back);
  const form = await readForm(request, context);
  // The buttons are ours: a post they cannot make is the 400 page.
  const badRequest = () => {
    throw new Response("Bad request", { status: 400 });
  };
  const line = parseWithZod(form, { schema: ArchiveLineSchema });
  if (line.status !== "success") return badRequest();
  const { sectionId } = line.value;
  const setHidden = async (hidden: boolean) => {
    const { user } = await requirePermission(request, "reports:resolve");
    const changed = await setHiddenAsAdmin(user, { type: "section", id: sectionId }, hidden);
    if (!changed.ok) return refusePage(changed, { as: "toast", back, toast: TOASTS.gone.key });
    return redirectWithToast(back, hidden ? TOASTS.hidden : TOASTS.shown);
  };
  return runIntent(
    form,
    {
      async copy() {
        if (!session.user) return redirectWithToast(back, TOASTS.guestCopy);
        const copied = await copyLineToUser(session.user.id, sectionId);
        if (!copied.ok) return refusePage(copied, { as: "toast", back });
        return redirectWithToast(back, copied.value.copied ? TOASTS.copied : TOASTS.alreadyCopied);
      },
      async unshare() {
        const { user } = await requireUser(request);
        const stopped = await stopSharingLine(user.id, sectionId);
        if (!stopped.ok) {
          if (stopped.reason === "FORBIDDEN") throw await refusePage(stopped, { as: "error-page" });
          return refusePage(stopped, { as: "toast", back });
        }
        // The song's last shared line gone, its page is too: back to the archive.
        const stillShared = (await getArchiveSong(songId, { viewerId: user.id, pageSize: 1 })) !== null;
        return redirectWithToast(stillShared ? `/fanchant-archive/${songId}` : "/fanchant-archive", TOASTS.unshared);
      },
      hide: () => setHidden(true),
      unhide: () => setHidden(false),
      async report() {
        if (!session.user) return redirectWithToast(back, TOASTS.guestReport);
        const report = parseWithZod(form, { schema: ReportSchema });
        if (report.status !== "success") return refusePage(submissionRefusal(report), { as: "toast", back });
        const reported = await reportLine(session.user.id, sectionId, report.value);
        if (!reported.ok) return refusePage(reported, { as: "toast", back });
        return redirectWithToast(back, TOASTS.reported);
      },
    },
    badRequest,
  );
}

/** The part's label and shape (app.css's lanes; the same badge as components/chant-lane.tsx, kept here so the page loads no more code). */
function PartBadge({ part }: { part: ChantPart }) {
  const { t } = useTranslation("archive");
  return (
    <span className={`part-badge part-badge--${part}`} data-part={part}>
      {t(`parts.${part}`)}
    </span>
  );
}

function LineAction({ intent, sectionId, label, children }: { intent: string; sectionId: number; label: string; children: string }) {
  return (
    <Form method="post" className="chant-line__action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="sectionId" value={sectionId} />
      <button type="submit" className="button button--small" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export default function ArchiveSongPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("archive");
  const { t: tPractice } = useTranslation("practice");
  const { song } = data;
  const queueSong = toQueueSong(song);
  return (
    <div className="page stack-lg fanchant-page">
      <RefusalAlert />
      <p>
        <Link to="/fanchant-archive">{t("song.back")}</Link>
      </p>
      <header className="stack">
        <p className="eyebrow">{t("song.eyebrow")}</p>
        <h1><bdi>{song.title}</bdi></h1>
        <p className="muted">
          <bdi>{song.artist}</bdi> · {t("list.lines", { count: data.lines })} · {t("list.contributors", { count: data.contributors })}
        </p>
        <div className="action-row">
          <Link to={`/practice?song=${song.id}`} className="button button--primary">
            {t("song.practise")}
          </Link>
          <PlayerCommandForm command={{ type: "playSong", song: queueSong }}>
            <button type="submit" className="button">
              {t("song.play")}
            </button>
          </PlayerCommandForm>
          <QueueAddForms song={queueSong} />
        </div>
        <p className="small muted">
          <Trans
            t={t}
            i18nKey="song.legend"
            components={Object.fromEntries(CHANT_PARTS.map((part) => [part, <PartBadge part={part} />]))}
          />
        </p>
        {!data.account ? <p className="notice">{t("song.guestNote")}</p> : null}
      </header>

      <section aria-labelledby="chant-sheets-heading" className="stack">
        <h2 id="chant-sheets-heading">{t("sheets.heading")}</h2>
        {data.sheets.length > 0 ? (
          <ul className="archive-sheets">
            {data.sheets.map((sheet) => (
              <li key={sheet.authorId}>
                <Link to={`/sheets/${song.id}/by/${sheet.authorId}`}>{t("sheets.sheet", { name: sheet.nickname, count: sheet.lines })}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to={`/sheets/${song.id}`} className="button">
            {t("sheets.write")}
          </Link>
        </p>
        {data.videos.length > 0 ? (
          <>
            <h3>{t("sheets.videosHeading")}</h3>
            <ul className="archive-sheets">
              {data.videos.map((video) => (
                <li key={video.youtubeId} className="archive-sheet-video">
                  <span>
                    <bdi>{video.title}</bdi> · {t("sheets.videoOf", { name: video.nickname, offset: video.offset.toFixed(2) })}
                  </span>
                  <PlayerCommandForm command={{ type: "playSong", song: toQueueSong(video) }}>
                    <button type="submit" className="button button--small" aria-label={t("sheets.playVideo", { title: video.title })}>
                      {t("song.play")}
                    </button>
                  </PlayerCommandForm>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="chant-lines-heading" className="stack">
        <h2 id="chant-lines-heading">{t("song.linesHeading")}</h2>
        <ol className="chant-lines">
          {data.chantLines.map((line) => (
            <li
              key={line.id}
              className={`chant-line chant-line--${line.part}${line.hidden ? " chant-line--hidden" : ""}`}
              data-testid="chant-line"
            >
              <div className="chant-line__head">
                <span className="chant-line__time">
                  {formatTime(line.startTime)}–{formatTime(line.endTime)}
                </span>
                <PartBadge part={line.part} />
                {line.hidden ? <span className="part-badge part-badge--hidden">{t("song.hiddenBadge")}</span> : null}
              </div>
              <p className="chant-line__lyrics" lang="ko">
                <bdi>{line.lyrics}</bdi>
              </p>
              {line.pronunciation ? (
                <p className="chant-line__pronunciation">
                  <span className="visually-hidden">{t("song.pronunciation")}: </span>
                  {line.pronunciation}
                </p>
              ) : null}
              <p className="chant-line__by small muted">
                {line.mine ? t("song.byYou") : t("song.by", { name: line.nickname })}
              </p>
              <div className="chant-line__actions">
                {line.hidden ? null : (
                  // Issue 28: this line's practice moment, a page anyone may open (its address is the link to share).
                  <Link
                    to={`/practice/moment/${line.id}`}
                    className="button button--small"
                    aria-label={tPractice("moment.shareLine", { name: line.name })}
                  >
                    {tPractice("moment.share")}
                  </Link>
                )}
                {line.mine ? (
                  <LineAction intent="unshare" sectionId={line.id} label={t("actions.unshareLine", { name: line.name })}>
                    {t("actions.unshare")}
                  </LineAction>
                ) : data.account ? (
                  <LineAction intent="copy" sectionId={line.id} label={t("actions.copyLine", { name: line.name })}>
                    {t("actions.copy")}
                  </LineAction>
                ) : (
                  <GuestCopyButton song={song} line={line} />
                )}
                {data.account && !line.mine ? (
                  <ReportForm
                    id={`report-line-${line.id}`}
                    summary={t("actions.report")}
                    subject={t("actions.reportLine", { name: line.name })}
                    fields={{ intent: "report", sectionId: line.id }}
                  />
                ) : null}
                {data.admin ? (
                  <LineAction
                    intent={line.hidden ? "unhide" : "hide"}
                    sectionId={line.id}
                    label={t(line.hidden ? "actions.unhideLine" : "actions.hideLine", { name: line.name })}
                  >
                    {t(line.hidden ? "actions.unhide" : "actions.hide")}
                  </LineAction>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <Pagination
          page={data.page}
          hasNext={data.hasMore}
          href={(page) => pageHref(`/fanchant-archive/${song.id}`, {}, page)}
          label={t("pagination.label")}
          namespace="archive"
        />
      </section>
    </div>
  );
}
