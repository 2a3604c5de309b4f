// The browser's side of the sign-in and profile form schemas: each field's
// native constraints (from the spec's constants) and the message key the zod
// schema gives for breaking each one. Forms check fields with these while the
// user types, without zod or conform in the browser (decision 071); the zod
// schemas stay the server's judge. form-constraints.test.ts checks every
// constraint and message here against its schema.
import {
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "~/shared/constants";

export type ConstraintMessages = Partial<
  Record<"required" | "type" | "tooShort" | "tooLong" | "pattern" | "tooLarge", string>
>;

export interface FieldConstraints {
  type: "text" | "email" | "password" | "checkbox" | "file";
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A native `pattern` (the whole value must match). */
  pattern?: string;
  /** Files: the largest accepted size. */
  maxBytes?: number;
  messages: ConstraintMessages;
}

const REQUIRED = "validation.required";

export const EMAIL_FIELD: FieldConstraints = {
  type: "email",
  required: true,
  maxLength: EMAIL_MAX_LENGTH,
  messages: { required: REQUIRED, type: "validation.email.invalid", tooLong: "validation.email.tooLong" },
};

/** A password being chosen (registration, a new password). */
export const NEW_PASSWORD_FIELD: FieldConstraints = {
  type: "password",
  required: true,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  messages: { required: REQUIRED, tooShort: "validation.password.tooShort", tooLong: "validation.password.tooLong" },
};

/** An existing password: not held to today's minimum. */
export const CURRENT_PASSWORD_FIELD: FieldConstraints = {
  type: "password",
  required: true,
  maxLength: PASSWORD_MAX_LENGTH,
  messages: { required: REQUIRED, tooLong: "validation.password.tooLong" },
};

export const NICKNAME_FIELD: FieldConstraints = {
  type: "text",
  required: true,
  minLength: NICKNAME_MIN_LENGTH,
  maxLength: NICKNAME_MAX_LENGTH,
  messages: { required: REQUIRED, tooShort: "validation.nickname.tooShort", tooLong: "validation.nickname.tooLong" },
};

export const AGREE_TERMS_FIELD: FieldConstraints = {
  type: "checkbox",
  required: true,
  messages: { required: "validation.agreeTerms" },
};

export const USERNAME_FIELD: FieldConstraints = {
  type: "text",
  required: true,
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  // The server lower-cases first, so capitals are fine.
  pattern: "[A-Za-z0-9_]+",
  messages: {
    required: REQUIRED,
    tooShort: "profile:validation.username.length",
    tooLong: "profile:validation.username.length",
    pattern: "profile:validation.username.characters",
  },
};

export const EMAIL_NOTIFICATIONS_FIELD: FieldConstraints = { type: "checkbox", messages: {} };

export const PROFILE_IMAGE_FIELD: FieldConstraints = {
  type: "file",
  required: true,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  messages: { required: "profile:validation.image.required", tooLarge: "profile:validation.image.tooLarge" },
};

export const CONFIRM_PASSWORD_FIELD: FieldConstraints = {
  type: "password",
  required: true,
  messages: { required: REQUIRED },
};

/** Deleting the account: the address typed out (whether it matches, the server says). */
export const DELETE_CONFIRMATION_FIELD: FieldConstraints = {
  type: "text",
  required: true,
  messages: { required: "profile:validation.delete.mismatch" },
};

/** What the browser can hold against a value: the message key of the first constraint it breaks. */
export function constraintIssue(
  constraints: FieldConstraints,
  value: { text: string; checked?: boolean; fileBytes?: number | null; typeMismatch?: boolean },
): string | null {
  const { messages } = constraints;
  // The schemas trim texts before checking them; passwords are taken as typed.
  const text = constraints.type === "password" ? value.text : value.text.trim();
  const missing =
    constraints.type === "checkbox"
      ? !value.checked
      : constraints.type === "file"
        ? !value.fileBytes
        : text === "";
  if (missing) return constraints.required ? (messages.required ?? null) : null;
  if (constraints.minLength !== undefined && text.length < constraints.minLength) return messages.tooShort ?? null;
  if (constraints.maxLength !== undefined && text.length > constraints.maxLength) return messages.tooLong ?? null;
  if (value.typeMismatch) return messages.type ?? null;
  if (constraints.pattern && !new RegExp(`^(?:${constraints.pattern})$`).test(text)) return messages.pattern ?? null;
  if (constraints.maxBytes !== undefined && (value.fileBytes ?? 0) > constraints.maxBytes) {
    return messages.tooLarge ?? null;
  }
  return null;
}
