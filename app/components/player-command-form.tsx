// A button that drives the player (app/player/commands.ts). It is a plain
// form: without JavaScript it posts to /player/queue, which changes the
// account's saved queue and comes back; with JavaScript the command goes to
// the island at once and nothing is posted.
import { useLocation } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { sendPlayerCommand, type PlayerCommand } from "~/player/api/commands";

function songsOf(command: PlayerCommand) {
  switch (command.type) {
    case "playSong":
    case "playNext":
    case "playSection":
      return [command.song];
    case "enqueue":
    case "replaceQueue":
      return command.songs;
    default:
      // open, and practice mode's seek, setRate, pause and play: no songs.
      return null;
  }
}

export function PlayerCommandForm({
  command,
  children,
  className,
  beforeSend,
  onSent,
}: {
  command: PlayerCommand;
  children: ReactNode;
  className?: string;
  /** Asked before the command is sent with JavaScript (a confirmation); false cancels it. */
  beforeSend?: () => boolean | Promise<boolean>;
  /** Told once the command went to the player (with JavaScript), e.g. to say so. */
  onSent?: () => void;
}) {
  const location = useLocation();
  const songs = songsOf(command);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (beforeSend && !(await beforeSend())) return;
    sendPlayerCommand(command);
    onSent?.();
  };
  return (
    <form method="post" action="/player/queue" className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={command.type} />
      {songs ? <input type="hidden" name="songs" value={JSON.stringify(songs)} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </form>
  );
}
