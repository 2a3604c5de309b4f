// The home page's loader (app/routes/_site+/_index.tsx): the sign-in panel's
// state for visitors, the popular songs, the fans' chants and the playlists for
// everyone signed in. Its own server module so that the page imports one
// server module, not eight (each would be a chunk of its first load).
import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { guestSignInPath } from "~/auth/guest-pages.server";
import { optionalSession } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { readDismissed } from "~/models/announcement-dismissals.server";
import { publishedAnnouncements } from "~/models/announcement.server";
import { loadHomePlaylists } from "~/models/community-playlist-feed.server";
import { listSharedLyricsSections } from "~/models/section.server";
import { listPopularSongs } from "~/models/song.server";
import { safeRedirectPath } from "~/utils/http.server";

const POPULAR_SONGS = 12;
const SHARED_SECTIONS = 6;

export async function loadHome({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await optionalSession(request);
  // A guest following a sign-in link (/?mode=…, /?redirectTo=…) gets the form, on its own page.
  const guestSignIn = session && !session.user ? guestSignInPath(request) : null;
  if (guestSignIn) throw redirect(guestSignIn);
  const announcements = await publishedAnnouncements(await readDismissed(request));
  if (!session) {
    const redirectTo = url.searchParams.get("redirectTo");
    return json({
      signedIn: false as const,
      mode: url.searchParams.get("mode") === "register" ? ("register" as const) : ("login" as const),
      redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null,
      announcements,
    });
  }
  const [t, songs, sections] = await Promise.all([
    getFixedT(request),
    listPopularSongs(POPULAR_SONGS),
    listSharedLyricsSections(SHARED_SECTIONS),
  ]);
  const playlists = await loadHomePlaylists(session.user?.id ?? null);
  return json({ signedIn: true as const, title: t("home.title"), songs, sections, playlists, announcements });
}
