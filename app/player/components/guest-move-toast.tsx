// Says what moved from guest mode into the account (issue 25, decision 120),
// in the site's toast (the Toaster's classes), once the move is done.
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/i18n/react";
import { LOCAL_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import type { GuestMoveReport } from "../sync/guest-move";

const AUTO_DISMISS_MS = 12_000;

export function GuestMoveToast({ report, onClose }: { report: GuestMoveReport; onClose: () => void }) {
  const { t } = useTranslation("auth");
  const { t: tCommon } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  const songs = report.songsAdded;
  const sections = report.sections;
  const values = {
    songs,
    sections,
    songsText: t("guestMove.songCount", { count: songs }),
    sectionsText: t("guestMove.sectionCount", { count: sections }),
  };
  const lines = [
    songs > 0 && sections > 0
      ? t("guestMove.moved", values)
      : songs > 0
        ? t("guestMove.movedSongs", values)
        : sections > 0
          ? t("guestMove.movedSections", values)
          : t("guestMove.nothingNew"),
    report.songsAlreadyThere > 0 ? t("guestMove.alreadyThere", { count: report.songsAlreadyThere }) : null,
    report.songsLeftOut > 0
      ? t("guestMove.leftOut", { count: report.songsLeftOut, max: LOCAL_PLAYLIST_MAX_SONGS })
      : null,
  ].filter((line): line is string => line !== null);

  return createPortal(
    <div className="toaster toaster--guest-move">
      <div className="toast toast--success" role="status" data-testid="guest-move-toast">
        <p>{lines.join(" ")}</p>
        <button type="button" className="toast__close" onClick={onClose} aria-label={tCommon("actions.close")}>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
