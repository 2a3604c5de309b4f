// A community playlist's card as the lists hand it out (the feed, mine,
// bookmarks, search) and GET /api/playlist answers it. Its own module: the
// feed page loads it (and zod) only when "load more" is pressed.
import * as z from "zod";

/** A playlist's card in a list (the feed, mine, bookmarks, search), as pages and GET /api/playlist hand it out. */
export const PlaylistCardSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  songCount: z.int(),
  likeCount: z.int(),
  viewCount: z.int(),
  copyCount: z.int(),
  bookmarkCount: z.int(),
  playCount: z.int(),
  commentCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: z.object({ nickname: z.string() }),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type PlaylistCard = z.output<typeof PlaylistCardSchema>;

/** A page of the feed (GET /api/playlist). */
export const FeedPageSchema = z.object({
  playlists: z.array(PlaylistCardSchema),
  /** The next page's cursor; null on the last page */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.output<typeof FeedPageSchema>;
