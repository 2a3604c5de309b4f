// First, before any schema exists (see the module).
import "~/shared/zod-config";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { MaintenanceBanner } from "~/components/maintenance-banner";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/toaster";
import { LOCALE_STORAGE_KEY } from "~/shared/storage-keys";
import appStylesHref from "~/styles/app.css";
import { useNonce } from "~/utils/nonce-provider";
import { PlayerIsland, playerStylesHref } from "~/player/api/island";
// The loader's work is in root.server.ts: one server module for the root, not ten, each of
// which would cost every page a chunk of its own in the browser.
import { loadRoot } from "~/root.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const loader = (args: LoaderFunctionArgs) => loadRoot(args);

/**
 * A post that got no answer (a page's clientAction says so with a
 * SubmissionFailure, app/utils/submission-failure.ts) changed nothing to
 * reload, and offline the reload would fail. Checked here without importing
 * that module, so that every page's first load stays light.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  typeof actionResult === "object" && actionResult !== null && "submissionFailed" in actionResult ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.siteName ?? "FanChant" },
  { name: "description", content: data?.siteDescription ?? "" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // Without the root's data (an error page), the page's translator knows the language.
  const { i18n } = useTranslation();
  const locale = data?.locale ?? i18n.language;

  // Mirror the language chosen on the server (cookie) for browser-side code.
  useEffect(() => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // storage may be unavailable (private mode); the cookie remains the source of truth
    }
  }, [locale]);

  return (
    <html lang={locale} dir="ltr" data-nav={data?.viewer ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {data ? (
          <link id="i18n-resources" rel="preload" as="fetch" crossOrigin="anonymous" href={data.i18nHref} />
        ) : null}
        <Meta />
        <Links />
        {data?.viewer ? <link rel="stylesheet" href={playerStylesHref} /> : null}
      </head>
      <body>
        {children}
        <PlayerIsland rootData={data} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { t, i18n } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <SiteHeader viewer={data?.viewer ?? null} locale={data?.locale ?? i18n.language} />
      <MaintenanceBanner text={data?.maintenanceBanner ?? ""} />
      {/* The player's toggles come here in the tab order, after the header (the island portals them in). */}
      <div id="player-slot" />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter contactEmail={data?.contactEmail ?? null} />
    </>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <Shell>
      <Outlet />
      <Toaster toast={toast} />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  );
}
