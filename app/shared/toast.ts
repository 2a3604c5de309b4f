// A flash message: an i18n key and its values, shown once.
import * as z from "zod";

export const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["success", "error", "info", "warning"]).default("info"),
  /** An i18n key of the common namespace. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type Toast = z.output<typeof ToastSchema>;
