// The sheet page's editors that need JavaScript (issue 27), loaded when a fan
// opens one: tap-along timing of the whole sheet, and the syllable pass of a
// line. Both save the whole sheet (PUT /api/sheet/song/{songId}).
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toQueueSong } from "~/player/api/commands";
import type { SectionSpan } from "~/schemas/section";
import type { SheetLineInput, SheetView } from "~/schemas/sheet";
import SyllableTimer from "~/sheets/components/syllable-timer";
import TapAlong from "~/sheets/components/tap-along";
import { toPastedText } from "~/sheets/tap-along";
import { apiFetch } from "~/utils/api-client";
import { useReloadData } from "~/utils/use-reload-data";

type Line = SheetView["lines"][number];

/** PUT /api/sheet/song/{songId}: the author's whole sheet. */
export async function saveSheet(songId: number, lines: SheetLineInput[]): Promise<void> {
  await apiFetch(`/sheet/song/${songId}`, { method: "PUT", body: { lines } });
}

/** The tap-along editor, starting from the sheet's lines as text (the prefixes in the page's language). */
export function TapAlongPanel({
  song,
  lines,
  onSave,
  onClose,
}: {
  song: SheetView["song"];
  lines: Array<Pick<Line, "text" | "part">>;
  onSave: (lines: SheetLineInput[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("sheets");
  const [text] = useState(() => toPastedText(lines, i18n.language === "en" ? "en" : "ko"));
  return (
    <section className="sheet-tap stack" aria-label={t("page.tapAlong")}>
      <TapAlong song={toQueueSong(song)} existingText={text} onSave={onSave} onCancel={onClose} />
    </section>
  );
}

/** The syllable pass of one line: its spans saved with the whole sheet, and the page's data read again. */
export function SyllablePanel({ song, lines, line, onClose }: { song: SheetView["song"]; lines: Line[]; line: Line; onClose: () => void }) {
  const reloadData = useReloadData();
  const save = async (spans: SectionSpan[]) => {
    await saveSheet(
      song.id,
      lines.map((each) => (each.id === line.id ? { ...each, spans } : each)),
    );
    reloadData();
  };
  return <SyllableTimer song={song} line={line} onSave={save} onClose={onClose} />;
}
