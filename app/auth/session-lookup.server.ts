// The session of a token and its account, read on every signed-in request:
// through the plain-SQL read path (decision 072) rather than a Prisma query,
// which costs several times more CPU than the two indexed lookups themselves.
import type { Session, User } from "@prisma/client";
import { readUnique } from "~/utils/reads.server";

export async function findSessionWithUser(tokenHash: string): Promise<(Session & { user: User | null }) | null> {
  const session = await readUnique<Session>("Session", "tokenHash", tokenHash);
  if (!session) return null;
  return { ...session, user: session.userId ? await readUnique<User>("User", "id", session.userId) : null };
}
