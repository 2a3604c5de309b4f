// The save-section and lyrics-section modals (spec §2 "Modals", §5), drawn
// in the panel's flow below the seek bar: nothing may cover the video. Focus
// moves to the name; Escape cancels. Their rules are the model's
// (model/section-forms.ts), the same the library and the API apply.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import {
  CHANT_PARTS,
  LINE_NUMBER_MAX,
  LINE_NUMBER_MIN,
  PLAYBACK_RATES,
  SECTION_LYRICS_MAX_LENGTH,
  SECTION_NAME_MAX_LENGTH,
  SECTION_PRONUNCIATION_MAX_LENGTH,
  SECTION_TYPE_LYRICS,
  SECTION_TYPE_REPEAT,
} from "~/shared/constants";
import { canSaveSection, readLyricsSectionForm, readSaveSectionForm, showsPronunciation } from "../model/section-forms";
import { rangeLabel } from "../model/section-names";
import type { SectionDraft } from "../sync/section-sync";
import type { SectionDialogRequest, SectionFormValues } from "../hooks/use-sections";

type Field = keyof SectionFormValues;

export function SectionDialog({
  request,
  onSubmit,
  onCancel,
}: {
  request: SectionDialogRequest;
  onSubmit: (draft: Omit<SectionDraft, "start" | "end">) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("sections");
  const id = useId();
  const lyricsSection = request.kind === "lyrics";
  const [values, setValues] = useState(request.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [romanizing, setRomanizing] = useState<"idle" | "loading" | "failed">("idle");
  const nameRef = useRef<HTMLInputElement>(null);
  const lyricsRef = useRef<HTMLTextAreaElement>(null);
  const pronunciationRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => nameRef.current?.focus(), []);

  const set = (field: Field, value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));
  const withPronunciation = lyricsSection || showsPronunciation(values.lyrics);
  const title = lyricsSection
    ? request.editing
      ? "form.lyricsEditTitle"
      : "form.lyricsTitle"
    : request.editing
    ? "form.editTitle"
    : "form.saveTitle";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const reading = lyricsSection
      ? readLyricsSectionForm(values)
      : readSaveSectionForm({ ...values, pronunciation: withPronunciation ? values.pronunciation : null });
    if (!reading.ok) {
      setErrors(reading.fields);
      setAlert(reading.alertKey);
      const first = reading.fields.name ? nameRef : reading.fields.lyrics ? lyricsRef : pronunciationRef;
      first.current?.focus();
      return;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await onSubmit({ ...reading.value, type: lyricsSection ? SECTION_TYPE_LYRICS : SECTION_TYPE_REPEAT });
    } finally {
      setPending(false);
    }
  }

  async function romanize() {
    setRomanizing("loading");
    try {
      // es-hangul is fetched on the first press only (docs/decisions/030-romanisation-library.md).
      const { romanizeLyrics } = await import("../model/romanize");
      setValues((current) => ({ ...current, pronunciation: romanizeLyrics(current.lyrics) }));
      setRomanizing("idle");
      pronunciationRef.current?.focus();
    } catch (error) {
      console.warn("The romanisation could not be loaded", error);
      setRomanizing("failed");
    }
  }

  const fieldProps = (field: Field) => {
    const messages = errors[field] ?? [];
    return {
      id: `${id}-${field}`,
      name: field,
      "aria-invalid": messages.length > 0 || undefined,
      "aria-describedby": messages.length > 0 ? `${id}-${field}-error` : undefined,
    };
  };
  const errorsOf = (field: Field) => {
    // The alert already says what is missing.
    const messages = (errors[field] ?? []).filter((key) => !(alert && key === "validation.required"));
    return messages.length > 0 ? (
      <ul id={`${id}-${field}-error`} className="error-list">
        {messages.map((key) => (
          <li key={key}>{t(key.includes(":") ? key : `common:${key}`)}</li>
        ))}
      </ul>
    ) : null;
  };

  /** Issue 9: the speed the section loops at; "" keeps the player's current speed. */
  const rateField = (
    <div className="field">
      <label htmlFor={`${id}-rate`}>{t("form.rate")}</label>
      <select
        {...fieldProps("rate")}
        aria-describedby={[`${id}-rate-hint`, errors.rate?.length ? `${id}-rate-error` : null].filter(Boolean).join(" ")}
        value={values.rate}
        onChange={(event) => set("rate", event.target.value)}
      >
        <option value="">{t("form.rateCurrent")}</option>
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {t("form.rateValue", { rate })}
          </option>
        ))}
      </select>
      <p id={`${id}-rate-hint`} className="field__hint">
        {t("form.rateHint")}
      </p>
      {errorsOf("rate")}
    </div>
  );

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      className="player-dialog"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 id={`${id}-title`} className="player-dialog__title">
        {t(title)}
      </h3>
      <p className="player-dialog__range">{t("form.range", { range: rangeLabel(request.range) })}</p>
      <form className="stack-sm" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("form.name")}</label>
          <input
            ref={nameRef}
            {...fieldProps("name")}
            type="text"
            autoComplete="off"
            required
            maxLength={SECTION_NAME_MAX_LENGTH}
            value={values.name}
            onChange={(event) => set("name", event.target.value)}
          />
          {errorsOf("name")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-lyrics`}>{t("form.lyrics")}</label>
          <textarea
            ref={lyricsRef}
            {...fieldProps("lyrics")}
            rows={2}
            required={lyricsSection}
            maxLength={SECTION_LYRICS_MAX_LENGTH}
            value={values.lyrics}
            onChange={(event) => set("lyrics", event.target.value)}
          />
          {errorsOf("lyrics")}
        </div>
        {lyricsSection ? (
          <div className="player-dialog__romanize">
            <button
              type="button"
              className="button button--small"
              disabled={!showsPronunciation(values.lyrics) || romanizing === "loading"}
              aria-describedby={`${id}-romanize-hint`}
              onClick={romanize}
            >
              {t("controls.romanize")}
            </button>
            <p id={`${id}-romanize-hint`} className="field__hint">
              {romanizing === "failed" ? t("messages.romanizeFailed") : t("hints.romanize")}
            </p>
          </div>
        ) : null}
        {withPronunciation ? (
          <div className="field">
            <label htmlFor={`${id}-pronunciation`}>{t("form.pronunciation")}</label>
            <textarea
              ref={pronunciationRef}
              {...fieldProps("pronunciation")}
              rows={2}
              maxLength={SECTION_PRONUNCIATION_MAX_LENGTH}
              value={values.pronunciation}
              onChange={(event) => set("pronunciation", event.target.value)}
            />
            {errorsOf("pronunciation")}
          </div>
        ) : null}
        {lyricsSection ? null : rateField}
        {lyricsSection ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-lineNumber`}>{t("form.lineNumber")}</label>
              <input
                {...fieldProps("lineNumber")}
                type="number"
                inputMode="numeric"
                min={LINE_NUMBER_MIN}
                max={LINE_NUMBER_MAX}
                step={1}
                value={values.lineNumber}
                onChange={(event) => set("lineNumber", event.target.value)}
              />
              {errorsOf("lineNumber")}
            </div>
            <div className="field">
              <label htmlFor={`${id}-part`}>{t("form.part")}</label>
              <select
                id={`${id}-part`}
                name="part"
                value={values.part}
                onChange={(event) => set("part", event.target.value)}
              >
                {CHANT_PARTS.map((part) => (
                  <option key={part} value={part}>
                    {t(`form.parts.${part}`)}
                  </option>
                ))}
              </select>
            </div>
            {rateField}
            <div className="field field--checkbox">
              <div className="field__row">
                <input
                  id={`${id}-isPublic`}
                  name="isPublic"
                  type="checkbox"
                  checked={values.isPublic}
                  onChange={(event) => set("isPublic", event.target.checked)}
                />
                <label htmlFor={`${id}-isPublic`}>{t("form.isPublic")}</label>
              </div>
            </div>
          </>
        ) : null}
        {alert ? (
          <p role="alert" className="player-feedback player-feedback--error">
            {t(alert)}
          </p>
        ) : null}
        <div className="player-dialog__actions">
          <button type="button" className="button button--small" onClick={onCancel}>
            {t("form.cancel")}
          </button>
          <button
            type="submit"
            className="button button--small button--primary"
            disabled={(!lyricsSection && !canSaveSection(values.name)) || pending}
          >
            {t("form.submit")}
          </button>
        </div>
      </form>
    </div>
  );
}
