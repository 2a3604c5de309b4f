// Figures for the admin dashboard.
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
