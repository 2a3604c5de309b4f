// "Copy to this browser" for a guest (issue 12): the line joins the guest's
// local sections (the player's section store, loaded on press so the page
// stays light). Without JavaScript the page says to sign in instead.
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { readLocalSectionsOfSong, saveLocalSection } from "~/player/api/local-sections";
import type { ChantPart } from "~/shared/constants";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { useHydrated } from "~/utils/use-hydrated";

export interface LineToCopy {
  name: string;
  startTime: number;
  endTime: number;
  lyrics: string;
  pronunciation: string | null;
  lineNumber: number;
  part: ChantPart;
}

export function GuestCopyButton({
  song,
  line,
}: {
  song: { id: number; youtubeId: string; title: string; artist: string };
  line: LineToCopy;
}) {
  const { t } = useTranslation("archive");
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  if (!hydrated) return null;
  const copy = async () => {
    try {
      const same = (await readLocalSectionsOfSong(song.youtubeId)).some(
        (s) => s.start === line.startTime && s.end === line.endTime && s.lyrics === line.lyrics,
      );
      if (!same) {
        await saveLocalSection(
          { youtubeId: song.youtubeId, title: song.title, artist: song.artist, dbId: song.id },
          {
            name: line.name,
            start: line.startTime,
            end: line.endTime,
            lyrics: line.lyrics,
            pronunciation: line.pronunciation,
            type: SECTION_TYPE_LYRICS,
            lineNumber: line.lineNumber,
            isPublic: false,
            part: line.part,
          },
        );
      }
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={copy}>
        {t("actions.copyLocal")}
      </button>
      <span role="status" className="small">
        {state === "copied" ? t("toast.copiedLocally") : state === "failed" ? t("toast.copyFailed") : null}
      </span>
    </>
  );
}
