// The panel's title bar (the heading, the shortcuts' help, the karaoke view)
// and, under it in the flow, the shortcuts' help when it is open.
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { ShortcutsHelp } from "./shortcuts-help";

export function PanelHeader({
  fullscreen,
  onFullscreenChange,
  helpOpen,
  onHelpOpenChange,
}: {
  fullscreen: boolean;
  onFullscreenChange: (fullscreen: boolean) => void;
  helpOpen: boolean;
  onHelpOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("player");
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="player-panel__titlebar">
        <h2 className="player-panel__heading">{t("heading")}</h2>
        <button
          type="button"
          ref={helpButtonRef}
          className="button button--small button--ghost player-panel__help"
          aria-keyshortcuts="Shift+?"
          onClick={() => onHelpOpenChange(true)}
        >
          {t("shortcuts.button")}
        </button>
        <button type="button" className="button button--small" onClick={() => onFullscreenChange(!fullscreen)}>
          {fullscreen ? t("controls.exitFullscreen") : t("controls.fullscreen")}
        </button>
      </div>

      {helpOpen ? (
        <ShortcutsHelp
          onClose={() => {
            onHelpOpenChange(false);
            helpButtonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
