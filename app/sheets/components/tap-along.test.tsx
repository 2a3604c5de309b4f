// The editor's first screen as it renders (the interaction is pinned by the
// model's tests and tests/e2e/sheet-tap-along.spec.ts): every text is found in
// both languages, and the pasted text's parts show in the preview.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { resources } from "~/i18n/resources.server";
import { TranslationProvider } from "~/i18n/react";
import { createTranslator } from "~/i18n/translator";
import { LOCALES } from "~/shared/constants";
import { TapAlong } from "./tap-along";

const song = { id: 7, youtubeId: "tapalong001", title: "데모 노래", artist: "데모 가수", thumbnailUrl: null, duration: 180 };

describe.each(LOCALES)("%s", (locale) => {
  test("the text step shows the line count, the parts and no missing text", () => {
    const html = renderToStaticMarkup(
      <TranslationProvider translator={createTranslator(locale, resources[locale])}>
        <TapAlong
          song={song}
          existingText={"가수: 별을 따라 가\n| 민지! 하니!\n\n함께 걸어요"}
          onSave={async () => {}}
          onCancel={() => {}}
        />
      </TranslationProvider>,
    );
    expect(html).toContain(locale === "ko" ? "3줄" : "3 lines");
    expect(html.match(/part-badge--(\w+)/g)).toEqual(["part-badge--artist", "part-badge--fans", "part-badge--singalong"]);
    expect(html).not.toMatch(/tap\.\w/);
    expect(html).not.toContain("style=");
  });
});
