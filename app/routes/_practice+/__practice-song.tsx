// One song's practice on /practice (`?song={id}`): the way back to the picker
// (or to the routine it is part of), the song and its runner
// (__practice-runner.tsx). Loaded after hydration (__deferred-practice.tsx),
// so the picker's first load carries none of it. It reaches react-dom through
// @remix-run/react (its Link) as every other lazily loaded component does: a
// lazy chunk that used React without react-dom would make esbuild split React
// out of the pages' shared chunk (+0.6 KB gzip on every page).
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { PracticeLine } from "~/models/practice.server";
import { NO_PRESET, type PracticePreset } from "~/practice/preset";
import { routineBar, type RoutineBar, type RoutineOnPage } from "~/practice/routine";
import type { QueueSong } from "~/shared/song";
import { PracticeRunner } from "./__practice-runner";

export { PracticeRunner };

/** A guest's routine, found in this browser once hydrated (undefined until then, null when it is not here). */
function useLocalRoutineBar(routine: RoutineOnPage): RoutineBar | null | undefined {
  const [bar, setBar] = useState<RoutineBar | null | undefined>(undefined);
  const local = routine?.kind === "local" ? routine : null;
  useEffect(() => {
    if (!local) return;
    let active = true;
    import("~/practice/local-routines").then(({ loadLocalRoutines }) => {
      const found = loadLocalRoutines().find((candidate) => candidate.id === local.id);
      if (active) setBar(found ? routineBar({ kind: "local", id: found.id }, found, local.item) : null);
    });
    return () => {
      active = false;
    };
  }, [local?.id, local?.item]);
  return routine?.kind === "account" ? routine.bar : bar;
}

function RoutineBarView({ bar }: { bar: RoutineBar }) {
  const { t } = useTranslation("practice");
  return (
    <nav className="routine-bar" aria-label={t("routines.bar.label")} data-testid="routine-bar">
      <p className="routine-bar__where">
        <Link to={bar.back}>{t("routines.bar.position", { name: bar.name, index: bar.number, count: bar.count })}</Link>
      </p>
      <p className="small">{bar.next ? t("routines.bar.next", { title: bar.next.title }) : t("routines.bar.last")}</p>
    </nav>
  );
}

/** What the practice offers when it ends: the routine's next item, or its end. */
function RoutineNext({ bar }: { bar: RoutineBar }) {
  const { t } = useTranslation("practice");
  return bar.next ? (
    <Link to={bar.next.href} className="button button--primary">
      {t("routines.bar.nextAction", { title: bar.next.title })}
    </Link>
  ) : (
    <Link to={bar.back} className="button button--primary">
      {t("routines.bar.finished")}
    </Link>
  );
}

export function PracticeSong({
  song,
  lines,
  account,
  preset = NO_PRESET,
  routine = null,
  autoStart = false,
}: {
  song: QueueSong;
  lines: PracticeLine[];
  account: boolean;
  /** Settings from the address (a routine's item: its line, loops per step, the ladder and its range). */
  preset?: PracticePreset;
  /** The routine this practice is an item of. */
  routine?: RoutineOnPage;
  autoStart?: boolean;
}) {
  const { t } = useTranslation("practice");
  const bar = useLocalRoutineBar(routine);
  return (
    <>
      {bar ? (
        <RoutineBarView bar={bar} />
      ) : (
        <p>
          <Link to="/practice">{t("back")}</Link>
        </p>
      )}
      {bar === null && routine?.kind === "local" ? <p className="notice">{t("routines.bar.missing")}</p> : null}
      <header className="stack">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1><bdi>{song.title}</bdi></h1>
        <p className="muted"><bdi>{song.artist}</bdi></p>
      </header>
      <PracticeRunner
        // A routine's next item is another address on the same page: a new runner for it.
        key={`${song.id}:${bar?.number ?? ""}`}
        song={song}
        serverLines={lines}
        account={account}
        preset={preset}
        // A guest's routine starts once this browser has found it (the bar then exists).
        autoStart={autoStart && (routine?.kind !== "local" || Boolean(bar))}
        finishedAction={bar ? <RoutineNext bar={bar} /> : null}
      />
    </>
  );
}
