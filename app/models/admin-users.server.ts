// Accounts as admins see and change them (issue 13): the list, one account's
// page, suspension and roles. Each change writes its audit entry in the same
// transaction; the rules of who may change whose role are here, not in routes.
import { prisma } from "~/db/client.server";
import { lockSuperAdmins, writeTransaction } from "~/db/write-locks.server";
import { REVOKE_REASONS } from "~/auth/session.server";
import { adminRefusal, type AdminChange } from "~/models/admin.server";
import type { Actor } from "~/shared/permissions";
import { ok } from "~/models/result";
import { recordAudit } from "~/models/audit-log.server";
import { adminPageOfIds, containsText, inIdOrder } from "~/models/admin-search.server";
import { SIGN_IN_HISTORY_LIMIT } from "~/shared/constants";
import { hasPermission } from "~/shared/permissions";
import { isAdminRole, type Role } from "~/shared/roles";
import type { USER_PROVIDER_FILTERS } from "~/shared/admin";

export type UserProviderFilter = (typeof USER_PROVIDER_FILTERS)[number];

export type UserListFilters = { q?: string; role?: Role; provider?: UserProviderFilter; page: number };

export async function listUsers(filters: UserListFilters) {
  const q = filters.q?.trim();
  const { ids, hasNext } = await adminPageOfIds<string>({
    select: `u."id"`,
    from: `"User" u`,
    conditions: [
      q && containsText([`u."email"`, `u."nickname"`], q),
      filters.role && { sql: `u."role" = ?`, params: [filters.role] },
      filters.provider === "password"
        ? { sql: `EXISTS (SELECT 1 FROM "Password" p WHERE p."userId" = u."id")`, params: [] }
        : filters.provider && {
            sql: `EXISTS (SELECT 1 FROM "Connection" c WHERE c."userId" = u."id" AND c."provider" = ?)`,
            params: [filters.provider],
          },
    ],
    orderBy: `u."createdAt" DESC, u."id" DESC`,
    page: filters.page,
  });
  const found = await prisma.user.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      email: true,
      nickname: true,
      role: true,
      createdAt: true,
      lastLoginAt: true,
      suspendedAt: true,
      password: { select: { userId: true } },
      connections: { select: { provider: true } },
    },
  });
  return {
    users: inIdOrder(found, ids).map(({ password, connections, ...user }) => ({
      ...user,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      suspendedAt: user.suspendedAt?.toISOString() ?? null,
      providers: [...(password ? ["password"] : []), ...connections.map((connection) => connection.provider)],
    })),
    page: filters.page,
    hasNext,
  };
}

/** One account for its admin page: details, content counts and the latest sign-ins. */
export async function getAdminUser(userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      username: true,
      nickname: true,
      role: true,
      createdAt: true,
      lastLoginAt: true,
      suspendedAt: true,
      suspendedReason: true,
      password: { select: { userId: true } },
      connections: { select: { provider: true } },
    },
  });
  if (!user) return null;
  // Counted one table at a time through each table's userId index: Prisma's `_count` grouped
  // the whole table by user first (75 ms on a million sections, decision 117).
  const where = { where: { userId } };
  const [sections, plays, playlistSongs] = await Promise.all([
    prisma.section.count(where),
    prisma.playHistory.count(where),
    prisma.playerPlaylistSong.count(where),
  ]);
  const sessions = await prisma.session.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SIGN_IN_HISTORY_LIMIT,
    select: { id: true, provider: true, userAgent: true, createdAt: true, lastSeenAt: true, revokedAt: true, revokedReason: true },
  });
  const { password, connections, ...details } = user;
  return {
    ...details,
    createdAt: details.createdAt.toISOString(),
    lastLoginAt: details.lastLoginAt?.toISOString() ?? null,
    suspendedAt: details.suspendedAt?.toISOString() ?? null,
    providers: [...(password ? ["password"] : []), ...connections.map((connection) => connection.provider)],
    counts: { sections, plays, playlistSongs },
    signIns: sessions.map((session) => ({
      ...session,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
    })),
  };
}

