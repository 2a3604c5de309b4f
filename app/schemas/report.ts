// A report's form (issue 13), the same for a playlist, a comment and a
// shared lyrics line, on the pages and in the API. Messages are i18n keys.
import * as z from "zod";
import { multilineText } from "~/schemas/text";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from "~/shared/constants";

export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "common:report.validation.reason" }),
  details: multilineText({ error: "common:report.validation.detailsTooLong" })
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, { error: "common:report.validation.detailsTooLong" })
    .nullish()
    .transform((text) => text ?? ""),
});
