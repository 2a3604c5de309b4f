// The server side of /practice: its loader, and a song's practice for the
// server's render (the browser's build gets an empty module here, so that
// code is in no first load: __deferred-practice.tsx). One server module
// for the route: each one a route module imports costs the page an empty chunk.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getPracticeSong, listPracticeSongs, practiceSongIdOf } from "~/models/practice.server";
import { YOUTUBE_VIDEO_ID } from "~/shared/youtube";

export { PracticeRunner, PracticeSong } from "./__practice-song";

export async function loadPractice({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "practice");
  const userId = session.user?.id ?? null;
  const params = new URL(request.url).searchParams;
  const songParam = params.get("song");
  const videoParam = params.get("video");
  const video = videoParam !== null && YOUTUBE_VIDEO_ID.test(videoParam) ? videoParam : null;
  let songId = songParam && /^[1-9]\d{0,9}$/.test(songParam) && Number(songParam) <= 2_147_483_647 ? Number(songParam) : null;
  if (songId === null && songParam === null && video) songId = await practiceSongIdOf(video);
  const practice = songId !== null ? await getPracticeSong(songId, userId) : null;
  // A guest's video the catalogue does not know: its lines are in the browser only.
  const localVideo = !practice && songParam === null && video && userId === null ? video : null;
  const unknownSong = (songParam !== null || videoParam !== null) && !practice && !localVideo;
  const choices = practice || localVideo ? null : await listPracticeSongs(userId);
  return json(
    {
      title: practice ? t("songTitle", { title: practice.song.title }) : t("title"),
      account: userId !== null,
      unknownSong,
      practice,
      localVideo,
      choices,
    },
    { status: unknownSong ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}
