import { describe, expect, test } from "vitest";
import { parseYouTubeVideoId } from "./youtube-url";

const ID = "gdZLi9oWNZg";

describe("parseYouTubeVideoId: every common link form", () => {
  test.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2&t=42s`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`],
    [`http://youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}#comments`],
    [`https://m.youtube.com/watch?v=${ID}&pp=abc`],
    [`https://music.youtube.com/watch?v=${ID}&feature=share`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=Xy12_ab&t=30`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10&autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=abc`],
    [`https://www.youtube.com/v/${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
    [`  https://youtu.be/${ID}  `],
    [ID],
    [`  ${ID}\n`],
    ["a-b_C1d2E3f"],
  ])("%s", (input) => {
    expect(parseYouTubeVideoId(input)).toBe(input.trim().length === 11 ? input.trim() : ID);
  });
});

describe("parseYouTubeVideoId: everything else is refused", () => {
  test.each([
    [""],
    ["   "],
    ["hello world"],
    ["gdZLi9oWNZ"], // 10 characters
    ["gdZLi9oWNZgX"], // 12 characters
    ["gdZLi9oWN!g"],
    ["https://www.youtube.com/"],
    ["https://www.youtube.com/watch"],
    ["https://www.youtube.com/watch?v="],
    ["https://www.youtube.com/watch?v=short"],
    [`https://www.youtube.com/watch?v=${ID}x`],
    ["https://www.youtube.com/playlist?list=PL1234567890"],
    ["https://www.youtube.com/@bts"],
    ["https://www.youtube.com/channel/UC1234567890"],
    [`https://www.youtube.com/shorts/${ID}/extra`],
    [`https://youtu.be/${ID}/extra`],
    [`https://vimeo.com/${ID}`],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`],
    [`https://evilyoutube.com/watch?v=${ID}`],
    [`https://youtube.com@evil.example/watch?v=${ID}`],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`],
    [`ftp://www.youtube.com/watch?v=${ID}`],
    [`javascript:alert('${ID}')`],
    [`https://www.youtube.com/watch?v=${ID} and more`],
  ])("%s", (input) => {
    expect(parseYouTubeVideoId(input)).toBeNull();
  });
});
