import crypto from "node:crypto";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  commitSessionCookie,
  createSession,
  hashToken,
  lookupSession,
  revokeAllSessions,
  revokeSession,
  REVOKE_REASONS,
} from "~/auth/session.server";
import { prisma } from "~/db/client.server";
import { createUserWithPassword } from "~/models/user.server";
import { SESSION_TTL_MS } from "~/shared/constants";

async function requestWithCookie(token: string) {
  const cookie = (await commitSessionCookie(token)).split(";")[0]!;
  return new Request("http://localhost/", { headers: { Cookie: cookie } });
}

async function newUser(email = `fan${Math.random()}@example.com`) {
  return createUserWithPassword({ email, password: "fanchant-test", nickname: "테스트" });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("sessions", () => {
  test("the database keeps only a hash of the token, which has at least 128 random bits", async () => {
    const user = await newUser();
    const { token, session } = await createSession({ userId: user.id, provider: "password", userAgent: "UA" });
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(session.tokenHash).toBe(hashToken(token));
    const rows = await prisma.$queryRawUnsafe<unknown[]>(`SELECT * FROM "Session"`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test("a session expires 30 days after sign-in and keeps the user agent", async () => {
    const user = await newUser();
    const before = Date.now();
    const { session } = await createSession({ userId: user.id, provider: "password", userAgent: "Mozilla/5.0 Test" });
    expect(session.expiresAt.getTime() - before).toBeGreaterThanOrEqual(SESSION_TTL_MS - 1000);
    expect(session.expiresAt.getTime() - before).toBeLessThanOrEqual(SESSION_TTL_MS + 1000);
    expect(session.userAgent).toBe("Mozilla/5.0 Test");
  });

  test("found by cookie and by Bearer token", async () => {
    const user = await newUser();
    const { token } = await createSession({ userId: user.id, provider: "password" });
    const byCookie = await lookupSession(await requestWithCookie(token));
    const byBearer = await lookupSession(
      new Request("http://localhost/api/x", { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(byCookie.status === "active" && byCookie.session.user?.id).toBe(user.id);
    expect(byBearer.status === "active" && byBearer.session.user?.id).toBe(user.id);
  });

  test("a tampered or unknown cookie is no session", async () => {
    const request = new Request("http://localhost/", { headers: { Cookie: "__session=forged" } });
    expect((await lookupSession(request)).status).toBe("none");
  });

  test("a Cookie header seen before is not verified again, but its session is still read from the database", async () => {
    const user = await newUser();
    const { token, session } = await createSession({ userId: user.id, provider: "password" });
    const request = await requestWithCookie(token);
    const again = () => new Request("http://localhost/", { headers: request.headers });
    const hmacs = vi.spyOn(crypto, "createHmac");
    expect((await lookupSession(request)).status).toBe("active");
    expect(hmacs).toHaveBeenCalledTimes(1);
    expect((await lookupSession(again())).status).toBe("active");
    expect(hmacs).toHaveBeenCalledTimes(1);
    await revokeSession(session.id, REVOKE_REASONS.logout);
    expect(await lookupSession(again())).toEqual({ status: "ended", reason: "LOGOUT" });
  });

  test("a cookie with another signature is no session, however often it is sent", async () => {
    const user = await newUser();
    const { token } = await createSession({ userId: user.id, provider: "password" });
    const signed = (await commitSessionCookie(token)).split(";")[0]!;
    const forged = `${signed.slice(0, signed.lastIndexOf(".") + 1)}${"A".repeat(43)}`;
    for (let i = 0; i < 2; i++) {
      const request = new Request("http://localhost/", { headers: { Cookie: forged } });
      expect((await lookupSession(request)).status).toBe("none");
    }
    expect((await lookupSession(await requestWithCookie(token))).status).toBe("active");
  });

  test("a Bearer token goes before a cookie seen before", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const cookieRequest = await requestWithCookie((await createSession({ userId: a.id, provider: "password" })).token);
    const { token: bearer } = await createSession({ userId: b.id, provider: "password" });
    expect((await lookupSession(cookieRequest)).status).toBe("active");
    const both = new Request("http://localhost/api/x", {
      headers: { Cookie: cookieRequest.headers.get("Cookie")!, Authorization: `Bearer ${bearer}` },
    });
    const found = await lookupSession(both);
    expect(found.status === "active" && found.session.userId).toBe(b.id);
  });

  test("last seen is written at most once a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-21T10:00:00Z");
    vi.setSystemTime(start);
    const user = await newUser();
    const { token, session } = await createSession({ userId: user.id, provider: "password" });
    const lastSeen = async () => (await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).lastSeenAt;

    vi.setSystemTime(new Date(start.getTime() + 59_999));
    await lookupSession(await requestWithCookie(token));
    expect(await lastSeen()).toEqual(start);

    vi.setSystemTime(new Date(start.getTime() + 60_000));
    await lookupSession(await requestWithCookie(token));
    expect(await lastSeen()).toEqual(new Date(start.getTime() + 60_000));

    vi.setSystemTime(new Date(start.getTime() + 90_000));
    await lookupSession(await requestWithCookie(token));
    expect(await lastSeen()).toEqual(new Date(start.getTime() + 60_000));
  });

  test("requests of one session arriving together touch it once", async () => {
    const user = await newUser();
    const { token, session } = await createSession({ userId: user.id, provider: "password" });
    const stale = new Date(Date.now() - 5 * 60_000);
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: stale } });
    const transactions = vi.spyOn(prisma, "$transaction");
    const requests = await Promise.all(Array.from({ length: 20 }, () => requestWithCookie(token)));
    const lookups = await Promise.all(requests.map((request) => lookupSession(request)));
    expect(lookups.every((result) => result.status === "active")).toBe(true);
    expect((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).lastSeenAt.getTime()).toBeGreaterThan(stale.getTime());
    expect(transactions).toHaveBeenCalledTimes(1);
  });

  test("an expired session has ended", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-01T00:00:00Z"));
    const user = await newUser();
    const { token } = await createSession({ userId: user.id, provider: "password" });
    vi.setSystemTime(new Date(Date.now() + SESSION_TTL_MS));
    expect(await lookupSession(await requestWithCookie(token))).toEqual({ status: "ended", reason: null });
  });

  test("a revoked session has ended, with its reason", async () => {
    const user = await newUser();
    const { token, session } = await createSession({ userId: user.id, provider: "password" });
    await revokeSession(session.id, REVOKE_REASONS.replaced);
    expect(await lookupSession(await requestWithCookie(token))).toEqual({
      status: "ended",
      reason: "SESSION_EXPIRED",
    });
  });

  test("revokeAllSessions ends every live session of one account only", async () => {
    const [a, b] = [await newUser(), await newUser()];
    await createSession({ userId: a.id, provider: "password" });
    await createSession({ userId: a.id, provider: "password" });
    const other = await createSession({ userId: b.id, provider: "password" });
    expect(await revokeAllSessions(a.id, REVOKE_REASONS.logoutAll)).toBe(2);
    expect((await lookupSession(await requestWithCookie(other.token))).status).toBe("active");
  });

  test("a guest session has no user", async () => {
    const { token } = await createSession({ userId: null, provider: "guest" });
    const found = await lookupSession(await requestWithCookie(token));
    expect(found.status === "active" && found.session).toMatchObject({ provider: "guest", user: null });
  });
});
