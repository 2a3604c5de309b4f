// Shows the flash message of this response, or one shown since from the
// browser (e.g. the player's "added to queue", app/player/api/toast.ts: a
// window event, so no module is shared), whichever is newer.
// Rendered on the server so it is seen without JavaScript; with it, the
// message can be dismissed and fades. A toast may carry one action ("undo"):
// a plain form posted without JavaScript, a function with it. Small on purpose:
// it is in every page's first load.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Toast, ToastAction } from "~/shared/toast";
import { useHydrated } from "~/utils/use-hydrated";

const AUTO_DISMISS_MS = 8_000;

/** A toast shown from the browser (the event's detail); its action may run a function (it also closes the toast). */
export type ClientToast = Omit<Toast, "id" | "action"> & { action?: Pick<ToastAction, "key"> & { run: () => void } };

/** The window event that shows a ClientToast. */
export const TOAST_EVENT = "fanchant:toast";

type Shown = Omit<Toast, "id" | "action"> & { action?: ToastAction & { run?: () => void } };

export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Shown | null>(toast);

  useEffect(() => setShown(toast), [toast]);
  useEffect(() => {
    const onToast = (event: Event) => setShown({ ...(event as CustomEvent<ClientToast>).detail });
    addEventListener(TOAST_EVENT, onToast);
    return () => removeEventListener(TOAST_EVENT, onToast);
  }, []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  const { action } = shown;
  const close = () => setShown(null);
  const label = action ? t(action.key) : null;
  return (
    <div className="toaster">
      <div className={`toast toast--${shown.type}`} role={shown.type === "error" || shown.type === "warning" ? "alert" : "status"}>
        <p>{t(shown.key, shown.values)}</p>
        {action?.run ? (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              close();
              action.run!();
            }}
          >
            {label}
          </button>
        ) : action?.to ? (
          <form method="post" action={action.to} className="toast__action-form">
            {Object.entries(action.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="toast__action">
              {label}
            </button>
          </form>
        ) : null}
        {hydrated ? (
          <button type="button" className="toast__close" onClick={close} aria-label={t("actions.close")}>
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}
