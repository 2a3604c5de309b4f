// The browser's native constraints must say what the zod schemas say: for
// each constraint, a value that breaks it gets the same message from both,
// and a good value passes both. Parsed as the server parses posts.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type * as z from "zod";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import {
  AGREE_TERMS_FIELD,
  CONFIRM_PASSWORD_FIELD,
  constraintIssue,
  CURRENT_PASSWORD_FIELD,
  DELETE_CONFIRMATION_FIELD,
  EMAIL_FIELD,
  EMAIL_NOTIFICATIONS_FIELD,
  NEW_PASSWORD_FIELD,
  NICKNAME_FIELD,
  PROFILE_IMAGE_FIELD,
  USERNAME_FIELD,
  type FieldConstraints,
} from "~/schemas/form-constraints";
import { ChangePasswordSchema, deleteAccountSchema, ProfileDetailsSchema, ProfileImageSchema } from "~/schemas/profile";

type Value = string | boolean | File;

interface Form {
  name: string;
  schema: z.ZodType;
  /** A post the schema accepts. */
  valid: Record<string, Value>;
  fields: Record<string, FieldConstraints>;
}

const ACCOUNT_EMAIL = "fan@example.com";

const FORMS: Form[] = [
  {
    name: "sign in",
    schema: LoginSchema,
    valid: { email: ACCOUNT_EMAIL, password: "x" },
    fields: { email: EMAIL_FIELD, password: CURRENT_PASSWORD_FIELD },
  },
  {
    name: "register",
    schema: RegisterSchema,
    valid: { email: ACCOUNT_EMAIL, nickname: "응원단장", password: "long-enough", agreeTerms: true },
    fields: { email: EMAIL_FIELD, nickname: NICKNAME_FIELD, password: NEW_PASSWORD_FIELD, agreeTerms: AGREE_TERMS_FIELD },
  },
  {
    name: "profile details",
    schema: ProfileDetailsSchema,
    valid: { intent: "details", nickname: "응원단장", username: "Fan_1", emailNotifications: true },
    fields: { nickname: NICKNAME_FIELD, username: USERNAME_FIELD, emailNotifications: EMAIL_NOTIFICATIONS_FIELD },
  },
  {
    name: "profile image",
    schema: ProfileImageSchema,
    valid: { intent: "image", image: new File([new Uint8Array(10)], "me.png", { type: "image/png" }) },
    fields: { image: PROFILE_IMAGE_FIELD },
  },
  {
    name: "change password",
    schema: ChangePasswordSchema,
    valid: { intent: "password", currentPassword: "old", newPassword: "long-enough", confirmPassword: "long-enough" },
    fields: {
      currentPassword: CURRENT_PASSWORD_FIELD,
      newPassword: NEW_PASSWORD_FIELD,
      confirmPassword: CONFIRM_PASSWORD_FIELD,
    },
  },
  {
    name: "delete account",
    schema: deleteAccountSchema(ACCOUNT_EMAIL),
    valid: { intent: "deleteAccount", confirmation: ACCOUNT_EMAIL },
    fields: { confirmation: DELETE_CONFIRMATION_FIELD },
  },
];

/** The server's verdict on one field: its first message, or null. */
function serverIssue(form: Form, field: string, value: Value | undefined): string | null {
  const data = new FormData();
  for (const [name, entry] of Object.entries({ ...form.valid, [field]: value })) {
    if (entry === undefined || entry === false) continue;
    data.append(name, entry === true ? "on" : entry);
  }
  const submission = parseWithZod(data, { schema: form.schema });
  if (submission.status === "success") return null;
  return submission.error?.[field]?.[0] ?? null;
}

/** What the browser sees of the same value. */
function browserIssue(constraints: FieldConstraints, value: Value | undefined): string | null {
  return constraintIssue(constraints, {
    text: typeof value === "string" ? value : "",
    checked: value === true,
    fileBytes: value instanceof File ? value.size : null,
    // The browser's own e-mail rule: something@something, as <input type=email> checks it.
    typeMismatch: constraints.type === "email" && typeof value === "string" && value !== "" && !/^[^@\s]+@[^@\s]+$/.test(value),
  });
}

/** Values that break each constraint a field has, with the message both sides must give. */
function breakingValues(constraints: FieldConstraints): Array<[string, Value | undefined]> {
  const { messages } = constraints;
  const cases: Array<[string, Value | undefined]> = [];
  if (constraints.required) cases.push([messages.required!, constraints.type === "checkbox" ? false : undefined]);
  if (constraints.required && constraints.type !== "checkbox" && constraints.type !== "file") {
    cases.push([messages.required!, ""]);
  }
  if (constraints.minLength !== undefined && constraints.minLength > 1) {
    cases.push([messages.tooShort!, "a".repeat(constraints.minLength - 1)]);
  }
  if (constraints.maxLength !== undefined) {
    const tooLong = constraints.type === "email" ? `${"a".repeat(constraints.maxLength)}@example.com` : "a".repeat(constraints.maxLength + 1);
    cases.push([messages.tooLong!, tooLong]);
  }
  if (messages.type) cases.push([messages.type, "not-an-email"]);
  if (constraints.pattern) cases.push([messages.pattern!, "with space"]);
  if (constraints.maxBytes !== undefined) {
    cases.push([messages.tooLarge!, new File([new Uint8Array(constraints.maxBytes + 1)], "big.png", { type: "image/png" })]);
  }
  return cases;
}

describe.each(FORMS)("$name", (form) => {
  test("the valid post passes on both sides", () => {
    for (const [field, constraints] of Object.entries(form.fields)) {
      expect(serverIssue(form, field, form.valid[field])).toBeNull();
      expect(browserIssue(constraints, form.valid[field])).toBeNull();
    }
  });

  test.each(Object.keys(form.fields))("%s: each broken constraint gets the schema's message", (field) => {
    const constraints = form.fields[field]!;
    for (const [message, value] of breakingValues(constraints)) {
      expect(browserIssue(constraints, value), `${field} = ${String(value)}`).toBe(message);
      expect(serverIssue(form, field, value), `${field} = ${String(value)}`).toBe(message);
    }
  });
});

test("every field has a message for each constraint it declares", () => {
  for (const form of FORMS) {
    for (const constraints of Object.values(form.fields)) {
      const { messages } = constraints;
      if (constraints.required) expect(messages.required).toBeTruthy();
      if (constraints.minLength !== undefined) expect(messages.tooShort).toBeTruthy();
      if (constraints.maxLength !== undefined) expect(messages.tooLong).toBeTruthy();
      if (constraints.pattern) expect(messages.pattern).toBeTruthy();
      if (constraints.maxBytes !== undefined) expect(messages.tooLarge).toBeTruthy();
      if (constraints.type === "email") expect(messages.type).toBeTruthy();
    }
  }
});
