// Any path the app does not know goes home (spec §2), whatever the method.
import { redirect } from "@remix-run/node";

export const loader = () => redirect("/");
export const action = () => redirect("/");
