// Reading the concert details form (ConcertFormSchema) for the new and edit
// pages: the input, or the 400 reply with the errors and what was typed.
import type { ConcertResult } from "~/models/concert.server";
import { ConcertFormSchema } from "~/schemas/admin";
import type { ConcertInput } from "~/schemas/concert";
import { formError, parseForm } from "./__admin.server";

export function readConcertForm(values: Record<string, string>) {
  /** A refusal of the model (unknown song, gone) as the form's reply. */
  const refused = (result: Exclude<ConcertResult<unknown>, { ok: true }>) =>
    result.reason === "NOT_FOUND"
      ? formError("details", { "": ["admin:concerts.errors.notFound"] }, values, 404)
      : formError("details", result.fields, values);
  try {
    return { ok: true as const, input: parseForm(ConcertFormSchema, values, "details") as ConcertInput, refused };
  } catch (error) {
    if (error instanceof Response) return { ok: false as const, reply: error };
    throw error;
  }
}
