// The one error boundary: thrown Responses and unexpected errors alike.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";

const KNOWN_STATUSES = new Set([400, 401, 403, 404, 405, 413, 429]);

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  const key = KNOWN_STATUSES.has(status) ? String(status) : "500";
  return (
    <section className="page page--narrow error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{t(`errors.${key}.title`)}</h1>
      <p>{t(`errors.${key}.body`)}</p>
      <p>
        <Link to="/" className="button">
          {t("errors.backHome")}
        </Link>
      </p>
    </section>
  );
}
