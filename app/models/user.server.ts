// Accounts: creation, password sign-in with the account lock, profile reads
// and edits, deletion.
import crypto from "node:crypto";
import type { Prisma, User } from "@prisma/client";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "~/auth/password.server";
import { prisma } from "~/db/client.server";
import { getSiteSetting } from "~/models/site-settings.server";
import { ACCOUNT_LOCK_FAILED_ATTEMPTS, ACCOUNT_LOCK_MS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "~/shared/constants";
import { isKnownPrismaError } from "~/db/prisma-errors";

/** Room for "_" and a six-digit number when the plain name is taken. */
const USERNAME_BASE_MAX = USERNAME_MAX_LENGTH - 7;

export async function isEmailTaken(email: string): Promise<boolean> {
  return (await prisma.user.count({ where: { email } })) > 0;
}

export async function isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
  const found = await prisma.user.findUnique({ where: { username }, select: { id: true } });
  return found !== null && found.id !== exceptUserId;
}

/** A username from the e-mail's local part (a-z, 0-9, _), made unique with a number. */
export async function generateUsername(email: string): Promise<string> {
  let base = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, USERNAME_BASE_MAX);
  if (base.length < USERNAME_MIN_LENGTH) base = `fan${base}`.slice(0, USERNAME_BASE_MAX);
  let candidate = base;
  while (await isUsernameTaken(candidate)) {
    candidate = `${base}_${crypto.randomInt(100_000, 1_000_000)}`;
  }
  return candidate;
}

/** The fields of the unique constraint a write broke (P2002, as the driver adapter reports it), or null. */
function uniqueViolation(error: unknown): string[] | null {
  if (!isKnownPrismaError(error) || error.code !== "P2002") return null;
  const meta = error.meta as
    | { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: unknown } } } }
    | undefined;
  const fields = meta?.target ?? meta?.driverAdapterError?.cause?.constraint?.fields;
  return Array.isArray(fields) ? fields.map(String) : [];
}

export async function createUserWithPassword(input: {
  email: string;
  password: string;
  nickname: string;
  role?: string;
}): Promise<User> {
  const hash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.user.create({
        data: {
          email: input.email,
          nickname: input.nickname,
          username: await generateUsername(input.email),
          role: input.role ?? "user",
          password: { create: { hash } },
        },
      });
    } catch (error) {
      // Two sign-ups whose e-mails share a local part may pick the same free username at once: pick again.
      if (attempt < 3 && uniqueViolation(error)?.includes("username")) continue;
      throw error;
    }
  }
}

export type Registration = { status: "created"; user: User } | { status: "emailTaken" } | { status: "signUpClosed" };

/**
 * Registration, for the form and the API alike. An e-mail registered by
 * another sign-up a moment earlier (two at once) is "taken", like one
 * registered long ago, never an error.
 */
export async function registerWithPassword(input: { email: string; password: string; nickname: string }): Promise<Registration> {
  if (!(await getSiteSetting("signUpOpen"))) return { status: "signUpClosed" };
  try {
    return { status: "created", user: await createUserWithPassword(input) };
  } catch (error) {
    if (uniqueViolation(error)?.includes("email")) return { status: "emailTaken" };
    throw error;
  }
}

export type PasswordCheck =
  | { status: "ok"; user: User }
  /** Unknown e-mail, an account without a password, or a wrong password: one answer for all. */
  | { status: "invalid" }
  /** Too many wrong passwords in a row; told whether or not this password was right. */
  | { status: "locked"; retryAfterSeconds: number };

/** Whether password sign-in is refused now (too many wrong passwords), and for how long. */
export function accountLock(user: { lockedUntil: Date | null }, now = Date.now()): { retryAfterSeconds: number } | null {
  if (!user.lockedUntil || user.lockedUntil.getTime() <= now) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil((user.lockedUntil.getTime() - now) / 1000)) };
}

async function checkAgainstAccount(
  user: (User & { password: { hash: string } | null }) | null,
  password: string,
): Promise<PasswordCheck> {
  if (!user?.password) {
    await verifyAgainstDummy(password);
    return { status: "invalid" };
  }
  const now = Date.now();
  // While locked the password is not even looked at, so the answer cannot tell whether it was right.
  const lock = accountLock(user, now);
  if (lock) return { status: "locked", ...lock };

  const { password: stored, ...account } = user;
  if (await verifyPassword(password, stored.hash)) {
    if (user.failedLoginCount > 0 || user.lockedUntil) {
      await prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
    }
    return { status: "ok", user: account };
  }
  const { failedLoginCount } = await prisma.user.update({
    where: { id: user.id },
    data: { failedLoginCount: { increment: 1 } },
    select: { failedLoginCount: true },
  });
  if (failedLoginCount < ACCOUNT_LOCK_FAILED_ATTEMPTS) return { status: "invalid" };
  await prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: new Date(now + ACCOUNT_LOCK_MS) } });
  return { status: "locked", retryAfterSeconds: ACCOUNT_LOCK_MS / 1000 };
}

/** Password sign-in (forms, admin login, the API): takes the same time for unknown e-mails. */
export async function checkPassword(email: string, password: string): Promise<PasswordCheck> {
  const user = await prisma.user.findUnique({ where: { email }, include: { password: true } });
  return checkAgainstAccount(user, password);
}

/** The current password of a signed-in account (changing it); counts towards the same lock. */
export async function checkPasswordOf(userId: string, password: string): Promise<PasswordCheck> {
  const user = await prisma.user.findUnique({ where: { id: userId }, include: { password: true } });
  return checkAgainstAccount(user, password);
}

export async function setPassword(userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await prisma.password.upsert({ where: { userId }, create: { userId, hash }, update: { hash } });
}

/** Suspended by an admin (issue 13): every way of signing in refuses the account. */
export async function markSignedIn(userId: string, db: Pick<Prisma.TransactionClient, "user"> = prisma): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
}

export async function getUserProfile(userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      username: true,
      nickname: true,
      role: true,
      profileImage: true,
      emailNotifications: true,
      createdAt: true,
      lastLoginAt: true,
      password: { select: { userId: true } },
      connections: { select: { provider: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!user) return null;
  const { password, connections, ...profile } = user;
  return {
    ...profile,
    hasPassword: password !== null,
    connectedProviders: connections.map((connection) => connection.provider),
  };
}

export async function updateProfileDetails(
  userId: string,
  details: { nickname: string; username: string; emailNotifications: boolean },
): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: details });
}

/** Removes the account and, through the schema's cascades, everything it owns (sessions included). */
export async function deleteUser(userId: string): Promise<void> {
  await prisma.user.delete({ where: { id: userId } });
}
