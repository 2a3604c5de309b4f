// The server side of /practice/moment/{sectionId} (issue 28, decision 138):
// the moment as the viewer may see it (models/practice-moment.server.ts), the
// settings the link carries, and what search engines and chat apps read
// (description, canonical URL, Open Graph, JSON-LD). One server module for
// the route: each one a route module imports is a chunk of its first load.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { optionalSession } from "~/auth/guards.server";
import { getEnv } from "~/env.server";
import { getFixedT, getLocale } from "~/i18n/i18next.server";
import { getPracticeMoment } from "~/models/practice-moment.server";
import { parsePracticePreset, practicePresetQuery, type PracticePreset } from "~/practice/preset";
import { formatTime } from "~/shared/time";
import { youtubeThumbnailUrl, youtubeWatchUrl } from "~/shared/youtube";
import { momentSettings, settingsWords } from "./__moment-words";

/** ISO 8601 duration for JSON-LD ("PT3M25S"). */
function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  return `PT${m > 0 ? `${m}M` : ""}${whole % 60}S`;
}

function sectionIdParam(value: string | undefined): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value ?? "")) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export async function loadMoment({ request, params }: LoaderFunctionArgs) {
  const session = await optionalSession(request);
  const t = await getFixedT(request, "practice");
  const sectionId = sectionIdParam(params.sectionId);
  const viewerId = session?.user?.id ?? null;
  const moment = sectionId === null ? null : await getPracticeMoment(sectionId, viewerId);
  if (!moment) {
    // Nothing of the section, whatever it is: the same answer for unknown, private and hidden.
    return json({ found: false as const, title: t("moment.notFoundTitle") }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const { song, section } = moment;
  // The section is the path's; the query carries the rest (what is not understood is dropped).
  const fromQuery = parsePracticePreset(new URL(request.url).searchParams);
  const preset: PracticePreset = { ...fromQuery, sectionId: section.id };
  const query = practicePresetQuery({ ...preset, sectionId: null });
  const path = `/practice/moment/${section.id}${query ? `?${query}` : ""}`;
  const canonical = new URL(path, getEnv().APP_URL).href;
  const settings = momentSettings(preset);
  const words = settingsWords(t, settings).join(" · ");
  const range = `${formatTime(section.start)}–${formatTime(section.end)}`;
  // A meta value only: scrapers fetch it, the visitor's browser never does (the page draws its own poster).
  const image = song.thumbnailUrl ?? youtubeThumbnailUrl(song.youtubeId);
  const title = t("moment.title", { name: section.name, title: song.title });
  const description = t("moment.description", {
    name: section.name,
    title: song.title,
    artist: song.artist,
    range,
    settings: words,
    nickname: section.nickname,
  });
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: title,
    description,
    url: canonical,
    inLanguage: await getLocale(request),
    learningResourceType: t("moment.eyebrow"),
    image,
    author: { "@type": "Person", name: section.nickname },
    about: {
      "@type": "MusicRecording",
      name: song.title,
      url: youtubeWatchUrl(song.youtubeId),
      ...(song.artist ? { byArtist: { "@type": "MusicGroup", name: song.artist } } : {}),
      ...(song.duration > 0 ? { duration: isoDuration(song.duration) } : {}),
    },
    hasPart: { "@type": "Clip", name: section.name, startOffset: section.start, endOffset: section.end },
  };
  return json(
    {
      found: true as const,
      title,
      description,
      canonical,
      image,
      jsonLd,
      song,
      section,
      lines: moment.lines,
      practiceLines: moment.practiceLines,
      preset,
      settings,
      range,
      /** Practice mode at this moment: the play control without JavaScript. */
      practiceHref: `/practice?song=${song.id}&${practicePresetQuery(preset)}`,
      /** The sheet the line is part of: its author's shared one, or the owner's own while it is private. */
      sheetHref: section.shared ? `/sheets/${song.id}/by/${encodeURIComponent(moment.authorId)}` : `/sheets/${song.id}`,
      account: viewerId !== null,
    },
    {
      headers: {
        // A visitor's answer is the same for every visitor (in a language: the cookie or ?lng says which),
        // so caches may keep it briefly, as a shared playlist's; a viewer's has their own lines, an
        // owner's private preview is theirs alone.
        "Cache-Control": !session && section.shared ? "public, max-age=60" : "private, no-store",
        Vary: "Cookie",
      },
    },
  );
}
