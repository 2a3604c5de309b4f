// POST /api/auth/force-login {email, password} (or {pendingSignIn} from a 409)
// → { user, token }: signs in here and ends the account's other sessions with
// SESSION_EXPIRED (spec §7, §8).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignIn, requirePasswordAccount } from "~/auth/api-sign-in.server";
import { usePendingSignIn } from "~/auth/pending-sign-in.server";
import { ForceLoginSchema } from "~/schemas/auth";
import { allowMethods, ApiError, apiRoute, methodNotAllowed, readJson } from "~/utils/api.server";

export const loader = methodNotAllowed(["POST"]);

export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, ["POST"]);
  const body = await readJson(request, ForceLoginSchema);
  if (body.pendingSignIn) {
    const use = await usePendingSignIn(body.pendingSignIn);
    if (use.status === "locked") {
      throw new ApiError("ACCOUNT_LOCKED", { headers: { "Retry-After": String(use.retryAfterSeconds) } });
    }
    if (use.status === "invalid") {
      throw new ApiError("VALIDATION_ERROR", { fields: { pendingSignIn: ["auth:errors.pendingSignInExpired"] } });
    }
    return apiSignIn(request, { userId: use.pending.userId, provider: use.pending.provider, force: true });
  }
  const user = await requirePasswordAccount(body.email!, body.password!);
  return apiSignIn(request, { userId: user.id, provider: "password", force: true });
});
