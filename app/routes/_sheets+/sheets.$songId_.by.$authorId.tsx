// /sheets/{songId}/by/{authorId} (issue 27): a fan's chant sheet as they
// shared it — for anyone, signed in or not, and for search engines: the
// whole chant in time order with parts and romanisation, the other videos
// that follow it, and a way to play it or write one's own.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { optionalSession } from "~/auth/guards.server";
import { PlayerCommandForm } from "~/components/player-command-form";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { getSheet } from "~/models/sheet.server";
import { toQueueSong } from "~/player/api/commands";
import fanchantStylesHref from "~/styles/fanchant.css";
import sheetsStylesHref from "~/styles/sheets.css";
import { pageMeta } from "~/utils/meta";
import { PartLegend, SheetDownloads, SheetLineItem } from "./__sheet-lines";
import { romanisationDrafts, songIdParam } from "./__sheet.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fanchantStylesHref },
  { rel: "stylesheet", href: sheetsStylesHref },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const songId = songIdParam(params.songId);
  const session = await optionalSession(request);
  const sheet = await getSheet(params.authorId ?? "", songId, session?.user?.id ?? null);
  if (!sheet.ok) throw new Response("Not found", { status: 404 });
  const t = await getFixedT(request, "sheets");
  const { song, author } = sheet.value;
  return json(
    {
      sheet: sheet.value,
      drafts: romanisationDrafts(sheet.value),
      mine: session?.user?.id === author.id,
      title: t("shared.title", { title: song.title, name: author.nickname }),
      description: t("shared.description", { title: song.title, artist: song.artist, name: author.nickname, count: sheet.value.lines.length }),
    },
    // Anyone's page, the same for everyone but its author: a shared cache may keep it briefly.
    { headers: { "Cache-Control": session?.user ? "private, no-cache" : "public, no-cache" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  // One description: the sheet's, in place of the site's.
  ...pageMeta(matches, data?.title ?? null, data?.description ?? null),
  ...(data
    ? [
        { property: "og:title", content: data.title },
        { property: "og:description", content: data.description },
        { property: "og:type", content: "article" },
        ...(data.sheet.song.thumbnailUrl ? [{ property: "og:image", content: data.sheet.song.thumbnailUrl }] : []),
      ]
    : []),
];

export default function SharedSheetPage() {
  const { sheet, drafts, mine } = useLoaderData<typeof loader>();
  const { t } = useTranslation("sheets");
  const { t: tPractice } = useTranslation("practice");
  const { song, author } = sheet;
  return (
    <div className="page stack-lg sheet-page">
      <header className="stack">
        <p className="eyebrow">{t("page.eyebrow")}</p>
        <h1>
          <bdi>{song.title}</bdi>
        </h1>
        <p className="muted">
          <bdi>{song.artist}</bdi> · {t("page.by", { name: author.nickname })} · {t("page.lines", { count: sheet.lines.length })}
        </p>
        <div className="action-row">
          <PlayerCommandForm command={{ type: "playSong", song: toQueueSong(song) }}>
            <button type="submit" className="button button--primary">
              {t("page.play")}
            </button>
          </PlayerCommandForm>
          <Link to={`/practice?song=${song.id}`} className="button">
            {t("shared.practise")}
          </Link>
          <Link to={`/sheets/${song.id}`} className="button">
            {mine ? t("shared.editMine") : t("shared.writeYours")}
          </Link>
        </div>
        <PartLegend />
      </header>

      <section aria-labelledby="sheet-lines-heading" className="stack">
        <h2 id="sheet-lines-heading">{t("page.linesHeading")}</h2>
        <ol className="sheet-lines">
          {sheet.lines.map((line, index) => (
            <SheetLineItem key={line.id} line={line} draft={drafts[index] ?? null}>
              {/* Issue 28: this line's practice moment, the link to share. */}
              <Link
                to={`/practice/moment/${line.id}`}
                className="button button--small sheet-line__edit"
                aria-label={tPractice("moment.shareLine", { name: line.name })}
              >
                {tPractice("moment.share")}
              </Link>
            </SheetLineItem>
          ))}
        </ol>
      </section>

      <section aria-labelledby="sheet-files-heading" className="stack">
        <h2 id="sheet-files-heading">{t("files.export")}</h2>
        <SheetDownloads songId={song.id} author={author.id} />
      </section>

      {sheet.videos.length > 0 ? (
        <section aria-labelledby="sheet-videos-heading" className="stack">
          <h2 id="sheet-videos-heading">{t("videos.heading")}</h2>
          <ul className="sheet-videos">
            {sheet.videos.map((video) => (
              <li key={video.youtubeId} className="sheet-video">
                <span>
                  <bdi>{video.title}</bdi> · {t("videos.offset", { offset: video.offset.toFixed(2) })}
                </span>
                <PlayerCommandForm command={{ type: "playSong", song: toQueueSong(video) }}>
                  <button type="submit" className="button button--small" aria-label={t("videos.playNamed", { title: video.title })}>
                    {t("videos.play")}
                  </button>
                </PlayerCommandForm>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
