// An /admin path that does not exist: the admin guard first (so the area's
// rules hold for every /admin URL), then the dashboard.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin");
}

export const action = loader;
