// What the admin area's models share: who acts, why a change was refused, and
// the dashboard's sessions figure.
import { prisma } from "~/db.server";
import { countRows } from "~/models/row-count.server";
import { ONLINE_WINDOW_MS } from "~/shared/constants";

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

export type Actor = { id: string; role: string };

/** Why an admin change was refused: an i18n key of the admin namespace. */
export type AdminRefusal =
  | "users.errors.notFound"
  | "users.errors.self"
  | "users.errors.adminOnlyBySuperAdmin"
  | "users.errors.lastSuperAdmin"
  | "users.errors.alreadySuspended"
  | "users.errors.notSuspended"
  | "users.errors.sameRole"
  | "content.errors.notFound"
  | "content.errors.alreadyHidden"
  | "content.errors.notHidden"
  | "reports.errors.notFound"
  | "reports.errors.alreadyResolved"
  | "reports.errors.contentGone"
  | "concerts.errors.notFound";

export type AdminChange = { ok: true } | { ok: false; reason: AdminRefusal };
