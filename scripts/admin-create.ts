// npm run admin:create -- <email> [--super]
// Makes the account an admin (creating it if needed) and prints a one-time
// password to sign in at /admin/login; change it after signing in.
import crypto from "node:crypto";
import { EmailSchema } from "../app/schemas/auth";

const args = process.argv.slice(2);
const email = EmailSchema.safeParse(args.find((arg) => !arg.startsWith("--")));
if (!email.success) {
  console.error("Usage: npm run admin:create -- <email> [--super]");
  process.exit(1);
}
const role = args.includes("--super") ? "super_admin" : "admin";

const { prisma } = await import("../app/db/client.server");
const { hashPassword } = await import("../app/auth/password.server");
const { createUserWithPassword } = await import("../app/models/user.server");
const { revokeAllSessions } = await import("../app/auth/session.server");
const { closePgPool } = await import("../app/db/pg-pool.server");

const password = crypto.randomBytes(12).toString("base64url");
const existing = await prisma.user.findUnique({ where: { email: email.data } });
if (existing) {
  const hash = await hashPassword(password);
  await prisma.user.update({
    where: { id: existing.id },
    data: { role, password: { upsert: { create: { hash }, update: { hash } } } },
  });
  await revokeAllSessions(existing.id, "PASSWORD_RESET");
} else {
  await createUserWithPassword({ email: email.data, password, nickname: "관리자", role });
}
await prisma.$disconnect();
// On PostgreSQL the read path's pool would keep the process alive.
await closePgPool();

console.log(`${existing ? "Updated" : "Created"} ${role} ${email.data}`);
console.log(`One-time password: ${password}`);
console.log("Sign in at /admin/login and change this password from your profile.");
