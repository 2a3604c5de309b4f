// The chant sheets a new database ships (issue 27, "Demo content worth
// opening"): one whole fan chant for each song of the seeded catalogue, so a
// first visitor sees what a finished sheet looks like. Pure data, no database:
// prisma/seed.ts turns each sheet into its author's lyrics sections (and the
// linked videos into songs of their own, followed with an offset).
//
// Everything here was written for this project: the fans' calls are the
// members' names, the group's and the fandom's names and claps; the sing-along
// lines (떼창) are invented phrases; the artist's lines are placeholders that
// say whose part is sung ("♪ 정국 — 1절"), never words of the song. No line
// quotes or translates a song's lyrics.
//
// A sheet is written as a score: one row per line, its length in bars of the
// song's tempo, so that the times follow from the tempo and never overlap:
//
//   <bars> <part>[timing] <text> [|| <romanisation by hand>]
//   . <bars>          a rest (an instrumental stretch without a line)
//   # anything        a heading for the reader of this file, not a line
//
// Parts: F fans (the shouted call), S sing-along (떼창), A artist, E everyone.
// Timing marks give the line spans with times: * one span per Hangul syllable,
// ~ one per word. [[...]] inside a line is a call of the fans within another
// part's line: shown "(...)", a span whose part is "fans"; on a sheet with
// syllable timing that call also gets its times.
import type { SheetLineInput } from "../app/schemas/sheet";
import type { ChantPart } from "../app/shared/constants";

/** Another video of the same song that follows the sheet: sheet time = video time + offset. */
export interface ChantSheetVideoSeed {
  /** Made up for the demo (it plays only in the fake player): never the id of a catalogue song. */
  youtubeId: string;
  title: string;
  artist: string;
  /** Seconds. */
  duration: number;
  /** Seconds, to 0.01. */
  offset: number;
}

export interface ChantSheetSeed {
  /** A song of prisma/seed.ts's CATALOGUE. */
  youtubeId: string;
  /** The author's e-mail: one of CHANT_SHEET_AUTHORS. */
  author: string;
  isPublic: boolean;
  /** In time order, none overlapping the next. */
  lines: SheetLineInput[];
  videos: ChantSheetVideoSeed[];
}

/**
 * The sheets' authors: the seed's own accounts (no password, nobody signs in as
 * them), the same as prisma/seed.ts's curator and prisma/seed-playlists.ts's
 * fans, so the sheets exist in production too (the demo accounts do not).
 * The seed creates the ones missing with these fields. The curator writes no
 * sheet on the songs where prisma/seed.ts already gives it lyrics lines
 * (Dynamite, TT, Hype Boy): those lines would join its sheet there.
 */
export const CHANT_SHEET_AUTHORS = [
  { email: "curator@fanchant.example", username: "fanchant", nickname: "응원법 연습실" },
  { email: "cheer-leader@fanchant.example", username: "cheerleader", nickname: "응원단장" },
  { email: "front-row@fanchant.example", username: "frontrow", nickname: "직관러" },
] as const;

const [CURATOR, CHEER_LEADER, FRONT_ROW] = CHANT_SHEET_AUTHORS.map((author) => author.email) as [string, string, string];

const PARTS: Record<string, ChantPart> = { F: "fans", S: "singalong", A: "artist", E: "everyone" };

interface Score {
  /** Beats per minute; a bar is four beats. */
  bpm: number;
  /** Song time of the first bar, in seconds. */
  downbeat: number;
  /** The song's length in the catalogue, in seconds: no line ends after it. */
  duration: number;
  /** Whether calls inside other lines ([[...]]) get times too. */
  timedCalls?: boolean;
}

type Span = NonNullable<SheetLineInput["spans"]>[number];

const round2 = (seconds: number) => Math.round(seconds * 100) / 100;
const HANGUL_SYLLABLE = /[\uAC00-\uD7A3]/;

/** A word cut before each Hangul syllable (what precedes the first and follows the last stays with them). */
function syllables(word: string): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const char of word) {
    if (HANGUL_SYLLABLE.test(char) && HANGUL_SYLLABLE.test(current)) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Words with the spaces after them (joined they give the text back). */
function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [text];
}

/** The text cut in [[calls]] (written "(call)", as chant sheets do) and the rest, in order. */
function segments(text: string): Array<{ text: string; part: ChantPart | null }> {
  return text
    .split(/(\[\[.+?\]\])/)
    .filter((piece) => piece !== "")
    .map((piece) => (piece.startsWith("[[") ? { text: `(${piece.slice(2, -2)})`, part: "fans" as const } : { text: piece, part: null }));
}

/**
 * Spans timed word by word (each word an equal share of the line), cut in
 * syllables when asked, each syllable sung in the first four fifths of its
 * word's share (a shout, then a breath).
 */
function timedSpans(text: string, start: number, end: number, bySyllable: boolean): Span[] {
  const wordPieces = segments(text).flatMap((segment) =>
    words(segment.text).map((word) => ({ pieces: bySyllable ? syllables(word) : [word], part: segment.part })),
  );
  const share = (end - start) / wordPieces.length;
  return wordPieces.flatMap(({ pieces, part }, index) => {
    const step = (share * 0.8) / pieces.length;
    return pieces.map((piece, k) => {
      const from = start + index * share + k * step;
      return { text: piece, start: round2(from), end: round2(from + step * 0.9), part };
    });
  });
}

/** Spans for the calls inside another part's line: timed by where they stand in the text, when asked. */
function callSpans(text: string, start: number, end: number, timed: boolean): Span[] {
  const pieces = segments(text);
  const length = pieces.reduce((sum, segment) => sum + [...segment.text].length, 0);
  let offset = 0;
  return pieces.map((segment) => {
    const from = start + ((end - start) * offset) / length;
    offset += [...segment.text].length;
    const to = start + ((end - start) * offset) / length;
    return segment.part && timed
      ? { text: segment.text, start: round2(from), end: round2(to), part: segment.part }
      : { text: segment.text, start: null, end: null, part: segment.part };
  });
}

