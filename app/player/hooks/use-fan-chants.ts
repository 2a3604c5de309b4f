// "Show fans' chants" in the panel (issue 25: on by default, remembered in the
// browser, shared/fan-chants-preference.ts): other fans' shared lyrics
// sections of the current song that are not already mine, the lines the
// lyrics display shows with them (the one source the mini-player and the
// karaoke view read too), and the ones copied to my sections.
import { createContext, useMemo, useState } from "react";
import type { CommunitySection } from "~/schemas/section";
import { useFanChantsShown } from "~/shared/fan-chants-preference";
import { communityToShow, toDisplaySection, type DisplaySection } from "../model/community-sections";
import type { QueueSong } from "~/shared/song";
import { useCommunitySections, type CommunityState } from "./use-community-sections";
import type { Sections } from "./use-sections";

export interface FanChants {
  shown: boolean;
  show(shown: boolean): void;
  community: CommunityState;
  /** The fans' chants of this song worth showing (not copies of mine), switched on or off; null until loaded. */
  available: CommunitySection[] | null;
  /** The fans' chants listed beside mine; null while not shown (or not loaded). */
  shared: CommunitySection[] | null;
  /** My sections and the fans' chants shown, for the lyrics display. */
  displayed: DisplaySection[];
  /** The chants copied to my sections in this panel. */
  copiedIds: ReadonlySet<number>;
  copy(section: CommunitySection): Promise<void>;
}

/** What the lyrics display needs of the panel beyond its lines: the switch, and whether a range is being set. */
export interface LyricsContextValue {
  chants: Pick<FanChants, "shown" | "show" | "available">;
  /** Section mode is on (a range is being set): the display stays in view under the video. */
  pinned: boolean;
}

/** Provided by the panel around its video area; absent elsewhere (no switch then). */
export const LyricsContext = createContext<LyricsContextValue | null>(null);

export function useFanChants(song: QueueSong | null, sections: Sections): FanChants {
  const [shown, show] = useFanChantsShown();
  const community = useCommunitySections(song?.youtubeId ?? null);
  const [copiedIds, setCopiedIds] = useState<ReadonlySet<number>>(new Set());
  const available = useMemo(
    () => (community.status === "ready" ? communityToShow(community.sections, sections.sections) : null),
    [community, sections.sections],
  );
  const shared = shown ? available : null;
  const displayed = useMemo(
    () => (shared ? [...sections.sections, ...shared.map(toDisplaySection)] : sections.sections),
    [sections.sections, shared],
  );
  const copy = async (section: CommunitySection) => {
    if (await sections.copyShared(section)) setCopiedIds((ids) => new Set(ids).add(section.id));
  };
  return { shown, show, community, available, shared, displayed, copiedIds, copy };
}
