// POST /api/auth/force-login {email, password} (or {pendingSignIn} from a 409)
// → { user, token }: signs in here and ends the account's other sessions with
// SESSION_EXPIRED (spec §7, §8).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignIn, requirePasswordAccount } from "~/auth/api-sign-in.server";
import { readPendingSignInToken } from "~/auth/pending-sign-in.server";
import { userExists } from "~/models/user.server";
import { ForceLoginSchema } from "~/schemas/auth";
import { allowMethods, ApiError, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const body = await readJson(request, ForceLoginSchema);
  if (body.pendingSignIn) {
    const pending = readPendingSignInToken(body.pendingSignIn);
    if (!pending || !(await userExists(pending.userId))) {
      throw new ApiError("VALIDATION_ERROR", { fields: { pendingSignIn: ["auth:errors.pendingSignInExpired"] } });
    }
    return apiSignIn(request, { userId: pending.userId, provider: pending.provider, force: true });
  }
  const user = await requirePasswordAccount(body.email!, body.password!);
  return apiSignIn(request, { userId: user.id, provider: "password", force: true });
});
