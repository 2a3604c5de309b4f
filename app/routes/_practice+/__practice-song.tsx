// One song's practice on /practice (`?song={id}`): the way back to the picker,
// the song and its runner (__practice-runner.tsx). Loaded after hydration
// (__deferred-practice.tsx), so the picker's first load carries none of it.
// It reaches react-dom through @remix-run/react (its Link) as every other
// lazily loaded component does: a lazy chunk that used React without
// react-dom would make esbuild split React out of the pages' shared chunk
// (+0.6 KB gzip on every page).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PracticeLine } from "~/models/practice.server";
import type { QueueSong } from "~/shared/song";
import { PracticeRunner } from "./__practice-runner";

export { PracticeRunner };

export function PracticeSong({ song, lines, account }: { song: QueueSong; lines: PracticeLine[]; account: boolean }) {
  const { t } = useTranslation("practice");
  return (
    <>
      <p>
        <Link to="/practice">{t("back")}</Link>
      </p>
      <header className="stack">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1><bdi>{song.title}</bdi></h1>
        <p className="muted"><bdi>{song.artist}</bdi></p>
      </header>
      <PracticeRunner song={song} serverLines={lines} account={account} />
    </>
  );
}
