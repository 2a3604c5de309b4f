// Accounts: creation, password sign-in and profile reads.
import crypto from "node:crypto";
import type { User } from "@prisma/client";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "~/auth/password.server";
import { prisma } from "~/db.server";

const USERNAME_MIN = 3;
const USERNAME_BASE_MAX = 14;

export async function isEmailTaken(email: string): Promise<boolean> {
  return (await prisma.user.count({ where: { email } })) > 0;
}

/** A username from the e-mail's local part (a-z, 0-9, _), made unique with a number. */
export async function generateUsername(email: string): Promise<string> {
  let base = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, USERNAME_BASE_MAX);
  if (base.length < USERNAME_MIN) base = `fan${base}`.slice(0, USERNAME_BASE_MAX);
  let candidate = base;
  while (await prisma.user.findUnique({ where: { username: candidate }, select: { id: true } })) {
    candidate = `${base}_${crypto.randomInt(1000, 1_000_000)}`;
  }
  return candidate;
}

export async function createUserWithPassword(input: {
  email: string;
  password: string;
  nickname: string;
  role?: string;
}): Promise<User> {
  return prisma.user.create({
    data: {
      email: input.email,
      nickname: input.nickname,
      username: await generateUsername(input.email),
      role: input.role ?? "user",
      password: { create: { hash: await hashPassword(input.password) } },
    },
  });
}

/** The user whose password this is, or null; takes the same time either way. */
export async function verifyLogin(email: string, password: string): Promise<User | null> {
  const user = await prisma.user.findUnique({ where: { email }, include: { password: true } });
  if (!user?.password) {
    await verifyAgainstDummy(password);
    return null;
  }
  if (!(await verifyPassword(password, user.password.hash))) return null;
  const { password: _hash, ...rest } = user;
  return rest;
}

export async function getUserProfile(userId: string) {
  return prisma.user.findUnique({
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
      connections: { select: { provider: true }, orderBy: { createdAt: "asc" } },
    },
  });
}
