// The mini-player (issue 9): with the panel closed and a song loaded, a
// compact bar at the bottom of the screen — thumbnail, title, artist, the
// current lyric line, play/pause, next and the progress — that opens the
// panel. At most 64 px tall on a phone, above the safe-area inset. It is
// rendered into <body> (a portal) so the closed panel's hiding never hides it.
import { useMemo, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { LaneText, PartBadge, useRomanization } from "~/components/chant-lane";
import { SongThumbnail } from "~/components/song-thumbnail";
import { hasMaskedSpan, isPartHidden } from "~/shared/chant-lanes";
import { CHANT_PART_DEFAULT } from "~/shared/constants";
import { useHiddenPart, useRomanizationMode } from "~/shared/lyrics-view-preference";
import { useSpanHighlight } from "../hooks/use-span-highlight";
import { useTranslation } from "~/i18n/react";
import type { HiddenPause } from "../hooks/use-embed-rules";
import type { PlaybackClock } from "../hooks/use-playback-clock";
import type { DisplaySection } from "../model/community-sections";
import { findCurrentSection } from "../model/sections";
import type { QueueSong } from "~/shared/song";
import { Icon } from "./icons";
import { SongProgress } from "./song-progress";

/**
 * The lyric line playing now: of my sections or, when they are shown, the fans' shared chants; in
 * its lane (issue 27: the part's badge, spans highlighted in time), romanised alone when that is
 * the chosen view, masked when its part is hidden.
 */
function CurrentLine({ clock, sections }: { clock: PlaybackClock; sections: readonly DisplaySection[] }) {
  const lines = useMemo(() => sections.filter((section) => section.lyrics?.trim()), [sections]);
  const line = useSyncExternalStore(
    clock.subscribe,
    () => findCurrentSection(lines, clock.time()),
    () => null,
  );
  return line ? <LaneLine key={line.id} line={line} clock={clock} /> : null;
}

function LaneLine({ line, clock }: { line: DisplaySection; clock: PlaybackClock }) {
  const { t } = useTranslation("sections");
  const ref = useRef<HTMLSpanElement>(null);
  const [mode] = useRomanizationMode();
  const [hiddenPart] = useHiddenPart();
  const part = line.part ?? CHANT_PART_DEFAULT;
  const hidden = isPartHidden(hiddenPart, part);
  const masked = hasMaskedSpan(line.spans, line.part, hiddenPart);
  const roman = useRomanization(line.lyrics, line.pronunciation, mode === "roman" && !hidden && !masked);
  useSpanHighlight(ref, hidden || roman ? null : line.spans, clock, `${mode}|${hiddenPart}`);
  return (
    <span className={`player-mini__lane lane--${part}`}>
      <PartBadge part={part} className="player-mini__part" />
      <span className="visually-hidden">: </span>
      <span ref={ref} className="player-mini__line">
        {hidden ? (
          t("lyrics.hiddenLine")
        ) : roman ? (
          roman
        ) : (
          <LaneText lyrics={line.lyrics ?? ""} spans={line.spans} part={line.part} hiddenPart={hiddenPart} />
        )}
      </span>
    </span>
  );
}

export function MiniPlayer({
  song,
  playing,
  canPlay,
  hasNext,
  duration,
  clock,
  sections,
  hidden,
  onPlay,
  onPause,
  onNext,
  onOpen,
}: {
  song: QueueSong;
  playing: boolean;
  canPlay: boolean;
  hasNext: boolean;
  duration: number;
  clock: PlaybackClock;
  /** What the lyrics display shows: my sections and the fans' chants when switched on. */
  sections: readonly DisplaySection[];
  /** Why the video was paused to keep YouTube's rules, said in place of the lyric line. */
  hidden: HiddenPause;
  onPlay: () => void;
  onPause: () => void;
  onNext: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation("player");
  return createPortal(
    <div className="player-mini" role="region" aria-label={t("mini.label")} data-testid="mini-player">
      <SongProgress className="player-mini__progress" clock={clock} duration={duration} />
      <button
        type="button"
        className="player-mini__open"
        onClick={onOpen}
      >
        <SongThumbnail
          className="player-mini__thumb"
          youtubeId={song.youtubeId}
          thumbnailUrl={song.thumbnailUrl}
          title={song.title}
          width={64}
          height={36}
        />
        <span className="player-mini__text">
          <span className="player-mini__title"><bdi>{song.title}</bdi></span>
          {hidden ? (
            <span className="player-mini__line player-mini__notice" role="status">
              {t(hidden === "closed" ? "embed.closed" : "embed.coveredShort")}
            </span>
          ) : (
            <CurrentLine clock={clock} sections={sections} />
          )}
          <span className="player-mini__artist"><bdi>{song.artist}</bdi></span>
        </span>
        <span className="visually-hidden">{t("mini.open")}</span>
      </button>
      <button
        type="button"
        className="player-mini__control"
        aria-label={playing ? t("controls.pause") : t("controls.play")}
        disabled={!canPlay}
        onClick={playing ? onPause : onPlay}
      >
        <Icon name={playing ? "pause" : "play"} />
      </button>
      <button
        type="button"
        className="player-mini__control"
        aria-label={t("controls.next")}
        disabled={!hasNext}
        onClick={onNext}
      >
        <Icon name="next" />
      </button>
    </div>,
    document.body,
  );
}
