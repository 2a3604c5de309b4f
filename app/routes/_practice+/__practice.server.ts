// The server side of /practice: its loader, and a song's practice for the
// server's render (the browser's build gets an empty module here, so that
// code is in no first load: __deferred-practice.tsx). One server module
// for the route: each one a route module imports costs the page an empty chunk.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getPracticeSong, listPracticeSongs, practiceSongIdOf } from "~/models/practice.server";
import { getRoutine } from "~/models/routine.server";
import { parsePracticePreset } from "~/practice/preset";
import { parseRoutineStep, routineBar, type RoutineOnPage, type RoutineStep } from "~/practice/routine";
import { YOUTUBE_VIDEO_ID } from "~/shared/youtube";

export { PracticeRunner, PracticeSong } from "./__practice-song";

/** An account's routine is read here; a guest's is left to the browser. */
async function routineOnPage(step: RoutineStep | null, userId: string | null): Promise<RoutineOnPage> {
  if (!step) return null;
  if (step.routine.kind === "local") return userId === null ? { kind: "local", id: step.routine.id, item: step.item } : null;
  if (userId === null) return null;
  // Someone else's routine, or one gone, is simply not shown: the song's practice still is.
  const routine = await getRoutine(userId, step.routine.id);
  const bar = routine.ok ? routineBar(step.routine, routine.value, step.item) : null;
  return bar && { kind: "account", bar };
}

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
  // A practice set up by its address: a line, speed, loops, ladder (and a routine's ladder range and place).
  const step = parseRoutineStep(params);
  const preset = parsePracticePreset(params);
  const routine = practice ? await routineOnPage(step, userId) : null;
  return json(
    {
      title: practice ? t("songTitle", { title: practice.song.title }) : t("title"),
      account: userId !== null,
      unknownSong,
      practice,
      preset,
      routine,
      // A routine's later items start by themselves: the fan pressed play on the first.
      autoStart: routine !== null && (step?.item ?? 0) > 0,
      localVideo,
      choices,
    },
    { status: unknownSong ? 404 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}
