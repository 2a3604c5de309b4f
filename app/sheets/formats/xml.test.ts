import { describe, expect, it } from "vitest";
import { attribute, childElements, readXml, XML_NAMESPACE } from "./xml";

function root(source: string) {
  const result = readXml(source);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.root;
}

function refusal(source: string) {
  const result = readXml(source);
  if (result.ok) throw new Error("accepted");
  return result.error;
}

describe("the strict XML reader", () => {
  it("reads elements, attributes, text, entities and character references, with namespaces resolved", () => {
    const element = root(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<a xmlns="urn:a" xmlns:b="urn:b" b:x=\'1 &amp; 2\' xml:lang="ko">\n  <b:c y="&lt;&quot;&#x1F49C;&#10;">김 &amp; 이 &#54616;</b:c><d/>\n</a>\n',
    );
    expect([element.namespace, element.local, element.line]).toEqual(["urn:a", "a", 2 + 1]);
    expect(attribute(element, "urn:b", "x")).toBe("1 & 2");
    expect(attribute(element, XML_NAMESPACE, "lang")).toBe("ko");
    const [c, d] = childElements(element);
    expect([c!.namespace, c!.local, c!.line]).toEqual(["urn:b", "c", 4]);
    expect(attribute(c!, null, "y")).toBe('<"💜\n');
    expect(c!.children).toEqual([{ kind: "text", text: "김 & 이 하", line: 4 }]);
    expect([d!.namespace, d!.local, d!.children]).toEqual(["urn:a", "d", []]);
  });

  it.each([
    ["a DOCTYPE", '<!DOCTYPE tt [<!ENTITY x "y">]>\n<tt/>', 1, "xmlUnsupported"],
    ["CDATA", "<tt>\n<![CDATA[x]]></tt>", 2, "xmlUnsupported"],
    ["a processing instruction", "<tt>\n<?php echo 1 ?></tt>", 2, "xmlUnsupported"],
    ["an unknown entity", "<tt>\n&nbsp;</tt>", 2, "xmlEntity"],
    ["an ampersand alone", "<tt>\nA & B</tt>", 2, "xmlEntity"],
    ["a reference to nothing", "<tt>&#0;</tt>", 1, "xmlEntity"],
    ["crossed tags", "<tt>\n<p><span></p></span></tt>", 2, "xmlMismatch"],
    ["an unclosed root", "<tt>\n<p></p>", 1, "xmlUnclosed"],
    ["an unclosed comment", "<tt><!-- x </tt>", 1, "xmlUnclosed"],
    ["two roots", "<tt/>\n<tt/>", 2, "xmlSyntax"],
    ["text after the root", "<tt/>\nhello", 2, "xmlSyntax"],
    ["text before the root", "hello <tt/>", 1, "xmlSyntax"],
    ["an unquoted attribute", "<tt\n a=1/>", 2, "xmlSyntax"],
    ["a < in an attribute", '<tt a="<"/>', 1, "xmlSyntax"],
    ["a duplicate attribute", '<tt a="1"\n a="2"/>', 2, "xmlSyntax"],
    ["an undeclared prefix", "<tt>\n<x:p/></tt>", 2, "xmlNamespace"],
    ["an empty document", "  ", 1, "xmlSyntax"],
    ["a declaration not at the start", ' <?xml version="1.0"?><tt/>', 1, "xmlUnsupported"],
  ])("refuses %s, naming its line", (_, source, line, key) => {
    expect(refusal(source)).toMatchObject({ line, key });
  });
});
