// Export then import gives the same sheet, in every format (issue 27: times within 10 ms, parts of
// lines and spans, spans and their times, hand romanisations; drafts come back as null).
import { describe, expect, it } from "vitest";
import { SheetLineSchema } from "~/schemas/sheet";
import { SHEET_FORMATS } from "~/sheets/constants";
import type { ExportLine } from "./common";
import { exportSheet, importSheet } from "./index";
import { expectSameSheet, fakeRomanize, romanizeOptions, TWENTY_LINE_SHEET, TWENTY_LINES } from "./fixtures";
import { childElements, readXml, attribute } from "./xml";
import { TTM_NAMESPACE, TTML_NAMESPACE } from "./ttml";
import { romanizeLyrics } from "~/player/model/romanize";

describe.each(SHEET_FORMATS)("the %s round trip of a 20-line sheet", (format) => {
  const file = exportSheet(format, TWENTY_LINE_SHEET, romanizeOptions);
  const result = importSheet(format, file, romanizeOptions);

  it("gives back every line: times within 10 ms, parts, spans, hand romanisations, drafts as null", () => {
    expect(result.ok, JSON.stringify(result.ok ? null : result.errors)).toBe(true);
    if (!result.ok) return;
    expectSameSheet(result.lines, TWENTY_LINES);
    for (const line of result.lines) expect(SheetLineSchema.safeParse(line).success).toBe(true);
  });

  it("writes the same file again from what it read", () => {
    if (!result.ok) throw new Error("import failed");
    const again = exportSheet(format, { ...TWENTY_LINE_SHEET, lines: result.lines as ExportLine[] }, romanizeOptions);
    expect(again).toBe(file);
  });

  it("writes the draft romanisation of a line without a correction into the file", () => {
    expect(file).toContain(fakeRomanize("반짝이는 별빛 아래 우리 함께"));
    expect(file).toContain("Kim Namjoon!");
  });

  it("keeps a romanisation that differs from the draft only by being the draft of other text", () => {
    const lines: ExportLine[] = [{ start: 1, end: 3, text: "김남준!", part: "fans", romanization: "gimnamjun", spans: null }];
    const back = importSheet(format, exportSheet(format, { title: "t", artist: "a", lines }, romanizeOptions), romanizeOptions);
    expect(back.ok && back.lines[0]!.romanization).toBe("gimnamjun");
  });

  it("reads lines given out of time order in time order", () => {
    const lines = [TWENTY_LINES[3]!, TWENTY_LINES[0]!, TWENTY_LINES[1]!];
    const back = importSheet(format, exportSheet(format, { title: "t", artist: "a", lines }, romanizeOptions), romanizeOptions);
    expect(back.ok).toBe(true);
    if (back.ok) expectSameSheet(back.lines, [TWENTY_LINES[0]!, TWENTY_LINES[1]!, TWENTY_LINES[3]!]);
  });

  it("keeps a line of exactly one second at one second after rounding", () => {
    const lines: ExportLine[] = [
      { start: 3.005, end: 4.005, text: "하나", part: "fans", romanization: null, spans: null },
      { start: 5.0006, end: 6.0005, text: "둘", part: "fans", romanization: null, spans: null },
    ];
    const back = importSheet(format, exportSheet(format, { title: "t", artist: "a", lines }, romanizeOptions), romanizeOptions);
    expect(back.ok, JSON.stringify(back)).toBe(true);
  });
});

