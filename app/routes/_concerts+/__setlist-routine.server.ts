// "Practise this setlist as a routine" on /concerts/{id} (issue 28), the
// server's half: whether the fan already has this concert's routine (the
// button then opens it), and the post that makes it (or finds it) and goes
// there. A guest's is made in the browser (__setlist-routine.tsx); a guest
// whose post arrives anyway (no JavaScript) is told why nothing was made.
import type { SessionWithUser } from "~/auth/session.server";
import { getFixedT } from "~/i18n/i18next.server";
import type { ConcertDetail } from "~/models/concert.server";
import { findSetlistRoutine, routineFromSetlist } from "~/models/routine.server";
import { ROUTINE_LIMIT_VALUES } from "~/practice/routine-constants";
import { redirectWithToast } from "~/utils/toast.server";

export async function setlistRoutineOf(session: SessionWithUser, concertId: number): Promise<{ id: number } | null> {
  return session.user ? findSetlistRoutine(session.user.id, concertId) : null;
}

export async function makeSetlistRoutine(request: Request, session: SessionWithUser, concert: ConcertDetail): Promise<Response> {
  const here = `/concerts/${concert.id}`;
  if (!session.user) return redirectWithToast(here, { type: "info", key: "practice:routines.errors.guest" }, { status: 303 });
  const t = await getFixedT(request, "concerts");
  const name = t("setlistRoutine.name", { artist: concert.artist, tour: concert.tourName });
  const result = await routineFromSetlist(session.user.id, concert.id, name);
  if (!result.ok) return redirectWithToast(here, { type: "error", key: result.messageKey ?? "errors.400.body", values: ROUTINE_LIMIT_VALUES }, { status: 303 });
  const { id, created } = result.value;
  return redirectWithToast(
    `/practice/routines/${id}`,
    { type: created ? "success" : "info", key: created ? "concerts:setlistRoutine.created" : "concerts:setlistRoutine.existing" },
    { status: 303 },
  );
}
