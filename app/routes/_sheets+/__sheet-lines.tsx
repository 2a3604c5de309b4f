// A sheet's lines as the sheet pages show them (issue 27): time, part badge,
// lyrics (a word of another part in that part's colour), and the
// romanisation (the hand correction, or the automatic draft, marked so).
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { SectionSpan } from "~/schemas/section";
import type { SheetLineView } from "~/schemas/sheet";
import { formatSheetTime } from "~/sheets/times";
import { CHANT_PARTS, type ChantPart } from "~/shared/constants";
import { SHEET_FORMATS } from "~/sheets/constants";

export function PartBadge({ part }: { part: ChantPart }) {
  const { t } = useTranslation("archive");
  return (
    <span className={`part-badge part-badge--${part}`} data-part={part}>
      {t(`parts.${part}`)}
    </span>
  );
}

/** The four parts with their badges, for a sheet's legend. */
export function PartLegend() {
  const { t } = useTranslation("sheets");
  return (
    <ul className="sheet-legend" aria-label={t("page.legend")}>
      {CHANT_PARTS.map((part) => (
        <li key={part}>
          <PartBadge part={part} /> <span className="small muted">{t(`page.partHint.${part}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The lyrics, with each word of another part than the line's marked as that part. */
function LineText({ text, part, spans }: { text: string; part: ChantPart; spans: SectionSpan[] | null }) {
  const { t } = useTranslation("archive");
  if (!spans?.some((span) => span.part !== null && span.part !== part)) return <bdi>{text}</bdi>;
  return (
    <bdi>
      {spans.map((span, index) =>
        span.part !== null && span.part !== part ? (
          <span key={index} className={`lane-span lane-span--${span.part}`}>
            <span className="visually-hidden">{t(`parts.${span.part}`)}: </span>
            {span.text}
          </span>
        ) : (
          <span key={index}>{span.text}</span>
        ),
      )}
    </bdi>
  );
}

export function SheetLineItem({
  line,
  draft,
  children,
}: {
  line: Pick<SheetLineView, "id" | "start" | "end" | "text" | "part" | "romanization" | "spans">;
  /** The automatic romanisation, shown when the line has no hand correction. */
  draft: string | null;
  /** The line's actions (the author's edit link). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("sheets");
  const timed = line.spans?.some((span) => span.start !== null) ?? false;
  const romanization = line.romanization ?? draft;
  return (
    <li id={`line-${line.id}`} className={`sheet-line lane--${line.part}`} data-testid="sheet-line">
      <div className="sheet-line__head">
        <span className="sheet-line__time">
          {formatSheetTime(line.start)}–{formatSheetTime(line.end)}
        </span>
        <PartBadge part={line.part} />
        {timed ? <span className="sheet-line__tag small muted">{t("page.syllablesTimed")}</span> : null}
      </div>
      <p className="sheet-line__text" lang="ko">
        <LineText text={line.text} part={line.part} spans={line.spans} />
      </p>
      {romanization ? (
        <p className="sheet-line__roman small" lang="ko-Latn">
          <span className="visually-hidden">{t("page.romanization")}: </span>
          <bdi>{romanization}</bdi>
          {line.romanization === null ? <span className="sheet-line__draft muted"> · {t("page.draft")}</span> : null}
        </p>
      ) : null}
      {children}
    </li>
  );
}

/** Download links of a sheet in each file format (`author`: someone's shared sheet; none: mine). */
export function SheetDownloads({ songId, author }: { songId: number; author?: string }) {
  const { t } = useTranslation("sheets");
  const query = author ? `?author=${encodeURIComponent(author)}` : "";
  return (
    <ul className="sheet-downloads" aria-label={t("files.export")}>
      {SHEET_FORMATS.map((format) => (
        <li key={format}>
          <a
            href={`/api/sheet/song/${songId}/export/${format}${query}`}
            download
            className="button button--small"
            aria-label={t("files.exportAs", { format: t(`files.formats.${format}`) })}
          >
            {t("files.formats." + format)}
          </a>
        </li>
      ))}
    </ul>
  );
}