describe("each exported file read on its own terms", () => {
  it("TTML: well-formed, tt in the TTML namespace, one agent per part used, 20 timed paragraphs", () => {
    const file = exportSheet("ttml", TWENTY_LINE_SHEET, romanizeOptions);
    const document = readXml(file);
    expect(document.ok).toBe(true);
    if (!document.ok) return;
    const root = document.root;
    expect([root.namespace, root.local]).toEqual([TTML_NAMESPACE, "tt"]);
    const [head, body] = childElements(root);
    expect(head!.local).toBe("head");
    const agents = childElements(childElements(head!)[0]!).filter((el) => el.namespace === TTM_NAMESPACE && el.local === "agent");
    expect(agents.map((agent) => agent.attributes.find((a) => a.local === "id")!.value).sort()).toEqual(["v1", "v1000", "v2", "v3"]);
    for (const agent of agents) expect(childElements(agent)[0]!.local).toBe("name");
    const paragraphs = childElements(childElements(body!)[0]!);
    expect(paragraphs).toHaveLength(20);
    for (const p of paragraphs) {
      expect(p.local).toBe("p");
      expect(attribute(p, null, "begin")).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(attribute(p, null, "end")).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(attribute(p, TTM_NAMESPACE, "agent")).toMatch(/^v(1|2|3|1000)$/);
      const roman = childElements(p).filter((el) => attribute(el, TTM_NAMESPACE, "role") === "x-roman");
      expect(roman).toHaveLength(1);
      expect(roman[0]!.attributes.find((a) => a.local === "scheme")!.value).toBe("Revised Romanization of Korean");
    }
  });

  it("WebVTT: a header, then 20 cues each with a timing line, no blank line and no --> inside a cue", () => {
    const file = exportSheet("vtt", TWENTY_LINE_SHEET, romanizeOptions);
    expect(file.startsWith("WEBVTT\n\n")).toBe(true);
    const blocks = file.trim().split(/\n\n+/).slice(1);
    const cues = blocks.filter((block) => !block.startsWith("NOTE"));
    expect(cues).toHaveLength(20);
    for (const cue of cues) {
      const [id, timing, ...payload] = cue.split("\n");
      expect(id).toMatch(/^\d+$/);
      expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(payload.join("\n")).not.toContain("-->");
      expect(payload[0]).toMatch(/^<v (Artist|Fans|Sing-along|Everyone)>/);
      expect(payload.join("\n")).toMatch(/<\/v>\n<c\.roman>[^<]*<\/c>$/);
    }
  });

  it.each(["lrc", "elrc"] as const)("%s: every line is a tag line: [mm:ss.xx] or [name:value]", (format) => {
    const file = exportSheet(format, TWENTY_LINE_SHEET, romanizeOptions);
    for (const line of file.trimEnd().split("\n")) expect(line).toMatch(/^\[(\d{2,}:\d{2}\.\d{2}|[a-z-]+:.*)\]/);
  });
});

describe.each(SHEET_FORMATS)("%s keeps awkward text and awkward timing", (format) => {
  const awkward = [
    "탭\t사이",
    "빈 줄\n\n사이\r\n윈도 줄바꿈",
    "끝 공백 \n다음 줄",
    "역슬래시 \\ 와 \\n 글자",
    "{} {v2} {bg} 중괄호",
    "<c.roman>가짜</c> </v> <v Fans> &amp; ]]> <![CDATA[",
    "[x-part:fans] 꺾쇠",
    "<00:01.00> 단어 시간처럼",
    "WEBVTT",
    "NOTE 메모처럼",
    "1",
    "👩‍💻 🇰🇷 💜 이모지",
  ];
  const lines: ExportLine[] = awkward.map((text, index) => ({
    start: 1 + index * 3,
    end: 3 + index * 3,
    text,
    part: "fans",
    romanization: index % 2 === 0 ? `${text} (rom)` : null,
    spans: null,
  }));
  lines.push({
    start: 100,
    end: 104,
    text: "{v2}<1> \\ 둘",
    part: "artist",
    romanization: null,
    spans: [
      { text: "{v2}", start: 100, end: 100.5, part: "fans" },
      { text: "<1> ", start: null, end: null, part: null },
      { text: "\\ ", start: null, end: null, part: "everyone" },
      { text: "둘", start: 102, end: 103, part: null },
    ],
  });

  it("brings every text, romanisation and span back exactly", () => {
    const result = importSheet(format, exportSheet(format, { title: "x", artist: "y", lines }, romanizeOptions), romanizeOptions);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expectSameSheet(result.lines, lines);
  });

  it("keeps lines that start together and lines that overlap", () => {
    const together: ExportLine[] = [
      { start: 1, end: 5, text: "노래", part: "artist", romanization: null, spans: null },
      { start: 1, end: 2.5, text: "김남준!", part: "fans", romanization: null, spans: null },
      { start: 3, end: 6, text: "떼창", part: "singalong", romanization: null, spans: null },
      { start: 8, end: 9, text: "모두", part: "everyone", romanization: null, spans: null },
    ];
    const result = importSheet(format, exportSheet(format, { title: "x", artist: "y", lines: together }, romanizeOptions), romanizeOptions);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expectSameSheet(result.lines, together);
  });
});

describe.each(SHEET_FORMATS)("%s with the app's own draft (es-hangul)", (format) => {
  it("brings drafts back as null and corrections as they were", () => {
    const options = { romanize: romanizeLyrics };
    const lines: ExportLine[] = [
      { start: 1, end: 3, text: "다 같이 소리 질러", part: "everyone", romanization: null, spans: null },
      { start: 3, end: 5, text: "호랑이\n나뭇잎", part: "singalong", romanization: null, spans: null },
      { start: 5, end: 7, text: "김남준!", part: "fans", romanization: "Kim Namjoon!", spans: null },
      { start: 7, end: 9, text: "Hello 응원단!", part: "artist", romanization: null, spans: null },
    ];
    const file = exportSheet(format, { title: "t", artist: "a", lines }, options);
    expect(file).toContain("da gachi sori jilleo");
    const result = importSheet(format, file, options);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expectSameSheet(result.lines, lines);
  });
});
