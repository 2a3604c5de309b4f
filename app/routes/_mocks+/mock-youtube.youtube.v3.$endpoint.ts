// The fake YouTube Data API v3 (app/mocks/youtube-data-api.server.ts) at
// /mock-youtube/youtube/v3/{search,videos}: development and tests only, a 404
// unless MOCKS is on (which the environment refuses in production).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { handleFakeYouTubeDataApi } from "~/mocks/youtube-data-api.server";

function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  getEnv().MOCKS ? handleFakeYouTubeDataApi(request, params.endpoint) : notFound();

export const action = ({ request, params }: ActionFunctionArgs) =>
  getEnv().MOCKS ? handleFakeYouTubeDataApi(request, params.endpoint) : notFound();
