// /sheets/{songId} (issue 27): my chant sheet of a song — the whole chant in
// time order with parts, lyrics, romanisation and times; each line edited in
// place (?edit={lineId}), split, merged, nudged or deleted, lines added, the
// sheet shared. Plain forms; with JavaScript, the tap-along editor writes a
// whole sheet by tapping as the song plays. A guest's sheet lives in the
// browser (JavaScript), and moves into the account at sign-in with the other sections.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { PlayerCommandForm } from "~/components/player-command-form";
import { RefusalAlert } from "~/components/refusal-alert";
import { useTranslation } from "~/i18n/react";
import { toQueueSong } from "~/player/api/commands";
import type { SheetLineInput } from "~/schemas/sheet";
import type { FormReply } from "~/shared/form-reply";
import fanchantStylesHref from "~/styles/fanchant.css";
import sheetsStylesHref from "~/styles/sheets.css";
import tapAlongStylesHref from "~/styles/tap-along.css";
import { pageMeta } from "~/utils/meta";
import { retryAfterOfAction } from "~/utils/page-headers";
import { useHydrated } from "~/utils/use-hydrated";
import { useReloadData } from "~/utils/use-reload-data";
import { SheetVideos } from "./__sheet-videos";
import { LineEditor, LineFields, replyOfLine, SheetFiles } from "./__sheet-forms";
import { PartLegend, SheetLineItem } from "./__sheet-lines";
import { loadMySheet, sheetAction, songIdParam } from "./__sheet.server";

// The tap-along editor needs JavaScript: it loads when opened, not with the page.
const TapAlongPanel = lazy(() => import("./__sheet-editors").then((module) => ({ default: module.TapAlongPanel })));
// A guest's sheet is in the browser: its code loads for guests only.
const GuestSheet = lazy(() => import("./__guest-sheet"));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fanchantStylesHref },
  { rel: "stylesheet", href: sheetsStylesHref },
  { rel: "stylesheet", href: tapAlongStylesHref },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadMySheet(request, songIdParam(params.songId));

export const action = ({ request, params, context }: ActionFunctionArgs) => sheetAction(request, songIdParam(params.songId), context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

// A write refused over its limit keeps its Retry-After on the page's answer.
export const headers = retryAfterOfAction;

export default function SheetPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply & { fileErrors?: string[] }>();
  const { t } = useTranslation("sheets");
  const [searchParams] = useSearchParams();
  const reloadData = useReloadData();
  const [tapping, setTapping] = useState(false);
  const hydrated = useHydrated();
  const { song } = data;
  const editing = Number(searchParams.get("edit"));
  const queueSong = toQueueSong(song);

  const saveTapped = async (lines: SheetLineInput[]) => {
    const { saveSheet } = await import("./__sheet-editors");
    await saveSheet(song.id, lines);
    // The editor stays open and says so; the lines below come back from the server.
    reloadData();
  };

  return (
    <div className="page stack-lg sheet-page">
      <RefusalAlert />
      <header className="stack">
        <p className="eyebrow">{t("page.eyebrow")}</p>
        <h1>
          <bdi>{song.title}</bdi>
        </h1>
        <p className="muted">
          <bdi>{song.artist}</bdi>
          {data.sheet ? <> · {t("page.lines", { count: data.sheet.lines.length })}</> : null}
          {data.sheet ? <> · {data.sheet.isPublic ? t("page.shared") : t("page.private")}</> : null}
        </p>
        <div className="action-row">
          <PlayerCommandForm command={{ type: "playSong", song: queueSong }}>
            <button type="submit" className="button">
              {t("page.play")}
            </button>
          </PlayerCommandForm>
          {data.sheet && hydrated ? (
            <button type="button" className="button button--primary" onClick={() => setTapping(true)} disabled={tapping}>
              {t("page.tapAlong")}
            </button>
          ) : null}
          {data.sheet && data.sheet.lines.length > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="share" />
              <input type="hidden" name="isPublic" value={data.sheet.isPublic ? "false" : "true"} />
              <button type="submit" className="button">
                {data.sheet.isPublic ? t("page.unshare") : t("page.share")}
              </button>
            </Form>
          ) : null}
          {data.sheet?.isPublic && data.sheet.lines.length > 0 ? (
            <Link to={`/sheets/${song.id}/by/${data.sheet.author.id}`} className="button button--ghost">
              {t("page.viewShared")}
            </Link>
          ) : null}
        </div>
        <PartLegend />
      </header>

      {data.sheet === null ? (
        hydrated ? (
          <Suspense fallback={<p className="muted">{t("page.loading")}</p>}>
            <GuestSheet song={song} />
          </Suspense>
        ) : (
          <p className="notice">
            {t("guest.needsJavaScript")} <Link to="/auth/login">{t("guest.signIn")}</Link>
          </p>
        )
      ) : (
        <>
          {tapping ? (
            <Suspense fallback={<p className="muted">{t("page.loading")}</p>}>
              <TapAlongPanel song={song} lines={data.sheet.lines} onSave={saveTapped} onClose={() => setTapping(false)} />
            </Suspense>
          ) : null}
          <section aria-labelledby="sheet-lines-heading" className="stack">
            <h2 id="sheet-lines-heading">{t("page.linesHeading")}</h2>
            {data.sheet.lines.length === 0 ? <p className="notice">{t("page.empty")}</p> : null}
            <ol className="sheet-lines">
              {data.sheet.lines.map((line, index) => (
                <SheetLineItem key={line.id} line={line} draft={data.drafts[index] ?? null}>
                  {editing === line.id ? (
                    <LineEditor
                      song={song}
                      lines={data.sheet!.lines}
                      line={line}
                      last={index === data.sheet!.lines.length - 1}
                      reply={replyOfLine(reply, line.id)}
                    />
                  ) : (
                    <Link
                      to={`?edit=${line.id}#line-${line.id}`}
                      className="button button--small sheet-line__edit"
                      aria-label={t("form.editLine", { text: line.text })}
                    >
                      {t("form.edit")}
                    </Link>
                  )}
                </SheetLineItem>
              ))}
            </ol>
          </section>
          <section aria-labelledby="sheet-add-heading" className="stack card">
            <h2 id="sheet-add-heading">{t("form.addHeading")}</h2>
            <Form method="post" className="stack">
              <input type="hidden" name="intent" value="save" />
              <LineFields line={null} reply={replyOfLine(reply, null)} idPrefix="new-line" />
              <div className="action-row">
                <button type="submit" className="button button--primary">
                  {t("form.add")}
                </button>
              </div>
            </Form>
          </section>
          <SheetVideos sheet={data.sheet} reply={reply} />
          <SheetFiles songId={song.id} hasLines={data.sheet.lines.length > 0} reply={reply} />
        </>
      )}

      {data.others.length > 0 ? (
        <section aria-labelledby="sheet-others-heading" className="stack">
          <h2 id="sheet-others-heading">{t("page.othersHeading")}</h2>
          <ul className="sheet-others">
            {data.others.map((other) => (
              <li key={other.authorId}>
                <Link to={`/sheets/${song.id}/by/${other.authorId}`}>
                  {t("page.othersSheet", { name: other.nickname, count: other.lines })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
