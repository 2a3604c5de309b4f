// The root route's loader (app/root.tsx): who is signed in, the language,
// the flash message, and what every page needs from the server. In its own
// server module so that the root's route module imports one server module
// rather than ten (each one a chunk of every page's first load).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { enabledSocialProviders } from "~/auth/providers.server";
import { destroySessionCookie, lookupSession, REVOKE_REASONS, toViewer } from "~/auth/session.server";
import { getEnv } from "~/env.server";
import { getFixedT, getLocale, LOCALE_SEARCH_PARAM } from "~/i18n/i18next.server";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { resourcesVersion } from "~/i18n/resources.server";
import { getSiteSetting } from "~/models/site-settings.server";
import type { Toast } from "~/shared/toast";
import { FAKE_YOUTUBE_IFRAME_API_PATH, YOUTUBE_IFRAME_API_URL } from "~/shared/youtube";
import { combineHeaders } from "~/utils/http.server";
import { getToast } from "~/utils/toast.server";

export async function loadRoot({ request }: LoaderFunctionArgs) {
  const [sessionLookup, locale, t, { toast: flashed, headers: toastHeaders }] = await Promise.all([
    lookupSession(request),
    getLocale(request),
    getFixedT(request),
    getToast(request),
  ]);
  const headers = combineHeaders(toastHeaders);
  let toast: Toast | null = flashed;

  // A token that is no longer valid: forget it and say why.
  if (sessionLookup.status === "ended") {
    headers.append("Set-Cookie", await destroySessionCookie());
    toast ??=
      sessionLookup.reason === REVOKE_REASONS.replaced
        ? { id: "session-replaced", type: "warning", key: "auth:sessionReplaced" }
        : sessionLookup.reason === REVOKE_REASONS.suspended
          ? { id: "account-suspended", type: "error", key: "auth:errors.accountSuspended" }
          : { id: "session-ended", type: "info", key: "auth:sessionEnded" };
  }

  if (new URL(request.url).searchParams.has(LOCALE_SEARCH_PARAM)) {
    headers.append("Set-Cookie", await localeCookie.serialize(locale));
  }

  return json(
    {
      locale,
      viewer: sessionLookup.status === "active" ? toViewer(sessionLookup.session) : null,
      socialProviders: enabledSocialProviders(),
      toast,
      siteName: t("brand"),
      siteDescription: t("tagline"),
      contactEmail: getEnv().CONTACT_EMAIL,
      youtubeIframeApiUrl: getEnv().youtubePlayer === "fake" ? FAKE_YOUTUBE_IFRAME_API_PATH : YOUTUBE_IFRAME_API_URL,
      i18nHref: `/locales/${locale}?v=${resourcesVersion}`,
      maintenanceBanner: await getSiteSetting("maintenanceBanner"),
    },
    { headers },
  );
}
