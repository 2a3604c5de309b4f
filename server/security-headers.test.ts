// Helmet's headers are worked out once and replayed: every answer must still
// get all of them, and a nonce of its own in the CSP and in res.locals.
import type { Response } from "express";
import { expect, test } from "vitest";
import type { Env } from "../app/env.server";
import { freshNonce, securityHeaders } from "./security-headers";

function answer(env: Partial<Env>) {
  const headers = new Map<string, string>([["x-powered-by", "Express"]]);
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let passed = false;
  securityHeaders(env as Env)({} as never, res as unknown as Response, () => (passed = true));
  expect(passed).toBe(true);
  return { headers, nonce: res.locals.cspNonce as string };
}

test("nonces: 16 random bytes each, none repeated across many draws from the CSPRNG", () => {
  const nonces = Array.from({ length: 1000 }, freshNonce);
  expect(new Set(nonces).size).toBe(1000);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
});

test("each answer: helmet's headers, and a nonce of its own in the CSP", () => {
  const first = answer({ secureCookies: false, NODE_ENV: "production" });
  const second = answer({ secureCookies: false, NODE_ENV: "production" });
  expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(second.nonce).not.toBe(first.nonce);
  for (const { headers, nonce } of [first, second]) {
    const csp = headers.get("content-security-policy")!;
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://www.youtube.com;`);
    expect(csp.match(/nonce-/g)).toHaveLength(1);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.has("strict-transport-security")).toBe(false);
    expect(headers.has("x-powered-by")).toBe(false);
  }
});

test("over https: HSTS and upgrade-insecure-requests", () => {
  const { headers } = answer({ secureCookies: true, NODE_ENV: "production" });
  expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(headers.get("content-security-policy")).toMatch(/;upgrade-insecure-requests$/);
});
