// The keyboard shortcuts' help (issue 9), opened with "?" or its button: a
// dialog in the panel's flow (nothing covers the video); Escape or Close shuts it.
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";

const KEYS = [
  ["Space", "togglePlay"],
  ["← / →", "seek"],
  ["[", "setStart"],
  ["]", "setEnd"],
  ["L", "toggleRepeat"],
  ["N / P", "nextPrevious"],
  ["?", "help"],
] as const;

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("player");
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="player-confirm player-shortcuts"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <p id={titleId} className="player-confirm__title">
        {t("shortcuts.title")}
      </p>
      <dl className="player-shortcuts__list">
        {KEYS.map(([key, action]) => (
          <div key={action}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{t("shortcuts.notWhileTyping")}</p>
      <button type="button" className="button button--small" ref={closeRef} onClick={onClose}>
        {t("shortcuts.close")}
      </button>
    </div>
  );
}
