// The current song's sections, findable by name (issue 9): name, range, type
// and a lyrics preview; tapping one jumps to it and loops it; mine can be
// edited and deleted here. The community's shared chants (when switched on)
// follow, marked as shared and read-only, with "copy to my sections".
import { useTranslation } from "~/i18n/react";
import { CHANT_PART_DEFAULT, SECTION_TYPE_LYRICS, type ChantPart } from "~/shared/constants";
import { isPartHidden } from "~/shared/chant-lanes";
import { useHiddenPart } from "~/shared/lyrics-view-preference";
import { rangeLabel } from "../model/section-names";
import { compareSections } from "../model/sections";
import type { CommunitySection } from "~/schemas/section";
import type { LocalSection } from "../sync/section-store";

/** A line's words, unless its part is the one hidden (a practice recalling it, or the fan's choice). */
function Preview({ lyrics, pronunciation, part }: { lyrics: string | null; pronunciation: string | null; part: ChantPart | undefined }) {
  const { t } = useTranslation("sections");
  const [hiddenPart] = useHiddenPart();
  if (!lyrics?.trim()) return null;
  if (isPartHidden(hiddenPart, part ?? CHANT_PART_DEFAULT)) return <span className="player-section-row__lyrics">{t("lyrics.hiddenLine")}</span>;
  return (
    <span className="player-section-row__lyrics">
      {lyrics}
      {pronunciation ? <span className="player-section-row__pronunciation"> · {pronunciation}</span> : null}
    </span>
  );
}

export function SectionList({
  sections,
  community,
  selectedId,
  copiedIds,
  onPlay,
  onEdit,
  onDelete,
  onPlayShared,
  onCopy,
}: {
  sections: readonly LocalSection[];
  /** The community's chants, when shown (null when switched off). */
  community: readonly CommunitySection[] | null;
  selectedId: string | null;
  /** Shared chants already copied to my sections (by their server id). */
  copiedIds: ReadonlySet<number>;
  onPlay: (section: LocalSection) => void;
  onEdit: (section: LocalSection) => void;
  onDelete: (section: LocalSection) => void;
  onPlayShared: (section: CommunitySection) => void;
  onCopy: (section: CommunitySection) => void;
}) {
  const { t } = useTranslation("sections");
  const mine = [...sections].sort(compareSections);
  return (
    <div className="stack-sm">
      {mine.length === 0 ? (
        <p className="muted small">{t("list.empty")}</p>
      ) : (
        <ul className="player-section-list" aria-label={t("list.mine")}>
          {mine.map((section) => {
            const type = section.type === SECTION_TYPE_LYRICS ? t("list.typeLyrics") : t("list.typeRepeat");
            return (
              <li
                key={section.id}
                className="player-section-row"
                aria-current={section.id === selectedId ? "true" : undefined}
              >
                <button
                  type="button"
                  className="player-section-row__play"
                  onClick={() => onPlay(section)}
                >
                  <span className="player-section-row__name"><bdi>{section.name}</bdi></span>
                  <span className="player-section-row__meta">
                    {rangeLabel(section)} · {type}
                    {section.rate !== null ? ` · ${t("form.rateValue", { rate: section.rate })}` : null}
                  </span>
                  <Preview lyrics={section.lyrics} pronunciation={section.pronunciation} part={section.part} />
                  <span className="visually-hidden">{t("list.play")}</span>
                </button>
                <span className="player-section-row__actions">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={t("list.edit", { name: section.name })}
                    onClick={() => onEdit(section)}
                  >
                    {t("list.editShort")}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={t("list.delete", { name: section.name })}
                    onClick={() => onDelete(section)}
                  >
                    {t("list.deleteShort")}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {community ? (
        community.length === 0 ? (
          <p className="muted small">{t("community.none")}</p>
        ) : (
          <ul className="player-section-list" aria-label={t("community.list")}>
            {community.map((section) => (
              <li key={section.id} className="player-section-row player-section-row--shared">
                <button
                  type="button"
                  className="player-section-row__play"
                  onClick={() => onPlayShared(section)}
                >
                  <span className="player-section-row__name">
                    <span className="player-badge">{t("community.badge")}</span> <bdi>{section.name}</bdi>
                  </span>
                  <span className="player-section-row__meta">
                    {rangeLabel(section)} · {t("community.by", { nickname: section.nickname })}
                  </span>
                  <Preview lyrics={section.lyrics} pronunciation={section.pronunciation} part={section.part} />
                  <span className="visually-hidden">{t("list.play")}</span>
                </button>
                <span className="player-section-row__actions">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={copiedIds.has(section.id)}
                    aria-label={t(copiedIds.has(section.id) ? "community.copiedName" : "community.copy", { name: section.name })}
                    onClick={() => onCopy(section)}
                  >
                    {copiedIds.has(section.id) ? t("community.copied") : t("community.copyShort")}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
