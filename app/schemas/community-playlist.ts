// Community playlists (issue 10): the forms of /playlists, /playlists/{id},
// /playlists/{id}/edit and the feed, shared with /api/playlist*. Messages are
// i18n keys (playlists namespace).
import * as z from "zod";
import { parseYouTubeVideoId } from "~/shared/youtube-url";
import { ManualSongDetailsSchema, SongInputSchema, type SongInput } from "~/schemas/song";
import { lineText, multilineText, nameText } from "~/schemas/text";
import {
  COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_PLAYLIST_MAX_TAGS,
  COMMUNITY_PLAYLIST_NAME_MAX_LENGTH,
  COMMUNITY_PLAYLIST_TAG_MAX_LENGTH,
  DATABASE_ID_MAX,
  MY_PLAYLIST_SORTS,
  PLAYLIST_COMMENT_MAX_LENGTH,
  PLAYLIST_COMMENT_MIN_LENGTH,
  PLAYLIST_FEED_SORTS,
  PLAYLIST_SONG_COUNT_FILTERS,
} from "~/shared/constants";
import { youtubeThumbnailUrl } from "~/shared/youtube";

const message = (key: string) => ({ error: `playlists:validation.${key}` } as const);

/** Spec §8 "title cannot be empty". */
const PlaylistNameSchema = nameText(message("titleRequired"))
  .trim()
  .min(1, message("titleRequired"))
  .max(COMMUNITY_PLAYLIST_NAME_MAX_LENGTH, message("titleTooLong"));

const PlaylistDescriptionSchema = multilineText(message("descriptionTooLong"))
  .trim()
  .max(COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH, message("descriptionTooLong"))
  .nullish()
  .transform((text) => text ?? "");

/** A tag as stored: trimmed, lower case, inner spaces as one, no leading '#'. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/^#+/, "").replace(/\s+/g, " ").toLowerCase();
}

/** Tags from a form ("kpop, concert #live") or the API (an array), normalised, each once. */
/** Tags as a form types them: every tag at its longest, each with a separator and a space. */
const TAGS_TEXT_MAX_LENGTH = COMMUNITY_PLAYLIST_MAX_TAGS * (COMMUNITY_PLAYLIST_TAG_MAX_LENGTH + 2);

const PlaylistTagsSchema = z
  .union(
    [nameText(message("tags")).max(TAGS_TEXT_MAX_LENGTH, message("tagTooLong")), z.array(nameText(message("tags")))],
    message("tags"),
  )
  .nullish()
  .transform((value) => {
    const parts = value == null ? [] : Array.isArray(value) ? value : value.split(/[,#]/);
    return [...new Set(parts.map(normaliseTag).filter(Boolean))];
  })
  .refine((tags) => tags.length <= COMMUNITY_PLAYLIST_MAX_TAGS, message("tooManyTags"))
  .refine((tags) => tags.every((tag) => tag.length <= COMMUNITY_PLAYLIST_TAG_MAX_LENGTH), message("tagTooLong"));

/** A checkbox ("on") from a form, a boolean from the API. */
const PublicFlagSchema = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")], message("isPublic"))
  .nullish()
  .transform((value) => value === true || value === "on" || value === "true");

export const PlaylistFieldsSchema = z.object({
  name: PlaylistNameSchema,
  description: PlaylistDescriptionSchema,
  isPublic: PublicFlagSchema,
  tags: PlaylistTagsSchema,
});
export type PlaylistFields = z.output<typeof PlaylistFieldsSchema>;

/** The API's update: every field optional. */
export const PlaylistUpdateSchema = z.object({
  name: PlaylistNameSchema.optional(),
  description: PlaylistDescriptionSchema.optional(),
  isPublic: z.boolean(message("isPublic")).optional(),
  tags: PlaylistTagsSchema.optional(),
});
export type PlaylistUpdate = z.output<typeof PlaylistUpdateSchema>;

/** Spec §8 "invalid YouTube URL": any link form the player accepts, or a bare video id. */
const YouTubeLinkSchema = lineText(message("invalidYouTubeUrl"))
  .trim()
  .transform((text, ctx) => {
    const id = parseYouTubeVideoId(text);
    if (!id) {
      ctx.addIssue({ code: "custom", message: "playlists:validation.invalidYouTubeUrl" });
      return z.NEVER;
    }
    return id;
  });

/**
 * A link to add; with the title (and artist) the owner types when YouTube cannot
 * describe the video, which the page asks for only then.
 */
export const AddSongByLinkSchema = z.object({
  url: YouTubeLinkSchema,
  title: ManualSongDetailsSchema.shape.title.optional(),
  artist: ManualSongDetailsSchema.shape.artist,
});
export type AddSongByLink = z.output<typeof AddSongByLinkSchema>;

export const SongIdSchema = z.coerce
  .number(message("songId"))
  .int(message("songId"))
  .min(1, message("songId"))
  .max(DATABASE_ID_MAX, message("songId"));

const PlaylistIdSchema = z.coerce
  .number(message("playlistId"))
  .int(message("playlistId"))
  .min(1, message("playlistId"))
  .max(DATABASE_ID_MAX, message("playlistId"));

/** Where "add to one of my playlists" puts a song. */
export type PlaylistChoice = { playlistId: number } | { newPlaylistName: string };
/** What it adds. */
export type SongChoice = { songId: number } | { video: SongInput };

/** The "+ new playlist" choice of the form below. */
const NEW_PLAYLIST = "new";

/**
 * "Add to one of my playlists" from a search result (issue 11): one of my
 * playlists, or a new one and its name (the API's name rules); a catalogue
 * song by its id, or a YouTube video with the details YouTube gave, its
 * length included (POST /api/song's fields). Its thumbnail is YouTube's own.
 */
export const AddToPlaylistSchema = z
  .object({
    playlistId: z.union([z.literal(NEW_PLAYLIST), PlaylistIdSchema], message("playlistId")),
    name: z.unknown().optional(),
    songId: z.unknown().optional(),
    youtubeId: z.unknown().optional(),
    title: z.unknown().optional(),
    artist: z.unknown().optional(),
    duration: z.unknown().optional(),
  })
  .transform((form, ctx): { playlist: PlaylistChoice; song: SongChoice } => {
    let failed = false;
    function take<T>(result: z.ZodSafeParseResult<T>, path?: string): T | null {
      if (result.success) return result.data;
      failed = true;
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: path ? [path] : issue.path, message: issue.message });
      return null;
    }
    const name = form.playlistId === NEW_PLAYLIST ? take(PlaylistNameSchema.safeParse(form.name ?? ""), "name") : null;
    const songId = form.songId === undefined || form.songId === "" ? null : take(SongIdSchema.safeParse(form.songId), "songId");
    const video =
      form.songId === undefined || form.songId === ""
        ? take(SongInputSchema.safeParse({ ...form, thumbnailUrl: null }))
        : null;
    if (failed) return z.NEVER;
    return {
      playlist: name !== null ? { newPlaylistName: name } : { playlistId: form.playlistId as number },
      song: songId !== null ? { songId } : { video: { ...video!, thumbnailUrl: youtubeThumbnailUrl(video!.youtubeId) } },
    };
  });
