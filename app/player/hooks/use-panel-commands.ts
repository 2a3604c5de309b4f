// Pages' commands (api/commands.ts) as the panel runs them, once the queue is
// known, and what the panel tells pages in return (queue length, current song).
import { useEffect, useRef } from "react";
import {
  publishPlayerSnapshot,
  registerPlayerCommandHandler,
  type PlayerCommand,
  type SectionToPlay,
} from "../api/commands";
import type { QueueSong } from "~/shared/song";
import { showToast } from "../api/toast";
import type { EnqueueOutcome, PlayerEngine } from "./use-player-engine";
import type { InsertNextOutcome } from "../model/playlist";

const UNDO = "player:queue.undo";

/** What an add did, said in a toast (issue 25), with "undo" when something changed. */
function toastEnqueued(engine: PlayerEngine, { added, already, full }: EnqueueOutcome): void {
  const undo = () => engine.removeVideos(added.map((song) => song.youtubeId));
  if (added.length === 0) {
    showToast(
      full > 0
        ? { type: "warning", key: "player:add.full" }
        : { type: "info", key: "player:queue.alreadyQueued", values: { count: already } },
    );
    return;
  }
  showToast({
    type: "success",
    key: already + full > 0 ? "player:queue.addedSome" : added.length === 1 ? "player:queue.addedOne" : "player:queue.addedMany",
    values: { count: added.length, skipped: already + full },
    action: { key: UNDO, run: undo },
  });
}

function toastPlayNext(engine: PlayerEngine, song: QueueSong, outcome: InsertNextOutcome): void {
  switch (outcome.kind) {
    case "added":
      showToast({
        type: "success",
        key: "player:queue.playNextAdded",
        action: { key: UNDO, run: () => engine.removeVideos([song.youtubeId]) },
      });
      return;
    case "moved":
      showToast({
        type: "success",
        key: "player:queue.playNextMoved",
        action: { key: UNDO, run: () => engine.moveVideo(song.youtubeId, outcome.from) },
      });
      return;
    case "already":
      showToast({
        type: "info",
        key:
          outcome.playlist.songs[outcome.playlist.currentIndex]?.youtubeId === song.youtubeId
            ? "player:queue.playingNow"
            : "player:queue.alreadyNext",
      });
      return;
    case "full":
      showToast({ type: "warning", key: "player:add.full" });
  }
}
import type { Sections } from "./use-sections";

export function usePanelCommands({
  engine,
  sections,
  song,
  onOpen,
  changeRate,
  showChants,
  showSectionsTab,
}: {
  engine: PlayerEngine;
  sections: Sections;
  /** The current song. */
  song: QueueSong | null;
  onOpen: () => void;
  changeRate: (rate: number) => void;
  /** Switches "Show fans' chants" on. */
  showChants: () => void;
  showSectionsTab: () => void;
}): void {
  const { playlist } = engine.state;
  /**
   * A section's speed: while the panel loops it, use-sections.ts applies it for the loop only; a
   * section the page loops itself (practice mode, `repeat: false`) plays at that speed from now on.
   */
  const pageRate = (section: SectionToPlay) => {
    if (section.repeat === false && section.rate) changeRate(section.rate);
  };

  const runCommand = useRef<(command: PlayerCommand) => void>(() => {});
  runCommand.current = (command) => {
    switch (command.type) {
      case "playSong":
        engine.playSong(command.song);
        onOpen();
        return;
      case "enqueue":
        toastEnqueued(engine, engine.enqueue(command.songs));
        return;
      case "playNext":
        toastPlayNext(engine, command.song, engine.playNext(command.song));
        return;
      case "replaceQueue":
        engine.replaceQueue(command.songs, command.startIndex);
        onOpen();
        return;
      case "playSection":
        engine.playSong(command.song, command.section.start);
        sections.loop(command.song.youtubeId, command.section, command.section.sectionId, command.section.repeat !== false);
        pageRate(command.section);
        if (command.showFanChants) showChants();
        showSectionsTab();
        if (command.open !== false) onOpen();
        return;
      case "setSection":
        if (song) sections.loop(song.youtubeId, command.section, command.section.sectionId, command.section.repeat !== false);
        pageRate(command.section);
        return;
      case "open":
        onOpen();
        return;
      case "seek":
        engine.seek(Math.max(0, command.seconds));
        return;
      case "setRate":
        changeRate(command.rate);
        return;
      case "pause":
        engine.pause();
        return;
      case "play":
        engine.play();
        return;
      default:
        // Every command has its case: a new one fails the type check here.
        command satisfies never;
    }
  };
  useEffect(() => {
    if (!engine.loaded) return;
    return registerPlayerCommandHandler((command) => runCommand.current(command));
  }, [engine.loaded]);
  useEffect(() => {
    publishPlayerSnapshot({ queueLength: playlist.songs.length, currentYoutubeId: song?.youtubeId ?? null });
  }, [playlist.songs.length, song?.youtubeId]);
}
