// A shared practice moment (issue 28, decision 138), through its loader and
// meta: a shared line is anyone's (200, the song, the range, the lines there
// with their parts, the settings from the address), someone else's private
// line, a hidden one and an unknown or malformed id are the same 404 that
// says nothing of the section, the owner previews their own private line,
// and the meta tags and JSON-LD are what a search engine reads.
import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { findOrCreateSong } from "~/models/song.server";
import { loader, meta } from "~/routes/_practice+/practice_.moment.$sectionId";
import { SECTION_TYPE_LYRICS } from "~/shared/constants";
import { callJson, sessionCookieFor, signedInUser } from "./helpers";

let songId: number;
let owner: { id: string; nickname: string; cookie: string };
let other: { id: string; cookie: string };
let guest: string;
const ids = { shared: 0, overlapping: 0, elsewhere: 0, privateLine: 0, hidden: 0, otherPrivate: 0 };

const PRIVATE_NAME = "비밀 구간";
const PRIVATE_LYRICS = "아무도 모르는 구호";
const HIDDEN_NAME = "숨긴 구간";
const HIDDEN_LYRICS = "관리자가 숨긴 구호";

const open = (id: number | string, query = "", cookie?: string) =>
  callJson(loader, `/practice/moment/${id}${query}`, { params: { sectionId: String(id) }, cookie });

async function line(
  userId: string,
  data: { name: string; startTime: number; endTime: number; lyrics: string; isPublic: boolean; part?: string; hiddenAt?: Date; spans?: string },
) {
  const section = await prisma.section.create({ data: { userId, songId, type: SECTION_TYPE_LYRICS, ...data } });
  return section.id;
}

beforeAll(async () => {
  const a = await signedInUser();
  owner = { id: a.user.id, nickname: a.user.nickname, cookie: a.cookie };
  const b = await signedInUser();
  other = { id: b.user.id, cookie: b.cookie };
  guest = (await sessionCookieFor(null)).cookie;
  const { song } = await findOrCreateSong(
    { youtubeId: "momentVid01", title: "모먼트 노래", artist: "가상 그룹", thumbnailUrl: null, duration: 200, detailsFrom: "youtube" },
    prisma,
  );
  songId = song.id;
  ids.shared = await line(owner.id, {
    name: "후렴 구호",
    startTime: 62,
    endTime: 75.5,
    lyrics: "하나 둘 셋 가자!",
    isPublic: true,
    part: "fans",
    spans: JSON.stringify([
      { text: "하나 둘 셋 ", start: null, part: null },
      { text: "가자!", start: null, part: "everyone" },
    ]),
  });
  ids.overlapping = await line(other.id, { name: "떼창", startTime: 70, endTime: 80, lyrics: "다 같이 라라라", isPublic: true, part: "singalong" });
  ids.elsewhere = await line(other.id, { name: "도입", startTime: 5, endTime: 10, lyrics: "처음 외치는 말", isPublic: true });
  ids.privateLine = await line(owner.id, { name: PRIVATE_NAME, startTime: 64, endTime: 70, lyrics: PRIVATE_LYRICS, isPublic: false });
  ids.hidden = await line(other.id, { name: HIDDEN_NAME, startTime: 66, endTime: 72, lyrics: HIDDEN_LYRICS, isPublic: true, hiddenAt: new Date() });
  ids.otherPrivate = await line(other.id, { name: "남의 비밀", startTime: 63, endTime: 68, lyrics: "남의 비밀 구호", isPublic: false });
});

