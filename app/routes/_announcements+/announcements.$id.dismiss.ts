// POST /announcements/{id}/dismiss: hides a home page announcement for this
// browser (a cookie), then back to the page it was posted from.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { dismiss } from "~/models/announcement-dismissals.server";
import { safeRedirectPath } from "~/utils/http.server";
import { readForm } from "~/utils/forms.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id)) throw new Response(null, { status: 404 });
  const form = await readForm(request, context);
  const back = form.get("redirectTo");
  return redirect(safeRedirectPath(typeof back === "string" ? back : "/", "/"), {
    headers: { "Set-Cookie": await dismiss(request, id) },
  });
}

export const loader = () => redirect("/");
