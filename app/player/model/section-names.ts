// Section names (spec §5): the default "section repeat (start~end)", and
// keeping a name's range in step when the range is edited.
import { formatTime } from "~/shared/time";
import type { TimeRange } from "./time-range";

/** "1:15~1:30": the range as names show it. */
export function rangeLabel({ start, end }: TimeRange): string {
  return `${formatTime(start)}~${formatTime(end)}`;
}

/**
 * The default name in the current language. `template` turns the range label
 * into the name, e.g. `(range) => t("sections:defaultName", { range })`
 * ("section repeat ({{range}})" / "구간 반복 ({{range}})").
 */
export function defaultSectionName(range: TimeRange, template: (range: string) => string): string {
  return template(rangeLabel(range));
}

/** When a section's range changes, a name containing the old range string gets the new one. */
export function renameForNewRange(name: string, oldRange: TimeRange, newRange: TimeRange): string {
  const oldLabel = rangeLabel(oldRange);
  return name.includes(oldLabel) ? name.replaceAll(oldLabel, rangeLabel(newRange)) : name;
}
