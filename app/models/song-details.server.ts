// Whose words name a new video (issue 26, item 7; decision 130): the catalogue
// is shared, so the first account to add a video must not choose its title
// and artist for everyone. A video new to the catalogue takes YouTube's title,
// channel and thumbnail (oEmbed); the caller's words are used only when
// YouTube does not describe it (unknown, private, or not answering), and the
// song is then marked as described by a fan, for admins to correct. Asked
// before the writing transaction: no network call holds the database.
import { prisma } from "~/db/client.server";
import { fetchVideoDetails, type OEmbedResult } from "~/integrations/youtube/oembed.server";
import type { SongInput } from "~/schemas/song";
import { OEMBED_CONCURRENCY } from "~/shared/constants";
import type { SongDetailsFrom } from "~/shared/song";

/** A song as the catalogue will create it: the details, and where they come from. */
export type DescribedSongInput = SongInput & { detailsFrom: SongDetailsFrom };

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The inputs, with YouTube's details for each video the catalogue does not
 * have yet (a song already there keeps its own, whatever the input says).
 */
export async function describeNewSongs(
  inputs: readonly SongInput[],
  describe: (youtubeId: string) => Promise<OEmbedResult> = fetchVideoDetails,
): Promise<DescribedSongInput[]> {
  if (inputs.length === 0) return [];
  const ids = [...new Set(inputs.map((input) => input.youtubeId))];
  const known = new Set(
    (await prisma.song.findMany({ where: { youtubeId: { in: ids } }, select: { youtubeId: true } })).map((song) => song.youtubeId),
  );
  const described = new Map<string, { title: string; artist: string; thumbnailUrl: string }>();
  await eachLimited(
    ids.filter((id) => !known.has(id)),
    OEMBED_CONCURRENCY,
    async (youtubeId) => {
      const answer = await describe(youtubeId);
      if (answer.status === "found") described.set(youtubeId, answer.details);
    },
  );
  return inputs.map((input) => {
    const details = described.get(input.youtubeId);
    if (!details) return { ...input, detailsFrom: known.has(input.youtubeId) ? "youtube" : "fan" };
    return { ...input, title: details.title, artist: details.artist, thumbnailUrl: details.thumbnailUrl, detailsFrom: "youtube" };
  });
}
