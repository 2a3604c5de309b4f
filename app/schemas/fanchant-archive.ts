// The fan-chant archive's search box and line actions (issue 12). Messages are
// i18n keys of the archive namespace.
import * as z from "zod";
import { lineText } from "~/schemas/text";
import { DATABASE_ID_MAX, SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";

const message = (key: string) => ({ error: `archive:validation.${key}` } as const);

/** Pages beyond this are not worth a request (offset pagination). */
const ARCHIVE_MAX_PAGE = 500;

export const PageSchema = z.coerce
  .number(message("page"))
  .int(message("page"))
  .min(1, message("page"))
  .max(ARCHIVE_MAX_PAGE, message("page"))
  .default(1);

export const ArchiveSearchSchema = z.object({
  q: lineText(message("query")).trim().max(SEARCH_QUERY_MAX_LENGTH, message("queryTooLong")).optional(),
  page: PageSchema,
});

const SectionIdField = z.coerce
  .number(message("line"))
  .int(message("line"))
  .positive(message("line"))
  .max(DATABASE_ID_MAX, message("line"));

/** The song page's buttons (copy, unshare, hide, unhide, report): one intent each, on one line. */
export const ArchiveLineSchema = z.object({ sectionId: SectionIdField });
