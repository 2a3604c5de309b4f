// The signed-in person as the browser sees it (spec §3 "User (client session)").
import type { Role, SessionProvider } from "~/shared/roles";

export interface Viewer {
  id: string;
  /** The nickname; null for a guest (the UI says "Guest"). */
  name: string | null;
  email: string | null;
  role: Role;
  provider: SessionProvider;
  profileImage: string | null;
  /** ISO time of this sign-in. */
  loginAt: string;
  updatedAt: string | null;
}

export function isGuest(viewer: Pick<Viewer, "provider"> | null | undefined): boolean {
  return viewer?.provider === "guest";
}
