// Songs and the player's playlist (spec §3 "Playlist song", "Song (server)"),
// shared by the API, the player's local storage and its forms. Messages are
// i18n keys (player namespace).
import * as z from "zod";
import { lineText, nameText } from "~/schemas/text";
import {
  PLAY_HISTORY_DEFAULT_LIMIT,
  PLAYLIST_MAX_SONGS,
  POPULAR_SONGS_DEFAULT_LIMIT,
  SONG_ARTIST_MAX_LENGTH,
  SONG_DURATION_MAX_S,
  SONG_LIMIT_MAX,
  SONG_LIST_DEFAULT_PAGE,
  SONG_LIST_DEFAULT_PAGE_SIZE,
  SONG_LIST_MAX_PAGE_SIZE,
  SONG_TITLE_MAX_LENGTH,
} from "~/shared/constants";
import { parseDuration } from "~/shared/duration";
import { isYouTubeThumbnailUrl, YOUTUBE_VIDEO_ID } from "~/shared/youtube";

const message = (key: string) => ({ error: `player:validation.${key}` } as const);

export const YouTubeIdSchema = z.string(message("youtubeId")).trim().regex(YOUTUBE_VIDEO_ID, message("youtubeId"));

export const SongTitleSchema = nameText(message("titleRequired"))
  .trim()
  .min(1, message("titleRequired"))
  .max(SONG_TITLE_MAX_LENGTH, message("titleTooLong"));

/** Optional: a video whose channel is unknown keeps an empty artist. */
export const SongArtistSchema = nameText(message("artist"))
  .trim()
  .max(SONG_ARTIST_MAX_LENGTH, message("artistTooLong"))
  .nullish()
  .transform((artist) => artist ?? "");

/** Only YouTube's thumbnail hosts: the CSP shows no other images, and nothing else is stored for others to load. */
const ThumbnailUrlSchema = z
  .string(message("thumbnailUrl"))
  .trim()
  .nullish()
  .transform((url) => (url ? url : null))
  .refine((url) => url === null || isYouTubeThumbnailUrl(url), message("thumbnailUrl"));

/** Seconds, from a number, a numeric string, "m:ss" or "h:mm:ss" (spec §3); 0 when unknown. */
const DurationSchema = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return 0;
    const seconds = parseDuration(value);
    if (seconds === null || seconds > SONG_DURATION_MAX_S) {
      ctx.addIssue({ code: "custom", message: "player:validation.duration" });
      return z.NEVER;
    }
    return seconds;
  });

/** Spec §3: a playlist song's other field names, read as the canonical ones (which win when both are sent). */
const SONG_FIELD_ALIASES = { videoId: "youtubeId", channelTitle: "artist", thumbnail: "thumbnailUrl" } as const;

function canonicalSongFields(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const song: Record<string, unknown> = { ...value };
  for (const [alias, name] of Object.entries(SONG_FIELD_ALIASES)) {
    if (!(alias in song)) continue;
    song[name] ??= song[alias];
    delete song[alias];
  }
  return song;
}

const SongInputFields = z.object(
  {
    youtubeId: YouTubeIdSchema,
    title: SongTitleSchema,
    artist: SongArtistSchema,
    thumbnailUrl: ThumbnailUrlSchema,
    duration: DurationSchema,
  },
  message("body"),
);

/** A song as a client sends it (POST /api/song), §3's other names accepted. */
export const SongInputSchema = z.preprocess(canonicalSongFields, SongInputFields);
export type SongInput = z.output<typeof SongInputSchema>;

/**
 * A song of the player's playlist as clients send and keep it (the API's bodies and the
 * stored copies), §3's other names accepted. `id` is the catalogue's id once known.
 */
export const PlaylistSongSchema = z.preprocess(
  canonicalSongFields,
  SongInputFields.extend({
    id: z
      .number(message("songId"))
      .int(message("songId"))
      .positive(message("songId"))
      .nullish()
      .transform((id) => id ?? null),
    playOrder: z.number(message("playOrder")).int(message("playOrder")).min(0, message("playOrder")).optional(),
  }),
);
export type PlaylistSongInput = z.output<typeof PlaylistSongSchema>;

