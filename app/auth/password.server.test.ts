import { describe, expect, test } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server";

describe("password hashing", () => {
  test("a hash verifies its own password and no other", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterx", hash)).toBe(false);
  });

  test("the same password hashes differently each time (random salt)", async () => {
    expect(await hashPassword("same-password")).not.toBe(await hashPassword("same-password"));
  });

  test("a malformed stored hash never verifies", async () => {
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
    expect(await verifyPassword("anything", "bcrypt$1$2$3$4$5")).toBe(false);
  });

  test("Unicode passwords are normalised (NFKC) before hashing", async () => {
    const hash = await hashPassword("비밀번호①");
    expect(await verifyPassword("비밀번호1", hash)).toBe(true);
  });

  test("checking an unknown account still answers false", async () => {
    expect(await verifyAgainstDummy("whatever")).toBe(false);
  });
});
