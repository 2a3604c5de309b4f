// A routine's ladder fields (issue 28): the slowest and fastest of the player's
// rates and the loops at each. One look and one set of labels for the
// account's plain form (practice_.routines_.$id.tsx, default values, the
// server's reply) and a guest's form in the browser (__local-routine-editor.tsx,
// values held in state): each says how its fields are controlled.
import { ErrorList } from "~/components/error-list";
import { useTranslation } from "~/i18n/react";
import { PLAYBACK_RATES, PRACTICE_TARGET_MAX } from "~/shared/constants";

export type LadderField = "ladderFrom" | "ladderTo" | "loopsPerStep";

type Control =
  | { defaultValue: string }
  | { value: string; onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void };

export function RoutineLadderFields({
  errors,
  control,
}: {
  errors: (name: LadderField) => readonly string[] | undefined;
  control: (name: LadderField) => Control;
}) {
  const { t } = useTranslation("practice");
  const invalid = (name: LadderField) =>
    errors(name)?.length ? { "aria-invalid": true as const, "aria-describedby": `routine-${name}-error` } : {};
  const field = (name: LadderField, label: string, input: React.ReactElement) => (
    <div className="field">
      <label htmlFor={`routine-${name}`}>{label}</label>
      {input}
      <ErrorList id={`routine-${name}-error`} errors={errors(name) ? [...errors(name)!] : undefined} />
    </div>
  );
  const rateSelect = (name: "ladderFrom" | "ladderTo") => (
    <select id={`routine-${name}`} name={name} {...control(name)} {...invalid(name)}>
      {PLAYBACK_RATES.map((option) => (
        <option key={option} value={option}>
          {t("settings.rate", { rate: option })}
        </option>
      ))}
    </select>
  );
  return (
    <>
      <p className="small muted">{t("routines.settings.ladderHint")}</p>
      <div className="routine-ladder">
        {field("ladderFrom", t("routines.settings.from"), rateSelect("ladderFrom"))}
        {field("ladderTo", t("routines.settings.to"), rateSelect("ladderTo"))}
        {field(
          "loopsPerStep",
          t("routines.settings.loops"),
          <input
            id="routine-loopsPerStep"
            name="loopsPerStep"
            type="number"
            inputMode="numeric"
            min={1}
            max={PRACTICE_TARGET_MAX}
            required
            {...control("loopsPerStep")}
            {...invalid("loopsPerStep")}
          />,
        )}
      </div>
      <p>
        <button type="submit" className="button">
          {t("routines.settings.save")}
        </button>
      </p>
    </>
  );
}
