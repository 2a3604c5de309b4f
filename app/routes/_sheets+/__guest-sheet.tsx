// A guest's chant sheet (issue 27): kept in this browser with the guest's
// other sections (the player's section store, loaded on first use), written
// by tapping along, and moved into the account at sign-in like every local
// section. Loaded by the sheet page for a guest once it runs (without
// JavaScript the page says the sheet needs it).
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { readLocalSectionsOfSong, replaceLocalSheet, type LocalSection } from "~/player/api/local-sections";
import type { SheetLineInput, SheetView } from "~/schemas/sheet";
import { lineName } from "~/sheets/times";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { TapAlongPanel } from "./__sheet-editors";
import { SheetLineItem } from "./__sheet-lines";

type Song = SheetView["song"];

function byTime(sections: LocalSection[]): LocalSection[] {
  return sections.filter((section) => section.type === SECTION_TYPE_LYRICS && section.lyrics).sort((a, b) => a.start - b.start);
}

export default function GuestSheet({ song }: { song: Song }) {
  const { t } = useTranslation("sheets");
  const [lines, setLines] = useState<LocalSection[] | null>(null);
  const [tapping, setTapping] = useState(false);

  useEffect(() => {
    void readLocalSectionsOfSong(song.youtubeId).then((sections) => setLines(byTime(sections)));
  }, [song.youtubeId]);

  const save = async (tapped: SheetLineInput[]) => {
    // The schema (zod) loads with the save, not with the page.
    const { SheetLineSchema } = await import("~/schemas/sheet");
    const saved = await replaceLocalSheet(
      { youtubeId: song.youtubeId, title: song.title, artist: song.artist, dbId: song.id },
      tapped.map((input, index) => {
        const line = SheetLineSchema.parse(input);
        return {
          name: line.name ?? lineName(line.text),
          start: line.start,
          end: line.end,
          lyrics: line.text,
          pronunciation: line.romanization,
          type: SECTION_TYPE_LYRICS,
          lineNumber: index + 1,
          isPublic: false,
          part: line.part,
          spans: line.spans,
          rate: line.rate,
        };
      }),
    );
    setLines(byTime(saved));
  };

  return (
    <>
      <p className="notice">{t("guest.localOnly")}</p>
      <div className="action-row">
        <button type="button" className="button button--primary" onClick={() => setTapping(true)} disabled={tapping}>
          {t("page.tapAlong")}
        </button>
      </div>
      {tapping ? (
        <TapAlongPanel
          song={song}
          lines={(lines ?? []).map((line) => ({ text: line.lyrics ?? "", part: line.part }))}
          onSave={save}
          onClose={() => setTapping(false)}
        />
      ) : null}
      <section aria-labelledby="sheet-lines-heading" className="stack">
        <h2 id="sheet-lines-heading">{t("page.linesHeading")}</h2>
        {lines !== null && lines.length === 0 ? <p className="notice">{t("guest.empty")}</p> : null}
        <ol className="sheet-lines">
          {(lines ?? []).map((line) => (
            <SheetLineItem
              key={line.id}
              line={{ id: Number(line.id), start: line.start, end: line.end, text: line.lyrics ?? "", part: line.part, romanization: line.pronunciation, spans: line.spans }}
              draft={null}
            />
          ))}
        </ol>
      </section>
    </>
  );
}
