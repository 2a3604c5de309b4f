// The sheet page's server side (routes/_sheets+/sheets.$songId.tsx): what it
// shows, and its forms, each a change to the whole sheet saved in one
// transaction (models/sheet.server.ts replaceSheet).
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/node";
import { romanize } from "es-hangul";
import { requireSignedIn, requireUser } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import {
  getSheet,
  getSheetSong,
  importSheetFile,
  linkSheetVideo,
  listSongSheets,
  replaceSheet,
  setSheetVideoOffset,
  unlinkSheetVideo,
} from "~/models/sheet.server";
import type { Result } from "~/models/result";
import {
  SheetFormatSchema,
  SheetLineActionSchema,
  SheetLineFormSchema,
  SheetNudgeSchema,
  SheetShareSchema,
  SheetVideoFormSchema,
  SheetVideoOffsetFormSchema,
  SheetVideoRemoveSchema,
  type SheetLine,
  type SheetView,
} from "~/schemas/sheet";
import { mergeWithNext, nudgeLine, splitLine } from "~/sheets/edit";
import { SHEET_IMPORT_MAX_BYTES, SHEET_NUDGE_S } from "~/sheets/constants";
import { formReply, readForm, runIntent } from "~/utils/forms.server";
import { isMultipart, readMultipartForm, UploadTooLargeError } from "~/utils/upload.server";
import { refusePage, submissionRefusal } from "~/utils/page-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The song id of a sheet page's URL; anything else names nothing. */
export function songIdParam(value: string | undefined): number {
  if (!/^[1-9]\d{0,9}$/.test(value ?? "") || Number(value) > 2_147_483_647) {
    throw new Response("Not found", { status: 404 });
  }
  return Number(value);
}

/** The automatic romanisation of each line (es-hangul), shown where no hand correction is kept. */
export function romanisationDrafts(sheet: Pick<SheetView, "lines">): string[] {
  return sheet.lines.map((line) => romanize(line.text));
}

