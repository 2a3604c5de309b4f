import { describe, expect, test } from "vitest";
import {
  hangulInitials,
  normaliseSearchText,
  parseSearchQuery,
  playlistSearchText,
  SEARCH_MAX_TERMS,
  searchKeyPrefix,
  songSearchText,
} from "./search-text";

describe("normaliseSearchText", () => {
  test.each([
    ["NewJeans", "newjeans"],
    ["new jeans", "newjeans"],
    ["NEW  JEANS!", "newjeans"],
    ["ＮｅｗＪｅａｎｓ", "newjeans"],
    ["Beyoncé", "beyonce"],
    ["DDU-DU DDU-DU (뚜두뚜두)", "ddududdudu뚜두뚜두"],
    ["아주 NICE", "아주nice"],
    ["방탄 소년단", "방탄소년단"],
    ["Girls' Generation", "girlsgeneration"],
    ["  ", ""],
  ])("%j → %j", (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });

  test("Hangul compatibility jamo (what a keyboard types alone) and initial consonants compare equal", () => {
    expect(normaliseSearchText("ㄴㅈㅅ")).toBe(hangulInitials("뉴진스"));
    expect(normaliseSearchText("ㄴㅈㅅ")).toHaveLength(3);
  });

  test("syllables stay syllables (composed), whatever form they were typed in", () => {
    expect(normaliseSearchText("뉴진스".normalize("NFD"))).toBe("뉴진스");
  });
});

describe("songSearchText", () => {
  test("title, artist, the artist's other names and their initials, each once", () => {
    const text = songSearchText({
      title: "Dynamite",
      artist: "BTS",
      artistNames: ["BTS", "방탄소년단", "Bangtan Boys"],
    });
    expect(text.split(" ")).toEqual(["dynamite", "bts", "방탄소년단", "bangtanboys", hangulInitials("방탄소년단")]);
  });

  test("a song without Hangul has no initials part", () => {
    expect(songSearchText({ title: "Hype Boy", artist: "NewJeans" })).toBe("hypeboy newjeans");
  });
});

test("a playlist is found by its name and the name's Hangul initials", () => {
  expect(playlistSearchText("뉴진스 응원법 연습!")).toBe("뉴진스응원법연습 ᄂᄌᄉᄋᄋᄇᄋᄉ");
  expect(playlistSearchText("NewJeans Live Set")).toBe("newjeansliveset");
  expect(playlistSearchText("!!!")).toBe("");
});

describe("parseSearchQuery", () => {
  test("the whole query and its words, normalised, each word once", () => {
    expect(parseSearchQuery("뉴진스 Hype  Boy 뉴진스")).toEqual({
      phrase: "뉴진스hypeboy뉴진스",
      terms: ["뉴진스", "hype", "boy"],
    });
    expect(parseSearchQuery("New-Jeans!")).toEqual({ phrase: "newjeans", terms: ["newjeans"] });
  });

  test("a query of only spaces and punctuation searches nothing", () => {
    expect(parseSearchQuery(" -!? ")).toBeNull();
  });

  test(`at most ${SEARCH_MAX_TERMS} words count`, () => {
    expect(parseSearchQuery("a b c d e f g")?.terms).toHaveLength(SEARCH_MAX_TERMS);
  });
});

test("a term's key prefix is its first 8 characters", () => {
  expect(searchKeyPrefix("boywithluv")).toBe("boywithl");
  expect(searchKeyPrefix("뉴진스")).toBe("뉴진스");
});
