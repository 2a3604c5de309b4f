// "Practise this setlist as a routine" on /concerts/{id} (issue 28): one tap
// makes a routine of the setlist's songs in order (whole songs) and opens it;
// a second tap opens the same one. An account's is a plain form (the server
// makes it: __setlist-routine.server.ts); a guest's is made in this browser by
// the same button once JavaScript runs, and the routines page shows it.
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { showToast } from "~/player/api/toast";
import { ROUTINE_LIMIT_VALUES } from "~/practice/routine-constants";
import { isGuest } from "~/shared/viewer";
import { useOptionalViewer } from "~/utils/use-root-data";

export const MAKE_ROUTINE_INTENT = "makeRoutine";

interface SetlistConcert {
  id: number;
  artist: string;
  tourName: string;
  setlist: ReadonlyArray<{ id: number; title: string; artist: string }>;
}

export function SetlistRoutine({ concert, existing }: { concert: SetlistConcert; existing: { id: number } | null }) {
  const { t } = useTranslation("concerts");
  const viewer = useOptionalViewer();
  const navigate = useNavigate();
  const busy = useNavigation().formData?.get("intent") === MAKE_ROUTINE_INTENT;
  const guest = isGuest(viewer);

  if (!viewer) {
    return (
      <p>
        <Link to={`/?redirectTo=${encodeURIComponent(`/concerts/${concert.id}`)}`}>{t("setlistRoutine.signIn")}</Link>
      </p>
    );
  }

  /** A guest's routine, saved in this browser (the store loads only now). */
  const makeLocally = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const store = await import("~/practice/local-routines");
    const name = t("setlistRoutine.name", { artist: concert.artist, tour: concert.tourName });
    const change = store.addSetlistRoutine(
      store.loadLocalRoutines(),
      { id: concert.id, name, songs: concert.setlist },
      { id: store.newLocalRoutineId(), now: Date.now() },
    );
    if (!change.ok) return showToast({ type: "error", key: "practice:routines.errors.tooManyRoutines", values: ROUTINE_LIMIT_VALUES });
    if (change.created && !store.saveLocalRoutines(change.routines)) return showToast({ type: "error", key: "concerts:setlistRoutine.saveFailed" });
    showToast({ type: change.created ? "success" : "info", key: change.created ? "concerts:setlistRoutine.created" : "concerts:setlistRoutine.existing" });
    navigate("/practice/routines");
  };

  return (
    <div className="stack setlist-routine">
      <Form method="post" onSubmit={guest ? makeLocally : undefined}>
        <input type="hidden" name="intent" value={MAKE_ROUTINE_INTENT} />
        <button type="submit" className="button" disabled={busy}>
          {existing ? t("setlistRoutine.open") : t("setlistRoutine.button")}
        </button>
      </Form>
      <p className="small muted">
        {existing ? t("setlistRoutine.exists") : t("setlistRoutine.hint")} {guest ? t("setlistRoutine.guestHint") : null}
      </p>
    </div>
  );
}
