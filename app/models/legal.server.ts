// The terms and the privacy policy: long texts kept in the server-only
// "legal" namespace and sent to the page already translated.
import * as z from "zod";
import { getEnv } from "~/env.server";
import { getFixedT } from "~/i18n/i18next.server";

const LegalDocumentSchema = z.object({
  title: z.string(),
  updated: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export async function loadLegalDocument(request: Request, which: "terms" | "privacy"): Promise<LegalDocument> {
  const t = await getFixedT(request, "legal");
  return LegalDocumentSchema.parse(
    t(which, { returnObjects: true, contactEmail: getEnv().CONTACT_EMAIL }),
  );
}
