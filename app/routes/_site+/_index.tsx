import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AnnouncementBanner } from "~/components/announcement-banner";
import { DeferredSignInPanel } from "~/components/deferred-sign-in-panel";
import { HomeChantCard } from "~/components/home/chant-card";
import { SignedOutHero } from "~/components/home/hero";
import { EmptyQueueNextStep } from "~/components/home/next-step";
import { HomeSongCard } from "~/components/home/song-card";
import { HomePlaylists } from "~/components/home/playlists";
import authStylesHref from "~/styles/auth.css";
import { pageMeta } from "~/utils/meta";
import { useOptionalViewer } from "~/utils/use-root-data";
import { isGuest } from "~/shared/viewer";
import { loadHome } from "./__home.server";

// The sign-in panel's styles (signed-out visitors see it here).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

export const loader = (args: LoaderFunctionArgs) => loadHome(args);

type HomeData = SerializeFrom<typeof loader>;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.signedIn ? data.title : null);

function Welcome({ songs, sections, playlists }: Extract<HomeData, { signedIn: true }>) {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation("auth");
  const viewer = useOptionalViewer();
  return (
    <div className="page stack-lg">
      <section aria-labelledby="welcome-title">
        <h1 id="welcome-title">
          {isGuest(viewer) ? t("home.welcomeGuest") : t("home.welcome", { name: viewer?.name })}
        </h1>
        <p className="muted">{t("tagline")}</p>
        {isGuest(viewer) ? (
          <div className="notice guest-banner">
            <p>{tAuth("guest.banner")}</p>
            <p className="guest-banner__actions">
              <Link to="/auth/register" className="button button--primary button--small">
                {tAuth("guest.register")}
              </Link>
              <Link to="/auth/login" className="button button--small">
                {tAuth("guest.signIn")}
              </Link>
            </p>
          </div>
        ) : null}
        <EmptyQueueNextStep />
      </section>

      <section aria-labelledby="songs-title">
        <h2 id="songs-title">{t("home.popularSongs")}</h2>
        {songs.length === 0 ? (
          <p className="muted">{t("home.noSongs")}</p>
        ) : (
          <ul className="song-grid">
            {songs.map((song) => (
              <HomeSongCard key={song.id} song={song} />
            ))}
          </ul>
        )}
      </section>

      <HomePlaylists {...playlists} />

      <section aria-labelledby="sections-title">
        <h2 id="sections-title">{t("home.sharedSections")}</h2>
        {sections.length === 0 ? (
          <p className="muted">{t("home.noSections")}</p>
        ) : (
          <ul className="section-list">
            {sections.map((section) => (
              <HomeChantCard key={section.id} section={section} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  const banner = <AnnouncementBanner announcements={data.announcements} />;
  if (data.signedIn) return <>{banner}<Welcome {...data} /></>;
  return (
    <div className="page page--narrow">
      {banner}
      <SignedOutHero />
      <DeferredSignInPanel mode={data.mode} redirectTo={data.redirectTo} />
    </div>
  );
}
