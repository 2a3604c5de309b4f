// POST /api/auth/register {email, password, nickname, agreeTerms: true} → 201 { user, token }:
// the sign-up form's rules (app/schemas/auth.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignIn } from "~/auth/api-sign-in.server";
import { registerWithPassword } from "~/models/user.server";
import { ApiRegisterSchema } from "~/schemas/auth";
import { allowMethods, ApiError, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const body = await readJson(request, ApiRegisterSchema);
  const registration = await registerWithPassword(body);
  if (registration.status === "signUpClosed") throw new ApiError("SIGN_UP_CLOSED");
  if (registration.status === "emailTaken") {
    throw new ApiError("CONFLICT", { messageKey: "auth:errors.emailTaken", fields: { email: ["auth:errors.emailTaken"] } });
  }
  return apiSignIn(request, { userId: registration.user.id, provider: "password", force: false, status: 201 });
});
