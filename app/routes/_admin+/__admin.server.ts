// What the admin pages share on the server: reading a GET form's query and a
// post's form with a zod schema, and the answers a refused change gets.
import { json } from "@remix-run/node";
import * as z from "zod";
import type { UserSession } from "~/auth/guards.server";
import { readForm } from "~/utils/forms.server";

export type FieldErrors = Record<string, string[]>;

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) (fields[issue.path.join(".") || ""] ??= []).push(issue.message);
  return fields;
}

/** A GET form's query: its value, or a 400 page (filters come from our own form; a bad one is a hand-made URL). */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(query);
  if (!result.success) throw new Response(null, { status: 400 });
  return result.data;
}

export type FormReply = { intent: string | null; errors: FieldErrors; values: Record<string, string> };

/** 400 with field errors (i18n keys) and the values typed, for the form to show again. */
export function formError(intent: string | null, errors: FieldErrors, values: Record<string, string> = {}, status = 400) {
  return json<FormReply>({ intent, errors, values }, { status });
}

export async function readAdminForm(request: Request) {
  const formData = await readForm(request);
  const values = Object.fromEntries([...formData].map(([key, value]) => [key, typeof value === "string" ? value : ""]));
  return { formData, values, intent: typeof values.intent === "string" ? values.intent : null };
}

/** Parses a posted form; a failure is thrown as the 400 reply. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, string>,
  intent: string | null,
): z.output<Schema> {
  const result = schema.safeParse(values);
  if (!result.success) throw formError(intent, fieldErrors(result.error), values);
  return result.data;
}

export const actorOf = (session: UserSession) => ({ id: session.user.id, role: session.user.role });