/** Only a super_admin acts on an admin's or super_admin's account; nobody on their own. */
function mayActOn(actor: Actor, target: { id: string; role: string }): AdminChange {
  if (actor.id === target.id) return adminRefusal("users.errors.self");
  if (isAdminRole(target.role) && !hasPermission(actor.role, "users:manage-admins")) {
    return adminRefusal("users.errors.adminOnlyBySuperAdmin");
  }
  return ok(null);
}

/** Suspends the account: every session revoked at once (the next request is signed out), sign-in refused. */
export async function suspendUser(actor: Actor, userId: string, reason: string): Promise<AdminChange> {
  return prisma.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true, suspendedAt: true } });
    if (!target) return adminRefusal("users.errors.notFound");
    const allowed = mayActOn(actor, target);
    if (!allowed.ok) return allowed;
    if (target.suspendedAt) return adminRefusal("users.errors.alreadySuspended");
    const now = new Date();
    await tx.user.update({ where: { id: userId }, data: { suspendedAt: now, suspendedReason: reason } });
    const { count } = await tx.session.updateMany({
      where: { userId, revokedAt: null },
      data: { revokedAt: now, revokedReason: REVOKE_REASONS.suspended },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.suspend",
      targetType: "user",
      targetId: userId,
      before: { suspended: false },
      after: { suspended: true, reason, sessionsRevoked: count },
    });
    return ok(null);
  });
}

export async function unsuspendUser(actor: Actor, userId: string): Promise<AdminChange> {
  return prisma.$transaction(async (tx) => {
    const target = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, role: true, suspendedAt: true, suspendedReason: true },
    });
    if (!target) return adminRefusal("users.errors.notFound");
    const allowed = mayActOn(actor, target);
    if (!allowed.ok) return allowed;
    if (!target.suspendedAt) return adminRefusal("users.errors.notSuspended");
    await tx.user.update({ where: { id: userId }, data: { suspendedAt: null, suspendedReason: null } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.unsuspend",
      targetType: "user",
      targetId: userId,
      before: { suspended: true, reason: target.suspendedReason },
      after: { suspended: false },
    });
    return ok(null);
  });
}

/**
 * Changes a role. Only a super_admin grants or removes admin and super_admin
 * (which, with only three roles, is every change); nobody changes their own;
 * the last super_admin stays one, also when two change roles at once.
 */
export async function changeUserRole(actor: Actor, userId: string, role: Role): Promise<AdminChange> {
  if (!hasPermission(actor.role, "users:manage-admins")) return adminRefusal("users.errors.adminOnlyBySuperAdmin");
  return writeTransaction(async (tx) => {
    // Two super_admins demoting each other at once: the second waits here, then counts the
    // one left (decision 128). SQLite runs one at a time.
    await lockSuperAdmins(tx);
    const target = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
    if (!target) return adminRefusal("users.errors.notFound");
    const allowed = mayActOn(actor, target);
    if (!allowed.ok) return allowed;
    if (target.role === role) return adminRefusal("users.errors.sameRole");
    if (target.role === "super_admin" && (await tx.user.count({ where: { role: "super_admin" } })) <= 1) {
      return adminRefusal("users.errors.lastSuperAdmin");
    }
    // The actor as now, not as when the request began: demoted by another super_admin meanwhile, refused.
    const current = await tx.user.findUnique({ where: { id: actor.id }, select: { role: true } });
    if (!current || !hasPermission(current.role, "users:manage-admins")) return adminRefusal("users.errors.adminOnlyBySuperAdmin");
    await tx.user.update({ where: { id: userId }, data: { role } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.role",
      targetType: "user",
      targetId: userId,
      before: { role: target.role },
      after: { role },
    });
    return ok(null);
  });
}
