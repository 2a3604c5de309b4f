// POST /api/auth/register {email, password, nickname} → 201 { user, token }.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignIn } from "~/auth/api-sign-in.server";
import { createUserWithPassword, isEmailTaken } from "~/models/user.server";
import { ApiRegisterSchema } from "~/schemas/auth";
import { allowMethods, ApiError, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const body = await readJson(request, ApiRegisterSchema);
  if (await isEmailTaken(body.email)) {
    throw new ApiError("CONFLICT", { messageKey: "auth:errors.emailTaken", fields: { email: ["auth:errors.emailTaken"] } });
  }
  const user = await createUserWithPassword(body);
  return apiSignIn(request, { userId: user.id, provider: "password", force: false, status: 201 });
});
