// A guest's chant sheet (issue 27): kept in this browser with the guest's
// other sections (the player's section store, loaded on first use), written
// by tapping along, and moved into the account at sign-in like every local
// section. Without JavaScript there is nothing to show: the page says so.
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { readLocalSectionsOfSong, replaceLocalSheet, type LocalSection } from "~/player/api/local-sections";
import { toQueueSong } from "~/player/api/commands";
import type { SheetLineInput, SheetView } from "~/schemas/sheet";
import { lineName } from "~/sheets/edit";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { useHydrated } from "~/utils/use-hydrated";
import { SheetLineItem } from "./__sheet-lines";

const TapAlong = lazy(() => import("~/sheets/components/tap-along"));

type Song = SheetView["song"];

function byTime(sections: LocalSection[]): LocalSection[] {
  return sections.filter((section) => section.type === SECTION_TYPE_LYRICS && section.lyrics).sort((a, b) => a.start - b.start);
}

export function GuestSheet({ song }: { song: Song }) {
  const { t, i18n } = useTranslation("sheets");
  const hydrated = useHydrated();
  const [lines, setLines] = useState<LocalSection[] | null>(null);
  const [tapping, setTapping] = useState<string | null>(null);

  useEffect(() => {
    void readLocalSectionsOfSong(song.youtubeId).then((sections) => setLines(byTime(sections)));
  }, [song.youtubeId]);

  if (!hydrated) {
    return (
      <p className="notice">
        {t("guest.needsJavaScript")} <Link to="/auth/login">{t("guest.signIn")}</Link>
      </p>
    );
  }

  const startTapping = async () => {
    const { toPastedText } = await import("~/sheets/tap-along");
    setTapping(toPastedText((lines ?? []).map((line) => ({ text: line.lyrics ?? "", part: line.part })), i18n.language === "en" ? "en" : "ko"));
  };

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
        <button type="button" className="button button--primary" onClick={startTapping} disabled={tapping !== null}>
          {t("page.tapAlong")}
        </button>
      </div>
      {tapping !== null ? (
        <section className="sheet-tap stack" aria-label={t("page.tapAlong")}>
          <Suspense fallback={<p className="muted">{t("page.loading")}</p>}>
            <TapAlong song={toQueueSong(song)} existingText={tapping} onSave={save} onCancel={() => setTapping(null)} />
          </Suspense>
        </section>
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
