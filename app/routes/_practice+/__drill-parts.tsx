// The recall drill's pieces of practice mode (issue 28): the big tap, a loop's
// result, and measuring the device's tap delay by tapping along to a flash.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { CALIBRATION_BEATS, CALIBRATION_INTERVAL_MS } from "~/practice/constants";
import { measuredLatency } from "~/practice/drills";
import type { DrillPass } from "~/practice/practice-session";

/** The last loop's drill: its score, clean or how far from it, and its calls counted. */
export function DrillPassResult({ pass, cleanScore }: { pass: DrillPass; cleanScore: number }) {
  const { t } = useTranslation("practice");
  return (
    <div className={`drill-pass${pass.clean ? " drill-pass--clean" : ""}`} data-testid="drill-result" role="status">
      <p className="small muted">{t("run.passHeading")}</p>
      <p className="drill-pass__score">{t("run.passScore", { score: pass.score })}</p>
      <p>{pass.clean ? t("run.passClean") : t("run.passShort", { clean: cleanScore, left: cleanScore - pass.score })}</p>
      <p className="small">{t("run.passCounts", { onBeat: pass.onBeat, close: pass.close, miss: pass.miss, extra: pass.extra })}</p>
    </div>
  );
}

/**
 * The drill's tap: on the press itself (pointerdown: a click comes only on release, too late to be
 * on the beat), or from the keyboard (a click with no pointer: detail 0).
 */
export function TapButton({ onTap, label, hint }: { onTap: () => void; label?: string; hint?: string }) {
  const { t } = useTranslation("practice");
  return (
    <button
      type="button"
      className="practice-tap"
      aria-describedby={hint === "" ? undefined : "practice-tap-hint"}
      onPointerDown={(event) => {
        if (event.button === 0) onTap();
      }}
      onClick={(event) => {
        if (event.detail === 0) onTap();
      }}
    >
      {label ?? t("run.tap")}
      {hint === "" ? null : (
        <span id="practice-tap-hint" className="practice-tap__hint">
          {hint ?? t("run.tapHint")}
        </span>
      )}
    </button>
  );
}


type Calibration = { name: "idle" } | { name: "running"; beat: number } | { name: "done"; ms: number } | { name: "failed" };

/**
 * "Measure my delay": a dot flashes CALIBRATION_BEATS times, one beat every CALIBRATION_INTERVAL_MS;
 * the fan taps along. Each flash's time is read in the frame that shows it, each tap's at the press;
 * the median offset (measuredLatency) becomes the drill's tap delay.
 */
export function LatencyCalibration({ onMeasured }: { onMeasured: (ms: number) => void }) {
  const { t } = useTranslation("practice");
  const [calibration, setCalibration] = useState<Calibration>({ name: "idle" });
  const flashes = useRef<number[]>([]);
  const taps = useRef<number[]>([]);
  const measured = useRef(onMeasured);
  measured.current = onMeasured;
  const running = calibration.name === "running";
  useEffect(() => {
    if (!running) return;
    let beat = 0;
    const timer = window.setInterval(() => {
      if (beat >= CALIBRATION_BEATS) {
        window.clearInterval(timer);
        const ms = measuredLatency(flashes.current, taps.current, CALIBRATION_INTERVAL_MS);
        if (ms === null) setCalibration({ name: "failed" });
        else {
          measured.current(ms);
          setCalibration({ name: "done", ms });
        }
        return;
      }
      setCalibration({ name: "running", beat });
      beat += 1;
      requestAnimationFrame(() => flashes.current.push(performance.now()));
    }, CALIBRATION_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = () => {
    flashes.current = [];
    taps.current = [];
    setCalibration({ name: "running", beat: -1 });
  };
  if (calibration.name === "running") {
    return (
      <div className="calibration" data-testid="calibration">
        <p className="small" aria-live="polite">
          {t("settings.calibrating", { beat: Math.max(0, calibration.beat + 1), beats: CALIBRATION_BEATS })}
        </p>
        <span
          className="calibration__dot"
          data-on={calibration.beat >= 0 ? calibration.beat % 2 : undefined}
          aria-hidden="true"
          key={calibration.beat}
        />
        <TapButton onTap={() => taps.current.push(performance.now())} label={t("run.tap")} hint="" />
      </div>
    );
  }
  return (
    <div className="calibration">
      <button type="button" className="button button--small" onClick={start}>
        {calibration.name === "idle" ? t("settings.calibrate") : t("settings.calibrateAgain")}
      </button>
      {calibration.name === "done" ? (
        <p className="small" role="status" data-testid="calibration-result">
          {t("settings.calibrated", { ms: calibration.ms })}
        </p>
      ) : calibration.name === "failed" ? (
        <p className="small" role="alert">
          {t("settings.calibrateFailed")}
        </p>
      ) : null}
    </div>
  );
}
