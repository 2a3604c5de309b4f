// A player command posted as a plain form (app/components/player-command-form.tsx):
// what /player/queue does for a browser without JavaScript.
import * as z from "zod";
import { PlaylistSongsSchema, YouTubeIdSchema } from "~/schemas/song";
import { PLAYLIST_MAX_SONGS } from "~/shared/constants";

const message = (key: string) => ({ error: `player:validation.${key}` } as const);

/** The songs travel as one JSON field, checked by the same schema as the API's playlists. */
const SongsField = z
  .string(message("playlist"))
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: message("playlist").error });
      return z.NEVER;
    }
  })
  .pipe(PlaylistSongsSchema.refine((songs) => songs.length > 0, message("playlist")));

export const PlayerCommandFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("playSong"), songs: SongsField }),
  z.object({ intent: z.literal("enqueue"), songs: SongsField }),
  // Without JavaScript the server does not know the current song: "play next" adds at the end (decision 125).
  z.object({ intent: z.literal("playNext"), songs: SongsField }),
  // The toast's "undo" after an add: the videos it added, comma-separated.
  z.object({
    intent: z.literal("undoAdd"),
    youtubeIds: z
      .string(message("playlist"))
      .transform((text) => text.split(",").filter(Boolean))
      .pipe(z.array(YouTubeIdSchema).min(1, message("playlist")).max(PLAYLIST_MAX_SONGS, message("playlist"))),
  }),
  z.object({ intent: z.literal("replaceQueue"), songs: SongsField }),
  z.object({ intent: z.literal("playSection"), songs: SongsField }),
  z.object({ intent: z.literal("open") }),
]);
