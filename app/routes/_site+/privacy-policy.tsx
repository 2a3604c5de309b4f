import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal-document";
import { loadLegalDocument } from "~/models/legal.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ document: await loadLegalDocument(request, "privacy") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.document.title, data?.document.intro);

export default function PrivacyPolicy() {
  return <LegalDocumentView document={useLoaderData<typeof loader>().document} />;
}
