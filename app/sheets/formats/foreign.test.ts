// Files written by other tools (hand-written here in their styles): what we read from them.
import { describe, expect, it } from "vitest";
import { importSheet } from "./index";
import { romanizeOptions } from "./fixtures";
import { parseTtmlTime } from "./ttml";

function lines(format: Parameters<typeof importSheet>[0], text: string) {
  const result = importSheet(format, text, romanizeOptions);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.lines;
}

describe("an LRC from an LRC maker", () => {
  const file = [
    "[ti:Invented Song]",
    "[ar:Demo Girls]",
    "[by:SomeLrcMaker]",
    "[length:03:10]",
    "[offset:+500]",
    "",
    "[00:10.50]김남준!",
    "[00:13.00] 하나 둘 셋 ",
    "[00:15.2]다 같이",
    "[00:18.00]",
    "[00:20.00][00:40.00]반복하는 구간",
    "[00:25:50]콜론으로 쓴 백분의 일초",
  ].join("\r\n");

  it("honours [offset:+500]: every time 0.5 s sooner", () => {
    const read = lines("lrc", file);
    expect(read.map((line) => [line.start, line.end, line.text])).toEqual([
      [10, 12.5, "김남준!"],
      [12.5, 14.7, "하나 둘 셋"],
      [14.7, 17.5, "다 같이"],
      [19.5, 25, "반복하는 구간"],
      [25, 39.5, "콜론으로 쓴 백분의 일초"],
      [39.5, 42.5, "반복하는 구간"],
    ]);
    expect(read.every((line) => line.part === "singalong" && line.romanization === null && line.spans === null)).toBe(true);
  });

  it("takes a negative offset as later", () => {
    const read = lines("lrc", "[offset:-250]\n[00:01.00]하나\n[00:03.00]");
    expect([read[0]!.start, read[0]!.end]).toEqual([1.25, 3.25]);
  });

  it("gives a line without an end at least one second, and the last line three", () => {
    const read = lines("lrc", "[00:01.00]하나\n[00:01.40]둘\n[00:05.00]셋");
    expect(read.map((line) => [line.start, line.end])).toEqual([
      [1, 2],
      [1.4, 5],
      [5, 8],
    ]);
  });

  it("reads an enhanced file chosen as plain LRC: the words without their times", () => {
    const read = lines("lrc", "[00:01.00]<00:01.00>김남준 <00:01.50>사랑해<00:02.50>");
    expect(read[0]!.text).toBe("김남준 사랑해");
    expect(read[0]!.spans).toBeNull();
  });
});

describe("an enhanced LRC with word times", () => {
  const file = [
    "[ar:Demo Girls]",
    "[ti:Invented Song]",
    "[00:12.00]<00:12.00>김<00:12.40>남<00:12.80>준<00:13.20>!<00:13.60>",
    "[00:14.00]v2: <00:14.00>사랑해 <00:15.00>고마워<00:16.50>",
    "[00:17.00]bg: 라라라",
    "[00:20.00]V1:우리의 밤",
  ].join("\n");

  it("reads syllable times, v1/v2/bg prefixes and the last word's end", () => {
    const read = lines("elrc", file);
    expect(read[0]).toMatchObject({
      start: 12,
      end: 14,
      text: "김남준!",
      part: "singalong",
      spans: [
        { text: "김", start: 12, end: null, part: null },
        { text: "남", start: 12.4, end: null, part: null },
        { text: "준", start: 12.8, end: null, part: null },
        { text: "!", start: 13.2, end: 13.6, part: null },
      ],
    });
    expect(read[1]).toMatchObject({
      start: 14,
      end: 17,
      text: "사랑해 고마워",
      part: "fans",
      spans: [
        { text: "사랑해 ", start: 14, end: null, part: null },
        { text: "고마워", start: 15, end: 16.5, part: null },
      ],
    });
    expect(read[2]).toMatchObject({ start: 17, end: 20, text: "라라라", part: "singalong", spans: null });
    expect(read[3]).toMatchObject({ start: 20, end: 23, text: "우리의 밤", part: "artist", spans: null });
  });
});

