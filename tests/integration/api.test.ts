import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { revokeSession, REVOKE_REASONS } from "~/auth/session.server";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { loader as unknownApiPath } from "~/routes/_api+/api.$";
import { requireApiSession, requireApiUser } from "~/auth/guards.server";
import { ApiError, apiRoute, readJson } from "~/utils/api.server";
import { context, sessionCookieFor, signedInUser } from "./helpers";

const Body = z.object({ name: z.string({ error: "validation.required" }).min(2, { error: "validation.nickname.tooShort" }) });

const echo = apiRoute(async ({ request }) => Response.json(await readJson(request, Body)));
const whoAmI = apiRoute(async ({ request }) => Response.json({ id: (await requireApiUser(request)).user.id }));

function post(body: BodyInit | null, headers: HeadersInit = { "Content-Type": "application/json" }) {
  return new Request("http://localhost/api/test", { method: "POST", body, headers });
}

const args = (request: Request) => ({ request, context: context(), params: {} });

async function errorOf(response: Response) {
  return { status: response.status, ...((await response.json()) as { error: Record<string, unknown> }) };
}

describe("readJson", () => {
  test("a valid body passes through the schema", async () => {
    const response = await echo(args(post(JSON.stringify({ name: "응원단" }))));
    expect(await response.json()).toEqual({ name: "응원단" });
  });

  test("invalid JSON is a 400 BAD_REQUEST", async () => {
    expect(await errorOf(await echo(args(post("{nope"))))).toEqual({
      status: 400,
      error: { code: "BAD_REQUEST", message: "요청 본문이 올바른 JSON이 아닙니다." },
    });
  });

  test("field errors are translated into the request's language", async () => {
    const english = (await localeCookie.serialize("en")).split(";")[0]!;
    const response = await echo(
      args(post(JSON.stringify({ name: 3 }), { "Content-Type": "application/json", Cookie: english })),
    );
    expect(await errorOf(response)).toEqual({
      status: 400,
      error: {
        code: "VALIDATION_ERROR",
        message: "Please check the values you sent.",
        fields: { name: ["This field is required."] },
      },
    });
  });

  test("a body over the limit is a 413, even without Content-Length", async () => {
    const huge = JSON.stringify({ name: "x".repeat(70 * 1024) });
    expect((await errorOf(await echo(args(post(huge))))).error.code).toBe("PAYLOAD_TOO_LARGE");
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/api/test", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect((await errorOf(await echo(args(chunked)))).status).toBe(413);
  });

  test("another content type is a 415", async () => {
    const response = await echo(args(post("name=x", { "Content-Type": "application/x-www-form-urlencoded" })));
    expect((await errorOf(response)).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("API sessions", () => {
  test("no session: 401 UNAUTHORIZED, 인증이 필요합니다", async () => {
    expect(await errorOf(await whoAmI(args(new Request("http://localhost/api/me"))))).toEqual({
      status: 401,
      error: { code: "UNAUTHORIZED", message: "인증이 필요합니다" },
    });
  });

  test("a Bearer token is accepted", async () => {
    const { user, token } = await signedInUser();
    const request = new Request("http://localhost/api/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(await (await whoAmI(args(request))).json()).toEqual({ id: user.id });
  });

  test("a session ended by a sign-in elsewhere: 401 SESSION_EXPIRED with the spec's message", async () => {
    const { token, session } = await signedInUser();
    await revokeSession(session.id, REVOKE_REASONS.replaced);
    const request = new Request("http://localhost/api/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(await errorOf(await whoAmI(args(request)))).toEqual({
      status: 401,
      error: { code: "SESSION_EXPIRED", message: "다른 기기에서 로그인하여 자동 로그아웃되었습니다." },
    });
  });

  test("a guest has a session but no account: 401 for account-only calls", async () => {
    const { cookie } = await sessionCookieFor(null);
    const request = new Request("http://localhost/api/me", { headers: { Cookie: cookie } });
    expect((await requireApiSession(request)).provider).toBe("guest");
    expect((await errorOf(await whoAmI(args(request)))).error.code).toBe("UNAUTHORIZED");
  });
});

test("an unknown /api path is a JSON 404", async () => {
  const response = await unknownApiPath(args(new Request("http://localhost/api/nope")));
  expect(await errorOf(response)).toEqual({ status: 404, error: { code: "NOT_FOUND", message: "찾을 수 없습니다." } });
});

test("an unexpected failure is logged and answered as JSON INTERNAL", async () => {
  const failing = apiRoute(() => {
    throw new Error("boom");
  });
  const logged: unknown[] = [];
  vi.mocked(console.error).mockImplementation((...a: unknown[]) => void logged.push(a));
  const response = await failing(args(new Request("http://localhost/api/x")));
  expect((await errorOf(response)).error.code).toBe("INTERNAL");
  expect(logged).toHaveLength(1);
});

test("ApiError carries extra members beside the error", async () => {
  const conflict = apiRoute(() => {
    throw new ApiError("EXISTING_SESSION", { extra: { hasExistingSessions: true } });
  });
  expect(await (await conflict(args(new Request("http://localhost/api/x")))).json()).toMatchObject({
    hasExistingSessions: true,
    error: { code: "EXISTING_SESSION" },
  });
});
