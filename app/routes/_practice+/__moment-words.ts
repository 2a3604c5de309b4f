// A practice moment's settings as the page and its meta description say them
// ("0.75× · 3 loops · fans' part hidden"): the values practice mode starts
// with (its defaults where the link sets nothing), in words. Shared by the
// loader (getFixedT) and the page (useTranslation).
import type { HideMode } from "~/practice/practice-session";
import type { PracticePreset } from "~/practice/preset";
import { LADDER_FROM_DEFAULT, LADDER_LOOPS_PER_STEP_DEFAULT, LADDER_TO_DEFAULT } from "~/practice/constants";
import { PRACTICE_TARGET_DEFAULT } from "~/shared/constants";

export interface MomentSettings {
  rate: number;
  loops: number;
  hide: HideMode;
  ladder: boolean;
}

/** What the runner starts with for this preset (PracticeRunner's own defaults where it is unset). */
export function momentSettings(preset: PracticePreset): MomentSettings {
  const loops = preset.loops ?? (preset.ladder ? LADDER_LOOPS_PER_STEP_DEFAULT : PRACTICE_TARGET_DEFAULT);
  return { rate: preset.rate ?? 1, loops, hide: preset.hide ?? "none", ladder: preset.ladder };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Each setting in words, in the order the page shows them; `t` of the "practice" namespace. */
export function settingsWords(t: Translate, settings: MomentSettings): string[] {
  return [
    settings.ladder
      ? t("moment.settings.ladder", { from: LADDER_FROM_DEFAULT, to: LADDER_TO_DEFAULT })
      : t("moment.settings.rate", { rate: settings.rate }),
    t(settings.ladder ? "moment.settings.loopsPerStep" : "moment.settings.loops", { count: settings.loops }),
    t(`moment.settings.hide.${settings.hide}`),
  ];
}
