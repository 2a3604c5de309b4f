// What each role may do in the admin area, as data: every admin loader,
// action and admin API call asks `requirePermission` (auth/guards.server.ts)
// for one of these, and the UI only hides what the server would refuse.
import type { Role } from "~/shared/roles";

export const PERMISSIONS = [
  /** Open the admin area: dashboard, stats, lists. */
  "admin:view",
  "stats:view",
  "audit:view",
  "users:view",
  "users:suspend",
  /** Grant or remove admin and super_admin (and so change any role). */
  "users:manage-admins",
  "announcements:manage",
  "settings:manage",
  /** See private and hidden community playlists, hide and delete them, delete any comment, read and write any account's player playlist. */
  "playlists:moderate",
  /** Resolve reports; see and hide (or show again) the archive's lyrics lines. */
  "reports:resolve",
  "concerts:manage",
  /** Correct a catalogue song's title and artist (decision 130). */
  "catalogue:manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Who acts: an account and its role. Domain functions take it, so one function serves the owner, an admin and the audit log. */
export type Actor = { id: string; role: string };

const ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((permission) => permission !== "users:manage-admins");

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  admin: ADMIN_PERMISSIONS,
  super_admin: PERMISSIONS,
};

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
}
