// A flash message: an i18n key and its values, shown once.
import * as z from "zod";

/**
 * A button in the toast (issue 25: "undo" after an add). Without JavaScript it
 * is a form posted to `to` with `fields`; with it, a toast shown by the page
 * (app/components/toast-store.ts) may run a function instead.
 */
export const ToastActionSchema = z.object({
  /** The button's label: an i18n key. */
  key: z.string(),
  /** Where the form posts (an app path). */
  to: z.string().startsWith("/").optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["success", "error", "info", "warning"]).default("info"),
  /** An i18n key of the common namespace. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  action: ToastActionSchema.optional(),
});

export type Toast = z.output<typeof ToastSchema>;
export type ToastAction = z.output<typeof ToastActionSchema>;
