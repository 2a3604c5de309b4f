// A small, strict XML reader for the part of XML that TTML files use (decision 132): elements,
// attributes, text, the five entities and character references, comments and the XML
// declaration, with namespaces resolved. Anything else (DOCTYPE, CDATA, processing
// instructions, unknown entities, broken nesting) is refused with the line it is on.

export const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";

export type XmlAttribute = { namespace: string | null; local: string; qualified: string; value: string };

export type XmlElement = {
  kind: "element";
  namespace: string | null;
  local: string;
  qualified: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
  /** The line of its start tag (1-based). */
  line: number;
};

export type XmlText = { kind: "text"; text: string; line: number };
export type XmlNode = XmlElement | XmlText;

/** Why a document was refused: an i18n key of `sheets:import.*` with its parameters. */
export type XmlError = { line: number; key: string; params?: Record<string, string> };

export type XmlResult = { ok: true; root: XmlElement } | { ok: false; error: XmlError };

class XmlFailure extends Error {
  constructor(readonly detail: XmlError) {
    super(detail.key);
  }
}

const NAME = /^[A-Za-z_\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*(?::[A-Za-z_\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*)?/;
/** Deeper than any TTML needs, and far from the call stack's limit. */
export const XML_MAX_DEPTH = 64;
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

export function attribute(element: XmlElement, namespace: string | null, local: string): string | null {
  return element.attributes.find((attr) => attr.namespace === namespace && attr.local === local)?.value ?? null;
}

export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => child.kind === "element");
}

