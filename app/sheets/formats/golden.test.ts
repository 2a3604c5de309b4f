// The exact files we write for a small sheet, one per format (docs/sheet-formats.md shows the same).
import { describe, expect, it } from "vitest";
import type { ExportSheet } from "./common";
import { exportSheet, importSheet } from "./index";
import { expectSameSheet, romanizeOptions } from "./fixtures";

export const SMALL_SHEET: ExportSheet = {
  title: "Invented Song",
  artist: "Demo Boys",
  lines: [
    { start: 1, end: 3.5, text: "김남준!", part: "fans", romanization: null, spans: null },
    {
      start: 3.5,
      end: 6,
      text: "하나 둘 셋",
      part: "everyone",
      romanization: "hana, dul, set",
      spans: [
        { text: "하나 ", start: 3.5, end: 4, part: null },
        { text: "둘 ", start: 4.2, end: null, part: null },
        { text: "셋", start: 5, end: 5.8, part: "fans" },
      ],
    },
    { start: 7, end: 9.25, text: "우리 함께 <3", part: "artist", romanization: null, spans: null },
  ],
};

const LRC = `[ti:Invented Song]
[ar:Demo Boys]
[x-roman:Revised Romanization of Korean]
[00:01.00]김남준!
[00:01.00]gimnamjun!
[x-part:fans]
[00:03.50]하나 둘 셋
[00:03.50]hana, dul, set
[x-part:everyone]
[x-spans:<00:03.50>하나 <00:04.00><00:04.20>둘 <00:05.00>{v2}셋<00:05.80>]
[00:06.00]
[00:07.00]우리 함께 \\<3
[00:07.00]gaga gaga \\<3
[x-part:artist]
[00:09.25]
`;

const ELRC = `[ti:Invented Song]
[ar:Demo Boys]
[x-roman:Revised Romanization of Korean]
[00:01.00]v2: 김남준!
[00:01.00]v2: gimnamjun!
[00:03.50]v1000: <00:03.50>하나 <00:04.00><00:04.20>둘 <00:05.00>{v2}셋<00:05.80>
[00:03.50]v1000: hana, dul, set
[00:06.00]
[00:07.00]v1: 우리 함께 \\<3
[00:07.00]v1: gaga gaga \\<3
[00:09.25]
`;

const ROMAN = 'ttm:role="x-roman" xml:lang="ko-Latn" xml:scheme="Revised Romanization of Korean"';
const TTML = `<?xml version="1.0" encoding="UTF-8"?>
<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" xml:lang="ko">
  <head>
    <metadata>
      <ttm:title>Invented Song</ttm:title>
      <ttm:desc>Demo Boys</ttm:desc>
      <ttm:agent type="group" xml:id="v2"><ttm:name type="full">Fans</ttm:name></ttm:agent>
      <ttm:agent type="group" xml:id="v1"><ttm:name type="full">Demo Boys</ttm:name></ttm:agent>
      <ttm:agent type="group" xml:id="v1000"><ttm:name type="full">Everyone</ttm:name></ttm:agent>
    </metadata>
  </head>
  <body dur="00:00:09.250">
    <div>
      <p begin="00:00:01.000" end="00:00:03.500" ttm:agent="v2">김남준!<span ${ROMAN}>gimnamjun!</span></p>
      <p begin="00:00:03.500" end="00:00:06.000" ttm:agent="v1000"><span begin="00:00:03.500" end="00:00:04.000">하나</span> <span begin="00:00:04.200">둘</span> <span begin="00:00:05.000" end="00:00:05.800" ttm:agent="v2">셋</span><span ${ROMAN}>hana, dul, set</span></p>
      <p begin="00:00:07.000" end="00:00:09.250" ttm:agent="v1">우리 함께 &lt;3<span ${ROMAN}>gaga gaga &lt;3</span></p>
    </div>
  </body>
</tt>
`;

const VTT = `WEBVTT

NOTE
title: Invented Song
artist: Demo Boys
romanization: Revised Romanization of Korean (each cue's <c.roman> line)

1
00:00:01.000 --> 00:00:03.500
<v Fans>김남준!</v>
<c.roman>gimnamjun!</c>

2
00:00:03.500 --> 00:00:06.000
<v Everyone><c><00:00:03.500>하나 <00:00:04.000></c><c><00:00:04.200>둘 </c><c.fans><00:00:05.000>셋<00:00:05.800></c></v>
<c.roman>hana, dul, set</c>

3
00:00:07.000 --> 00:00:09.250
<v Artist>우리 함께 &lt;3</v>
<c.roman>gaga gaga &lt;3</c>
`;

describe.each([
  ["lrc", LRC],
  ["elrc", ELRC],
  ["ttml", TTML],
  ["vtt", VTT],
] as const)("the %s file of a small sheet", (format, expected) => {
  it("is exactly the documented text", () => {
    expect(exportSheet(format, SMALL_SHEET, romanizeOptions)).toBe(expected);
  });

  it("reads back as the sheet", () => {
    const result = importSheet(format, expected, romanizeOptions);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expectSameSheet(result.lines, SMALL_SHEET.lines);
  });
});
