// The profile page's forms (spec §1 profile fields), shared by the browser
// (conform) and the server. Messages are i18n keys.
import * as z from "zod";
import { lineText, unicodeText } from "~/schemas/text";
import { NicknameSchema, PasswordSchema } from "~/schemas/auth";
import { PASSWORD_MAX_LENGTH, PROFILE_IMAGE_MAX_BYTES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "~/shared/constants";

const required = { error: "validation.required" } as const;

const UsernameSchema = z
  .string(required)
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN_LENGTH, { error: "profile:validation.username.length" })
  .max(USERNAME_MAX_LENGTH, { error: "profile:validation.username.length" })
  .regex(/^[a-z0-9_]+$/, { error: "profile:validation.username.characters" });

export const ProfileDetailsSchema = z.object({
  intent: z.literal("details"),
  nickname: NicknameSchema,
  username: UsernameSchema,
  emailNotifications: z.boolean().default(false),
});

/**
 * The browser's claim about the file (size, and the type from its name) for
 * instant feedback; the server decides from the bytes.
 */
export const ProfileImageSchema = z.object({
  intent: z.literal("image"),
  image: z
    .instanceof(File, { error: "profile:validation.image.required" })
    .refine((file) => file.size > 0, { error: "profile:validation.image.required" })
    .refine((file) => file.size <= PROFILE_IMAGE_MAX_BYTES, { error: "profile:validation.image.tooLarge" }),
});

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: unicodeText(required).max(PASSWORD_MAX_LENGTH, { error: "validation.password.tooLong" }),
    newPassword: PasswordSchema,
    confirmPassword: unicodeText(required),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    path: ["confirmPassword"],
    error: "profile:validation.password.mismatch",
  });

export const SignOutDeviceSchema = z.object({
  intent: z.literal("signOutDevice"),
  sessionId: lineText(required).max(100, required),
});

/** Deleting the account asks for the account's e-mail address, typed out. */
export function deleteAccountSchema(email: string) {
  return z.object({
    intent: z.literal("deleteAccount"),
    confirmation: z
      .string({ error: "profile:validation.delete.mismatch" })
      .trim()
      .refine((typed) => typed.toLowerCase() === email.toLowerCase(), { error: "profile:validation.delete.mismatch" }),
  });
}

const PROFILE_INTENTS = [
  "details",
  "image",
  "removeImage",
  "password",
  "signOutDevice",
  "signOutEverywhere",
  "deleteAccount",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/**
 * The profile's practice list page (`/profile?progressPage=2`, issue 28): pages beyond this are not
 * worth a request. Here, not in schemas/practice.ts: the browser loads that one on demand, and a
 * page importing it for its loader would then load it (and zod) first (docs/performance.md).
 */
export const ProgressPageSchema = z.object({
  progressPage: z.coerce
    .number({ error: "profile:progress.badPage" })
    .int({ error: "profile:progress.badPage" })
    .min(1, { error: "profile:progress.badPage" })
    .max(500, { error: "profile:progress.badPage" })
    .default(1),
});
