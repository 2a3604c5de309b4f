// "Sync here" (issue 27): shown on the sheet page while the player plays
// another video than the sheet's. The fan chooses a line and taps as it
// starts in that video; the video then follows the sheet (the sheet's time is
// the video's time + offset). Loaded lazily by __sheet-videos.tsx.
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { readPlayerPlayback, SHEETS_CHANGED_EVENT, usePlayer } from "~/player/api/commands";
import type { SheetView } from "~/schemas/sheet";
import { formatSheetTime } from "~/sheets/times";
import { apiFetch } from "~/utils/api-client";
import { useReloadData } from "~/utils/use-reload-data";

type Sheet = Pick<SheetView, "song" | "lines" | "videos">;

/** The offset that puts `line` where the video is now: the sheet's time is the video's + offset. */
const offsetAt = (lineStart: number, videoTime: number) => Math.round((lineStart - videoTime) * 100) / 100;

/**
 * Shown while the player plays another video than the sheet's: choose a line,
 * tap as it starts in that video, and the video follows the sheet from then on.
 */
export default function SyncHere({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation("sheets");
  const player = usePlayer();
  const reloadData = useReloadData();
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
      reloadData();
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

