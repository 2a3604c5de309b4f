import type { LegalDocument } from "~/models/legal.server";

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="page page--narrow prose" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <p className="muted small">{document.updated}</p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
