import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { LoginSchema, RegisterSchema } from "./auth";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const valid = { email: "Fan@Example.com ", password: "a".repeat(8), nickname: "팬", agreeTerms: "on" };

function registerErrors(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: RegisterSchema });
  return submission.status === "error" ? submission.error : null;
}

describe("RegisterSchema", () => {
  test("accepts the minimums and normalises the e-mail", () => {
    const submission = parseWithZod(form({ ...valid, nickname: "팬팬" }), { schema: RegisterSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toMatchObject({ email: "fan@example.com", nickname: "팬팬", agreeTerms: true });
    }
  });

  test("password: 7 characters is too short, 8 and 128 pass, 129 is too long", () => {
    expect(registerErrors({ ...valid, nickname: "팬팬", password: "a".repeat(7) })).toEqual({
      password: ["validation.password.tooShort"],
    });
    expect(registerErrors({ ...valid, nickname: "팬팬", password: "a".repeat(128) })).toBeNull();
    expect(registerErrors({ ...valid, nickname: "팬팬", password: "a".repeat(129) })).toEqual({
      password: ["validation.password.tooLong"],
    });
  });

  test("nickname: 1 character is too short, 2 and 20 pass, 21 is too long; spaces are trimmed", () => {
    expect(registerErrors(valid)).toEqual({ nickname: ["validation.nickname.tooShort"] });
    expect(registerErrors({ ...valid, nickname: "  팬  " })).toEqual({ nickname: ["validation.nickname.tooShort"] });
    expect(registerErrors({ ...valid, nickname: "가".repeat(20) })).toBeNull();
    expect(registerErrors({ ...valid, nickname: "가".repeat(21) })).toEqual({
      nickname: ["validation.nickname.tooLong"],
    });
  });

  test("missing fields are required; the terms must be accepted", () => {
    expect(registerErrors({})).toEqual({
      email: ["validation.required"],
      password: ["validation.required"],
      nickname: ["validation.required"],
      agreeTerms: ["validation.agreeTerms"],
    });
  });

  test("a malformed e-mail is refused", () => {
    expect(registerErrors({ ...valid, nickname: "팬팬", email: "not-an-email" })).toEqual({
      email: ["validation.email.invalid"],
    });
  });
});

describe("LoginSchema", () => {
  test("does not hold existing passwords to the new-password minimum", () => {
    const submission = parseWithZod(form({ email: "fan@example.com", password: "short" }), { schema: LoginSchema });
    expect(submission.status).toBe("success");
  });

  test("bounds the password length so the KDF cannot be made to work for long", () => {
    const submission = parseWithZod(form({ email: "fan@example.com", password: "a".repeat(129) }), {
      schema: LoginSchema,
    });
    expect(submission.status === "error" && submission.error).toEqual({ password: ["validation.password.tooLong"] });
  });
});
