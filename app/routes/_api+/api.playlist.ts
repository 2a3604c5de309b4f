// GET /api/playlist: a page of playlists — `?scope=mine` (the caller's, with
// `sort` recent|name|songs|created) or the public feed (`sort`, `min`, `tag`,
// `cursor`). POST /api/playlist: a new playlist of the caller's, with
// `songIds` in order (optional). docs/api.md.
import { json } from "@remix-run/node";
import { createPlaylist, getPlaylist } from "~/models/community-playlist.server";
import { listFeed, listMyPlaylists } from "~/models/community-playlist-feed.server";
import { FeedQuerySchema, MyPlaylistsQuerySchema, PlaylistFieldsSchema, SongIdSchema } from "~/schemas/community-playlist";
import { COMMUNITY_PLAYLIST_MAX_SONGS } from "~/shared/constants";
import * as z from "zod";
import { actorOf, requireApiSession, requireApiUser } from "~/auth/guards.server";
import { allowMethods, ApiError, apiRoute, readJson, valueOrRefusal } from "~/utils/api.server";

const CreateSchema = PlaylistFieldsSchema.extend({
  songIds: z.array(SongIdSchema).max(COMMUNITY_PLAYLIST_MAX_SONGS, { error: "playlists:errors.full" }).optional(),
});

export const loader = apiRoute(async ({ request }) => {
  const session = await requireApiSession(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (params.scope === "mine") {
    if (!session.user) throw new ApiError("UNAUTHORIZED");
    const { sort } = MyPlaylistsQuerySchema.parse(params);
    return json({ playlists: await listMyPlaylists(session.user.id, sort), nextCursor: null });
  }
  return json(await listFeed(FeedQuerySchema.parse(params)));
});

export const action = apiRoute(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const session = await requireApiUser(request);
  const { songIds, ...fields } = await readJson(request, CreateSchema);
  const { id } = valueOrRefusal(await createPlaylist(session.user.id, fields, songIds ?? []));
  return json(valueOrRefusal(await getPlaylist(actorOf(session), id)), { status: 201 });
});
