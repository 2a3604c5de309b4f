// The fake YouTube oEmbed endpoint (app/mocks/youtube-oembed.server.ts) at
// /mock-youtube/oembed: development and tests only, a 404 unless MOCKS is on
// (which the environment refuses in production).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { handleFakeOEmbed } from "~/mocks/youtube-oembed.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  getEnv().MOCKS
    ? handleFakeOEmbed(request)
    : new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
