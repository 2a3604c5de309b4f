// /auth/logout. POST revokes this session in the database and clears the
// cookie, then goes home (or to the form's redirectTo, a path on this site).
// A guest is asked first (issue 25, decision 120): a guest's post without
// confirm=yes comes here, where the page names what this browser keeps (with
// JavaScript, how many songs and sections) and offers to sign in instead, so
// the work moves into an account. A plain visit by anyone else goes home.
import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { guestMustConfirm, signOutPageLoader } from "~/auth/guest-pages.server";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import { useTranslation } from "~/i18n/react";
import { readGuestDataCounts, type GuestDataCounts } from "~/player/api/guest-data";
import authStylesHref from "~/styles/auth.css";
import { readForm } from "~/utils/forms.server";
import { safeRedirectPath } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

export const loader = (args: LoaderFunctionArgs) => signOutPageLoader(args);

export async function action({ request, context }: ActionFunctionArgs) {
  // A form may say where to go next (a guest leaving guest mode to sign in and come back).
  const form = await readForm(request, context);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  if (await guestMustConfirm(request, form)) {
    return redirect(`/auth/logout${redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`, 303);
  }
  return signOutAndRedirect(request, redirectTo);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

/** What a guest would lose, once the page runs in the browser (its storage is not the server's to read). */
function useGuestCounts(): GuestDataCounts | null {
  const [counts, setCounts] = useState<GuestDataCounts | null>(null);
  useEffect(() => setCounts(readGuestDataCounts()), []);
  return counts;
}

export default function LeaveGuestMode() {
  const { t } = useTranslation("auth");
  const { redirectTo } = useLoaderData<typeof loader>();
  const counts = useGuestCounts();
  const back = redirectTo ?? "/";
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const what =
    counts === null
      ? t("leaveGuest.countsUnknown")
      : counts.songs === 0 && counts.sections === 0
        ? t("leaveGuest.nothing")
        : t("leaveGuest.counts", {
            songsText: t("guestMove.songCount", { count: counts.songs }),
            sectionsText: t("guestMove.sectionCount", { count: counts.sections }),
          });
  return (
    <div className="page page--narrow">
      <section className="card auth-panel stack" aria-labelledby="leave-guest-title">
        <h1 id="leave-guest-title">{t("leaveGuest.title")}</h1>
        <p data-testid="leave-guest-counts" aria-live="polite">
          {what}
        </p>
        <p className="muted">{t("leaveGuest.keepHint")}</p>
        <div className="auth-panel__choices">
          <Link to={`/auth/register${query}`} className="button button--primary button--block">
            {t("leaveGuest.register")}
          </Link>
          <Link to={`/auth/login${query}`} className="button button--block">
            {t("leaveGuest.signIn")}
          </Link>
        </div>
        <div className="divider" role="separator">
          <span>{t("or")}</span>
        </div>
        <Form method="post" action="/auth/logout" className="auth-panel__choices">
          <input type="hidden" name="confirm" value="yes" />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <button type="submit" className="button button--danger button--block">
            {t("leaveGuest.confirm")}
          </button>
          <Link to={back} className="button button--ghost button--block">
            {t("leaveGuest.cancel")}
          </Link>
        </Form>
      </section>
    </div>
  );
}
