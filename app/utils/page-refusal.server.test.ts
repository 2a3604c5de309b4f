// The one form convention and the pages' refusal mapper (decision 118): what a
// refused post and a domain refusal answer, with their exact statuses.
import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import * as z from "zod";
import { refuse } from "~/models/result";
import { repliedForm } from "~/shared/form-reply";
import { getToast } from "~/utils/toast.server";
import { formReply, runIntent } from "./forms.server";
import { refusePage, submissionRefusal } from "./page-refusal.server";

const Schema = z.object({ name: z.string({ error: "name.required" }), url: z.string().optional() });

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("__toast="))!.split(";")[0]!;
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

test("runIntent runs the posted intent's function; an unknown, missing or inherited name is a 400", async () => {
  const handlers = { save: () => new Response("saved") };
  expect(await (await runIntent(form({ intent: "save" }), handlers)).text()).toBe("saved");
  for (const fields of [{ intent: "erase" }, {}, { intent: "constructor" }, { intent: "toString" }] as Record<string, string>[]) {
    const response = await runIntent(form(fields), handlers);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ intent: null, result: { status: "error", error: { "": ["errors.400.body"] } } });
  }
  expect((await runIntent(form({ intent: "erase" }), handlers, () => new Response(null, { status: 303 }))).status).toBe(303);
});

test("a refused post answers 400 with the form's intent, the errors by field and what was typed", async () => {
  const submission = parseWithZod(form({ intent: "details", url: "https://example.com" }), { schema: Schema });
  const response = formReply("details", submission.reply());
  expect(response.status).toBe(400);
  const replied = repliedForm(await response.json(), "details");
  expect(replied?.errors("name")).toEqual(["name.required"]);
  expect(replied?.value("url")).toBe("https://example.com");
  expect(replied?.allErrors()).toEqual(["name.required"]);
  expect(repliedForm({ intent: "details", result: {} }, "other")).toBeNull();
  expect(repliedForm({ submissionFailed: "networkFailed" })).toBeNull();
});

test("a refusal's page answer takes its code's status: the error page, or back with a toast", async () => {
  expect((await refusePage(refuse("NOT_FOUND"), { as: "error-page" })).status).toBe(404);
  expect((await refusePage(refuse("FORBIDDEN"), { as: "error-page" })).status).toBe(403);

  const back = await refusePage(refuse("CONFLICT", "admin:users.errors.sameRole"), { as: "toast", back: "/admin/users/1" });
  expect([back.status, back.headers.get("Location")]).toEqual([303, "/admin/users/1"]);
  expect(await toastOf(back)).toMatchObject({ type: "error", key: "admin:users.errors.sameRole" });
  // Without a key of its own: the first field's message, else the code's default.
  const fields = await refusePage(refuse("VALIDATION_ERROR", undefined, { body: ["playlists:validation.commentLength"] }), {
    as: "toast",
    back: "/",
  });
  expect((await toastOf(fields))?.key).toBe("playlists:validation.commentLength");
  expect((await toastOf(await refusePage(refuse("NOT_FOUND"), { as: "toast", back: "/" })))?.key).toBe("api.errors.notFound");
  expect((await toastOf(await refusePage(refuse("NOT_FOUND"), { as: "toast", back: "/", toast: "archive:toast.lineGone" })))?.key).toBe(
    "archive:toast.lineGone",
  );
});

test("a refusal beside the form: its reason by the named field (else above the form), its fields beside theirs", async () => {
  const submission = parseWithZod(form({ intent: "addLink", name: "목록", url: "https://youtu.be/x" }), { schema: Schema });
  const byField = await refusePage(refuse("BAD_REQUEST", "playlists:errors.full"), { as: "form", intent: "addLink", submission, field: "url" });
  expect(byField.status).toBe(400);
  expect(repliedForm(await byField.json(), "addLink")?.errors("url")).toEqual(["playlists:errors.full"]);

  const above = await refusePage(refuse("CONFLICT", "admin:users.errors.lastSuperAdmin"), { as: "form", intent: "role", submission });
  expect(above.status).toBe(409);
  expect(repliedForm(await above.json(), "role")?.errors()).toEqual(["admin:users.errors.lastSuperAdmin"]);

  const withFields = await refusePage(refuse("VALIDATION_ERROR", undefined, { setlist: ["concerts:validation.songNotFound"] }), {
    as: "form",
    intent: "details",
    submission,
    extra: { youtubeId: "abcdefghijk" },
  });
  const body = await withFields.json();
  expect(body.youtubeId).toBe("abcdefghijk");
  expect(repliedForm(body, "details")?.errors("setlist")).toEqual(["concerts:validation.songNotFound"]);
  expect(repliedForm(body, "details")?.value("name")).toBe("목록");
});

test("a submission its schema refused, as a refusal: VALIDATION_ERROR with the field errors", () => {
  const submission = parseWithZod(form({}), { schema: Schema });
  expect(submissionRefusal(submission)).toEqual({ ok: false, reason: "VALIDATION_ERROR", fields: { name: ["name.required"] } });
});
