// The account lock: 15 minutes after 10 wrong passwords in a row, told the
// same way whether or not the password given during the lock is right.
import { afterEach, describe, expect, test, vi } from "vitest";
import { prisma } from "~/db/client.server";
import { action as adminLoginAction } from "~/routes/_admin+/admin_.login";
import { action as loginAction } from "~/routes/_auth+/auth.login";
import { ACCOUNT_LOCK_FAILED_ATTEMPTS, ACCOUNT_LOCK_MS } from "~/shared/constants";
import { fieldErrorsOf } from "../setup/replies";
import { callRoute, createUser } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

async function attempt(email: string, password: string, route: "login" | "admin" = "login") {
  const path = route === "login" ? "/auth/login" : "/admin/login";
  const action = route === "login" ? loginAction : adminLoginAction;
  const response = await callRoute(action, path, { form: { email, password } });
  const errors = response.status === 302 ? null : (fieldErrorsOf(await response.json())?.[""] ?? null);
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), errors };
}

describe("the account lock", () => {
  test("the spec's numbers", () => {
    expect(ACCOUNT_LOCK_FAILED_ATTEMPTS).toBe(10);
    expect(ACCOUNT_LOCK_MS).toBe(15 * 60_000);
  });

  test("ten wrong passwords in a row lock the account for 15 minutes, even against the right password", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    const { user, password } = await createUser();

    for (let i = 1; i < ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) {
      expect(await attempt(user.email, `wrong-${i}`)).toMatchObject({ status: 400, errors: ["auth:errors.invalidCredentials"] });
    }
    const tenth = await attempt(user.email, "wrong-10");
    expect(tenth).toEqual({ status: 429, retryAfter: "900", errors: ["auth:errors.accountLocked"] });

    // During the lock the answer is the same for the right and a wrong password.
    vi.setSystemTime(new Date("2026-11-21T10:14:00Z"));
    const right = await attempt(user.email, password);
    const wrong = await attempt(user.email, "still-wrong");
    expect(right).toEqual({ status: 429, retryAfter: "60", errors: ["auth:errors.accountLocked"] });
    expect(wrong).toEqual(right);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);

    // After 15 minutes the right password works and the count starts again.
    vi.setSystemTime(new Date("2026-11-21T10:15:00Z"));
    expect((await attempt(user.email, password)).status).toBe(302);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  test("a right password in between starts the count again", async () => {
    const { user, password } = await createUser();
    for (let i = 1; i < ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) await attempt(user.email, `wrong-${i}`);
    expect((await attempt(user.email, password)).status).toBe(302);
    await prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    for (let i = 1; i < ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) {
      expect((await attempt(user.email, `wrong-${i}`)).status).toBe(400);
    }
  });

  test("the admin login counts towards the same lock and tells it the same way", async () => {
    const { user, password } = await createUser({ role: "admin" });
    for (let i = 1; i <= ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) await attempt(user.email, `wrong-${i}`, "admin");
    expect(await attempt(user.email, password, "login")).toMatchObject({ status: 429, errors: ["auth:errors.accountLocked"] });
    expect(await attempt(user.email, password, "admin")).toMatchObject({ status: 429, errors: ["auth:errors.accountLocked"] });
  });

  test("unknown e-mails are never 'locked' and answer like a wrong password", async () => {
    for (let i = 0; i <= ACCOUNT_LOCK_FAILED_ATTEMPTS; i++) {
      expect(await attempt("nobody-here@example.com", `guess-${i}`)).toMatchObject({
        status: 400,
        errors: ["auth:errors.invalidCredentials"],
      });
    }
  });
});
