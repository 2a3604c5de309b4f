// The sheet page's forms (routes/_sheets+/sheets.$songId.tsx): a line's
// fields, its editor with its buttons (save, nudges, split, merge, delete, and
// with JavaScript the syllable pass), and the import and export of a whole
// sheet. Plain forms posting the page's intents (__sheet.server.ts).
import { Form, Link } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { ErrorList } from "~/components/error-list";
import { useTranslation } from "~/i18n/react";
import type { SheetView } from "~/schemas/sheet";
import { SHEET_FORMATS, SHEET_MESSAGE_VALUES } from "~/sheets/constants";
import { formatSheetTime } from "~/sheets/times";
import { CHANT_PARTS } from "~/shared/constants";
import type { FormReply } from "~/shared/form-reply";
import { useHydrated } from "~/utils/use-hydrated";
import { SheetDownloads } from "./__sheet-lines";

// Needs JavaScript: loads when opened, not with the page.
const SyllablePanel = lazy(() => import("./__sheet-editors").then((module) => ({ default: module.SyllablePanel })));

type Line = SheetView["lines"][number];

/** The answer to the form of one line (null: the add form), so that a refused form's errors show in that form only. */
export function replyOfLine(reply: FormReply | undefined, lineId: number | null): FormReply | undefined {
  if (reply?.intent !== "save") return undefined;
  const posted = (reply.result.initialValue as Record<string, unknown> | undefined)?.lineId;
  return (lineId === null ? posted === undefined || posted === "" : posted === String(lineId)) ? reply : undefined;
}

/** The fields of a line, for editing one or adding one; the server's answer keeps what was typed. */
export function LineFields({ line, reply, idPrefix }: { line: Partial<Line> | null; reply: FormReply | undefined; idPrefix: string }) {
  const { t } = useTranslation("sheets");
  const errors = reply?.intent === "save" ? reply.result.error : undefined;
  const typed = reply?.intent === "save" ? (reply.result.initialValue as Record<string, string> | undefined) : undefined;
  const value = (name: string, fallback: string) => (typed && typeof typed[name] === "string" ? typed[name] : fallback);
  const field = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    "aria-invalid": errors?.[name] ? true : undefined,
    "aria-describedby": errors?.[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  return (
    <>
      <div className="sheet-editor__times">
        <div className="field">
          <label htmlFor={`${idPrefix}-start`}>{t("form.start")}</label>
          <input
            {...field("start")}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={value("start", line?.start === undefined ? "" : formatSheetTime(line.start))}
            placeholder="0:12.50"
          />
          <ErrorList id={`${idPrefix}-start-error`} errors={errors?.start} />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-end`}>{t("form.end")}</label>
          <input
            {...field("end")}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={value("end", line?.end === undefined ? "" : formatSheetTime(line.end))}
            placeholder="0:15.00"
          />
          <ErrorList id={`${idPrefix}-end-error`} errors={errors?.end} />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-part`}>{t("form.part")}</label>
          <select {...field("part")} defaultValue={value("part", line?.part ?? "singalong")}>
            {CHANT_PARTS.map((part) => (
              <option key={part} value={part}>
                {t(`form.parts.${part}`)}
              </option>
            ))}
          </select>
          <ErrorList id={`${idPrefix}-part-error`} errors={errors?.part} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-text`}>{t("form.text")}</label>
        <textarea {...field("text")} rows={2} lang="ko" defaultValue={value("text", line?.text ?? "")} />
        <ErrorList id={`${idPrefix}-text-error`} errors={errors?.text} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-romanization`}>{t("form.romanization")}</label>
        <textarea
          {...field("romanization")}
          rows={1}
          lang="ko-Latn"
          aria-describedby={[`${idPrefix}-romanization-hint`, errors?.romanization ? `${idPrefix}-romanization-error` : null].filter(Boolean).join(" ")}
          defaultValue={value("romanization", line?.romanization ?? "")}
        />
        <p id={`${idPrefix}-romanization-hint`} className="field__hint">
          {t("form.romanizationHint")}
        </p>
        <ErrorList id={`${idPrefix}-romanization-error`} errors={errors?.romanization} />
      </div>
    </>
  );
}

