// GET /profile-images/{id}: a stored profile picture. The type is the one
// found in the bytes at upload (server.ts adds nosniff to every answer); an
// id is never reused, so the answer can be cached for a year.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProfileImage } from "~/models/profile-image.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const image = params.imageId ? await getProfileImage(params.imageId) : null;
  if (!image) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(image.data, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    },
  });
}
