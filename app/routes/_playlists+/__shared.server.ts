// The server side of /shared/playlist/{token}: the public page's data (meta
// tags, JSON-LD) and "Save to my playlists", kept out of the route module so
// that the page imports one server module (each one is a chunk of its first
// load in the browser).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { actorOf, optionalSession } from "~/auth/guards.server";
import { getEnv } from "~/env.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getSharedPlaylist } from "~/models/community-playlist-share.server";
import { copySharedPlaylist } from "~/models/community-playlist-social.server";
import { youtubeThumbnailUrl, youtubeWatchUrl } from "~/shared/youtube";
import { readForm } from "~/utils/forms.server";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

/** ISO 8601 duration for JSON-LD ("PT3M25S"). */
function isoDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `PT${m > 0 ? `${m}M` : ""}${s}S`;
}

export async function loadSharedPlaylist({ request, params }: LoaderFunctionArgs) {
  const t = await getFixedT(request, "playlists");
  const playlist = await getSharedPlaylist(params.token ?? "");
  // Public: caches may keep it briefly; a revoked link stops working within a minute.
  const headers = { "Cache-Control": "public, max-age=60" };
  if (!playlist) {
    return json({ found: false as const, title: t("shared.notFoundTitle") }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const canonical = new URL(`/shared/playlist/${params.token}`, getEnv().APP_URL).href;
  const image = playlist.songs[0] ? playlist.songs[0].thumbnailUrl ?? youtubeThumbnailUrl(playlist.songs[0].youtubeId) : null;
  const description =
    playlist.description.trim().slice(0, 160) || t("shared.description", { count: playlist.songCount, name: playlist.owner.nickname });
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "MusicPlaylist",
    name: playlist.name,
    description,
    url: canonical,
    numTracks: playlist.songCount,
    ...(image ? { image } : {}),
    author: { "@type": "Person", name: playlist.owner.nickname },
    ...(playlist.tags.length > 0 ? { keywords: playlist.tags.join(", ") } : {}),
    track: playlist.songs.map((song, index) => ({
      "@type": "MusicRecording",
      position: index + 1,
      name: song.title,
      url: youtubeWatchUrl(song.youtubeId),
      ...(song.artist ? { byArtist: { "@type": "MusicGroup", name: song.artist } } : {}),
      ...(song.duration > 0 ? { duration: isoDuration(song.duration) } : {}),
    })),
  };
  return json(
    {
      found: true as const,
      title: playlist.name,
      description,
      canonical,
      image,
      jsonLd,
      by: t("shared.by", { name: playlist.owner.nickname }),
      playlist: {
        name: playlist.name,
        description: playlist.description,
        tags: playlist.tags,
        owner: playlist.owner.nickname,
        songCount: playlist.songCount,
        songs: playlist.songs,
      },
    },
    { headers },
  );
}

/** "Save to my playlists": an account's private copy; guests and visitors are sent to sign in first. */
export async function saveSharedPlaylist({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const here = `/shared/playlist/${params.token ?? ""}`;
  const session = await optionalSession(request);
  if (!session) return redirect(`/?redirectTo=${encodeURIComponent(here)}`, { status: 303 });
  if (form.get("intent") !== "copy") return redirectWithToast(here, { type: "error", key: "playlists:errors.invalidIntent" }, { status: 303 });
  const actor = actorOf(session);
  if (!actor) return redirectWithToast(here, { type: "info", key: "playlists:toast.guest" }, { status: 303 });
  const result = await copySharedPlaylist(actor, params.token ?? "");
  if (!result.ok) return refusePage(result, { as: "toast", back: here });
  return redirectWithToast(`/playlists/${result.value.id}`, { type: "success", key: "playlists:toast.copied" }, { status: 303 });
}