function LineButton({ intent, lineId, label, children, extra }: { intent: string; lineId: number; label: string; children: string; extra?: Record<string, string> }) {
  return (
    <Form method="post" className="sheet-editor__button">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={lineId} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--small" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/** "Time the syllables" of a line (JavaScript): the syllable pass opens below it. */
function SyllablePass({ song, lines, line }: { song: SheetView["song"]; lines: Line[]; line: Line }) {
  const { t } = useTranslation("sheets");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  if (!open) {
    return (
      <button type="button" className="button sheet-editor__syllables" onClick={() => setOpen(true)}>
        {t("syllables.open")}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className="muted">{t("page.loading")}</p>}>
      <SyllablePanel song={song} lines={lines} line={line} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

export function LineEditor({ song, lines, line, last, reply }: { song: SheetView["song"]; lines: Line[]; line: Line; last: boolean; reply: FormReply | undefined }) {
  const { t } = useTranslation("sheets");
  const named = { text: line.text };
  return (
    <div className="sheet-editor stack">
      <Form method="post" className="stack" aria-label={t("form.editLine", named)}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="lineId" value={line.id} />
        <LineFields line={line} reply={reply} idPrefix={`line-${line.id}`} />
        <div className="action-row">
          <button type="submit" className="button button--primary">
            {t("form.save")}
          </button>
          <Link to={`?#line-${line.id}`} className="button">
            {t("form.close")}
          </Link>
        </div>
      </Form>
      <div className="sheet-editor__nudges" role="group" aria-label={t("form.nudges")}>
        {(["start", "end"] as const).map((edge) =>
          (["earlier", "later"] as const).map((direction) => (
            <LineButton
              key={`${edge}-${direction}`}
              intent="nudge"
              lineId={line.id}
              extra={{ edge, direction }}
              label={t(`form.nudge.${edge}.${direction}`, named)}
            >
              {t(`form.nudgeShort.${edge}.${direction}`)}
            </LineButton>
          )),
        )}
      </div>
      <div className="action-row">
        <LineButton intent="split" lineId={line.id} label={t("form.splitLine", named)}>
          {t("form.split")}
        </LineButton>
        {!last ? (
          <LineButton intent="merge" lineId={line.id} label={t("form.mergeLine", named)}>
            {t("form.merge")}
          </LineButton>
        ) : null}
        <LineButton intent="delete" lineId={line.id} label={t("form.deleteLine", named)}>
          {t("form.delete")}
        </LineButton>
      </div>
      <SyllablePass song={song} lines={lines} line={line} />
    </div>
  );
}

/** Import a file as the whole sheet (nothing saved from a file with problems), and download it. */
export function SheetFiles({ songId, hasLines, reply }: { songId: number; hasLines: boolean; reply: (FormReply & { fileErrors?: string[] }) | undefined }) {
  const { t } = useTranslation("sheets");
  const errors = reply?.intent === "import" ? reply.result.error?.file : undefined;
  const fileErrors = reply?.intent === "import" ? reply.fileErrors : undefined;
  return (
    <section aria-labelledby="sheet-files-heading" className="stack card">
      <h2 id="sheet-files-heading">{t("files.heading")}</h2>
      {hasLines ? <SheetDownloads songId={songId} /> : null}
      <Form method="post" encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="import" />
        <div className="field">
          <label htmlFor="sheet-file">{t("files.file")}</label>
          <input
            id="sheet-file"
            name="file"
            type="file"
            accept=".lrc,.ttml,.xml,.vtt,.txt"
            aria-invalid={errors ? true : undefined}
            aria-describedby={`sheet-file-hint${errors ? " sheet-file-error" : ""}`}
          />
          <p id="sheet-file-hint" className="field__hint">
            {t("files.hint", SHEET_MESSAGE_VALUES)}
          </p>
          <ErrorList id="sheet-file-error" errors={errors} values={SHEET_MESSAGE_VALUES} />
          {fileErrors && fileErrors.length > 0 ? (
            <ul className="sheet-file-errors" aria-label={t("files.fileHasErrors")}>
              {fileErrors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="sheet-format">{t("files.format")}</label>
          <select id="sheet-format" name="format" defaultValue="">
            <option value="">{t("files.formatAuto")}</option>
            {SHEET_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`files.formats.${format}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="action-row">
          <button type="submit" className="button">
            {t("files.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

