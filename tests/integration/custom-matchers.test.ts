// The custom matchers themselves (tests/setup/custom-matchers.ts): each one
// fails when the response says something else, and says what it held.
import { json, redirect } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { fieldErrorsOf, typedValuesOf } from "../setup/replies";

/** The failure's message as a reader sees it, in one line without colours. */
const failureOf = async (assertion: () => unknown) => {
  try {
    await assertion();
  } catch (error) {
    return (error as Error).message.replace(/\u001b\[\d+m/g, "").replace(/\s+/g, " ");
  }
  throw new Error("the assertion passed");
};

describe("toHaveRedirect", () => {
  test("a 3xx with that Location, with the status when asked", async () => {
    expect(redirect("/admin/users/1")).toHaveRedirect();
    expect(redirect("/admin/users/1")).toHaveRedirect("/admin/users/1", { status: 302 });
    expect(redirect("/admin/login?redirectTo=%2Fadmin", 303)).toHaveRedirect(/^\/admin\/login(\?|$)/, { status: 303 });
    expect(json({})).not.toHaveRedirect();
    expect(await failureOf(() => expect(redirect("/")).toHaveRedirect("/admin"))).toMatch(/a redirect to "\/admin".*status 302 and Location "\/"/);
    expect(await failureOf(() => expect(redirect("/admin", 303)).toHaveRedirect("/admin", { status: 302 }))).toMatch(/with status 302.*status 303/);
    expect(await failureOf(() => expect(json({})).toHaveRedirect())).toMatch(/a redirect.*status 200 and Location null/);
    expect(await failureOf(() => expect(Promise.resolve(redirect("/"))).toHaveRedirect())).toMatch(/await the call first/);
  });
});

describe("toSendToast", () => {
  test("the __toast cookie's toast, matched on the fields given", async () => {
    const response = await redirectWithToast("/", { type: "success", key: "admin:user.done.suspend", values: { count: 2 } });
    await expect(response).toSendToast();
    await expect(response).toSendToast({ key: "admin:user.done.suspend" });
    await expect(response).toSendToast({ type: "success", key: "admin:user.done.suspend", values: { count: 2 } });
    expect(await failureOf(() => expect(response).toSendToast({ type: "error", key: "admin:user.done.suspend" }))).toMatch(/sent .*"type": "success"/s);
    await expect(redirect("/")).not.toSendToast();
    expect(await failureOf(() => expect(redirect("/", { headers: { "Set-Cookie": "__session=x" } })).toSendToast({ key: "a" }))).toMatch(
      /no __toast cookie with a toast \(cookies set: __session\)/,
    );
    await expect(json({}, { headers: await createToastHeaders({ key: "search:addTo.guest" }) })).toSendToast({ type: "info" });
  });
});

describe("toBeApiError", () => {
  const apiError = json({ error: { code: "VALIDATION_ERROR", message: "확인해 주세요", fields: { name: ["필수"], reason: ["짧음"] } } }, { status: 400 });

  test("the status, the code, and the fields by name or by content", async () => {
    await expect(apiError).toBeApiError(400, "VALIDATION_ERROR");
    await expect(apiError).toBeApiError(400, "VALIDATION_ERROR", ["name", "reason"]);
    await expect(apiError).toBeApiError(400, "VALIDATION_ERROR", { reason: ["짧음"] });
    await expect(apiError).not.toBeApiError(400, "VALIDATION_ERROR", ["name"]);
    await expect(apiError).not.toBeApiError(422, "VALIDATION_ERROR");
    await expect({ status: 404, headers: new Headers(), body: { error: { code: "NOT_FOUND", message: "없음" } } }).toBeApiError(404, "NOT_FOUND");
    expect(await failureOf(() => expect(json({ ok: true })).toBeApiError(403, "FORBIDDEN"))).toMatch(/the API error Object \{ "error": Object \{ "code": "FORBIDDEN", \}, "status": 403, \}; the response had status 200 and body Object \{ "ok": true, \}/);
    // The body is still there for the test to read.
    expect((await apiError.json()).error.code).toBe("VALIDATION_ERROR");
  });
});

describe("toHaveFieldErrors", () => {
  test("the field errors of a form's reply (a Response or its body), each field's messages exactly", async () => {
    const signIn = { intent: null, result: { status: "error", error: { "": ["auth:errors.invalidCredentials"], email: ["x"] } } };
    const admin = { intent: "suspend", result: { status: "error", error: { reason: ["common:validation.required"] }, initialValue: { reason: " " } } };
    await expect(signIn).toHaveFieldErrors({ "": ["auth:errors.invalidCredentials"] });
    await expect(json(admin, { status: 400 })).toHaveFieldErrors({ reason: ["common:validation.required"] });
    await expect(admin).not.toHaveFieldErrors({ reason: ["common:validation.required", "more"] });
    expect(await failureOf(() => expect(admin).toHaveFieldErrors({ values: ["x"] }))).toMatch(/include Object \{ "values": Array \[ "x", \], \}, but they were Object \{ "reason": Array \[ "common:validation.required", \], \}/);
    expect(await failureOf(() => expect({ ok: true }).toHaveFieldErrors({ a: ["b"] }))).toMatch(/holds no field errors/);
    expect(fieldErrorsOf(signIn)).toEqual({ "": ["auth:errors.invalidCredentials"], email: ["x"] });
    expect(typedValuesOf(admin)).toEqual({ reason: " " });
  });
});
