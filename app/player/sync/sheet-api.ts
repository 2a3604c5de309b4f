// The browser's calls to the sheet API that the player's sync makes (docs/api.md "Chant sheets"):
// a song's sheet read and replaced as a whole, in one transaction (issue 27). A guest's sheet
// moves into the account this way (guest-move.ts).
import { SheetViewSchema, type SheetLineInput, type SheetView } from "~/schemas/sheet";
import { apiFetch } from "~/utils/api-client";

export interface SheetServerApi {
  /** The caller's sheet of the song (no lines when there is none yet). */
  get(songId: number): Promise<SheetView>;
  /** The whole sheet: lines with an id kept or changed, without one added, the rest deleted. */
  replace(songId: number, lines: SheetLineInput[]): Promise<SheetView>;
}

export const sheetApi: SheetServerApi = {
  get(songId) {
    return apiFetch(`/sheet/song/${songId}`, { answer: SheetViewSchema });
  },
  replace(songId, lines) {
    return apiFetch(`/sheet/song/${songId}`, { method: "PUT", body: { lines }, answer: SheetViewSchema });
  },
};
