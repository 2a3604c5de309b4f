// Decision 119: what the API answers is what the browser's schemas read. Each
// answer the browser uses (the player, the section sync, the feed's "load
// more") is parsed here with the schema apiFetch checks it with, strictly
// where the server builds its answer from that schema.
process.env.MOCKS = "true";

import { beforeAll, expect, test } from "vitest";
import type * as z from "zod";
import { prisma } from "~/db/client.server";
import { createPlaylist } from "~/models/community-playlist.server";
import * as playlistFeedRoute from "~/routes/_api+/api.playlist";
import * as sectionRoute from "~/routes/_api+/api.section";
import * as sectionPracticeRoute from "~/routes/_api+/api.section.$id.practice";
import * as publicSectionsRoute from "~/routes/_api+/api.section.public.song.$youtubeId";
import * as mySectionsRoute from "~/routes/_api+/api.section.user";
import * as songRoute from "~/routes/_api+/api.song";
import * as historyRoute from "~/routes/_api+/api.song.play-history";
import * as playRoute from "~/routes/_api+/api.song.$id.play";
import * as popularRoute from "~/routes/_api+/api.song.popular";
import * as savePlaylistRoute from "~/routes/_api+/api.userplaylist";
import * as playlistRoute from "~/routes/_api+/api.userplaylist.$userId";
import * as oembedRoute from "~/routes/_api+/api.youtube.oembed";
import { FeedPageSchema, PlaylistCardSchema } from "~/schemas/playlist-card";
import { CommunitySectionSchema, SectionPracticeSchema, SectionViewSchema, ServerSectionSchema } from "~/schemas/section";
import {
  CatalogueSongSchema,
  PlayedSongSchema,
  SavedPlaylistSongSchema,
  SongPageSchema,
  VideoDetailsSchema,
} from "~/schemas/song";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { CATALOGUE, seedCatalogue } from "../../prisma/seed";
import { routeFetchToFakeYouTube } from "../fixtures/fake-youtube-fetch";
import { callJson, signedInUser } from "./helpers";

/** The answer parsed by the schema (made strict by the caller, so a key it does not know fails too). */
function parsesAs(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success ? null : result.error.issues).toBeNull();
}

let fan: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  await seedCatalogue(prisma);
  fan = await signedInUser();
  other = await signedInUser();
});

test("the player's song calls: the catalogue, popular songs, plays, the saved queue, YouTube's details", async () => {
  routeFetchToFakeYouTube();
  const { cookie, user } = fan;
  const created = await callJson(songRoute.action, "/api/song", {
    cookie,
    body: { youtubeId: "wiretype001", title: "우리 응원 노래", artist: "가상밴드", duration: "3:05" },
  });
  parsesAs(CatalogueSongSchema.strict(), created.body);
  await callJson(playRoute.action, `/api/song/${created.body.id}/play`, { cookie, method: "POST", params: { id: String(created.body.id) } });

  parsesAs(SongPageSchema.extend({ songs: CatalogueSongSchema.strict().array() }).strict(), (await callJson(songRoute.loader, "/api/song?q=%EC%9D%91%EC%9B%90&pageSize=10", { cookie })).body);
  parsesAs(CatalogueSongSchema.strict().array(), (await callJson(popularRoute.loader, "/api/song/popular?limit=5", { cookie })).body);
  const history = (await callJson(historyRoute.loader, "/api/song/play-history?limit=5", { cookie })).body;
  expect(history).toHaveLength(1);
  parsesAs(PlayedSongSchema.strict().array(), history);

  const [first] = CATALOGUE;
  const saved = await callJson(savePlaylistRoute.action, "/api/userplaylist", {
    cookie,
    body: { userId: user.id, playlist: [{ ...first, thumbnailUrl: null, duration: 200, playOrder: 0 }] },
  });
  expect(saved.body).toHaveLength(1);
  parsesAs(SavedPlaylistSongSchema.strict().array(), saved.body);
  parsesAs(
    SavedPlaylistSongSchema.strict().array(),
    (await callJson(playlistRoute.loader, `/api/userplaylist/${user.id}`, { cookie, params: { userId: user.id } })).body,
  );

  const details = await callJson(oembedRoute.loader, `/api/youtube/oembed?videoId=${first!.youtubeId}`, { cookie });
  expect(details.status).toBe(200);
  parsesAs(VideoDetailsSchema.strict(), details.body);
});

test("the section calls: mine (the server's view, strictly), practice, the fans' shared lines", async () => {
  const song = await prisma.song.findUniqueOrThrow({ where: { youtubeId: CATALOGUE[0]!.youtubeId } });
  const created = await callJson(sectionRoute.action, "/api/section", {
    cookie: other.cookie,
    body: {
      songId: song.id,
      type: SECTION_TYPE_LYRICS,
      name: "후렴 응원",
      startTime: 10,
      endTime: 14,
      lyrics: "가자 가자",
      pronunciation: "gaja gaja",
      lineNumber: 1,
      isPublic: true,
      part: "fans",
      rate: 0.75,
    },
  });
  expect(created.status).toBe(201);
  parsesAs(SectionViewSchema.strict(), created.body);
  parsesAs(ServerSectionSchema, created.body);

  const mine = (await callJson(mySectionsRoute.loader, "/api/section/user", { cookie: other.cookie })).body;
  parsesAs(SectionViewSchema.strict().array(), mine);
  const id = String(created.body.id);
  parsesAs(
    SectionPracticeSchema.strict(),
    (await callJson(sectionPracticeRoute.action, `/api/section/${id}/practice`, { cookie: other.cookie, method: "POST", params: { id } })).body,
  );

  const shared = (
    await callJson(publicSectionsRoute.loader, `/api/section/public/song/${song.youtubeId}`, {
      cookie: fan.cookie,
      params: { youtubeId: song.youtubeId },
    })
  ).body;
  expect(shared).toContainEqual(expect.objectContaining({ id: created.body.id, part: "fans" }));
  parsesAs(CommunitySectionSchema.strict().array(), shared);
});

test("the feed's next page", async () => {
  const made = await createPlaylist(fan.user.id, { name: "응원 모음", description: "", isPublic: true, tags: ["응원"] }, []);
  expect(made.ok).toBe(true);
  const feed = (await callJson(playlistFeedRoute.loader, "/api/playlist?sort=recent", { cookie: other.cookie })).body;
  expect(feed.playlists.length).toBeGreaterThan(0);
  parsesAs(FeedPageSchema.extend({ playlists: PlaylistCardSchema.strict().array() }).strict(), feed);
});
