// "One sheet, many videos" in the player (issue 27): the lines of the sheets a
// video follows, moved onto that video's time (the sheet's time is the video's
// time + offset), as the read-only shared lines the player already shows.
import type { CommunitySection } from "~/schemas/section";
import type { SheetView } from "~/schemas/sheet";

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

export function linkedSheetLines(following: ReadonlyArray<{ offset: number; sheet: Pick<SheetView, "author" | "lines"> }>): CommunitySection[] {
  return following.flatMap(({ offset, sheet }) =>
    sheet.lines.flatMap((line, index) => {
      const start = round(line.start - offset);
      const end = round(line.end - offset);
      // A line before the video starts is not in it.
      if (end <= 0) return [];
      return [
        {
          id: line.id,
          name: line.name,
          start: Math.max(0, start),
          end,
          lyrics: line.text,
          pronunciation: line.romanization,
          lineNumber: index + 1,
          nickname: sheet.author.nickname,
          part: line.part,
          spans:
            line.spans?.map((span) => ({
              ...span,
              start: span.start === null ? null : Math.max(0, round(span.start - offset)),
              end: span.end === null ? null : Math.max(0, round(span.end - offset)),
            })) ?? null,
        },
      ];
    }),
  );
}
