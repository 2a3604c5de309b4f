// What a domain function answers, in every area: its value, or a refusal
// saying what kind (an error code, from which both media take their status)
// and why (an i18n key; field errors for a form). Routes turn a refusal into
// an answer with one mapper per medium: `valueOrRefusal` for the JSON API
// (utils/api.server.ts) and `refusePage` for pages (utils/page-refusal.server.ts).
import type { ErrorCode } from "~/shared/error-codes";

export type Refusal = {
  ok: false;
  reason: ErrorCode;
  /** An i18n key saying why, when the code's default message does not. */
  messageKey?: string;
  /** Field path → i18n keys. */
  fields?: Record<string, string[]>;
  /** A limit refused it (RATE_LIMITED): when to try again, the answer's Retry-After. */
  retryAfterSeconds?: number;
};

export type Result<T = null> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function refuse(reason: ErrorCode, messageKey?: string, fields?: Record<string, string[]>): Refusal {
  return { ok: false, reason, ...(messageKey ? { messageKey } : {}), ...(fields ? { fields } : {}) };
}

/** Over a limit (models/write-limits.server.ts): 429, to be tried again in `retryAfterSeconds`. */
export function refuseOverLimit(messageKey: string, retryAfterSeconds: number): Refusal {
  return { ok: false, reason: "RATE_LIMITED", messageKey, retryAfterSeconds };
}