export type AddToPlaylist = z.output<typeof AddToPlaylistSchema>;

const CommentBodySchema = multilineText(message("commentLength"))
  .trim()
  .min(PLAYLIST_COMMENT_MIN_LENGTH, message("commentLength"))
  .max(PLAYLIST_COMMENT_MAX_LENGTH, message("commentLength"));

export const CommentSchema = z.object({ body: CommentBodySchema });

/**
 * Where a page of comments starts: after the comment with this time and id
 * ("2026-11-24T09:00:00.000Z_42", the last one of the page before), newest first.
 */
export const CommentCursorSchema = z
  .string(message("cursor"))
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_\d{1,15}$/, message("cursor"))
  .transform((cursor, ctx) => {
    const at = cursor.lastIndexOf("_");
    const createdAt = new Date(cursor.slice(0, at));
    const id = Number(cursor.slice(at + 1));
    if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(id) || id < 1 || id > DATABASE_ID_MAX) {
      ctx.addIssue({ code: "custom", message: "playlists:validation.cursor" });
      return z.NEVER;
    }
    return { createdAt, id };
  });
export type CommentCursor = z.output<typeof CommentCursorSchema>;

/** `GET /api/playlist/{id}/comments?cursor=…` (the page's `?comments=…` takes the same cursor). */
export const CommentsQuerySchema = z.object({ cursor: CommentCursorSchema.optional() });

/** The feed's query string: `/community/playlists?sort=liked&min=10&tag=live&cursor=…`. */
export const FeedQuerySchema = z.object({
  sort: z.enum(PLAYLIST_FEED_SORTS).catch("recent"),
  min: z.coerce
    .number()
    .refine((n) => (PLAYLIST_SONG_COUNT_FILTERS as readonly number[]).includes(n))
    .nullish()
    .catch(null)
    .transform((n) => n ?? null),
  tag: lineText()
    .transform(normaliseTag)
    .refine((tag) => tag.length > 0 && tag.length <= COMMUNITY_PLAYLIST_TAG_MAX_LENGTH)
    .nullish()
    .catch(null)
    .transform((tag) => tag ?? null),
  cursor: z.string().max(100).nullish().catch(null).transform((c) => c ?? null),
});
export type FeedQuery = z.output<typeof FeedQuerySchema>;


export const MyPlaylistsQuerySchema = z.object({
  sort: z.enum(MY_PLAYLIST_SORTS).catch("recent"),
});

/** Reorder without JavaScript: one step up or down; with JavaScript the whole order. */
export const MoveSongSchema = z.object({
  songId: SongIdSchema,
  direction: z.enum(["up", "down"], message("direction")),
});

export const ReorderSchema = z.object({
  songIds: z.array(SongIdSchema, message("order")).max(1000, message("order")),
});

/** A catalogue song of the edit page's list (add it, remove it). */
export const PlaylistSongSchema = z.object({ songId: SongIdSchema });

/** Deleting a playlist: its confirmation box ticked. */
export const DeletePlaylistSchema = z.object({ confirm: z.literal("on", { error: "playlists:edit.confirmDelete" }) });
