// Accounts with known passwords for development and the end-to-end tests only.
// scripts/db-setup.ts creates them with --demo and removes them in production.
export const DEMO_ACCOUNTS = {
  fan: { email: "fan@example.com", password: "fanchant-demo", nickname: "데모팬", role: "user" },
  admin: { email: "admin@example.com", password: "fanchant-admin", nickname: "데모관리자", role: "admin" },
} as const;