export function readXml(source: string): XmlResult {
  const text = source.replace(/^\uFEFF/, "");
  let position = 0;
  let line = 1;

  const fail = (key: string, params?: Record<string, string>, at = line): never => {
    throw new XmlFailure({ line: at, key, params });
  };
  const advance = (count: number) => {
    for (let index = 0; index < count; index += 1) if (text.charCodeAt(position + index) === 10) line += 1;
    position += count;
  };
  const startsWith = (value: string) => text.startsWith(value, position);
  const skipSpace = () => {
    while (position < text.length && /[ \t\r\n]/.test(text[position]!)) advance(1);
  };

  const decode = (raw: string, startLine: number): string => {
    // The line of each reference itself, not of the text it is in, counted as the references go.
    let counted = 0;
    let at = startLine;
    return raw.replace(/&([^;&\s<]*);?/g, (whole: string, name: string, offset: number) => {
      for (; counted < offset; counted += 1) if (raw.charCodeAt(counted) === 10) at += 1;
      if (!whole.endsWith(";")) fail("xmlEntity", { entity: whole }, at);
      if (name.startsWith("#")) {
        const code = /^#x[0-9a-fA-F]+$/.test(name) ? parseInt(name.slice(2), 16) : /^#\d+$/.test(name) ? parseInt(name.slice(1), 10) : NaN;
        if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
          fail("xmlEntity", { entity: whole }, at);
        }
        return String.fromCodePoint(code);
      }
      const value = ENTITIES[name];
      if (value === undefined) fail("xmlEntity", { entity: whole }, at);
      return value!;
    });
  };

  const readName = (): string => {
    const match = NAME.exec(text.slice(position, position + 200));
    if (!match) fail("xmlSyntax");
    advance(match![0].length);
    return match![0];
  };

  /** Skips comments (and, before the root, the declaration); refuses what we do not read. */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (startsWith("<!--")) {
        const end = text.indexOf("-->", position + 4);
        if (end < 0) fail("xmlUnclosed", { name: "<!--" });
        advance(end + 3 - position);
      } else if (startsWith("<!DOCTYPE") || startsWith("<!doctype")) {
        fail("xmlUnsupported", { what: "<!DOCTYPE>" });
      } else if (startsWith("<![CDATA[")) {
        fail("xmlUnsupported", { what: "<![CDATA[" });
      } else if (startsWith("<?")) {
        fail("xmlUnsupported", { what: "<?…?>" });
      } else return;
    }
  };

  type Scope = Map<string, string | null>;

  const parseElement = (parentScope: Scope, depth: number): XmlElement => {
    const startLine = line;
    if (depth > XML_MAX_DEPTH) fail("xmlTooDeep", { max: String(XML_MAX_DEPTH) });
    if (!startsWith("<")) fail("xmlSyntax");
    advance(1);
    const qualified = readName();
    const rawAttributes: { name: string; value: string; line: number }[] = [];
    const names = new Set<string>();
    for (;;) {
      const before = position;
      skipSpace();
      if (startsWith("/>") || startsWith(">")) break;
      if (position === before) fail("xmlSyntax");
      const attrLine = line;
      const name = readName();
      skipSpace();
      if (!startsWith("=")) fail("xmlSyntax");
      advance(1);
      skipSpace();
      const quote = text[position];
      if (quote !== '"' && quote !== "'") fail("xmlSyntax");
      const end = text.indexOf(quote!, position + 1);
      if (end < 0) fail("xmlSyntax");
      const raw = text.slice(position + 1, end);
      if (raw.includes("<")) fail("xmlSyntax");
      advance(end + 1 - position);
      if (names.has(name)) fail("xmlSyntax", undefined, attrLine);
      names.add(name);
      // Attribute values normalise their whitespace characters to spaces (XML 1.0, 3.3.3).
      rawAttributes.push({ name, value: decode(raw.replace(/[\t\r\n]/g, " "), attrLine), line: attrLine });
    }
    const declares = rawAttributes.some((attr) => attr.name === "xmlns" || attr.name.startsWith("xmlns:"));
    const scope: Scope = declares ? new Map(parentScope) : parentScope;
    for (const attr of declares ? rawAttributes : []) {
      if (attr.name === "xmlns") scope.set("", attr.value === "" ? null : attr.value);
      else if (attr.name.startsWith("xmlns:")) scope.set(attr.name.slice(6), attr.value);
    }
    const resolve = (name: string, isAttribute: boolean, at: number): { namespace: string | null; local: string } => {
      const colon = name.indexOf(":");
      if (colon < 0) return { namespace: isAttribute ? null : (scope.get("") ?? null), local: name };
      const prefix = name.slice(0, colon);
      const local = name.slice(colon + 1);
      if (prefix === "xml") return { namespace: XML_NAMESPACE, local };
      if (prefix === "xmlns") return { namespace: XMLNS_NAMESPACE, local };
      const namespace = scope.get(prefix);
      if (namespace === undefined || namespace === null) fail("xmlNamespace", { prefix }, at);
      return { namespace: namespace!, local };
    };
    const name = resolve(qualified, false, startLine);
    const attributes: XmlAttribute[] = rawAttributes
      .filter((attr) => attr.name !== "xmlns" && !attr.name.startsWith("xmlns:"))
      .map((attr) => ({ ...resolve(attr.name, true, attr.line), qualified: attr.name, value: attr.value }));
    const element: XmlElement = { kind: "element", ...name, qualified, attributes, children: [], line: startLine };
    if (startsWith("/>")) {
      advance(2);
      return element;
    }
    advance(1);
    for (;;) {
      const textStart = position;
      const textLine = line;
      const next = text.indexOf("<", position);
      if (next < 0) fail("xmlUnclosed", { name: qualified }, startLine);
      const raw = text.slice(textStart, next);
      if (raw.includes("]]>")) fail("xmlSyntax");
      advance(next - position);
      if (raw !== "") element.children.push({ kind: "text", text: decode(raw, textLine), line: textLine });
      if (startsWith("</")) {
        const closeLine = line;
        advance(2);
        const closing = readName();
        skipSpace();
        if (!startsWith(">")) fail("xmlSyntax");
        advance(1);
        if (closing !== qualified) fail("xmlMismatch", { found: closing, expected: qualified }, closeLine);
        return element;
      }
      if (startsWith("<!--")) {
        const end = text.indexOf("-->", position + 4);
        if (end < 0) fail("xmlUnclosed", { name: "<!--" });
        advance(end + 3 - position);
        continue;
      }
      if (startsWith("<![CDATA[")) fail("xmlUnsupported", { what: "<![CDATA[" });
      if (startsWith("<!")) fail("xmlUnsupported", { what: "<!…>" });
      if (startsWith("<?")) fail("xmlUnsupported", { what: "<?…?>" });
      element.children.push(parseElement(scope, depth + 1));
    }
  };

  try {
    // The XML declaration, only at the very start.
    if (/^<\?xml[ \t\r\n?]/.test(text)) {
      const end = text.indexOf("?>");
      if (end < 0) fail("xmlUnclosed", { name: "<?xml" });
      advance(end + 2);
    }
    skipMisc();
    if (position >= text.length) fail("xmlSyntax");
    const root = parseElement(new Map(), 1);
    skipMisc();
    if (position < text.length) fail("xmlSyntax");
    return { ok: true, root };
  } catch (error) {
    if (error instanceof XmlFailure) return { ok: false, error: error.detail };
    throw error;
  }
}
