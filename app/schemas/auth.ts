// Sign-in and registration, shared by the forms (conform) and the JSON API.
// Messages are i18n keys of the common namespace.
import * as z from "zod";
import { lineText, nameText, unicodeText } from "~/schemas/text";
import { SOCIAL_PROVIDERS } from "~/shared/roles";
import {
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "~/shared/constants";

const required = { error: "validation.required" } as const;

export const EmailSchema = lineText(required)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: "validation.email.tooLong" })
  .pipe(z.email({ error: "validation.email.invalid" }));

/** A new password. */
export const PasswordSchema = unicodeText(required)
  .min(PASSWORD_MIN_LENGTH, { error: "validation.password.tooShort" })
  .max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" });

export const NicknameSchema = nameText(required)
  .trim()
  .min(NICKNAME_MIN_LENGTH, { error: "validation.nickname.tooShort" })
  .max(NICKNAME_MAX_LENGTH, { error: "validation.nickname.tooLong" });

// Existing passwords are not held to today's minimum; the maximum bounds the KDF's work.
const CurrentPasswordSchema = unicodeText(required)
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" });

export const LoginSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
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

/** The JSON API's bodies (spec §7). */
const invalid = { error: "auth:validation.invalid" } as const;
/** Codes and tokens: printable ASCII. */
const opaque = (max: number) =>
  z
    .string(required)
    .min(1, required)
    .max(max, invalid)
    .regex(/^[\x20-\x7e]*$/, invalid);

export const ApiLoginSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });

/** The sign-up form's rules, the terms included (`agreeTerms: true`). */
export const ApiRegisterSchema = RegisterSchema.omit({ redirectTo: true });

/** `{email, password}` (spec §7), or the `pendingSignIn` of a 409 EXISTING_SESSION answer. */
export const ForceLoginSchema = z
  .object({
    email: EmailSchema.optional(),
    password: CurrentPasswordSchema.optional(),
    pendingSignIn: opaque(2048).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.pendingSignIn) return;
    if (!body.email) ctx.addIssue({ code: "custom", path: ["email"], message: "validation.required" });
    if (!body.password) ctx.addIssue({ code: "custom", path: ["password"], message: "validation.required" });
  });

export const CheckExistingSessionsSchema = z.object({ email: EmailSchema });

const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS, { error: "auth:validation.provider" });

const force = z.boolean(invalid).optional();

export const OAuthTokenSignInSchema = z.object({ provider: SocialProviderSchema, accessToken: opaque(4096), force });

export const OAuthCodeSignInSchema = z.object({ code: opaque(2048), state: opaque(512).optional(), force });
