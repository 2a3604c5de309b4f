// The session of a token and its account, read on every signed-in request:
// through the plain-SQL read path (decision 072) rather than a Prisma query,
// which costs several times more CPU than the two indexed lookups themselves.
import type { Session, User } from "@prisma/client";
import { readUnique } from "~/utils/sqlite-reads.server";

export function findSessionWithUser(tokenHash: string): (Session & { user: User | null }) | null {
  const session = readUnique<Session>("Session", "tokenHash", tokenHash);
  if (!session) return null;
  return { ...session, user: session.userId ? readUnique<User>("User", "id", session.userId) : null };
}
