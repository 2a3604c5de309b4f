// The session of a token and its account, read on every signed-in request:
// through the plain-SQL read path (decision 072) rather than a Prisma query,
// which costs several times more CPU than the indexed lookup itself. One
// query: the session by its token, joined with its account.
import type { Session, User } from "@prisma/client";
import { readUniqueWithParent } from "~/db/reads.server";

export async function findSessionWithUser(tokenHash: string): Promise<(Session & { user: User | null }) | null> {
  const found = await readUniqueWithParent<Session, User>("Session", "tokenHash", tokenHash, { model: "User", foreignKey: "userId" });
  return found && { ...found.row, user: found.parent };
}
