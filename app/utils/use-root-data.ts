// Components read the viewer and locale from the root loader only through these hooks.
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { SocialProvider } from "~/shared/roles";
import type { Viewer } from "~/shared/viewer";

export function useOptionalViewer(): Viewer | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
}

/** The social sign-in providers that are configured (their buttons show). */
export function useSocialProviders(): SocialProvider[] {
  return useRouteLoaderData<typeof rootLoader>("root")?.socialProviders ?? [];
}
