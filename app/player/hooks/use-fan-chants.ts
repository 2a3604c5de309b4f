// "Show fans' chants" in the panel: the switch, other fans' shared lyrics
// sections of the current song that are not already mine, the lines the
// lyrics display shows with them, and the ones copied to my sections.
import { useMemo, useState } from "react";
import type { CommunitySection } from "~/schemas/section";
import { communityToShow, toDisplaySection, type DisplaySection } from "../model/community-sections";
import type { QueueSong } from "~/shared/song";
import { useCommunitySections, type CommunityState } from "./use-community-sections";
import type { Sections } from "./use-sections";

export interface FanChants {
  shown: boolean;
  show(shown: boolean): void;
  community: CommunityState;
  /** The fans' chants listed beside mine; null while not shown (or not loaded). */
  shared: CommunitySection[] | null;
  /** My sections and the fans' chants shown, for the lyrics display. */
  displayed: DisplaySection[];
  /** The chants copied to my sections in this panel. */
  copiedIds: ReadonlySet<number>;
  copy(section: CommunitySection): Promise<void>;
}

export function useFanChants(song: QueueSong | null, sections: Sections): FanChants {
  const [shown, show] = useState(false);
  const community = useCommunitySections(song?.youtubeId ?? null, shown);
  const [copiedIds, setCopiedIds] = useState<ReadonlySet<number>>(new Set());
  const shared = useMemo(
    () => (community.status === "ready" ? communityToShow(community.sections, sections.sections) : null),
    [community, sections.sections]
  );
  const displayed = useMemo(
    () => (shared ? [...sections.sections, ...shared.map(toDisplaySection)] : sections.sections),
    [sections.sections, shared]
  );
  const copy = async (section: CommunitySection) => {
    if (await sections.copyShared(section)) setCopiedIds((ids) => new Set(ids).add(section.id));
  };
  return { shown, show, community, shared, displayed, copiedIds, copy };
}
