// What the admin area's models share: who acts, why a change was refused, and
// the dashboard's sessions figure.
import { prisma } from "~/db/client.server";
import { refuse, type Refusal, type Result } from "~/models/result";
import { countRows } from "~/models/row-count.server";
import { ONLINE_WINDOW_MS } from "~/shared/constants";
import type { ErrorCode } from "~/shared/error-codes";

/** Sessions (accounts and guests) seen within the last five minutes and still valid. */
export function countActiveSessions(now = new Date()) {
  return prisma.session.count({
    where: {
      revokedAt: null,
      expiresAt: { gt: now },
      lastSeenAt: { gte: new Date(now.getTime() - ONLINE_WINDOW_MS) },
    },
  });
}

export async function getDashboardCounts() {
  const [users, songs, sections, activeSessions] = await Promise.all([
    countRows("User"),
    countRows("Song"),
    countRows("Section"),
    countActiveSessions(),
  ]);
  return { users, songs, sections, activeSessions };
}

/** Why an admin change is refused (an i18n key of the admin namespace), and the kind of refusal it is. */
const ADMIN_REFUSALS = {
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
  "songs.errors.notFound": "NOT_FOUND",
} as const satisfies Record<string, ErrorCode>;

export function adminRefusal(why: keyof typeof ADMIN_REFUSALS): Refusal {
  return refuse(ADMIN_REFUSALS[why], `admin:${why}`);
}

export type AdminChange = Result<null>;
