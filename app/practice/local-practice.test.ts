import { describe, expect, test } from "vitest";
import type { LocalSection } from "~/player/api/local-sections";
import { LINE_NUMBER_DEFAULT, SECTION_TYPE_REPEAT } from "~/shared/constants";
import { localPracticeHref, localPracticeSongs } from "./local-practice";

/** A stored section; what the test leaves out has the store's defaults. */
function section(values: Partial<LocalSection> & Pick<LocalSection, "id" | "songId">): LocalSection {
  return {
    name: "line",
    start: 1,
    end: 5,
    youtubeId: null,
    dbId: null,
    songTitle: "Song",
    songArtist: "Artist",
    lyrics: null,
    pronunciation: null,
    type: SECTION_TYPE_REPEAT,
    lineNumber: LINE_NUMBER_DEFAULT,
    isPublic: false,
    part: "singalong",
    rate: null,
    spans: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    serverId: null,
    isServerSection: false,
    pendingSync: false,
    ...values,
  };
}

describe("localPracticeSongs", () => {
  test("the songs with lyrics sections, once each, by title; repeat sections and blank lyrics do not count", () => {
    const songs = localPracticeSongs([
      section({ id: "1", songId: "LocalChant1", youtubeId: "LocalChant1", songTitle: "우리 노래", lyrics: "하나 둘" }),
      section({ id: "2", songId: "LocalChant1", youtubeId: "LocalChant1", songTitle: "우리 노래", lyrics: "셋 넷" }),
      section({ id: "3", songId: "RepeatOnly1", youtubeId: "RepeatOnly1", songTitle: "Only repeats" }),
      section({ id: "4", songId: "BlankLyric1", youtubeId: "BlankLyric1", songTitle: "Blank", lyrics: "  " }),
      section({ id: "5", songId: "gdZLi9oWNZg", youtubeId: "gdZLi9oWNZg", dbId: 3, songTitle: "Dynamite", lyrics: "점프" }),
      section({ id: "6", songId: "db_9", songTitle: "Known by id", lyrics: "라라" }),
    ]);
    expect(songs).toEqual([
      { youtubeId: "gdZLi9oWNZg", dbId: 3, title: "Dynamite", artist: "Artist", lines: 1 },
      { youtubeId: null, dbId: 9, title: "Known by id", artist: "Artist", lines: 1 },
      { youtubeId: "LocalChant1", dbId: null, title: "우리 노래", artist: "Artist", lines: 2 },
    ]);
    expect(songs.map(localPracticeHref)).toEqual(["/practice?song=3", "/practice?song=9", "/practice?video=LocalChant1"]);
  });
});
