// The practice page's loader (issue 12): which song `?song=` and `?video=`
// open, for an account and for a guest whose lines may live only in the browser.
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { findOrCreateSong } from "~/models/song.server";
import { loader } from "~/routes/_practice+/practice";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { callJson, sessionCookieFor, signedInUser } from "./helpers";

let guest: string;
let account: { id: string; cookie: string };
let songId: number;
const CATALOGUE_VIDEO = "practVid001";

const open = (path: string, cookie: string) => callJson(loader, path, { cookie });

beforeAll(async () => {
  guest = (await sessionCookieFor(null)).cookie;
  const { user, cookie } = await signedInUser();
  account = { id: user.id, cookie };
  const { song } = await findOrCreateSong(
    { youtubeId: CATALOGUE_VIDEO, title: "연습곡", artist: "가상 가수", thumbnailUrl: null, duration: 180, detailsFrom: "youtube" },
    prisma,
  );
  songId = song.id;
  await prisma.section.create({
    data: { userId: user.id, songId, type: SECTION_TYPE_LYRICS, name: "내 줄", startTime: 5, endTime: 9, lyrics: "내 응원" },
  });
});

describe("the practice page", () => {
  test("an account's song with only its own private line is in its picker and opens by id or by video", async () => {
    const picker = await open("/practice", account.cookie);
    expect(picker.body.choices.mine).toContainEqual({ id: songId, title: "연습곡", artist: "가상 가수" });
    const byId = await open(`/practice?song=${songId}`, account.cookie);
    expect(byId.body.practice.lines).toMatchObject([{ name: "내 줄", mine: true }]);
    const byVideo = await open(`/practice?video=${CATALOGUE_VIDEO}`, account.cookie);
    expect(byVideo.status).toBe(200);
    expect(byVideo.body.practice.song.id).toBe(songId);
  });

  test("a guest's video the catalogue does not know: practised from the browser (no server data); an account's: 404", async () => {
    const local = await open("/practice?video=LocalChant1", guest);
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({ practice: null, localVideo: "LocalChant1", choices: null, account: false });
    const refused = await open("/practice?video=LocalChant1", account.cookie);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ unknownSong: true, localVideo: null });
  });

  test("a guest's video the catalogue knows opens that song (its private lines stay private); a malformed id is a 404", async () => {
    const known = await open(`/practice?video=${CATALOGUE_VIDEO}`, guest);
    expect(known.body.practice.song.id).toBe(songId);
    expect(known.body.practice.lines).toEqual([]);
    for (const video of ["short", "bad%20video!", ""]) {
      const bad = await open(`/practice?video=${video}`, guest);
      expect(bad.status).toBe(404);
      expect(bad.body.unknownSong).toBe(true);
    }
  });
});

describe("shared lines in practice (issue 28)", () => {
  test("another fan's shared line comes with its syllables' times and parts: a drill taps them", async () => {
    const { user } = await signedInUser();
    const spans = [
      { text: "하나 ", start: 20, end: 20.5, part: null },
      { text: "둘!", start: 20.6, end: 21, part: "fans" },
    ];
    await prisma.section.create({
      data: {
        userId: user.id,
        songId,
        type: SECTION_TYPE_LYRICS,
        name: "공유 줄",
        startTime: 20,
        endTime: 22,
        lyrics: "하나 둘!",
        isPublic: true,
        spans: JSON.stringify(spans),
      },
    });
    const seen = await open(`/practice?song=${songId}`, guest);
    expect(seen.body.practice.lines).toMatchObject([{ name: "공유 줄", mine: false, spans }]);
  });
});
