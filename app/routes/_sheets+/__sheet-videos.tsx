// "One sheet, many videos" on the sheet page (issue 27): the other videos of
// the song that follow my sheet, each shifted by an offset (the sheet's time
// is the video's time + offset). Plain forms link a video by its YouTube link
// and set an offset to 0.1 s; with JavaScript, "Sync here" sets it by one tap:
// play the other video, and tap as a line you know starts.
import { Form, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { ErrorList } from "~/components/error-list";
import { PlayerCommandForm } from "~/components/player-command-form";
import { useTranslation } from "~/i18n/react";
import { readPlayerPlayback, SHEETS_CHANGED_EVENT, toQueueSong, usePlayer } from "~/player/api/commands";
import type { SheetView } from "~/schemas/sheet";
import { formatSheetTime } from "~/sheets/edit";
import type { FormReply } from "~/shared/form-reply";
import { apiFetch } from "~/utils/api-client";
import { useHydrated } from "~/utils/use-hydrated";

type Sheet = Pick<SheetView, "song" | "lines" | "videos">;

/** The offset that puts `line` where the video is now: the sheet's time is the video's + offset. */
const offsetAt = (lineStart: number, videoTime: number) => Math.round((lineStart - videoTime) * 100) / 100;

/**
 * Shown while the player plays another video than the sheet's: choose a line,
 * tap as it starts in that video, and the video follows the sheet from then on.
 */
function SyncHere({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation("sheets");
  const player = usePlayer();
  const revalidator = useRevalidator();
  const [lineIndex, setLineIndex] = useState(0);
  const [state, setState] = useState<{ kind: "idle" | "saving" | "failed" } | { kind: "synced"; offset: number }>({ kind: "idle" });
  const current = player.currentYoutubeId;
  if (!current || current === sheet.song.youtubeId || sheet.lines.length === 0) return null;
  const linked = sheet.videos.find((video) => video.youtubeId === current);
  const sync = async () => {
    const playback = readPlayerPlayback();
    if (playback.youtubeId !== current) return;
    const offset = offsetAt(sheet.lines[lineIndex]!.start, playback.time);
    setState({ kind: "saving" });
    try {
      if (linked) {
        await apiFetch(`/sheet/song/${sheet.song.id}/videos/${current}`, { method: "PUT", body: { offset } });
      } else {
        // The catalogue knows the video once it is queued; a new one takes YouTube's details (decision 130).
        await apiFetch(`/sheet/song/${sheet.song.id}/videos`, {
          method: "POST",
          body: { video: { youtubeId: current, title: current, artist: "YouTube", duration: playback.duration }, offset },
        });
      }
      setState({ kind: "synced", offset });
      window.dispatchEvent(new Event(SHEETS_CHANGED_EVENT));
      revalidator.revalidate();
    } catch {
      setState({ kind: "failed" });
    }
  };
  return (
    <div className="sheet-sync stack">
      <p>{linked ? t("videos.syncAgain") : t("videos.syncIntro")}</p>
      <div className="field">
        <label htmlFor="sheet-sync-line">{t("videos.syncLine")}</label>
        <select id="sheet-sync-line" value={lineIndex} onChange={(event) => setLineIndex(Number(event.target.value))}>
          {sheet.lines.map((line, index) => (
            <option key={line.id} value={index}>
              {formatSheetTime(line.start)} · {line.text}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--primary sheet-sync__button" onClick={sync} disabled={state.kind === "saving"}>
        {t("videos.syncHere")}
      </button>
      <p role="status" className="small">
        {state.kind === "synced"
          ? t("videos.synced", { offset: state.offset.toFixed(2) })
          : state.kind === "failed"
            ? t("videos.syncFailed")
            : null}
      </p>
    </div>
  );
}

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
      {hydrated ? <SyncHere sheet={sheet} /> : null}
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
            <ErrorList id="sheet-video-url-error" errors={errors?.url} />
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
            <ErrorList id="sheet-video-offset-error" errors={errors?.offset} />
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
