// Page titles: each page's loader translates its title; the brand and the
// default description come from the root loader.
import type { MetaDescriptor } from "@remix-run/node";

type Match = { id: string; data: unknown };
type RootMeta = { siteName?: string; siteDescription?: string };

export function pageMeta(matches: Match[], title?: string | null, description?: string | null): MetaDescriptor[] {
  const root = (matches.find((match) => match.id === "root")?.data ?? {}) as RootMeta;
  const name = root.siteName ?? "FanChant";
  const content = description ?? root.siteDescription;
  return [
    { title: title ? `${title} · ${name}` : name },
    ...(content ? [{ name: "description", content }] : []),
  ];
}
