// The search box on /search (issue 11): a GET form, so every result page has a
// URL. Shared by the page's loader and the form (conform). Messages are i18n keys.
import * as z from "zod";
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from "~/shared/constants";

const message = (key: string) => ({ error: `search:validation.${key}` } as const);

/** Result pages beyond this are not worth a request. */
const SEARCH_MAX_PAGE = 500;

export const SearchFormSchema = z.object({
  q: z.string(message("query")).trim().max(SEARCH_QUERY_MAX_LENGTH, message("queryTooLong")).optional(),
  type: z.enum(SEARCH_TYPES, message("type")).optional(),
  page: z.coerce
    .number(message("page"))
    .int(message("page"))
    .min(1, message("page"))
    .max(SEARCH_MAX_PAGE, message("page"))
    .default(1),
});