describe("a shared line's moment", () => {
  test("anyone (signed out, a guest, another account) gets the song, the range, the lines there with parts and the settings", async () => {
    for (const cookie of [undefined, guest, other.cookie]) {
      const answer = await open(ids.shared, "?rate=0.75&loops=3&hide=fans", cookie);
      expect(answer.status).toBe(200);
      const data = answer.body;
      expect(data.song).toMatchObject({ id: songId, title: "모먼트 노래", artist: "가상 그룹" });
      expect(data.section).toMatchObject({ id: ids.shared, name: "후렴 구호", start: 62, end: 75.5, shared: true, nickname: owner.nickname });
      expect(data.range).toBe("1:02–1:15");
      // The shared lines overlapping 62–75.5 s, in time order: its own and another fan's; not the intro, nothing private or hidden.
      expect(data.lines.map((l: { id: number }) => l.id)).toEqual([ids.shared, ids.overlapping]);
      expect(data.lines[0]).toMatchObject({ part: "fans", spans: [{ text: "하나 둘 셋 " }, { text: "가자!", part: "everyone" }] });
      expect(data.lines[1]).toMatchObject({ part: "singalong", lyrics: "다 같이 라라라" });
      expect(data.preset).toEqual({ sectionId: ids.shared, rate: 0.75, loops: 3, hide: "fans", ladder: false, from: null, to: null });
      expect(data.settings).toEqual({ rate: 0.75, loops: 3, hide: "fans", ladder: false });
      expect(data.practiceHref).toBe(`/practice?song=${songId}&section=${ids.shared}&rate=0.75&loops=3&hide=fans`);
      expect(data.canonical).toMatch(new RegExp(`/practice/moment/${ids.shared}\\?rate=0\\.75&loops=3&hide=fans$`));
      // Nothing private or hidden of anyone else (the other account practises its own lines, whatever they are).
      const text = JSON.stringify(data);
      const secrets = cookie === other.cookie ? [PRIVATE_NAME, PRIVATE_LYRICS] : [PRIVATE_NAME, PRIVATE_LYRICS, HIDDEN_NAME, HIDDEN_LYRICS, "남의 비밀"];
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });

  test("practice lines: a visitor gets only shared lines; an account its own too, and the moment's line is always one of them", async () => {
    const visitor = (await open(ids.shared)).body.practiceLines as Array<{ id: number; mine: boolean }>;
    expect(visitor.map((l) => l.id).sort()).toEqual([ids.elsewhere, ids.shared, ids.overlapping].sort());
    expect(visitor.every((l) => !l.mine)).toBe(true);
    const mine = (await open(ids.shared, "", owner.cookie)).body.practiceLines as Array<{ id: number; mine: boolean }>;
    expect(mine.filter((l) => l.mine).map((l) => l.id).sort()).toEqual([ids.shared, ids.privateLine].sort());
    expect(mine.filter((l) => !l.mine).map((l) => l.id).sort()).toEqual([ids.elsewhere, ids.overlapping].sort());
  });

  test("only the settings understood are kept, the section comes from the path, and the words say them", async () => {
    const data = (await open(ids.shared, `?rate=3&loops=0&hide=nobody&section=${ids.elsewhere}&utm=x&lng=en`)).body;
    expect(data.preset).toEqual({ sectionId: ids.shared, rate: null, loops: null, hide: null, ladder: false, from: null, to: null });
    // The practice's own defaults, said in words in the visitor's language.
    expect(data.settings).toEqual({ rate: 1, loops: 5, hide: "none", ladder: false });
    expect(data.canonical).toMatch(new RegExp(`/practice/moment/${ids.shared}$`));
    expect(data.description).toBe(
      `Practise “후렴 구호” of 모먼트 노래 (가상 그룹), 1:02–1:15: 1× · 5 loops · all lyrics shown. Shared by ${owner.nickname}.`,
    );
    const ko = (await open(ids.shared, "?rate=0.75&loops=3&hide=fans")).body;
    expect(ko.description).toContain("0.75배속 · 3회 반복 · 팬 파트 가리기");
  });

  test("a visitor's answer may be cached briefly; a viewer's is private", async () => {
    const visitor = await open(ids.shared);
    expect(visitor.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(visitor.headers.get("Vary")).toBe("Cookie");
    expect((await open(ids.shared, "", guest)).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("who sees nothing", () => {
  test("someone else's private line, a hidden line, an unknown id: the same 404, nothing of the section", async () => {
    const cases: Array<[number, string | undefined]> = [
      [ids.privateLine, undefined],
      [ids.privateLine, guest],
      [ids.privateLine, other.cookie],
      [ids.hidden, undefined],
      [ids.hidden, owner.cookie],
      [ids.otherPrivate, owner.cookie],
      [999_999_999, undefined],
    ];
    for (const [id, cookie] of cases) {
      const answer = await open(id, "?rate=0.75", cookie);
      expect(answer.status, `section ${id}`).toBe(404);
      expect(answer.body).toEqual({ found: false, title: "연습을 찾을 수 없어요" });
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  test("a malformed id is a 404, not a 500", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648", "%20"]) {
      const answer = await open(id);
      expect(answer.status, id).toBe(404);
      expect(answer.body.found).toBe(false);
    }
  });

  test("the 404's meta: its title in the visitor's language and noindex", async () => {
    const data = (await open(ids.privateLine, "?lng=en")).body;
    const tags = meta({ data, matches: [], params: {}, location: {} } as never);
    expect(tags).toContainEqual({ title: "This practice moment can't be found · FanChant" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(JSON.stringify(tags)).not.toContain(PRIVATE_NAME);
  });
});

describe("the owner's own private line", () => {
  test("200, with its own line and the shared ones overlapping it (64–70 s); marked as not shared, not indexed, not cached", async () => {
    const answer = await open(ids.privateLine, "?loops=2", owner.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.section).toMatchObject({ id: ids.privateLine, name: PRIVATE_NAME, shared: false, mine: true });
    expect(answer.body.lines.map((l: { id: number }) => l.id)).toEqual([ids.shared, ids.privateLine]);
    expect(answer.body.sheetHref).toBe(`/sheets/${songId}`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const tags = meta({ data: answer.body, matches: [], params: {}, location: {} } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("what search engines and chat apps read", () => {
  test("title, description, canonical, Open Graph, Twitter and JSON-LD that parses", async () => {
    const data = (await open(ids.shared, "?rate=0.75&loops=3&hide=fans&lng=en")).body;
    const tags = meta({ data, matches: [], params: {}, location: {} } as never) as Array<Record<string, unknown>>;
    const content = (key: string, value: string) => tags.find((tag) => tag[key] === value)?.content;
    expect(tags).toContainEqual({ title: "후렴 구호 · 모먼트 노래 – a practice moment · FanChant" });
    expect(tags.some((tag) => tag.name === "robots")).toBe(false);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: data.canonical });
    expect(content("property", "og:title")).toBe("후렴 구호 · 모먼트 노래 – a practice moment");
    expect(content("property", "og:url")).toBe(data.canonical);
    expect(content("property", "og:type")).toBe("website");
    expect(content("property", "og:description")).toContain("0.75× · 3 loops · fans' part hidden");
    // A scraper's picture; the page itself draws its own poster.
    expect(content("property", "og:image")).toBe("https://i.ytimg.com/vi/momentVid01/mqdefault.jpg");
    expect(content("name", "twitter:card")).toBe("summary_large_image");
    const ld = tags.find((tag) => "script:ld+json" in tag)!["script:ld+json"];
    const parsed = JSON.parse(JSON.stringify(ld));
    expect(parsed).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LearningResource",
      url: data.canonical,
      inLanguage: "en",
      author: { "@type": "Person", name: owner.nickname },
      about: { "@type": "MusicRecording", name: "모먼트 노래", byArtist: { "@type": "MusicGroup", name: "가상 그룹" }, duration: "PT3M20S" },
      hasPart: { "@type": "Clip", name: "후렴 구호", startOffset: 62, endOffset: 75.5 },
    });
  });
});
