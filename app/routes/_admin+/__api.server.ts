// The admin JSON API's answer to a refused change (models' AdminRefusal, a concert's refusal).
import type { AdminChange, AdminRefusal } from "~/models/admin.server";
import type { ConcertResult } from "~/models/concert.server";
import { ApiError, type ApiErrorCode } from "~/utils/api.server";

const CODES: Record<AdminRefusal, ApiErrorCode> = {
  "users.errors.notFound": "NOT_FOUND",
  "users.errors.self": "FORBIDDEN",
  "users.errors.adminOnlyBySuperAdmin": "FORBIDDEN",
  "users.errors.lastSuperAdmin": "CONFLICT",
  "users.errors.alreadySuspended": "CONFLICT",
  "users.errors.notSuspended": "CONFLICT",
  "users.errors.sameRole": "CONFLICT",
  "content.errors.notFound": "NOT_FOUND",
  "content.errors.alreadyHidden": "CONFLICT",
  "content.errors.notHidden": "CONFLICT",
  "reports.errors.notFound": "NOT_FOUND",
  "reports.errors.alreadyResolved": "CONFLICT",
  "reports.errors.contentGone": "CONFLICT",
  "concerts.errors.notFound": "NOT_FOUND",
};

export function requireDone(change: AdminChange): void {
  if (!change.ok) throw new ApiError(CODES[change.reason], { messageKey: `admin:${change.reason}` });
}

export function requireConcertDone<T>(result: ConcertResult<T>): T {
  if (result.ok) return result.value;
  if (result.reason === "NOT_FOUND") throw new ApiError("NOT_FOUND", { messageKey: "admin:concerts.errors.notFound" });
  throw new ApiError("VALIDATION_ERROR", { fields: result.fields });
}
