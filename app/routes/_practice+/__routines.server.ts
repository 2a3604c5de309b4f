// The server side of /practice/routines and /practice/routines/{id} (issue
// 28): their loaders, and their actions as one function per intent, each a
// plain form that redirects back with a toast, or answers 400 with the form's
// errors and what was typed. An account's routines only: a guest's are in the
// browser (the list page shows them once hydrated), so the detail page sends a
// guest to the list, and a guest's post is told so.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getPracticeSong, listPracticeSongs } from "~/models/practice.server";
import type { Refusal } from "~/models/result";
import {
  addRoutineItem,
  createRoutine,
  deleteRoutine,
  getRoutine,
  listRoutines,
  moveRoutineItem,
  removeRoutineItem,
  renameRoutine,
  setRoutineLadder,
} from "~/models/routine.server";
import { ROUTINE_LIMIT_VALUES } from "~/practice/routine-constants";
import {
  RoutineAddSongQuerySchema,
  RoutineItemAddSchema,
  RoutineItemMoveSchema,
  RoutineItemSchema,
  RoutineLadderSchema,
  RoutineNameFormSchema,
} from "~/schemas/routine";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { refusePage } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";
import { idParamOrNull } from "../_playlists+/__ids";

const LIST = "/practice/routines";
const NO_STORE = { "Cache-Control": "private, no-store" };

const toast = (to: string, key: string, type: "success" | "info" | "error" = "success") =>
  redirectWithToast(to, { type, key: `practice:routines.${key}`, values: ROUTINE_LIMIT_VALUES }, { status: 303 });

/** Back to `to`, told why not; a routine that is not the fan's is the not-found page. */
function refused(refusal: Refusal, to: string) {
  if (refusal.messageKey === "practice:routines.errors.notFound") return refusePage(refusal, { as: "error-page" });
  return redirectWithToast(to, { type: "error", key: refusal.messageKey ?? "errors.400.body", values: ROUTINE_LIMIT_VALUES }, { status: 303 });
}

function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export async function loadRoutines({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "practice");
  const title = t("routines.title");
  if (!session.user) return json({ title, guest: true as const, page: 1, routines: [], hasNext: false, total: 0 }, { headers: NO_STORE });
  const page = pageOf(request);
  const list = await listRoutines(session.user.id, page);
  return json({ title, guest: false as const, page, ...list }, { headers: NO_STORE });
}

export async function routinesAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const session = await requireSignedIn(request, LIST);
  if (!session.user) return toast(LIST, "errors.guest", "info");
  const userId = session.user.id;
  return runIntent(form, {
    create: async () => {
      const submission = parseWithZod(form, { schema: RoutineNameFormSchema });
      if (submission.status !== "success") return formReply("create", submission.reply());
      const result = await createRoutine(userId, submission.value.name);
      if (!result.ok) return refusePage(result, { as: "form", intent: "create", submission, field: "name" });
      return toast(`${LIST}/${result.value.id}`, "toast.created");
    },
  });
}

/** The routine of the URL, the fan's own, or the not-found page. */
function routineIdOf(param: string | undefined): number {
  const id = idParamOrNull(param);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loadRoutine({ request, params }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  // A guest's routines live in the browser: the list shows them.
  if (!session.user) throw redirect(LIST);
  const userId = session.user.id;
  const result = await getRoutine(userId, routineIdOf(params.id));
  if (!result.ok) throw await refusePage(result, { as: "error-page" });
  const search = new URL(request.url).searchParams;
  const { add } = RoutineAddSongQuerySchema.parse(Object.fromEntries(search));
  const [choices, chosen] = await Promise.all([listPracticeSongs(userId), add ? getPracticeSong(add, userId) : null]);
  return json(
    {
      title: result.value.name,
      routine: result.value,
      choices,
      chosen: chosen && {
        song: { id: chosen.song.id, title: chosen.song.title, artist: chosen.song.artist },
        lines: chosen.lines.map((line) => ({ id: line.id, name: line.name, start: line.start, end: line.end })),
      },
      confirmDelete: search.get("confirm") === "delete",
    },
    { headers: NO_STORE },
  );
}

export async function routineAction({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const id = routineIdOf(params.id);
  const here = `${LIST}/${id}`;
  const session = await requireSignedIn(request, here);
  if (!session.user) return toast(LIST, "errors.guest", "info");
  const userId = session.user.id;

  /** The intent's form judged by `schema`: 400 with its errors, else `write` and back here with `done`. */
  const post = <S extends z.ZodType>(intent: string, schema: S, write: (value: z.output<S>) => Promise<{ ok: true; value: unknown } | Refusal>, done: string) => async () => {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") return formReply(intent, submission.reply());
    const result = await write(submission.value as z.output<S>);
    return result.ok ? toast(here, done) : refused(result, here);
  };

  return runIntent(form, {
    rename: post("rename", RoutineNameFormSchema, ({ name }) => renameRoutine(userId, id, name), "toast.renamed"),
    ladder: post("ladder", RoutineLadderSchema, (ladder) => setRoutineLadder(userId, id, ladder), "toast.ladderSaved"),
    add: post("add", RoutineItemAddSchema, (item) => addRoutineItem(userId, id, item), "toast.itemAdded"),
    remove: post("remove", RoutineItemSchema, ({ position }) => removeRoutineItem(userId, id, position), "toast.removed"),
    move: async () => {
      const submission = parseWithZod(form, { schema: RoutineItemMoveSchema });
      if (submission.status !== "success") return formReply("move", submission.reply());
      const result = await moveRoutineItem(userId, id, submission.value.position, submission.value.direction);
      if (!result.ok) return refused(result, here);
      return result.value.moved ? toast(here, "toast.moved") : toast(here, "toast.notMoved", "info");
    },
    delete: async () => {
      const result = await deleteRoutine(userId, id);
      return result.ok ? toast(LIST, "toast.deleted") : refused(result, here);
    },
  });
}
