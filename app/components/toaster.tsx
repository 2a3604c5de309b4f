// Shows the flash message of this response, or one the page showed since
// (app/components/toast-store.ts), whichever is newer. Rendered on the server
// so it is seen without JavaScript; with it, the message can be dismissed and
// fades. A toast may carry one action ("undo"): a plain form posted without
// JavaScript, a function with it.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Toast } from "~/shared/toast";
import { clearClientToast, useClientToast } from "~/components/toast-store";
import { useHydrated } from "~/utils/use-hydrated";

const AUTO_DISMISS_MS = 8_000;

export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const client = useClientToast();
  const [dismissed, setDismissed] = useState<string | null>(null);

  // A new page's toast replaces one the previous page showed.
  useEffect(() => {
    if (toast) clearClientToast();
  }, [toast]);
  // A toast shown by the page replaces the page's flash message for good.
  useEffect(() => {
    if (client && toast) setDismissed(toast.id);
  }, [client, toast]);

  const shown = client ?? toast;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setDismissed(shown.id), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown || dismissed === shown.id) return null;
  const close = () => {
    setDismissed(shown.id);
    if (shown === client) clearClientToast(shown.id);
  };
  const urgent = shown.type === "error" || shown.type === "warning";
  let action = null;
  if (client && shown === client && client.action) {
    const { run, key } = client.action;
    action = (
      <button
        type="button"
        className="toast__action"
        onClick={() => {
          close();
          run();
        }}
      >
        {t(key)}
      </button>
    );
  } else if (toast && shown === toast && toast.action?.to) {
    action = (
      <form method="post" action={toast.action.to} className="toast__action-form">
        {Object.entries(toast.action.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="toast__action">
          {t(toast.action.key)}
        </button>
      </form>
    );
  }
  return (
    <div className="toaster">
      <div className={`toast toast--${shown.type}`} role={urgent ? "alert" : "status"}>
        <p>{t(shown.key, shown.values)}</p>
        {action}
        {hydrated ? (
          <button type="button" className="toast__close" onClick={close} aria-label={t("actions.close")}>
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}
