// The fans' chants (issue 9, on by default since issue 25): the shared lyrics
// sections of other fans for the current song, fetched whenever the song
// changes — switched off too, so the lyrics display knows whether the song has
// any and shows the switch only then. Read-only.
import { useEffect, useState } from "react";
import type { CommunitySection } from "~/schemas/section";
import { SHEETS_CHANGED_EVENT } from "../api/commands";
import { fetchCommunitySections } from "../sync/player-api";

export type CommunityState =
  | { status: "off" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; sections: CommunitySection[] };

export function useCommunitySections(youtubeId: string | null): CommunityState {
  const [state, setState] = useState<CommunityState>({ status: "off" });
  // A page changed the sheets a video follows (a sync): read them again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => setVersion((count) => count + 1);
    window.addEventListener(SHEETS_CHANGED_EVENT, changed);
    return () => window.removeEventListener(SHEETS_CHANGED_EVENT, changed);
  }, []);
  useEffect(() => {
    if (!youtubeId) {
      setState({ status: "off" });
      return;
    }
    let active = true;
    setState({ status: "loading" });
    fetchCommunitySections(youtubeId).then(
      (sections) => active && setState({ status: "ready", sections }),
      (error: unknown) => {
        console.warn("The fans' chants could not be loaded", error);
        if (active) setState({ status: "failed" });
      },
    );
    return () => {
      active = false;
    };
  }, [youtubeId, version]);
  return state;
}
