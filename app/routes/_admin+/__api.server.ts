// The admin JSON API's answer to a refused change (models' AdminRefusal).
import type { AdminChange, AdminRefusal } from "~/models/admin-users.server";
import { ApiError, type ApiErrorCode } from "~/utils/api.server";

const CODES: Record<AdminRefusal, ApiErrorCode> = {
  "users.errors.notFound": "NOT_FOUND",
  "users.errors.self": "FORBIDDEN",
  "users.errors.adminOnlyBySuperAdmin": "FORBIDDEN",
  "users.errors.lastSuperAdmin": "CONFLICT",
  "users.errors.alreadySuspended": "CONFLICT",
  "users.errors.notSuspended": "CONFLICT",
  "users.errors.sameRole": "CONFLICT",
};

export function requireDone(change: AdminChange): void {
  if (!change.ok) throw new ApiError(CODES[change.reason], { messageKey: `admin:${change.reason}` });
}
