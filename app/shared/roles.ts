// Roles and sign-in providers (spec §6), shared by server and client.

export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

const ADMIN_ROLES: readonly Role[] = ["admin", "super_admin"];

/**
 * Whether a role is one of the admin roles: a fact about an account (the
 * target of a change, say), or a hint for the UI (the header's admin link).
 * What someone may do is asked of `hasPermission` (shared/permissions.ts).
 */
export function isAdminRole(role: string | null | undefined): boolean {
  return ADMIN_ROLES.includes(role as Role);
}

export const SOCIAL_PROVIDERS = ["google", "naver", "kakao"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How a session was signed in; `guest` marks a browser-only session. */
const SESSION_PROVIDERS = ["password", ...SOCIAL_PROVIDERS, "guest"] as const;
export type SessionProvider = (typeof SESSION_PROVIDERS)[number];