describe("a TTML in Apple Music's style", () => {
  const file =
    '<tt xmlns="http://www.w3.org/ns/ttml" xmlns:itunes="http://music.apple.com/lyric-ttml-internal" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" itunes:timing="Word" xml:lang="ko">' +
    '<head><metadata><ttm:agent type="person" xml:id="v1"/><ttm:agent type="person" xml:id="v2"><ttm:name type="full">Guest Singer</ttm:name></ttm:agent>' +
    '<iTunesMetadata xmlns="http://music.apple.com/lyric-ttml-internal"><songwriters><songwriter>Nobody</songwriter></songwriters>' +
    '<transliterations><transliteration xml:lang="ko-Latn"><text for="L2">gomawo</text></transliteration></transliterations></iTunesMetadata></metadata></head>' +
    '<body dur="1:02.500"><div begin="10.000" end="1:02.500" itunes:songPart="Verse">' +
    '<p begin="10.000" end="12.500" itunes:key="L1" ttm:agent="v1"><span begin="10.000" end="10.700">빛나는</span> <span begin="10.800" end="12.500">밤</span></p>' +
    '<p begin="12.600" end="14.000" itunes:key="L2" ttm:agent="v2">고마워<span ttm:role="x-bg" begin="13.0" end="13.9"><span begin="13.000" end="13.900">(예!)</span></span></p>' +
    '<p begin="00:00:15.000" end="17s" ttm:agent="v1">우리 &amp; 너<span ttm:role="x-translation" xml:lang="en">us &amp; you</span></p>' +
    "</div></body></tt>";

  it("reads agents v1/v2 as artist and fans, word spans with the spaces between them, Apple's transliterations", () => {
    const read = lines("ttml", file);
    expect(read[0]).toMatchObject({
      start: 10,
      end: 12.5,
      text: "빛나는 밤",
      part: "artist",
      romanization: null,
      spans: [
        { text: "빛나는 ", start: 10, end: 10.7, part: null },
        { text: "밤", start: 10.8, end: 12.5, part: null },
      ],
    });
    expect(read[1]).toMatchObject({
      start: 12.6,
      end: 14,
      text: "고마워(예!)",
      part: "fans",
      romanization: "gomawo",
      spans: [
        { text: "고마워", start: null, end: null, part: null },
        { text: "(예!)", start: 13, end: 13.9, part: null },
      ],
    });
    expect(read[2]).toMatchObject({ start: 15, end: 17, text: "우리 & 너", part: "artist", spans: null });
  });

  it("collapses the whitespace of a formatted file as XML does", () => {
    const formatted = `<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata">
  <body>
    <div>
      <p begin="1.0s" end="3.0s">
        함께
        가자
      </p>
    </div>
  </body>
</tt>`;
    expect(lines("ttml", formatted)[0]).toMatchObject({ text: "함께 가자", part: "singalong", start: 1, end: 3 });
  });
});

describe("a WebVTT with voices", () => {
  const file = [
    "WEBVTT Kind: captions; Language: ko",
    "",
    "NOTE made by hand",
    "with two lines",
    "",
    "STYLE",
    "::cue(v[voice=\"Fans\"]) { color: yellow }",
    "",
    "intro",
    "00:05.000 --> 00:07.500 align:center",
    "<v Fans>김남준! <00:06.000>김석진!",
    "",
    "00:08.000 --> 00:10.000",
    "<v.loud Artist>우리의 밤",
    "<i>영원히</i>",
    "",
    "00:00:10.000 --> 00:00:12.000",
    "모두 함께 &amp; 크게 &lt;3",
  ].join("\n");

  it("reads voices as parts, cue timestamps as word times, italics as text", () => {
    const read = lines("vtt", file);
    expect(read[0]).toMatchObject({
      start: 5,
      end: 7.5,
      text: "김남준! 김석진!",
      part: "fans",
      spans: [
        { text: "김남준! ", start: null, end: null, part: null },
        { text: "김석진!", start: 6, end: null, part: null },
      ],
    });
    expect(read[1]).toMatchObject({ start: 8, end: 10, text: "우리의 밤\n영원히", part: "artist", spans: null });
    expect(read[2]).toMatchObject({ start: 10, end: 12, text: "모두 함께 & 크게 <3", part: "singalong", spans: null });
  });
});

describe("TTML times", () => {
  it.each([
    ["01:02:03.456", 3723.456],
    ["00:00:01.5", 1.5],
    ["00:01:02", 62],
    ["1:02.500", 62.5],
    ["02:35.55", 155.55],
    ["95.25", 95.25],
    ["12.5s", 12.5],
    ["90s", 90],
    ["1500ms", 1.5],
    ["2m", 120],
    ["1h", 3600],
  ])("reads %s as %f seconds", (value, seconds) => {
    expect(parseTtmlTime(value)).toBe(seconds);
  });

  it.each(["01:75.000", "00:61:00.000", "1:2:3", "00:00:01:12", "soon", "-1s", ""])("refuses %s", (value) => {
    expect(parseTtmlTime(value)).toBeNull();
  });
});