export async function loadMySheet(request: Request, songId: number) {
  const url = new URL(request.url);
  const session = await requireSignedIn(request, url.pathname + url.search);
  const song = await getSheetSong(songId);
  if (!song) throw new Response("Not found", { status: 404 });
  const t = await getFixedT(request, "sheets");
  const others = (await listSongSheets(songId)).filter((sheet) => sheet.authorId !== session.user?.id);
  const base = { song, others, title: t("page.title", { title: song.title }) };
  if (!session.user) return json({ ...base, account: false as const, sheet: null, drafts: [] });
  const sheet = await getSheet(session.user.id, songId, session.user.id);
  if (!sheet.ok) throw new Response("Not found", { status: 404 });
  return json(
    { ...base, account: true as const, sheet: sheet.value, drafts: romanisationDrafts(sheet.value) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The sheet's lines as the page changes them. */
function linesOf(sheet: SheetView): SheetLine[] {
  return sheet.lines.map((line) => ({ ...line }));
}

const TOASTS = {
  saved: { type: "success", key: "sheets:toast.saved" },
  added: { type: "success", key: "sheets:toast.added" },
  deleted: { type: "success", key: "sheets:toast.deleted" },
  split: { type: "success", key: "sheets:toast.split" },
  merged: { type: "success", key: "sheets:toast.merged" },
  nudged: { type: "success", key: "sheets:toast.nudged" },
  shared: { type: "success", key: "sheets:toast.shared" },
  unshared: { type: "success", key: "sheets:toast.unshared" },
  cannotSplit: { type: "error", key: "sheets:toast.cannotSplit" },
  cannotMerge: { type: "error", key: "sheets:toast.cannotMerge" },
  cannotNudge: { type: "info", key: "sheets:toast.cannotNudge" },
  lineGone: { type: "error", key: "sheets:toast.lineGone" },
  videoLinked: { type: "success", key: "sheets:toast.videoLinked" },
  videoOffset: { type: "success", key: "sheets:toast.videoOffset" },
  videoUnlinked: { type: "success", key: "sheets:toast.videoUnlinked" },
} as const;

export async function sheetAction(request: Request, songId: number, context: AppLoadContext) {
  const page = `/sheets/${songId}`;
  const { user } = await requireUser(request);
  let form: FormData;
  try {
    // The import form sends a file (multipart); every other form is small.
    form = isMultipart(request) ? await readMultipartForm(request, SHEET_IMPORT_MAX_BYTES) : await readForm(request, context);
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    return formReply("import", { status: "error", error: { file: ["sheets:files.tooLarge"] } }, { status: 413 });
  }
  const current = await getSheet(user.id, songId, user.id);
  if (!current.ok) throw new Response("Not found", { status: 404 });
  const sheet = current.value;
  const lines = linesOf(sheet);

  /** Saves the new lines; back to the page at `lineId`'s line (the first new line when null). */
  const save = async (next: SheetLine[], toast: (typeof TOASTS)[keyof typeof TOASTS], options: { at?: number; isPublic?: boolean } = {}) => {
    const saved: Result<SheetView> = await replaceSheet(user.id, songId, { lines: next, isPublic: options.isPublic });
    if (!saved.ok) return refusePage(saved, { as: "toast", back: page });
    const known = new Set(lines.map((line) => line.id));
    const at = options.at ?? saved.value.lines.find((line) => !known.has(line.id))?.id;
    return redirectWithToast(at ? `${page}#line-${at}` : page, toast, { status: 303 });
  };
  const lineAction = () => {
    const posted = parseWithZod(form, { schema: SheetLineActionSchema });
    if (posted.status !== "success") return null;
    const index = lines.findIndex((line) => line.id === posted.value.lineId);
    return index < 0 ? null : index;
  };
  const lineGone = () => redirectWithToast(page, TOASTS.lineGone, { status: 303 });

  return runIntent(form, {
    async save() {
      const posted = parseWithZod(form, { schema: SheetLineFormSchema });
      if (posted.status !== "success") {
        return refusePage(submissionRefusal(posted), { as: "form", intent: "save", submission: posted });
      }
      const { lineId, start, end, text, part, romanization } = posted.value;
      if (lineId === undefined) {
        return save([...lines, { id: null, name: null, start, end, text, part, romanization, spans: null, rate: null }], TOASTS.added);
      }
      const index = lines.findIndex((line) => line.id === lineId);
      if (index < 0) return lineGone();
      const old = lines[index]!;
      // Syllable times stay while the text is the same (moved with the line's start).
      const shift = start - old.start;
      const spans =
        text === old.text && old.spans
          ? old.spans.map((span) => ({
              ...span,
              start: span.start === null ? null : Math.min(end, Math.max(start, span.start + shift)),
              end: span.end === null ? null : Math.min(end, Math.max(start, span.end + shift)),
            }))
          : null;
      // A name made from the old text follows the new text.
      const name = old.name === old.text.split("\n", 1)[0] ? null : old.name;
      lines[index] = { ...old, name, start, end, text, part, romanization, spans };
      return save(lines, TOASTS.saved, { at: lineId });
    },
    async delete() {
      const index = lineAction();
      if (index === null) return lineGone();
      return save(lines.toSpliced(index, 1), TOASTS.deleted);
    },
    async split() {
      const index = lineAction();
      if (index === null) return lineGone();
      const next = splitLine(lines, index);
      if (!next) return redirectWithToast(`${page}#line-${lines[index]!.id}`, TOASTS.cannotSplit, { status: 303 });
      return save(next, TOASTS.split, { at: lines[index]!.id ?? undefined });
    },
    async merge() {
      const index = lineAction();
      if (index === null) return lineGone();
      const next = mergeWithNext(lines, index);
      if (!next) return redirectWithToast(`${page}#line-${lines[index]!.id}`, TOASTS.cannotMerge, { status: 303 });
      return save(next, TOASTS.merged, { at: lines[index]!.id ?? undefined });
    },
    async nudge() {
      const posted = parseWithZod(form, { schema: SheetNudgeSchema });
      if (posted.status !== "success") return lineGone();
      const index = lines.findIndex((line) => line.id === posted.value.lineId);
      if (index < 0) return lineGone();
      const by = posted.value.direction === "earlier" ? -SHEET_NUDGE_S : SHEET_NUDGE_S;
      const next = nudgeLine(lines, index, posted.value.edge, by, sheet.song.duration);
      const at = posted.value.lineId;
      if (!next) return redirectWithToast(`${page}?edit=${at}#line-${at}`, TOASTS.cannotNudge, { status: 303 });
      const saved = await replaceSheet(user.id, songId, { lines: next });
      if (!saved.ok) return refusePage(saved, { as: "toast", back: page });
      // Nudges come in a row: the line stays open.
      return redirectWithToast(`${page}?edit=${at}#line-${at}`, TOASTS.nudged, { status: 303 });
    },
    async import() {
      const file = form.get("file");
      const refused = (key: string, extra?: Record<string, unknown>) =>
        formReply("import", { status: "error", error: { file: [key] } }, { extra });
      if (!(file instanceof File) || file.size === 0) return refused("sheets:files.chooseFile");
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
      } catch {
        return refused("sheets:files.notText");
      }
      const chosen = form.get("format");
      const format = chosen ? SheetFormatSchema.safeParse(chosen) : null;
      if (format && !format.success) return refused("sheets:validation.format");
      const imported = await importSheetFile(user.id, songId, { name: file.name, text }, format?.data ?? null);
      if (!imported.ok && imported.reason === "FILE_ERRORS") {
        const t = await getFixedT(request, "sheets");
        const fileErrors = imported.errors.map(({ line, message, params }) => t(message, { line, ...params }));
        return refused("sheets:files.fileHasErrors", { fileErrors });
      }
      if (!imported.ok) return refusePage(imported, { as: "toast", back: page });
      const count = imported.value.lines.length;
      return redirectWithToast(page, { type: "success", key: "sheets:files.imported", values: { count } }, { status: 303 });
    },
    async linkVideo() {
      const posted = parseWithZod(form, { schema: SheetVideoFormSchema });
      if (posted.status !== "success") {
        return refusePage(submissionRefusal(posted), { as: "form", intent: "linkVideo", submission: posted });
      }
      const { url: youtubeId, offset } = posted.value;
      // A video new to the catalogue takes YouTube's title and channel (decision 130); its id stands in until then.
      const linked = await linkSheetVideo(user.id, songId, { youtubeId, title: youtubeId, artist: "YouTube", thumbnailUrl: null, duration: 0 }, offset);
      if (!linked.ok) {
        // The model names the video's field youtubeId; the form calls it url.
        const { youtubeId: url, ...fields } = linked.fields ?? {};
        const refusal = url ? { ...linked, fields: { ...fields, url } } : linked;
        return refusePage(refusal, { as: "form", intent: "linkVideo", submission: posted, field: "url" });
      }
      return redirectWithToast(`${page}#sheet-videos-heading`, TOASTS.videoLinked, { status: 303 });
    },
    async videoOffset() {
      const posted = parseWithZod(form, { schema: SheetVideoOffsetFormSchema });
      if (posted.status !== "success") return refusePage(submissionRefusal(posted), { as: "toast", back: page });
      const changed = await setSheetVideoOffset(user.id, songId, posted.value.youtubeId, posted.value.offset);
      if (!changed.ok) return refusePage(changed, { as: "toast", back: page });
      return redirectWithToast(`${page}#sheet-videos-heading`, TOASTS.videoOffset, { status: 303 });
    },
    async unlinkVideo() {
      const posted = parseWithZod(form, { schema: SheetVideoRemoveSchema });
      if (posted.status !== "success") return refusePage(submissionRefusal(posted), { as: "toast", back: page });
      await unlinkSheetVideo(user.id, songId, posted.value.youtubeId);
      return redirectWithToast(`${page}#sheet-videos-heading`, TOASTS.videoUnlinked, { status: 303 });
    },
    async share() {
      const posted = parseWithZod(form, { schema: SheetShareSchema });
      if (posted.status !== "success") return refusePage(submissionRefusal(posted), { as: "toast", back: page });
      const isPublic = posted.value.isPublic === "true";
      return save(lines, isPublic ? TOASTS.shared : TOASTS.unshared, { isPublic, at: undefined });
    },
  });
}
