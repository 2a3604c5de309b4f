// A player command posted as a plain form (app/components/player-command-form.tsx):
// what /player/queue does for a browser without JavaScript.
import * as z from "zod";
import { PlaylistSongsSchema } from "~/schemas/song";

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
  z.object({ intent: z.literal("replaceQueue"), songs: SongsField }),
  z.object({ intent: z.literal("playSection"), songs: SongsField }),
  z.object({ intent: z.literal("open") }),
]);
