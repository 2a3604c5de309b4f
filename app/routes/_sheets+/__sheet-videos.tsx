// "One sheet, many videos" on the sheet page (issue 27): the other videos of
// the song that follow my sheet, each shifted by an offset (the sheet's time
// is the video's time + offset). Plain forms link a video by its YouTube link
// and set an offset to 0.1 s; with JavaScript, "Sync here" sets it by one tap:
// play the other video, and tap as a line you know starts.
import { Form } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ErrorList } from "~/components/error-list";
import { PlayerCommandForm } from "~/components/player-command-form";
import { useTranslation } from "~/i18n/react";
import { toQueueSong } from "~/player/api/commands";
import type { SheetView } from "~/schemas/sheet";
import { SHEET_MESSAGE_VALUES } from "~/sheets/constants";
import type { FormReply } from "~/shared/form-reply";
import { useHydrated } from "~/utils/use-hydrated";

type Sheet = Pick<SheetView, "song" | "lines" | "videos">;

// Loaded once the page runs: it is for the moment another video plays.
const SyncHere = lazy(() => import("./__sync-here"));

export function SheetVideos({ sheet, reply }: { sheet: Sheet; reply: FormReply | undefined }) {
  const { t } = useTranslation("sheets");
  const hydrated = useHydrated();
  const errors = reply?.intent === "linkVideo" ? reply.result.error : undefined;
  const typed = reply?.intent === "linkVideo" ? (reply.result.initialValue as Record<string, string> | undefined) : undefined;
  return (
    <section aria-labelledby="sheet-videos-heading" className="stack card">
      <h2 id="sheet-videos-heading">{t("videos.mineHeading")}</h2>
      <p className="small muted">{t("videos.explain")}</p>
      {sheet.videos.length > 0 ? (
        <ul className="sheet-videos">
          {sheet.videos.map((video) => (
            <li key={video.youtubeId} className="sheet-video stack">
              <span>
                <bdi>{video.title}</bdi> · {t("videos.offset", { offset: video.offset.toFixed(2) })}
              </span>
              <div className="action-row">
                <PlayerCommandForm command={{ type: "playSong", song: toQueueSong(video) }}>
                  <button type="submit" className="button button--small" aria-label={t("videos.playNamed", { title: video.title })}>
                    {t("videos.play")}
                  </button>
                </PlayerCommandForm>
                <Form method="post" className="sheet-video__offset">
                  <input type="hidden" name="intent" value="videoOffset" />
                  <input type="hidden" name="youtubeId" value={video.youtubeId} />
                  <label htmlFor={`offset-${video.youtubeId}`} className="visually-hidden">
                    {t("videos.offsetOf", { title: video.title })}
                  </label>
                  <input id={`offset-${video.youtubeId}`} name="offset" type="number" step="0.1" inputMode="decimal" defaultValue={video.offset} />
                  <button type="submit" className="button button--small">
                    {t("videos.saveOffset")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="unlinkVideo" />
                  <input type="hidden" name="youtubeId" value={video.youtubeId} />
                  <button type="submit" className="button button--small" aria-label={t("videos.unlinkNamed", { title: video.title })}>
                    {t("videos.unlink")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <SyncHere sheet={sheet} />
        </Suspense>
      ) : null}
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="linkVideo" />
        <div className="sheet-editor__times">
          <div className="field sheet-video__url">
            <label htmlFor="sheet-video-url">{t("videos.url")}</label>
            <input
              id="sheet-video-url"
              name="url"
              inputMode="url"
              autoComplete="off"
              defaultValue={typed?.url ?? ""}
              aria-invalid={errors?.url ? true : undefined}
              aria-describedby={errors?.url ? "sheet-video-url-error" : undefined}
            />
            <ErrorList id="sheet-video-url-error" errors={errors?.url} values={SHEET_MESSAGE_VALUES} />
          </div>
          <div className="field">
            <label htmlFor="sheet-video-offset">{t("videos.offsetLabel")}</label>
            <input
              id="sheet-video-offset"
              name="offset"
              type="number"
              step="0.1"
              inputMode="decimal"
              defaultValue={typed?.offset ?? "0"}
              aria-invalid={errors?.offset ? true : undefined}
              aria-describedby={errors?.offset ? "sheet-video-offset-error" : undefined}
            />
            <ErrorList id="sheet-video-offset-error" errors={errors?.offset} values={SHEET_MESSAGE_VALUES} />
          </div>
        </div>
        <div className="action-row">
          <button type="submit" className="button">
            {t("videos.link")}
          </button>
        </div>
      </Form>
    </section>
  );
}
