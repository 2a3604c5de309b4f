// Section management (spec §2): the seek bar with its markers and handles,
// the section buttons, what is selected, the range editor (typed times,
// nudges, a zoomed bar; below the buttons, so they stay where they were when a
// range is chosen), the modals and the delete
// confirmation (in the panel's flow, below the video), and the messages of
// spec §8. Everything it does goes through `useSections`.
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { formatTime } from "~/shared/time";
import { completeRange } from "../model/section-mode";
import { rangeLabel } from "../model/section-names";
import type { Sections } from "../hooks/use-sections";
import { ConfirmDialog } from "./confirm-dialog";
import { RangeEditor } from "./range-editor";
import { SectionDialog } from "./section-dialog";
import { SectionSeekBar } from "./section-seek-bar";

export function SectionManagement({ sections: view }: { sections: Sections }) {
  const { t } = useTranslation("sections");
  const { mode, selected, dialog, confirmingDelete, message } = view;
  const range = completeRange(mode.range);
  // Where focus goes back to when a dialog closes: the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const modeToggle = useRef<HTMLButtonElement>(null);
  const open = (event: MouseEvent<HTMLButtonElement>, action: () => void) => {
    opener.current = event.currentTarget;
    action();
  };
  const dialogOpen = dialog !== null || confirmingDelete;
  useEffect(() => {
    if (dialogOpen || !opener.current) return;
    // A disabled opener (the deleted section's "Delete section") cannot take focus: the mode toggle can.
    (opener.current.matches(":disabled") ? modeToggle.current : opener.current)?.focus();
    opener.current = null;
  }, [dialogOpen]);

  let status: string | null = null;
  if (mode.active) {
    if (range) status = t("selection.range", { range: rangeLabel(range) });
    else if (mode.range.start !== null) status = t("selection.start", { start: formatTime(mode.range.start) });
    else status = t("hints.longPress");
  }

  return (
    <section className="player-sections" aria-label={t("controls.label")}>
      <SectionSeekBar
        clock={view.clock}
        duration={view.duration}
        sectionMode={mode.active}
        range={mode.range}
        selectedId={mode.selectedSectionId}
        sections={view.sections}
        onSeek={view.seek}
        onMark={view.mark}
        onRangeChange={view.moveRange}
        onSelectSection={view.selectSection}
      />
      <div className="player-sections__buttons">
        <button
          ref={modeToggle}
          type="button"
          className="button button--small"
          aria-pressed={mode.active}
          onClick={view.toggleMode}
        >
          {t("controls.sectionMode")}
        </button>
        {mode.active ? (
          <>
            <button
              type="button"
              className="button button--small"
              aria-pressed={mode.repeating}
              disabled={!range}
              onClick={view.toggleRepeat}
            >
              {t("controls.sectionRepeat")}
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={!range}
              onClick={(event) => open(event, () => view.openNew("repeat"))}
            >
              {t("controls.save")}
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={!range}
              onClick={(event) => open(event, () => view.openNew("lyrics"))}
            >
              {t("controls.lyricsSection")}
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={!selected || !range}
              onClick={(event) => open(event, view.openEdit)}
            >
              {t("controls.edit")}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              disabled={!selected}
              onClick={(event) => open(event, view.askDelete)}
            >
              {t("controls.delete")}
            </button>
          </>
        ) : null}
      </div>
      {status ? <p className="player-sections__status">{status}</p> : null}
      {mode.active && range && view.duration > 0 ? (
        <RangeEditor range={range} duration={view.duration} clock={view.clock} onChange={view.moveRange} />
      ) : null}
      {mode.active && view.guest ? <p className="player-sections__hint">{t("hints.guest")}</p> : null}
      {confirmingDelete && selected ? (
        <ConfirmDialog
          message={t("messages.confirmDelete", { name: selected.name })}
          onConfirm={() => void view.confirmDelete()}
          onCancel={view.cancelDelete}
        />
      ) : null}
      {dialog ? (
        <SectionDialog
          key={`${dialog.kind} ${dialog.editing?.id} ${dialog.range.start} ${dialog.range.end}`}
          request={dialog}
          onSubmit={view.submit}
          onCancel={view.closeDialog}
        />
      ) : null}
      <p className={message ? `player-feedback player-feedback--${message.tone}` : "player-feedback"} role="status">
        {message ? t(message.key, message.values) : null}
      </p>
    </section>
  );
}
