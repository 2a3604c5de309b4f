// The panel's title bar (the heading, the shortcuts' help, the karaoke view).
// The help itself opens below the video and the controls (panel.tsx): above
// the video it would push a playing video off the screen. In the karaoke view
// the bar also carries the loop toggle (issue 25).
import type { RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import type { Sections } from "../hooks/use-sections";
import { completeRange } from "../model/section-mode";
import { findCurrentSection } from "../model/sections";
import type { QueueSong } from "~/shared/song";

/**
 * The karaoke view's loop toggle: the section repeat of the panel. Without a
 * selected range it loops the saved section playing now (or the next one).
 */
function LoopToggle({ sections }: { sections: Sections }) {
  const { t } = useTranslation("sections");
  const range = completeRange(sections.mode.range);
  const now = sections.clock.time();
  const here = range
    ? null
    : findCurrentSection(sections.sections, now) ??
      sections.sections.find((s) => s.start >= now) ??
      null;
  return (
    <button
      type="button"
      className="button button--small player-karaoke__loop"
      aria-pressed={sections.mode.repeating}
      disabled={!sections.mode.repeating && !range && !here}
      onClick={() => {
        if (sections.mode.repeating || range) sections.toggleRepeat();
        else if (here) sections.playSection(here);
      }}
    >
      {t("controls.sectionRepeat")}
    </button>
  );
}

export function PanelHeader({
  song,
  sections,
  fullscreen,
  onFullscreenChange,
  helpButtonRef,
  onHelpOpenChange,
}: {
  song: QueueSong | null;
  sections: Sections;
  fullscreen: boolean;
  onFullscreenChange: (fullscreen: boolean) => void;
  /** The help button, which gets the focus back when the help closes. */
  helpButtonRef: RefObject<HTMLButtonElement>;
  onHelpOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("player");
  return (
    <div className="player-panel__titlebar">
      <h2 className="player-panel__heading">{t("heading")}</h2>
      {fullscreen && song ? <LoopToggle sections={sections} /> : null}
      <button
        type="button"
        ref={helpButtonRef}
        className="button button--small button--ghost player-panel__help"
        aria-keyshortcuts="Shift+?"
        onClick={() => onHelpOpenChange(true)}
      >
        {t("shortcuts.button")}
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => onFullscreenChange(!fullscreen)}
      >
        {fullscreen ? t("controls.exitFullscreen") : t("controls.fullscreen")}
      </button>
    </div>
  );
}