/** Songs of one playlist: at most PLAYLIST_MAX_SONGS, each video once. */
export const PlaylistSongsSchema = z
  .array(PlaylistSongSchema, message("playlist"))
  .max(PLAYLIST_MAX_SONGS, message("playlistTooLong"))
  .superRefine((songs, ctx) => {
    const seen = new Set<string>();
    songs.forEach((song, index) => {
      if (seen.has(song.youtubeId)) {
        ctx.addIssue({ code: "custom", path: [index, "youtubeId"], message: "player:validation.duplicateSong" });
      }
      seen.add(song.youtubeId);
    });
  });

/** POST /api/userplaylist (spec §7). */
export const SavePlaylistSchema = z.object(
  {
    userId: lineText(message("userId")).trim().min(1, message("userId")).max(100, message("userId")),
    playlist: PlaylistSongsSchema,
  },
  message("body"),
);

/**
 * POST /api/song/{id}/play: an optional body with the video's length as the
 * player knows it (issue 9), which fills the catalogue's when unknown (0).
 */
export const RegisterPlaySchema = z.object({ duration: DurationSchema }, message("body"));

/** The title and artist a user types when YouTube cannot tell them (the player's add form). */
export const ManualSongDetailsSchema = z.object({ title: SongTitleSchema, artist: SongArtistSchema });

/**
 * A catalogue song as the server hands it out (spec §3 "Song (server)"): the
 * API's answers and the pages' songs are typed from it, and the browser
 * checks the API's answers with it (utils/api-client.ts).
 */
export const SongSchema = z.object({
  id: z.int(),
  youtubeId: z.string(),
  title: z.string(),
  artist: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Seconds; 0 when unknown. */
  duration: z.number(),
});
export type Song = z.output<typeof SongSchema>;

/** With its play count: GET /api/song, /api/song/{id}, /api/song/popular, POST /api/song. */
export const CatalogueSongSchema = SongSchema.extend({ playCount: z.int() });
export type CatalogueSong = z.output<typeof CatalogueSongSchema>;

/** GET /api/song?page&pageSize&q */
export const SongPageSchema = z.object({
  songs: z.array(CatalogueSongSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

/** GET /api/song/play-history: the account's latest plays, each song once. */
export const PlayedSongSchema = CatalogueSongSchema.extend({ playedAt: z.string() });

/** A song of an account's saved queue (GET and POST /api/userplaylist): with its place. */
export const SavedPlaylistSongSchema = SongSchema.extend({ playOrder: z.int() });
export type SavedPlaylistSong = z.output<typeof SavedPlaylistSongSchema>;

/** GET /api/youtube/oembed: what YouTube says of a video. */
export const VideoDetailsSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  artist: z.string(),
  thumbnailUrl: z.string(),
});
export type VideoDetails = z.output<typeof VideoDetailsSchema>;

/** Far beyond any catalogue; keeps the offset a safe integer. */
const MAX_PAGE = 100_000;

function positiveInt(key: string, max: number, fallback: number) {
  return z.coerce.number(message(key)).int(message(key)).min(1, message(key)).max(max, message(key)).default(fallback);
}

/** GET /api/song?page&pageSize&q */
export const SongListQuerySchema = z.object({
  page: positiveInt("page", MAX_PAGE, SONG_LIST_DEFAULT_PAGE),
  pageSize: positiveInt("pageSize", SONG_LIST_MAX_PAGE_SIZE, SONG_LIST_DEFAULT_PAGE_SIZE),
  q: lineText().trim().max(SONG_TITLE_MAX_LENGTH, message("query")).optional(),
});

/** GET /api/song/popular?limit */
export const PopularSongsQuerySchema = z.object({
  limit: positiveInt("limit", SONG_LIMIT_MAX, POPULAR_SONGS_DEFAULT_LIMIT),
});

/** GET /api/song/play-history?limit */
export const PlayHistoryQuerySchema = z.object({
  limit: positiveInt("limit", SONG_LIMIT_MAX, PLAY_HISTORY_DEFAULT_LIMIT),
});

/** GET /api/youtube/oembed?videoId */
export const OEmbedQuerySchema = z.object({ videoId: YouTubeIdSchema });
