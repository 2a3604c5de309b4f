// POST /api/sheet/song/{songId}/import?format={lrc|elrc|ttml|vtt}: a file's text as the body
// (at most 1 MB) becomes the caller's whole sheet of the song. Without `format`, the file's
// content tells it (`?name=` may give the file's name). A file with errors saves nothing: 400
// with a field per line of the file ("file.12").
import { json } from "@remix-run/node";
import { requireApiUser } from "~/auth/guards.server";
import { importErrorFields, importSheetFile } from "~/models/sheet.server";
import { SheetFormatSchema } from "~/schemas/sheet";
import { SHEET_IMPORT_MAX_BYTES } from "~/sheets/constants";
import { allowMethods, ApiError, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";
import { BodyTooLargeError, readBodyBytes } from "~/utils/request-body.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const { user } = await requireApiUser(request);
  const songId = idParam(params.songId);
  const url = new URL(request.url);
  const formatParam = url.searchParams.get("format");
  const format = formatParam === null ? null : SheetFormatSchema.safeParse(formatParam);
  if (format && !format.success) {
    throw new ApiError("VALIDATION_ERROR", { fields: { format: ["sheets:validation.format"] } });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await readBodyBytes(request, SHEET_IMPORT_MAX_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "sheets:files.tooLarge" });
    if (error instanceof TypeError) throw new ApiError("VALIDATION_ERROR", { fields: { file: ["sheets:files.notText"] } });
    throw error;
  }
  const imported = await importSheetFile(user.id, songId, { name: url.searchParams.get("name") ?? "", text }, format?.data ?? null);
  if (!imported.ok && imported.reason === "FILE_ERRORS") {
    throw new ApiError("VALIDATION_ERROR", { messageKey: "sheets:files.fileHasErrors", ...importErrorFields(imported.errors) });
  }
  return json(valueOrRefusal(imported));
});
