// GET /api/auth/online-users-count → { count }: sessions (accounts and guests)
// seen in the last five minutes and still valid.
import { countActiveSessions } from "~/models/admin.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";

export const loader = apiRoute(async () => Response.json({ count: await countActiveSessions() }));

export const action = methodNotAllowed(["GET"]);
