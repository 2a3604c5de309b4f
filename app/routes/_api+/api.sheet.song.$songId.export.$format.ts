// GET /api/sheet/song/{songId}/export/{format}?author={authorId}: a sheet as a file (lrc, elrc,
// ttml, vtt), downloaded. Without `author`, the caller's own sheet; with it, that author's sheet
// as they shared it (no session needed).
import { optionalSession } from "~/auth/guards.server";
import { exportSheetFile } from "~/models/sheet.server";
import { SheetFormatSchema } from "~/schemas/sheet";
import { ApiError, apiRoute, idParam, methodNotAllowed, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const songId = idParam(params.songId);
  const format = SheetFormatSchema.safeParse(params.format);
  if (!format.success) throw new ApiError("NOT_FOUND");
  const session = await optionalSession(request);
  const viewerId = session?.user?.id ?? null;
  const authorId = new URL(request.url).searchParams.get("author") ?? viewerId;
  if (!authorId) throw new ApiError("UNAUTHORIZED");
  const file = valueOrRefusal(await exportSheetFile(authorId, songId, viewerId, format.data));
  return new Response(file.body, {
    headers: {
      "Content-Type": `${file.mimeType}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
});

export const action = methodNotAllowed(["GET"]);
