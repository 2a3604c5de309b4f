// Components read the viewer and locale from the root loader only through these hooks.
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { Viewer } from "~/shared/viewer";

export function useOptionalViewer(): Viewer | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
}
