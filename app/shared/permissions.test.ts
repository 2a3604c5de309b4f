import { describe, expect, test } from "vitest";
import { hasPermission, PERMISSIONS, ROLE_PERMISSIONS } from "./permissions";

describe("permissions", () => {
  test("a user has none; an admin all but managing admins; a super_admin all", () => {
    expect(ROLE_PERMISSIONS.user).toEqual([]);
    expect(ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS.filter((permission) => permission !== "users:manage-admins"));
    expect(ROLE_PERMISSIONS.super_admin).toEqual(PERMISSIONS);
  });

  test("the checks that were role comparisons answer as before: admins yes, everyone else no", () => {
    for (const permission of ["admin:view", "playlists:moderate", "reports:resolve"] as const) {
      expect([hasPermission("admin", permission), hasPermission("super_admin", permission)]).toEqual([true, true]);
      for (const role of ["user", null, undefined, "", "Admin", "guest"]) expect(hasPermission(role, permission)).toBe(false);
    }
  });
});
