// POST /api/auth/login {email, password} → { user, token }; 409 EXISTING_SESSION
// when the account is signed in on another device (spec §7).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignIn, requirePasswordAccount } from "~/auth/api-sign-in.server";
import { ApiLoginSchema } from "~/schemas/auth";
import { allowMethods, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const { email, password } = await readJson(request, ApiLoginSchema);
  const user = await requirePasswordAccount(email, password);
  return apiSignIn(request, { userId: user.id, provider: "password", force: false });
});
