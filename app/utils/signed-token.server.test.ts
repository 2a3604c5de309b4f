import { afterEach, describe, expect, test, vi } from "vitest";
import * as z from "zod";
import { readSignedToken, signToken } from "./signed-token.server";

const Payload = z.object({ userId: z.string() });

afterEach(() => {
  vi.useRealTimers();
});

describe("signed tokens", () => {
  test("a token reads back as its payload", () => {
    const token = signToken("test", { userId: "u1" }, 60_000);
    expect(readSignedToken("test", token, Payload)).toMatchObject({ userId: "u1" });
  });

  test("a token made for another purpose is refused", () => {
    const token = signToken("pending-sign-in", { userId: "u1" }, 60_000);
    expect(readSignedToken("mock-oauth-code", token, Payload)).toBeNull();
  });

  test("a changed payload or signature is refused", () => {
    const token = signToken("test", { userId: "u1" }, 60_000);
    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ userId: "admin", exp: Date.now() + 60_000 })).toString("base64url");
    expect(readSignedToken("test", `${forged}.${signature}`, Payload)).toBeNull();
    expect(readSignedToken("test", `${body}.${signature!.slice(0, -2)}xx`, Payload)).toBeNull();
    expect(readSignedToken("test", `${body}`, Payload)).toBeNull();
    expect(readSignedToken("test", "", Payload)).toBeNull();
    expect(readSignedToken("test", null, Payload)).toBeNull();
  });

  test("an expired token is refused", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    const token = signToken("test", { userId: "u1" }, 5 * 60_000);
    vi.setSystemTime(new Date("2026-11-21T10:04:59Z"));
    expect(readSignedToken("test", token, Payload)).not.toBeNull();
    vi.setSystemTime(new Date("2026-11-21T10:05:00Z"));
    expect(readSignedToken("test", token, Payload)).toBeNull();
  });

  test("a payload that does not fit the schema is refused", () => {
    const token = signToken("test", { userId: 42 }, 60_000);
    expect(readSignedToken("test", token, Payload)).toBeNull();
  });
});
