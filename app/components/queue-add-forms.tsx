// "Add to queue" and "Play next" for one song (issue 25), wherever a page
// offers songs. Plain forms (app/components/player-command-form.tsx): with
// JavaScript the player answers with a toast (added / already, with undo);
// without, /player/queue does and comes back with the same toast.
import { PlayerCommandForm } from "~/components/player-command-form";
import { useTranslation } from "~/i18n/react";
import type { QueueSong } from "~/shared/song";

/** "Play next": the song right after the current one; a queued song moves there. */
export function PlayNextForm({ song }: { song: QueueSong }) {
  const { t } = useTranslation("player");
  return (
    <PlayerCommandForm command={{ type: "playNext", song }}>
      <button type="submit" className="button button--small" aria-label={t("home.playNextSong", { title: song.title })}>
        {t("home.playNext")}
      </button>
    </PlayerCommandForm>
  );
}

/** Both choices, for pages that had none: "+ Add" and "Play next". */
export function QueueAddForms({ song }: { song: QueueSong }) {
  const { t } = useTranslation("player");
  return (
    <>
      <PlayerCommandForm command={{ type: "enqueue", songs: [song] }}>
        <button type="submit" className="button button--small" aria-label={t("home.queueSong", { title: song.title })}>
          + {t("home.queue")}
        </button>
      </PlayerCommandForm>
      <PlayNextForm song={song} />
    </>
  );
}
