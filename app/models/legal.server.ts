// The terms and the privacy policy: long texts kept in the server-only
// "legal" namespace and sent to the page already translated.
import * as z from "zod";
import { getEnv } from "~/env.server";
import { getLocale, i18nFor } from "~/i18n/i18next.server";
import type { Locale } from "~/shared/constants";

const LegalDocumentSchema = z.object({
  title: z.string(),
  updated: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
type Which = "terms" | "privacy";

/** Translated and checked once per language: the texts change only with a release. */
const documents = new Map<`${Locale}:${Which}`, LegalDocument>();

export async function loadLegalDocument(request: Request, which: Which): Promise<LegalDocument> {
  const locale = await getLocale(request);
  const key = `${locale}:${which}` as const;
  let document = documents.get(key);
  if (!document) {
    const t = i18nFor(locale).getFixedT(null, "legal");
    document = LegalDocumentSchema.parse(t(which, { returnObjects: true, contactEmail: getEnv().CONTACT_EMAIL }));
    documents.set(key, document);
  }
  return document;
}
