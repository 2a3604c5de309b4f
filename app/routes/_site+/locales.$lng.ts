// The browser's translations for one language (all client namespaces in one
// response). Versioned URLs are cached for a year; see app/entry.client.tsx.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/i18n/config";
import { clientResources, resourcesVersion } from "~/i18n/resources.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  if (!isLocale(params.lng)) throw new Response("Not found", { status: 404 });
  const versioned = new URL(request.url).searchParams.get("v") === resourcesVersion;
  return json(clientResources(params.lng), {
    headers: {
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
