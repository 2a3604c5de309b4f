// The header's account actions for a guest (issue 25, decision 120): sign in
// or register one tap away on every page, and "sign out" that asks first
// (GET /auth/logout names what the browser would lose) instead of deleting at once.
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

export function GuestAccountActions() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation("auth");
  const { pathname, search } = useLocation();
  // The sign-in pages themselves have nowhere better to come back to.
  const here = pathname.startsWith("/auth/") ? null : pathname + search;
  const query = here && here !== "/" ? `?redirectTo=${encodeURIComponent(here)}` : "";
  return (
    <>
      {here ? (
        <Link to={`/auth/login${query}`} className="button button--primary button--small">
          {tAuth("guest.signIn")}
        </Link>
      ) : null}
      <Form method="get" action="/auth/logout">
        {query ? <input type="hidden" name="redirectTo" value={here!} /> : null}
        <button type="submit" className="button button--ghost button--small">
          {t("account.signOut")}
        </button>
      </Form>
    </>
  );
}
