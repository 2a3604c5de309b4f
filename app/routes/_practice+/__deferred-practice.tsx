// A song's practice without its code in /practice's first load: the song
// picker never needs it, and a practice needs the player panel, which loads
// after hydration anyway. The pattern of decision 077: the server renders the
// view itself (through __practice.server.ts; the runner's first render is the
// one without JavaScript: the lines and "needs JavaScript"), so the HTML is
// complete; in the browser __practice-song.tsx is a chunk of its own, and
// React hydrates the view when it arrives (the Suspense boundary keeps the
// server's HTML meanwhile), then the runner shows its controls.
import { lazy, Suspense, type ComponentProps } from "react";
import type { PracticeRunner, PracticeSong } from "./__practice-song";
import { PracticeRunner as ServerPracticeRunner, PracticeSong as ServerPracticeSong } from "./__practice.server";

const practiceSong = () => import("./__practice-song");
const BrowserPracticeSong = lazy(() => practiceSong().then((module) => ({ default: module.PracticeSong })));
const BrowserPracticeRunner = lazy(() => practiceSong().then((module) => ({ default: module.PracticeRunner })));

export function DeferredPracticeSong(props: ComponentProps<typeof PracticeSong>) {
  const Song = ServerPracticeSong ?? BrowserPracticeSong;
  return (
    <Suspense fallback={null}>
      <Song {...props} />
    </Suspense>
  );
}

/** The runner alone, for a guest's video known only to this browser (rendered after hydration). */
export function DeferredPracticeRunner(props: ComponentProps<typeof PracticeRunner>) {
  const Runner = ServerPracticeRunner ?? BrowserPracticeRunner;
  return (
    <Suspense fallback={null}>
      <Runner {...props} />
    </Suspense>
  );
}
