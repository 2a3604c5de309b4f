// A chant line's lane (issue 27, docs/decisions/134-part-lanes-and-syllables.md): the part's
// badge (a label and a shape, never colour alone), the legend, the line's text cut in its word or
// syllable spans (a span of another part drawn in that part's lane, and named for screen readers),
// and its romanisation (the hand correction, else the automatic draft, loaded lazily). Shared by
// the player's displays and practice mode; the colours are app.css's --lane-* tokens.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { hasHangul, isPartHidden, spanPart, spanStates, type HiddenPart, type LaneSpan, type SpanState } from "~/shared/chant-lanes";
import { CHANT_PARTS, type ChantPart } from "~/shared/constants";

/** The part's short label, with its shape (app.css: .part-badge--{part}::before). */
export function PartBadge({ part, className }: { part: ChantPart; className?: string }) {
  const { t } = useTranslation("archive");
  return (
    <span className={["part-badge", `part-badge--${part}`, className].filter(Boolean).join(" ")} data-part={part}>
      {t(`parts.${part}`)}
    </span>
  );
}

/** The four parts, each badge with what it means. */
export function LaneLegend({ className }: { className?: string }) {
  const { t } = useTranslation("archive");
  return (
    <ul className={["lane-legend", className].filter(Boolean).join(" ")} aria-label={t("partsLegend")}>
      {CHANT_PARTS.map((part) => (
        <li key={part}>
          <PartBadge part={part} /> <span className="lane-legend__meaning">{t(`partMeaning.${part}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The line's text: its spans when it has some (each `data-span` its index, `data-part` its part,
 * for the highlighter and the styles), else the lyrics as they are. A span of another part than the
 * line's is drawn in its own lane and read with its part's name; a span of the hidden part is
 * masked (its room kept, its text not shown).
 */
export function LaneText({
  lyrics,
  spans,
  part,
  hiddenPart = "none",
}: {
  lyrics: string;
  spans: readonly LaneSpan[] | null | undefined;
  part: ChantPart | undefined;
  hiddenPart?: HiddenPart;
}) {
  const { t } = useTranslation("archive");
  if (!spans?.length) return <bdi>{lyrics}</bdi>;
  return (
    <bdi className="lane-spans">
      {spans.map((span, index) => {
        const own = spanPart(span, part);
        const other = own !== (part ?? own);
        const masked = other && isPartHidden(hiddenPart, own);
        return (
          <span
            key={index}
            className={other ? `lane-span lane-span--${own}` : "lane-span"}
            data-span={index}
            data-part={own}
            data-masked={masked || undefined}
          >
            {other ? <span className="visually-hidden">({t(`parts.${own}`)}) </span> : null}
            {masked ? (
              <>
                <span className="lane-span__mask">{span.text}</span>
                <span className="visually-hidden">{t("partHidden")}</span>
              </>
            ) : (
              span.text
            )}
          </span>
        );
      })}
    </bdi>
  );
}

let romanizer: Promise<(lyrics: string) => string> | null = null;

/** es-hangul, once, on demand. */
function loadRomanizer() {
  romanizer ??= import("~/player/api/romanize").then((module) => module.romanizeLyrics);
  return romanizer;
}

/**
 * What a line's romanisation shows: the hand correction, else (when `wanted`) the automatic draft
 * once es-hangul has loaded; null without Hangul or while loading.
 */
export function useRomanization(lyrics: string | null, pronunciation: string | null, wanted: boolean): string | null {
  const [draft, setDraft] = useState<{ lyrics: string; text: string } | null>(null);
  const needsDraft = wanted && !pronunciation && lyrics !== null && hasHangul(lyrics);
  useEffect(() => {
    if (!needsDraft || lyrics === null) return;
    let active = true;
    loadRomanizer().then(
      (romanize) => {
        if (active) setDraft({ lyrics, text: romanize(lyrics) });
      },
      // Offline with the chunk not cached: the line shows without its draft.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [needsDraft, lyrics]);
  if (!wanted) return null;
  if (pronunciation) return pronunciation;
  return needsDraft && draft?.lyrics === lyrics ? draft.text : null;
}

/**
 * A marker of the spans drawn under `root` (LaneText's `data-span` elements): called with a song
 * time, it sets `data-state` (sung / now / next) on the spans whose state changed, and touches
 * nothing else. No React render: the displays call it from the playback clock or a timer.
 */
export function spanMarker(root: HTMLElement, spans: readonly LaneSpan[]): (time: number) => void {
  const elements = root.querySelectorAll<HTMLElement>("[data-span]");
  const shown: (SpanState | undefined)[] = [];
  return (time) => {
    const states = spanStates(spans, time);
    for (let index = 0; index < states.length; index++) {
      const state = states[index]!;
      if (shown[index] === state) continue;
      shown[index] = state;
      elements[index]?.setAttribute("data-state", state);
    }
  };
}
