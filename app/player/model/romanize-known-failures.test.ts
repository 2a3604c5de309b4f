// The automatic romanisation draft's known failures (issue 27, "Romanisation done right"):
// what the app shows today for words es-hangul's romanize gets wrong (and a few it once got
// wrong or that are easy to get wrong), each with the correct Revised Romanization beside it.
// The assertions pin the CURRENT output exactly, right or wrong: when a library update changes
// any of them, this test fails, and the list (and the fans' hand corrections) gets a look.
import { describe, expect, test } from "vitest";
import { romanizeLyrics } from "./romanize";

/** [Hangul, what the app shows today, the correct Revised Romanization]. */
const PINNED: ReadonlyArray<readonly [string, string, string]> = [
  // Right today: listed because romanisers often miss them.
  ["호랑이", "horangi", "horangi"], // ㅇ between vowels, no linking
  ["나뭇잎", "namunnip", "namunnip"], // 사이시옷 + ㄴ-insertion [나문닙]
  ["깻잎", "kkaennip", "kkaennip"], // [깬닙]
  ["한여름", "hannyeoreum", "hannyeoreum"], // ㄴ-insertion [한녀름]
  ["같이", "gachi", "gachi"], // palatalisation [가치]
  ["신라", "silla", "silla"], // lateralisation [실라]
  ["색연필", "saengnyeonpil", "saengnyeonpil"], // ㄴ-insertion + nasalisation [생년필]
  // Wrong today.
  ["솜이불", "somibul", "somnibul"], // ㄴ-insertion [솜니불] missed
  ["홑이불", "hochibul", "honnibul"], // ㄴ-insertion [혼니불] missed, palatalised instead
  ["첫여름", "cheosyeoreum", "cheonnyeoreum"], // ㄴ-insertion [천녀름] missed
  ["앞일", "apil", "amnil"], // ㄴ-insertion + nasalisation [암닐] missed
  ["꽃잎", "kkochip", "kkonnip"], // [꼰닙] missed
  ["식용유", "sikgyongyu", "sigyongyu"], // linking across the compound [시굥뉴]: RR "sigyongyu"
  ["값어치", "gapsseochi", "gabeochi"], // [가버치]: tensification written, and RR does not write it
];

describe("es-hangul's draft, pinned", () => {
  test.each(PINNED)("%s shows as %s (Revised Romanization: %s)", (hangul, shown) => {
    expect(romanizeLyrics(hangul)).toBe(shown);
  });

  test("the list says which are wrong: 7 of 14 differ from the Revised Romanization", () => {
    expect(PINNED.filter(([, shown, correct]) => shown !== correct).map(([hangul]) => hangul)).toEqual([
      "솜이불",
      "홑이불",
      "첫여름",
      "앞일",
      "꽃잎",
      "식용유",
      "값어치",
    ]);
  });
});