const ROW = /^(\d+(?:\.\d+)?)\s+([FSAE])([*~]?)\s+(.+)$/;

/** The lines of a score (see the top of this file); throws on a row it cannot read or a line that does not fit. */
export function scoreLines(score: Score, rows: string): SheetLineInput[] {
  const bar = 240 / score.bpm;
  let cursor = 0;
  const lines: SheetLineInput[] = [];
  for (const raw of rows.split("\n")) {
    const row = raw.trim();
    if (row === "" || row.startsWith("#")) continue;
    const rest = /^\.\s+(\d+(?:\.\d+)?)$/.exec(row);
    if (rest) {
      cursor += Number(rest[1]);
      continue;
    }
    const match = ROW.exec(row);
    if (!match) throw new Error(`seed-chant-sheets: cannot read the row "${row}"`);
    const [, bars, code, timing, body] = match as unknown as [string, string, string, string, string];
    const [marked, romanization] = body.split(" || ").map((piece) => piece.trim()) as [string, string | undefined];
    const start = round2(score.downbeat + cursor * bar);
    cursor += Number(bars);
    const end = round2(score.downbeat + cursor * bar - 0.05);
    if (end - start < 1 || end > score.duration) throw new Error(`seed-chant-sheets: the line "${row}" does not fit (${start}–${end})`);
    const text = segments(marked)
      .map((segment) => segment.text)
      .join("");
    const spans = timing
      ? timedSpans(marked, start, end, timing === "*")
      : marked.includes("[[")
        ? callSpans(marked, start, end, score.timedCalls ?? false)
        : null;
    lines.push({ start, end, text, part: PARTS[code], romanization: romanization ?? null, spans });
  }
  return lines;
}

const BTS_ALL = "김남준! 김석진! 민윤기! 정호석! 박지민! 김태형! 전정국!";
const BTS_ALL_ROMAN = "gim namjun! gim seokjin! min yungi! jeong hoseok! bak jimin! gim taehyeong! jeon jeongguk!";

