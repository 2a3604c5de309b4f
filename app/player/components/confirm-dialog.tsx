// A confirmation (spec §5: removing a song, clearing the playlist) as a
// dialog drawn in place, in the page's flow: nothing may cover the video.
// Focus moves to it (Cancel first, the safe choice); Escape cancels.
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";

export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
}: {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("player");
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="player-confirm"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={titleId} className="player-confirm__title">
        {t("confirm.title")}
      </p>
      <p id={messageId}>{message}</p>
      <div className="player-confirm__actions">
        <button type="button" className="button button--small" ref={cancelRef} onClick={onCancel}>
          {t("confirm.cancel")}
        </button>
        <button type="button" className="button button--small button--danger" onClick={onConfirm}>
          {t("confirm.confirm")}
        </button>
      </div>
    </div>
  );
}
