// Shows the flash message of this response. Rendered on the server so it is
// seen without JavaScript; with it, the message can be dismissed and fades.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Toast } from "~/shared/toast";
import { useHydrated } from "~/utils/use-hydrated";

const AUTO_DISMISS_MS = 8_000;

export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissed(toast.id), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast || dismissed === toast.id) return null;
  const urgent = toast.type === "error" || toast.type === "warning";
  return (
    <div className="toaster">
      <div className={`toast toast--${toast.type}`} role={urgent ? "alert" : "status"}>
        <p>{t(toast.key, toast.values)}</p>
        {hydrated ? (
          <button type="button" className="toast__close" onClick={() => setDismissed(toast.id)} aria-label={t("actions.close")}>
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}