export const CHANT_SHEETS: ChantSheetSeed[] = [
  {
    // Dynamite: syllable-timed calls, two linked videos.
    youtubeId: "gdZLi9oWNZg",
    author: CHEER_LEADER,
    isPublic: true,
    lines: scoreLines(
      { bpm: 114, downbeat: 0.5, duration: 199, timedCalls: true },
      `
      # 인트로
      2 F* 방탄! 방탄! 방탄소년단!
      2 F* 김남준! 김석진! 민윤기! || gim namjun! gim seokjin! min yungi!
      2 F* 정호석! 박지민! 김태형! 전정국! || jeong hoseok! bak jimin! gim taehyeong! jeon jeongguk!
      2 E  아미! 준비됐지? 소리 질러!
      # 1절
      2 A  ♪ 정국 — 1절 첫 소절
      2 A  ♪ 정국 — 1절 이어서 [[전정국!]]
      1 F* 전! 정! 국!
      1 F  짝! 짝! 짝짝짝!
      2 A  ♪ 지민 — 1절 둘째 줄
      2 F* 박! 지! 민! 최고야!
      2 A  ♪ 뷔 — 1절 후반
      2 F* 김! 태! 형! 멋있어!
      # 프리코러스
      2 S  두 손 높이 들고 하나 되어 흔들어
      2 F* 하나! 둘! 셋! 넷! 방탄!
      # 후렴
      2 S  오늘 밤 주인공은 바로 우리야
      2 A  ♪ 후렴 — 정국·지민 하모니
      2 S  보랏빛 응원봉 끝까지 흔들어
      2 E  아미! 방탄! 언제나 함께!
      . 2
      # 2절
      2 A  ♪ 슈가 — 2절 랩 [[민윤기!]]
      2 A  ♪ 제이홉 — 2절 랩 [[정호석!]]
      2 F* 민윤기! 정호석! 김남준! || min yungi! jeong hoseok! gim namjun!
      2 A  ♪ RM — 2절 랩 마무리
      2 A  ♪ 진 — 2절 고음 [[김석진!]]
      2 F  월드와이드 핸섬 김석진! || worldwide handsome gim seokjin!
      # 프리코러스
      2 S  두 손 높이 들고 하나 되어 흔들어
      2 F* 하나! 둘! 셋! 넷! 방탄!
      # 후렴
      2 S  오늘 밤 주인공은 바로 우리야
      2 A  ♪ 후렴 — 정국·지민 하모니
      2 S  보랏빛 응원봉 끝까지 흔들어
      2 E  아미! 방탄! 언제나 함께!
      . 2
      # 브릿지
      2 A  ♪ 브릿지 — 뷔 솔로
      2 S  우우우 우우 우우우
      2 A  ♪ 브릿지 — 정국 고음 [[전정국!]]
      2 F  사랑해요 방탄소년단!
      # 마지막 후렴
      2 S  오늘 밤 주인공은 바로 우리야
      2 S  한 번 더! 다 같이 크게 불러 줘
      2 S  보랏빛 응원봉 끝까지 흔들어
      2 E  아미! 방탄! 언제나 함께!
      . 1
      # 아웃트로
      2 F* 방탄! 방탄! 방탄소년단!
      2 F* 김남준! 김석진! 민윤기! 정호석! || gim namjun! gim seokjin! min yungi! jeong hoseok!
      2 F* 박지민! 김태형! 전정국! 방탄!
      6 E  보라해! 오늘도 고마워 방탄소년단!
      `,
    ),
    videos: [
      { youtubeId: "demoStageBT", title: "Dynamite (음악방송 무대)", artist: "BTS", duration: 209, offset: -3.5 },
      { youtubeId: "demoFancamJ", title: "Dynamite (정국 직캠)", artist: "BTS", duration: 187, offset: 12.4 },
    ],
  },
  {
    // Boy With Luv: word-timed calls.
    youtubeId: "XsX3ATc3FbA",
    author: CURATOR,
    isPublic: true,
    lines: scoreLines(
      { bpm: 120, downbeat: 1, duration: 229 },
      `
      # 인트로
      2 F~ 방탄소년단! 아미! 방탄소년단!
      2 A  ♪ 인트로 — 지민 허밍
      2 F~ 김남준! 김석진! 민윤기! 정호석! || gim namjun! gim seokjin! min yungi! jeong hoseok!
      2 F~ 박지민! 김태형! 전정국! 방탄!
      . 4
      # 1절
      4 A  ♪ 지민 — 1절 [[박지민!]]
      2 F~ 박지민! 귀여워!
      4 A  ♪ 뷔 — 1절 이어서
      2 F~ 김태형! 최고야!
      4 A  ♪ 정국 — 1절 후반
      2 F  짝짝! 짝짝짝! 전정국!
      # 프리코러스
      2 S  손뼉 모아 두근두근 박자 맞춰
      2 S  숨 고르고 하나 둘 같이 가자
      # 후렴
      2 S  분홍빛 오늘이 너무 설레
      2 A  ♪ 후렴 — 다 함께 (아티스트)
      2 S  너와 나 발맞춰 한 걸음 더
      2 E  아미 사랑해! 방탄 사랑해!
      . 4
      # 2절 랩
      4 A  ♪ RM — 2절 랩 [[김남준!]]
      4 A  ♪ 슈가 — 2절 랩 [[민윤기!]]
      4 A  ♪ 제이홉 — 2절 랩 [[정호석!]]
      2 F~ 김남준! 민윤기! 정호석! 랩라인! || gim namjun! min yungi! jeong hoseok! raeprain!
      # 프리코러스
      2 S  손뼉 모아 두근두근 박자 맞춰
      2 S  숨 고르고 하나 둘 같이 가자
      # 후렴
      2 S  분홍빛 오늘이 너무 설레
      2 A  ♪ 후렴 — 다 함께 (아티스트)
      2 S  너와 나 발맞춰 한 걸음 더
      2 E  아미 사랑해! 방탄 사랑해!
      . 2
      # 브릿지
      4 A  ♪ 진 — 브릿지 [[김석진!]]
      4 A  ♪ 정국 — 브릿지 고음
      2 F  가자 방탄! 가자 아미!
      2 S  라라라 라라 라라라 라라
      2 E  아미! 방탄! 아미! 방탄!
      # 마지막 후렴
      2 S  분홍빛 오늘이 너무 설레
      2 S  너와 나 발맞춰 한 걸음 더
      2 S  분홍빛 오늘이 한 번 더 설레
      2 E  아미 사랑해! 방탄 사랑해!
      # 아웃트로
      4 A  ♪ 아웃트로 — 지민
      4 F~ ${BTS_ALL} || ${BTS_ALL_ROMAN}
      6 E  방탄소년단! 고마워! 또 만나!
      `,
    ),
    videos: [],
  },
  {
    // DDU-DU DDU-DU: a stage video linked.
    youtubeId: "IHNzOHi8sJs",
    author: CURATOR,
    isPublic: true,
    lines: scoreLines(
      { bpm: 140, downbeat: 0.8, duration: 216 },
      `
      # 인트로
      2 F  블랙핑크! 블랙핑크!
      2 F  김지수! 김제니! 박채영! 라리사!
      2 A  ♪ 인트로 — 제니
      # 1절
      4 A  ♪ 제니 — 1절 랩 [[김제니!]]
      2 F  제니! 제니! 김제니!
      4 A  ♪ 리사 — 1절 랩 [[라리사!]]
      2 F  리사! 리사! 라리사!
      4 A  ♪ 로제 — 1절 보컬
      2 F  박채영! 로제!
      4 A  ♪ 지수 — 1절 보컬
      2 F  김지수! 지수!
      # 프리코러스
      4 S  불꽃처럼 더 높이 날아올라
      4 E  블링크! 블랙핑크! 하나 둘 셋!
      # 후렴 (드롭)
      2 F  헤이! 헤이! 헤이!
      4 A  ♪ 후렴 드롭 — 아티스트 (콜 없이 감상)
      2 F  핑크! 블랙! 핑크! 블랙!
      4 A  ♪ 후렴 드롭 — 이어서
      2 F  블링크! 여기 있어!
      # 2절
      4 A  ♪ 리사 — 2절 랩 [[라리사!]]
      4 A  ♪ 제니 — 2절 랩 [[김제니!]]
      2 F  김제니! 라리사! 랩 최고!
      4 A  ♪ 지수 — 2절 보컬
      4 A  ♪ 로제 — 2절 보컬 [[박채영!]]
      # 프리코러스
      4 S  불꽃처럼 더 높이 날아올라
      4 E  블링크! 블랙핑크! 하나 둘 셋!
      # 후렴 (드롭)
      2 F  헤이! 헤이! 헤이!
      4 A  ♪ 후렴 드롭 — 아티스트
      2 F  핑크! 블랙! 핑크! 블랙!
      4 A  ♪ 후렴 드롭 — 이어서
      2 F  블링크! 여기 있어!
      # 브릿지
      4 A  ♪ 로제 — 브릿지
      4 S  어둠 속에서도 우린 함께 빛나
      4 A  ♪ 지수 — 브릿지 고음 [[김지수!]]
      2 F  블랙핑크 최고! 블링크 최고!
      # 마지막 후렴
      2 F  헤이! 헤이! 헤이!
      4 A  ♪ 마지막 후렴 — 아티스트
      2 F  핑크! 블랙! 핑크! 블랙!
      4 E  블링크! 블랙핑크! 끝까지 함께!
      # 아웃트로
      4 F  김지수! 김제니! 박채영! 라리사!
      2 E  블랙핑크! 사랑해!
      `,
    ),
    videos: [{ youtubeId: "demoStageBP", title: "뚜두뚜두 (DDU-DU DDU-DU) 음악방송 무대", artist: "BLACKPINK", duration: 224, offset: -7.25 }],
  },
  {
    // How You Like That.
    youtubeId: "ioNng23DkIM",
    author: FRONT_ROW,
    isPublic: true,
    lines: scoreLines(
      { bpm: 130, downbeat: 0.6, duration: 184 },
      `
      # 인트로
      4 A  ♪ 인트로 — 지수
      2 F  김지수! 김제니! 박채영! 라리사!
      2 E  블링크! 준비됐어?
      # 1절
      4 A  ♪ 제니 — 1절 [[김제니!]]
      4 A  ♪ 로제 — 1절 [[박채영!]]
      2 F  로제! 로제! 박채영!
      4 A  ♪ 지수 — 1절 후반
      2 F  지수! 지수! 김지수!
      # 프리코러스
      4 S  끝없이 높이 더 높이 올라가
      2 F  하나! 둘! 셋! 넷!
      # 후렴
      2 E  블랙! 핑크! 블랙! 핑크!
      4 A  ♪ 후렴 — 아티스트
      2 F  예! 예! 예!
      4 A  ♪ 후렴 — 이어서
      2 F  블링크! 블랙핑크!
      # 2절
      4 A  ♪ 리사 — 2절 랩 [[라리사!]]
      2 F  리사! 리사! 라리사!
      4 A  ♪ 제니 — 2절 랩
      2 F  제니! 제니! 김제니!
      # 프리코러스
      4 S  끝없이 높이 더 높이 올라가
      2 F  하나! 둘! 셋! 넷!
      # 후렴
      2 E  블랙! 핑크! 블랙! 핑크!
      4 A  ♪ 후렴 — 아티스트
      2 F  예! 예! 예!
      4 A  ♪ 후렴 — 이어서
      # 브릿지 (템포 다운)
      4 S  흔들림 없이 우리 함께 걸어가
      4 A  ♪ 브릿지 — 로제
      # 댄스 브레이크
      4 F  블랙핑크! 블랙핑크! 블랙핑크!
      4 F  김지수! 김제니! 박채영! 라리사!
      # 아웃트로
      4 E  블링크 사랑해! 블랙핑크 사랑해!
      `,
    ),
    videos: [],
  },
  {
    // TT: syllable-timed calls of nine names; hand romanisation where the draft inserts an ㄴ.
    youtubeId: "ePpPVE-GGJw",
    author: CHEER_LEADER,
    isPublic: true,
    lines: scoreLines(
      { bpm: 130, downbeat: 1.2, duration: 215, timedCalls: true },
      `
      # 인트로
      2 F* 임나연! 유정연! 모모! || im nayeon! yu jeongyeon! momo!
      2 F* 사나! 박지효! 미나!
      2 F* 김다현! 손채영! 쯔위! || gim dahyeon! son chaeyeong! tzuyu!
      2 E  원스! 트와이스! 하나 둘 셋!
      # 1절
      4 A  ♪ 나연 — 1절 첫 소절 [[임나연!]]
      4 A  ♪ 정연 — 1절 [[유정연!]]
      2 F* 모! 모! 사! 나!
      4 A  ♪ 모모·사나 — 1절 이어서
      4 A  ♪ 지효 — 1절 후반 [[박지효!]]
      # 프리코러스
      4 S  콩닥콩닥 내 마음이 들리니
      2 F* 미나! 다현! 채영!
      2 E  원스! 여기 있어!
      # 후렴
      4 S  말랑말랑 오늘은 하루 종일 설레 || mallangmallang oneureun haru jongil seolle
      2 A  ♪ 후렴 — 아티스트 (손동작 따라 하기)
      2 F  트와이스! 짱!
      4 S  두근두근 원스랑 끝까지 함께
      2 E  원스! 트와이스! 사랑해!
      # 2절
      4 A  ♪ 다현 — 2절 랩 [[김다현!]]
      4 A  ♪ 채영 — 2절 랩 [[손채영!]]
      2 F* 김다현! 손채영!
      4 A  ♪ 미나 — 2절
      4 A  ♪ 쯔위 — 2절 [[쯔위!]]
      # 프리코러스
      4 S  콩닥콩닥 내 마음이 들리니
      2 F* 미나! 다현! 채영!
      2 E  원스! 여기 있어!
      # 후렴
      4 S  말랑말랑 오늘은 하루 종일 설레 || mallangmallang oneureun haru jongil seolle
      2 A  ♪ 후렴 — 아티스트
      2 F  트와이스! 짱!
      4 S  두근두근 원스랑 끝까지 함께
      2 E  원스! 트와이스! 사랑해!
      # 브릿지
      4 A  ♪ 지효 — 브릿지 고음
      4 S  우우 우우우 우우 우우우
      # 마지막 후렴
      4 S  말랑말랑 오늘은 하루 종일 설레 || mallangmallang oneureun haru jongil seolle
      4 S  두근두근 원스랑 끝까지 함께
      # 아웃트로
      2 F* 임나연! 유정연! 모모! 사나! 박지효! || im nayeon! yu jeongyeon! momo! sana! bak jihyo!
      2 F* 미나! 김다현! 손채영! 쯔위! || mina! gim dahyeon! son chaeyeong! tzuyu!
      4 E  원스! 트와이스! 영원히!
      `,
    ),
    videos: [],
  },
  {
    // Hype Boy: word-timed calls (the video starts with a long intro before the song).
    youtubeId: "11cta61wi0g",
    author: FRONT_ROW,
    isPublic: true,
    lines: scoreLines(
      { bpm: 100, downbeat: 8, duration: 239 },
      `
      # 인트로
      2 F~ 김민지! 하니! 다니엘! 강해린! 이혜인!
      2 E  뉴진스! 버니즈! 하나 둘 셋!
      . 3
      # 1절
      2 A  ♪ 민지 — 1절 [[김민지!]]
      2 A  ♪ 하니 — 1절 [[하니!]]
      2 F~ 민지! 하니!
      2 A  ♪ 다니엘 — 1절
      2 A  ♪ 해린 — 1절 [[강해린!]]
      2 F~ 다니엘! 해린!
      2 A  ♪ 혜인 — 1절 후반 [[이혜인!]]
      # 프리코러스
      2 S  토끼처럼 깡총 너에게 뛰어가
      2 F  뉴! 진! 스!
      # 후렴
      2 S  하루 종일 네 생각에 웃음이 나 || haru jongil ne saenggage useumi na
      2 A  ♪ 후렴 — 아티스트
      2 S  한 번 더 불러 줄래 우리 이름
      2 E  뉴진스! 버니즈! 사랑해!
      . 4
      # 2절
      2 A  ♪ 하니 — 2절 [[하니!]]
      2 A  ♪ 민지 — 2절 [[김민지!]]
      2 F~ 하니! 민지! 귀여워!
      2 A  ♪ 혜인 — 2절
      2 A  ♪ 다니엘 — 2절 [[다니엘!]]
      # 프리코러스
      2 S  토끼처럼 깡총 너에게 뛰어가
      2 F  뉴! 진! 스!
      # 후렴
      2 S  하루 종일 네 생각에 웃음이 나 || haru jongil ne saenggage useumi na
      2 A  ♪ 후렴 — 아티스트
      2 S  한 번 더 불러 줄래 우리 이름
      2 E  뉴진스! 버니즈! 사랑해!
      . 4
      # 브릿지
      4 A  ♪ 브릿지 — 해린·혜인
      2 S  라라라 라라라 버니즈 라라
      2 F~ 김민지! 하니! 다니엘! 강해린! 이혜인!
      # 마지막 후렴
      2 S  하루 종일 네 생각에 웃음이 나 || haru jongil ne saenggage useumi na
      2 S  한 번 더 불러 줄래 우리 이름
      2 S  하루 종일 네 생각에 웃음이 나 || haru jongil ne saenggage useumi na
      2 E  뉴진스! 버니즈! 사랑해!
      2 F  뉴! 진! 스!
      # 아웃트로
      4 A  ♪ 아웃트로 — 아티스트
      2 F~ 김민지! 하니! 다니엘! 강해린! 이혜인!
      6 E  뉴진스! 오늘도 고마워!
      `,
    ),
    videos: [],
  },
  {
    // Next Level: a fancam linked.
    youtubeId: "4TWR90KJl84",
    author: CURATOR,
    isPublic: true,
    lines: scoreLines(
      { bpm: 110, downbeat: 1.5, duration: 236 },
      `
      # 인트로
      2 F  에스파! 에스파! 마이!
      2 F  카리나! 지젤! 윈터! 닝닝! || karina! jizel! winter! ningning!
      2 A  ♪ 인트로 — 카리나
      # 1절
      4 A  ♪ 카리나 — 1절 [[카리나!]]
      4 A  ♪ 윈터 — 1절 [[윈터!]]
      2 F  카리나! 윈터! || karina! winter!
      4 A  ♪ 지젤 — 1절 랩 [[지젤!]]
      4 A  ♪ 닝닝 — 1절 고음
      2 F  닝닝! 닝닝! 지젤!
      # 프리코러스
      2 S  빛의 속도로 우리 함께 달려가
      2 F  하나! 둘! 셋! 에스파!
      # 후렴
      2 E  마이! 에스파! 마이! 에스파!
      2 A  ♪ 후렴 — 아티스트
      2 S  끝없는 우주 너머로 같이 가
      2 E  마이! 에스파! 사랑해!
      . 4
      # 2절
      4 A  ♪ 지젤 — 2절 랩 [[지젤!]]
      4 A  ♪ 카리나 — 2절 [[카리나!]]
      2 F  지젤! 카리나!
      4 A  ♪ 윈터 — 2절
      2 F  윈터! 윈터! 김민정! || winter! winter! gim minjeong!
      # 프리코러스
      2 S  빛의 속도로 우리 함께 달려가
      2 F  하나! 둘! 셋! 에스파!
      # 후렴
      2 E  마이! 에스파! 마이! 에스파!
      2 A  ♪ 후렴 — 아티스트
      2 S  끝없는 우주 너머로 같이 가
      2 E  마이! 에스파! 사랑해!
      . 4
      # 브릿지 (템포가 바뀌어요)
      4 A  ♪ 브릿지 — 윈터·닝닝 고음
      4 S  우우 우우 별빛 따라 우우
      4 A  ♪ 브릿지 — 카리나 랩 [[카리나!]]
      # 마지막 후렴
      2 E  마이! 에스파! 마이! 에스파!
      2 S  끝없는 우주 너머로 같이 가
      2 F  카리나! 지젤! 윈터! 닝닝! || karina! jizel! winter! ningning!
      2 E  마이! 에스파! 사랑해!
      # 아웃트로
      4 A  ♪ 아웃트로 — 아티스트
      6 E  에스파! 오늘도 최고였어!
      `,
    ),
    videos: [{ youtubeId: "demoFancamK", title: "Next Level (카리나 직캠)", artist: "aespa", duration: 229, offset: 8.6 }],
  },
  {
    // LOVE DIVE: syllable-timed calls; hand romanisation of 안유진 and 장원영.
    youtubeId: "Y8JFxS1HlDo",
    author: CURATOR,
    isPublic: true,
    lines: scoreLines(
      { bpm: 118, downbeat: 0.4, duration: 179, timedCalls: true },
      `
      # 인트로
      2 F* 안유진! 가을! 레이! || an yujin! gaeul! rei!
      2 F* 장원영! 리즈! 이서! || jang wonyeong! rijeu! iseo!
      2 E  다이브! 아이브! 하나 둘 셋!
      . 2
      # 1절
      2 A  ♪ 원영 — 1절 [[장원영!]]
      2 A  ♪ 유진 — 1절 [[안유진!]]
      2 F* 안! 유! 진! 장! 원! 영!
      2 A  ♪ 레이 — 1절 랩 [[레이!]]
      2 A  ♪ 가을 — 1절
      2 F* 가! 을! 레! 이!
      # 프리코러스
      2 S  깊은 바다처럼 푸르게 빛나
      2 A  ♪ 프리코러스 — 리즈 고음 [[리즈!]]
      # 후렴
      2 S  물결 따라 우리 함께 흘러가
      2 A  ♪ 후렴 — 아티스트
      2 S  파도 위로 다이브 함께 노래해
      2 E  다이브! 아이브! 사랑해!
      . 4
      # 2절
      2 A  ♪ 이서 — 2절 [[이서!]]
      2 A  ♪ 리즈 — 2절 [[리즈!]]
      2 F* 이! 서! 리! 즈!
      2 A  ♪ 가을 — 2절 랩
      2 A  ♪ 유진 — 2절 [[안유진!]]
      2 F* 가! 을! 안! 유! 진!
      # 프리코러스
      2 S  깊은 바다처럼 푸르게 빛나
      2 A  ♪ 프리코러스 — 리즈 고음 [[리즈!]]
      # 후렴
      2 S  물결 따라 우리 함께 흘러가
      2 A  ♪ 후렴 — 아티스트
      2 S  파도 위로 다이브 함께 노래해
      2 E  다이브! 아이브! 사랑해!
      . 2
      # 브릿지
      4 A  ♪ 브릿지 — 원영·유진
      2 F* 안유진! 가을! 레이! 장원영! 리즈! 이서! || an yujin! gaeul! rei! jang wonyeong! rijeu! iseo!
      # 마지막 후렴
      2 A  ♪ 마지막 후렴 — 원영 애드리브 [[장원영!]]
      2 S  물결 따라 우리 함께 흘러가
      2 S  파도 위로 다이브 함께 노래해
      2 S  한 번 더! 물결 따라 우리 함께 흘러가
      2 E  다이브! 아이브! 사랑해!
      # 아웃트로
      2 F* 안유진! 가을! 레이! 장원영! 리즈! 이서! || an yujin! gaeul! rei! jang wonyeong! rijeu! iseo!
      5 E  아이브! 오늘도 고마워!
      `,
    ),
    videos: [],
  },
  {
    // 아주 NICE: thirteen names called syllable by syllable, claps.
    youtubeId: "J-wFp43XOrA",
    author: CHEER_LEADER,
    isPublic: true,
    lines: scoreLines(
      { bpm: 125, downbeat: 1.5, duration: 238, timedCalls: true },
      `
      # 인트로
      2 F* 최승철! 윤정한! 홍지수! 문준휘! || choe seungcheol! yun jeonghan! hong jisu! mun junhwi!
      2 F* 권순영! 전원우! 이지훈! 서명호! || gwon sunyeong! jeon wonu! i jihun! seo myeongho!
      2 F* 김민규! 이석민! 부승관! 최한솔! 이찬! || gim mingyu! i seokmin! bu seunggwan! choe hansol! i chan!
      2 E  세븐틴! 캐럿! 박수 준비!
      . 4
      # 1절
      2 A  ♪ 승관 — 1절 [[부승관!]]
      2 A  ♪ 도겸 — 1절 [[이석민!]]
      2 F  짝! 짝! 짝짝짝!
      2 A  ♪ 정한 — 1절 [[윤정한!]]
      2 A  ♪ 조슈아 — 1절 [[홍지수!]]
      2 F  짝! 짝! 짝짝짝!
      2 A  ♪ 우지 — 1절 후반 [[이지훈!]]
      2 F* 부승관! 이석민! 윤정한! 홍지수! 이지훈! || bu seunggwan! i seokmin! yun jeonghan! hong jisu! i jihun!
      # 프리코러스
      2 S  손뼉 치며 다 같이 웃어 봐
      2 F* 하나! 둘! 셋! 넷! 세븐틴!
      # 후렴
      2 S  열세 명이 하나가 되는 이 순간
      2 E  캐럿! 세븐틴! 캐럿! 세븐틴!
      2 S  박수 소리 더 크게 울려 퍼져라
      2 F  짝짝짝! 짝짝짝! 세븐틴!
      . 4
      # 2절 (랩 라인부터)
      2 A  ♪ 에스쿱스 — 2절 랩 [[최승철!]]
      2 A  ♪ 원우 — 2절 랩 [[전원우!]]
      2 A  ♪ 버논 — 2절 랩 [[최한솔!]]
      2 F* 최승철! 전원우! 최한솔!
      2 A  ♪ 민규 — 2절 [[김민규!]]
      2 A  ♪ 디에잇 — 2절 [[서명호!]]
      2 A  ♪ 준 — 2절 [[문준휘!]]
      2 A  ♪ 디노 — 2절 [[이찬!]]
      2 F* 김민규! 서명호! 문준휘! 이찬!
      # 프리코러스
      2 S  손뼉 치며 다 같이 웃어 봐
      2 F* 하나! 둘! 셋! 넷! 세븐틴!
      # 후렴
      2 S  열세 명이 하나가 되는 이 순간
      2 E  캐럿! 세븐틴! 캐럿! 세븐틴!
      2 S  박수 소리 더 크게 울려 퍼져라
      2 F  짝짝짝! 짝짝짝! 세븐틴!
      . 2
      # 댄스 브레이크 (박수 구간)
      2 F  짝짝! 짝짝! 짝짝짝짝!
      2 E  캐럿! 세븐틴!
      2 F  짝짝! 짝짝! 짝짝짝짝!
      2 E  세븐틴! 캐럿!
      . 2
      # 브릿지 (퍼포먼스)
      4 A  ♪ 브릿지 — 호시 [[권순영!]]
      2 F* 호랑이! 호랑이! 권순영! || horangi! horangi! gwon sunyeong!
      4 S  라라라 라라라 캐럿 라라라
      # 마지막 후렴
      2 S  열세 명이 하나가 되는 이 순간
      2 E  캐럿! 세븐틴! 캐럿! 세븐틴!
      2 S  박수 소리 더 크게 울려 퍼져라
      2 S  한 번 더! 열세 명이 하나가 되는 이 순간
      2 F  짝짝짝! 짝짝짝! 세븐틴!
      # 아웃트로
      2 F* 최승철! 윤정한! 홍지수! 문준휘! 권순영! 전원우! 이지훈! || choe seungcheol! yun jeonghan! hong jisu! mun junhwi! gwon sunyeong! jeon wonu! i jihun!
      2 F* 서명호! 김민규! 이석민! 부승관! 최한솔! 이찬! || seo myeongho! gim mingyu! i seokmin! bu seunggwan! choe hansol! i chan!
      6 E  세븐틴! 캐럿! 사랑해!
      `,
    ),
    videos: [],
  },
  {
    // Psycho: a slow groove (a bar is more than three seconds), word-timed calls.
    youtubeId: "uR8Mrt1IpXg",
    author: FRONT_ROW,
    isPublic: true,
    lines: scoreLines(
      { bpm: 70, downbeat: 1, duration: 216 },
      `
      # 인트로
      2 A  ♪ 인트로 — 아이린
      1 F~ 배주현! 강슬기! 손승완! 박수영! 김예림! || bae juhyeon! gang seulgi! son seungwan! bak suyeong! gim yerim!
      1 E  레드벨벳! 러비!
      # 1절
      2 A  ♪ 아이린 — 1절 [[배주현!]]
      2 A  ♪ 슬기 — 1절 [[강슬기!]]
      1 F~ 아이린! 슬기!
      2 A  ♪ 조이 — 1절 [[박수영!]]
      2 A  ♪ 예리 — 1절 [[김예림!]]
      1 F~ 조이! 예리!
      # 프리코러스
      2 A  ♪ 웬디 — 프리코러스 [[손승완!]]
      1 S  서로 다른 색이 모여 더 예뻐
      # 후렴
      1 S  엇갈려도 결국 우린 한 팀이야
      2 A  ♪ 후렴 — 아티스트
      1 S  티격태격해도 우린 함께해
      1 E  러비! 레드벨벳! 사랑해!
      . 3
      # 2절
      2 A  ♪ 슬기 — 2절 [[강슬기!]]
      2 A  ♪ 조이 — 2절
      1 F~ 강슬기! 박수영!
      2 A  ♪ 아이린 — 2절 [[배주현!]]
      2 A  ♪ 예리 — 2절 랩 [[김예림!]]
      # 프리코러스
      2 A  ♪ 웬디 — 프리코러스 [[손승완!]]
      1 S  서로 다른 색이 모여 더 예뻐
      # 후렴
      1 S  엇갈려도 결국 우린 한 팀이야
      2 A  ♪ 후렴 — 아티스트
      1 S  티격태격해도 우린 함께해
      1 E  러비! 레드벨벳! 사랑해!
      . 3
      # 브릿지
      2 A  ♪ 브릿지 — 웬디 고음
      1 S  우우 우우우 러비 우우
      1 F~ 배주현! 강슬기! 손승완! 박수영! 김예림! || bae juhyeon! gang seulgi! son seungwan! bak suyeong! gim yerim!
      # 마지막 후렴
      1 S  엇갈려도 결국 우린 한 팀이야
      1 S  티격태격해도 우린 함께해
      1 S  한 번 더! 엇갈려도 결국 우린 한 팀이야
      1 E  러비! 레드벨벳! 사랑해!
      # 아웃트로
      2 A  ♪ 아웃트로 — 아이린·웬디
      1 F~ 아이린! 슬기! 웬디! 조이! 예리!
      3 E  레드벨벳! 오늘도 고마워!
      `,
    ),
    videos: [],
  },
  {
    // Gee: nine full names, word-timed; the fandom's own slogan at the end.
    youtubeId: "U7mPqycQ0tQ",
    author: CURATOR,
    isPublic: true,
    lines: scoreLines(
      { bpm: 100, downbeat: 2.5, duration: 236 },
      `
      # 인트로
      2 F~ 김태연! 이순규! 황미영!
      2 F~ 정수연! 김효연! 권유리! || jeong suyeon! gim hyoyeon! gwon yuri!
      2 F~ 최수영! 임윤아! 서주현! || choe suyeong! im yuna! seo juhyeon!
      2 E  소녀시대! 소원! 사랑해요!
      . 4
      # 1절
      2 A  ♪ 윤아 — 1절 [[임윤아!]]
      2 A  ♪ 제시카 — 1절 [[정수연!]]
      2 F  짝! 짝! 짝짝짝!
      2 A  ♪ 태연 — 1절 [[김태연!]]
      2 A  ♪ 티파니 — 1절 [[황미영!]]
      2 F  짝! 짝! 짝짝짝!
      # 후렴
      2 S  봄날의 소원 우리 함께 빌어
      2 A  ♪ 후렴 — 아티스트
      2 F  소녀시대! 짱!
      2 S  살랑살랑 봄바람 타고 너에게 가
      2 E  소녀시대! 소원! 사랑해요!
      . 4
      # 2절
      2 A  ♪ 써니 — 2절 [[이순규!]]
      2 A  ♪ 효연 — 2절 [[김효연!]]
      2 A  ♪ 유리 — 2절 [[권유리!]]
      2 F  짝! 짝! 짝짝짝!
      2 A  ♪ 수영 — 2절 [[최수영!]]
      2 A  ♪ 서현 — 2절 [[서주현!]]
      2 F~ 이순규! 김효연! 권유리! || i sungyu! gim hyoyeon! gwon yuri!
      # 후렴
      2 S  봄날의 소원 우리 함께 빌어
      2 A  ♪ 후렴 — 아티스트
      2 F  소녀시대! 짱!
      2 S  살랑살랑 봄바람 타고 너에게 가
      2 E  소녀시대! 소원! 사랑해요!
      . 4
      # 브릿지
      2 A  ♪ 브릿지 — 태연 고음
      2 S  라라라 라라 소원 라라라
      2 A  ♪ 브릿지 — 제시카·티파니
      2 F~ 김태연! 이순규! 황미영! 정수연! 김효연!
      2 F~ 권유리! 최수영! 임윤아! 서주현! || gwon yuri! choe suyeong! im yuna! seo juhyeon!
      # 마지막 후렴
      2 S  봄날의 소원 우리 함께 빌어
      2 S  살랑살랑 봄바람 타고 너에게 가
      2 S  한 번 더! 봄날의 소원 우리 함께 빌어
      2 E  소녀시대! 소원! 사랑해요!
      # 아웃트로
      2 A  ♪ 아웃트로 — 아티스트
      2 F~ 김태연! 이순규! 황미영! 정수연! 김효연! 권유리! 최수영! 임윤아! 서주현! || gim taeyeon! i sungyu! hwang miyeong! jeong suyeon! gim hyoyeon! gwon yuri! choe suyeong! im yuna! seo juhyeon!
      6 E  지금은 소녀시대! 앞으로도 소녀시대! 영원히 소녀시대!
      `,
    ),
    videos: [],
  },
  {
    // 밤편지: a ballad — the fans listen, call in the breaks and sing the last chorus.
    youtubeId: "BzYnNdJhZQw",
    author: CURATOR,
    isPublic: true,
    lines: scoreLines(
      { bpm: 60, downbeat: 3.5, duration: 273 },
      `
      # 인트로 (피아노)
      2 A  ♪ 인트로 — 피아노 반주
      1 F  아이유! 이지은!
      # 1절 (조용히 감상해요)
      2 A  ♪ 1절 — 아이유
      2 A  ♪ 1절 이어서 — 아이유
      1 S  음 음 음 음
      2 A  ♪ 1절 후반 — 아이유
      # 후렴
      2 A  ♪ 후렴 — 아이유
      2 S  고요한 밤 너에게 보내는 마음
      2 A  ♪ 후렴 이어서 — 아이유
      2 S  작은 불빛 하나 우리 곁에 있어
      2 A  ♪ 후렴 마무리 — 아이유
      . 2
      # 간주
      1 F  아이유! 사랑해요!
      2 E  유애나! 이지은! 고마워요!
      # 2절
      2 A  ♪ 2절 — 아이유
      2 A  ♪ 2절 이어서 — 아이유
      1 S  음 음 음 음
      2 A  ♪ 2절 후반 — 아이유
      # 후렴
      2 A  ♪ 후렴 — 아이유
      2 S  고요한 밤 너에게 보내는 마음
      2 A  ♪ 후렴 이어서 — 아이유
      2 S  작은 불빛 하나 우리 곁에 있어
      2 A  ♪ 후렴 마무리 — 아이유
      . 2
      # 브릿지
      2 A  ♪ 브릿지 — 아이유 (조용히)
      2 S  오래도록 이 노래를 기억할게
      # 마지막 후렴 (떼창)
      2 S  고요한 밤 너에게 보내는 마음
      2 S  작은 불빛 하나 우리 곁에 있어
      2 S  오래도록 이 노래를 기억할게
      2 E  다 같이 마지막까지 천천히
      # 아웃트로
      3 A  ♪ 아웃트로 — 피아노
      1 F  아이유! 이지은! 사랑해요!
      4 E  유애나! 고마워요!
      `,
    ),
    videos: [],
  },
  {
    // 강남스타일: everyone jumps.
    youtubeId: "9bZkp7q19f0",
    author: CHEER_LEADER,
    isPublic: true,
    lines: scoreLines(
      { bpm: 132, downbeat: 1, duration: 253 },
      `
      # 인트로
      2 E  싸이! 싸이! 싸이!
      2 F  다 같이 뛸 준비! 하나 둘 셋!
      . 4
      # 1절
      4 A  ♪ 싸이 — 1절 랩
      2 F  싸이! 싸이! 박재상!
      4 A  ♪ 싸이 — 1절 이어서
      2 F  예! 예! 예!
      # 프리코러스
      4 S  모두 손을 들고 빙글빙글 돌려
      2 F  점프! 점프! 점프!
      # 후렴
      2 E  싸이! 싸이! 싸이!
      4 A  ♪ 후렴 — 싸이 (말춤)
      4 S  말 타듯이 다 같이 흔들흔들
      2 F  얍! 얍! 얍! 얍!
      # 댄스 브레이크
      4 E  왼발! 오른발! 왼발! 오른발!
      . 4
      # 2절
      4 A  ♪ 싸이 — 2절 랩
      2 F  싸이! 싸이! 박재상!
      4 A  ♪ 싸이 — 2절 이어서
      2 F  예! 예! 예!
      # 프리코러스
      4 S  모두 손을 들고 빙글빙글 돌려
      2 F  점프! 점프! 점프!
      # 후렴
      2 E  싸이! 싸이! 싸이!
      4 A  ♪ 후렴 — 싸이 (말춤)
      4 S  말 타듯이 다 같이 흔들흔들
      2 F  얍! 얍! 얍! 얍!
      # 댄스 브레이크
      4 E  왼발! 오른발! 왼발! 오른발!
      . 2
      # 브레이크 (다 같이 앉았다가)
      4 A  ♪ 브레이크 — 싸이 (다 같이 낮게 앉아요)
      4 S  쉿! 다 같이 낮게 앉아서 기다려
      4 F  하나! 둘! 셋! 넷! 일어나!
      . 2
      # 브릿지 (빌드업)
      4 A  ♪ 브릿지 — 싸이
      2 F  하나! 둘! 셋! 넷!
      2 F  다섯! 여섯! 일곱! 여덟!
      2 E  다 같이 점프!
      # 마지막 후렴
      2 E  싸이! 싸이! 싸이!
      4 S  말 타듯이 다 같이 흔들흔들
      4 S  한 번 더! 말 타듯이 다 같이 흔들흔들
      2 F  얍! 얍! 얍! 얍!
      4 E  왼발! 오른발! 왼발! 오른발!
      # 아웃트로
      4 A  ♪ 아웃트로 — 싸이
      4 E  싸이! 최고! 한 곡 더!
      4 E  한 곡 더! 한 곡 더! 한 곡 더!
      `,
    ),
    videos: [],
  },
];
