// GET /api/section/public/song/{youtubeId} (issue 9, decision 052): other fans'
// shared lyrics sections of a song, read-only, for any session.
import { expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { loader } from "~/routes/_api+/api.section.public.song.$youtubeId";
import { SECTION_TYPE_LYRICS, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { callJson, createUser, sessionCookieFor } from "./helpers";

const call = (youtubeId: string, cookie?: string) => callJson(loader, `/api/section/public/song/${youtubeId}`, { cookie, params: { youtubeId } });

test("other fans' public lyrics sections of the song, in playback order; not mine, not private, not repeats", async () => {
  const song = await prisma.song.create({ data: { youtubeId: "commChant01", title: "응원곡", artist: "팬", duration: 200 } });
  const other = await prisma.song.create({ data: { youtubeId: "commChant02", title: "다른 곡", artist: "팬", duration: 200 } });
  const { user: author } = await createUser();
  const { user: me } = await createUser();
  const section = (userId: string, songId: number, startTime: number, extra: object = {}) =>
    prisma.section.create({
      data: {
        userId,
        songId,
        name: `구간 ${startTime}`,
        startTime,
        endTime: startTime + 5,
        lyrics: `가사 ${startTime}`,
        type: SECTION_TYPE_LYRICS,
        isPublic: true,
        ...extra,
      },
    });
  await section(author.id, song.id, 30);
  await section(author.id, song.id, 10, { lineNumber: 2 });
  await section(author.id, song.id, 10, { lineNumber: 1, pronunciation: "gasa" });
  await section(author.id, song.id, 50, { isPublic: false });
  await section(author.id, song.id, 60, { type: SECTION_TYPE_REPEAT, lyrics: null });
  await section(me.id, song.id, 70);
  await section(author.id, other.id, 5);

  const { cookie } = await sessionCookieFor(me.id);
  const answer = await call(song.youtubeId, cookie);
  expect(answer.status).toBe(200);
  expect(answer.body.map((s: { start: number; lineNumber: number }) => [s.start, s.lineNumber])).toEqual([
    [10, 1],
    [10, 2],
    [30, 1],
  ]);
  expect(answer.body[0]).toEqual({
    id: expect.any(Number),
    name: "구간 10",
    start: 10,
    end: 15,
    lyrics: "가사 10",
    pronunciation: "gasa",
    lineNumber: 1,
    nickname: author.nickname,
    part: "singalong",
    spans: null,
  });

  // A guest reads them too (and sees every author's).
  const guest = await sessionCookieFor(null);
  expect((await call(song.youtubeId, guest.cookie)).body).toHaveLength(4);
  // Nobody signed in: 401; a bad id: 400; an unknown video: an empty list.
  expect((await call(song.youtubeId)).status).toBe(401);
  expect((await call("bad", cookie)).status).toBe(400);
  expect((await call("zzzzzzzzzzz", cookie)).body).toEqual([]);
});
