// What the admin pages share on the server: reading a GET form's query (the
// lists' filters) with a zod schema. Posts follow the one form convention
// (utils/forms.server.ts).
import type * as z from "zod";

/** A GET form's query: its value, or a 400 page (filters come from our own form; a bad one is a hand-made URL). */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(query);
  if (!result.success) throw new Response(null, { status: 400 });
  return result.data;
}
