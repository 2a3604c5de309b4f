// Sign-in and registration, shared by the forms (conform) and the JSON API.
// Messages are i18n keys of the common namespace.
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "~/shared/constants";

const required = { error: "validation.required" } as const;

export const EmailSchema = z
  .string(required)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: "validation.email.tooLong" })
  .pipe(z.email({ error: "validation.email.invalid" }));

/** A new password. */
export const PasswordSchema = z
  .string(required)
  .min(PASSWORD_MIN_LENGTH, { error: "validation.password.tooShort" })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" });

export const NicknameSchema = z
  .string(required)
  .trim()
  .min(NICKNAME_MIN_LENGTH, { error: "validation.nickname.tooShort" })
  .max(NICKNAME_MAX_LENGTH, { error: "validation.nickname.tooLong" });

export const LoginSchema = z.object({
  email: EmailSchema,
  // Existing passwords are not held to today's minimum; the maximum bounds the KDF's work.
  password: z.string(required).max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" }),
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  nickname: NicknameSchema,
  agreeTerms: z
    .boolean({ error: "validation.agreeTerms" })
    .refine((agreed) => agreed, { error: "validation.agreeTerms" }),
  redirectTo: z.string().optional(),
});
