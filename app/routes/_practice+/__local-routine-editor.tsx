// A guest's routines (issue 28), the parts that change them: a new routine by
// its name, a routine's items (move, remove), and one routine's own view
// (`/practice/routines?edit={id}`): run it, add a whole song or one of its
// shared lines, rename it, set its ladder. The account's pages are plain forms
// to the server; a guest's routines are in this browser, so these are React
// state over the browser store (app/practice/local-routines.ts), with the
// account pages' classes, labels and rules (the same schemas judge the input,
// and a refused form keeps what was typed). Loaded after hydration by
// __local-routines.tsx, never with the page.
//
// What a guest can add: the songs with lyrics lines in this browser that the
// catalogue knows, and the archive's shared songs (GET /api/fanchant-archive);
// a line is one of the song's shared lines (GET /api/fanchant-archive/{id}).
// A routine's item names a catalogue song and a server line, so a line made in
// this browser is practised as part of its whole song, and a song known only
// by its video cannot be added: the page says both.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "@remix-run/react";
import * as z from "zod";
import { ErrorList } from "~/components/error-list";
import { RoutineLadderFields } from "./__routine-ladder-fields";
import { useTranslation } from "~/i18n/react";
import { readLocalSections } from "~/player/api/local-sections";
import { localPracticeSongs } from "~/practice/local-practice";
import type { LocalChange, LocalRoutine, RoutineSongChoice } from "~/practice/local-routines";
import { routineItemHref } from "~/practice/routine";
import { ROUTINE_ITEMS_MAX, ROUTINE_LIMIT_VALUES, ROUTINE_NAME_MAX_LENGTH } from "~/practice/routine-constants";
import { formatTime } from "~/shared/time";
import { ApiClientError, apiFetch } from "~/utils/api-client";

export type Store = typeof import("~/practice/local-routines");

/** What a change came to: the routine it made or changed, or the form's errors (field -> message keys, the form under ""). */
export type Applied = { ok: true; id: string } | { ok: false; errors: Record<string, string[]> };

/** Applies a change to what is stored and says `done` (an i18n key) when it is saved. */
export type Apply = (change: (current: LocalRoutine[]) => LocalChange, done: string) => Applied;

const REFUSALS: Record<"tooMany" | "tooManyItems" | "notFound", string> = {
  tooMany: "practice:routines.errors.tooManyRoutines",
  tooManyItems: "practice:routines.errors.tooManyItems",
  notFound: "practice:routines.errors.notFound",
};

/** A refused change as a form's errors. */
export function refusalErrors(change: Extract<LocalChange, { ok: false }>): Record<string, string[]> {
  return change.reason === "invalid" ? change.errors : { "": [REFUSALS[change.reason]] };
}

/** A field's error attributes: marked invalid and described by its messages. */
function invalidProps(errors: string[] | undefined, id: string) {
  return errors?.length ? { "aria-invalid": true as const, "aria-describedby": id } : {};
}

// ---------------------------------------------------------------- a new routine

export function NewLocalRoutine({ store, apply }: { store: Store; apply: Apply }) {
  const { t } = useTranslation("practice");
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const nameErrors = errors.name;
  return (
    <section aria-labelledby="routine-new" className="panel stack">
      <h2 id="routine-new">{t("routines.create.heading")}</h2>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const make = (list: LocalRoutine[]) => store.createLocalRoutine(list, name, { id: store.newLocalRoutineId(), now: Date.now() });
          const result = apply(make, "routines.toast.created");
          if (!result.ok) return setErrors(result.errors);
          setErrors({});
          setName("");
          navigate(`?edit=${result.id}`);
        }}
      >
        <ErrorList errors={errors[""]} values={ROUTINE_LIMIT_VALUES} />
        <div className="field">
          <label htmlFor="routine-name">{t("routines.create.name")}</label>
          <input
            id="routine-name"
            name="name"
            type="text"
            required
            placeholder={t("routines.create.nameHint")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameErrors ? true : undefined}
            aria-describedby={nameErrors ? "routine-name-error routine-name-limit" : "routine-name-limit"}
          />
          <p id="routine-name-limit" className="small muted">
            {t("routines.local.nameLimit", { max: ROUTINE_NAME_MAX_LENGTH })}
          </p>
          <ErrorList id="routine-name-error" errors={nameErrors} />
        </div>
        <p>
          <button type="submit" className="button button--primary">
            {t("routines.create.submit")}
          </button>
        </p>
      </form>
    </section>
  );
}

// ---------------------------------------------------------------- items

/** A routine's items in order, each moved up or down or removed; `runFrom`: their titles start the routine there. */
export function LocalItems({
  routine,
  store,
  apply,
  runFrom,
}: {
  routine: LocalRoutine;
  store: Store;
  apply: Apply;
  runFrom?: (index: number) => string;
}) {
  const { t } = useTranslation("practice");
  return (
    <ol className="routine-items">
      {routine.items.map((item, index) => {
        const label = { position: index + 1, title: item.title };
        return (
          <li key={`${index}-${item.songId}-${item.sectionId}`} className="routine-item" data-testid="local-routine-item">
            <span className="routine-item__position" aria-hidden="true">
              {index + 1}
            </span>
            <div className="routine-item__text">
              <p className="routine-item__title">
                {runFrom ? (
                  <Link to={runFrom(index)}>
                    <bdi>{item.title}</bdi>
                    <span className="visually-hidden"> – {t("routines.items.runFrom")}</span>
                  </Link>
                ) : (
                  <bdi>{item.title}</bdi>
                )}
              </p>
              <p className="small muted">
                <bdi>{item.artist}</bdi>
                {" · "}
                {item.sectionName !== null ? t("routines.local.line", { name: item.sectionName }) : t("routines.items.wholeSong")}
              </p>
            </div>
            <div className="routine-item__actions">
              <button
                type="button"
                className="button button--small"
                disabled={index === 0}
                aria-label={t("routines.items.upLabel", label)}
                onClick={() => apply((list) => store.moveLocalItem(list, routine.id, index, "up", Date.now()), "routines.local.moved")}
              >
                {t("routines.items.up")}
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={index === routine.items.length - 1}
                aria-label={t("routines.items.downLabel", label)}
                onClick={() => apply((list) => store.moveLocalItem(list, routine.id, index, "down", Date.now()), "routines.local.moved")}
              >
                {t("routines.items.down")}
              </button>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={t("routines.items.removeLabel", label)}
                onClick={() => apply((list) => store.removeLocalItem(list, routine.id, index, Date.now()), "routines.local.removed")}
              >
                {t("routines.items.remove")}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

// ---------------------------------------------------------------- one routine

export function LocalRoutineEditor({ routine, store, apply }: { routine: LocalRoutine; store: Store; apply: Apply }) {
  const { t } = useTranslation("practice");
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list or just made: the view starts at its name.
  useEffect(() => heading.current?.focus(), [routine.id]);
  const ref = { kind: "local", id: routine.id } as const;
  const runFrom = (index: number) => routineItemHref(ref, routine.items, index, routine);
  return (
    <article className="stack-lg" aria-labelledby="local-routine-name" data-testid="local-routine-editor">
      <p>
        <Link to="/practice/routines">{t("routines.detail.back")}</Link>
      </p>
      <header className="stack routine-head">
        <p className="eyebrow">{t("routines.detail.eyebrow")}</p>
        <h2 id="local-routine-name" tabIndex={-1} ref={heading}>
          <bdi>{routine.name}</bdi>
        </h2>
        <p className="muted" data-testid="routine-summary">
          {t("routines.detail.summary", { count: routine.items.length, from: routine.ladderFrom, to: routine.ladderTo, loops: routine.loopsPerStep })}
        </p>
        {routine.items.length > 0 ? (
          <p>
            <Link to={runFrom(0)} className="button button--primary routine-run">
              {t("routines.detail.run")}
            </Link>
          </p>
        ) : (
          <p className="notice">{t("routines.detail.runEmpty")}</p>
        )}
      </header>

      <section aria-labelledby="local-routine-items" className="stack">
        <h3 id="local-routine-items">{t("routines.items.heading")}</h3>
        {routine.items.length === 0 ? (
          <p className="empty-state">{t("routines.items.empty")}</p>
        ) : (
          <LocalItems routine={routine} store={store} apply={apply} runFrom={runFrom} />
        )}
      </section>

      <AddLocalItem routine={routine} store={store} apply={apply} />

      <section aria-labelledby="local-routine-settings" className="panel stack">
        <h3 id="local-routine-settings">{t("routines.settings.heading")}</h3>
        <RenameForm routine={routine} store={store} apply={apply} />
        <LadderForm routine={routine} store={store} apply={apply} />
      </section>
    </article>
  );
}

// ---------------------------------------------------------------- adding

/** The archive's answers, as far as this page reads them. */
const ArchiveSongsSchema = z.object({ songs: z.array(z.object({ songId: z.number(), title: z.string(), artist: z.string() })) });
const ArchiveLinesSchema = z.object({
  chantLines: z.array(z.object({ id: z.number(), name: z.string(), startTime: z.number(), hidden: z.boolean().optional() })),
});

interface Choices {
  mine: RoutineSongChoice[];
  shared: RoutineSongChoice[];
  /** Songs of this browser the catalogue does not know. */
  unlisted: number;
  /** The archive did not answer: only this browser's songs are offered. */
  archiveFailed: boolean;
}

/** The songs a guest may add: this browser's (read here) and the archive's newest shared ones (asked). */
async function loadChoices(store: Store): Promise<Choices> {
  const [sections, archive] = await Promise.all([
    readLocalSections().catch(() => []),
    apiFetch("/fanchant-archive", { answer: ArchiveSongsSchema, guest: true }).then(
      (answer) => answer.songs,
      () => null,
    ),
  ]);
  const choices = store.routineSongChoices(localPracticeSongs(sections), archive ?? []);
  return { mine: choices.mine, shared: choices.shared, unlisted: choices.unlisted.length, archiveFailed: archive === null };
}

type Lines = { status: "loading" } | { status: "failed" } | { status: "ok"; lines: Array<{ id: number; name: string; start: number }> };

/** A song's shared lines (none when the archive has none of it: a 404). */
async function loadSharedLines(songId: number): Promise<Lines> {
  try {
    const answer = await apiFetch(`/fanchant-archive/${songId}`, { answer: ArchiveLinesSchema, guest: true });
    const lines = answer.chantLines.filter((line) => !line.hidden).map((line) => ({ id: line.id, name: line.name, start: line.startTime }));
    return { status: "ok", lines };
  } catch (error) {
    return error instanceof ApiClientError && error.status === 404 ? { status: "ok", lines: [] } : { status: "failed" };
  }
}

function AddLocalItem({ routine, store, apply }: { routine: LocalRoutine; store: Store; apply: Apply }) {
  const { t } = useTranslation("practice");
  const [choices, setChoices] = useState<Choices | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [songValue, setSongValue] = useState("");
  const [chosen, setChosen] = useState<{ song: RoutineSongChoice; mine: boolean; lines: Lines } | null>(null);
  const [lineValue, setLineValue] = useState("");
  const [errors, setErrors] = useState<string[] | undefined>(undefined);

  useEffect(() => {
    let active = true;
    setChoices(null);
    loadChoices(store).then((loaded) => {
      if (!active) return;
      setChoices(loaded);
      setSongValue((current) => current || String((loaded.mine[0] ?? loaded.shared[0])?.id ?? ""));
    });
    return () => {
      active = false;
    };
  }, [store, attempt]);

  const choose = (id: number) => {
    if (!choices) return;
    const song = [...choices.mine, ...choices.shared].find((candidate) => candidate.id === id);
    if (!song) return setErrors(["practice:routines.validation.song"]);
    setErrors(undefined);
    setChosen({ song, mine: choices.mine.some((candidate) => candidate.id === id), lines: { status: "loading" } });
    loadSharedLines(id).then((lines) => {
      setChosen((current) => (current?.song.id === id ? { ...current, lines } : current));
      if (lines.status === "ok") setLineValue(String(lines.lines[0]?.id ?? ""));
    });
  };

  const add = (sectionId: number | null, sectionName: string | null) => {
    if (!chosen) return;
    const item = { songId: chosen.song.id, sectionId, title: chosen.song.title, artist: chosen.song.artist, sectionName };
    const result = apply((list) => store.addLocalItem(list, routine.id, item, Date.now()), "routines.toast.itemAdded");
    setErrors(result.ok ? undefined : Object.values(result.errors).flat());
  };

  const full = routine.items.length >= ROUTINE_ITEMS_MAX;
  const lines = chosen?.lines;
  return (
    <section aria-labelledby="local-routine-add" className="panel stack">
      <h3 id="local-routine-add">{t("routines.add.heading")}</h3>
      <ErrorList errors={errors} values={ROUTINE_LIMIT_VALUES} />
      {full ? (
        <p className="notice">{t("routines.add.full", ROUTINE_LIMIT_VALUES)}</p>
      ) : chosen ? (
        <div className="stack">
          <p>
            <strong>{t("routines.add.chosen", { title: chosen.song.title, artist: chosen.song.artist })}</strong>
          </p>
          <p>
            <button type="button" className="button button--primary" onClick={() => add(null, null)}>
              {t("routines.add.wholeSong")}
            </button>
          </p>
          {chosen.mine ? <p className="small muted">{t("routines.local.localLines")}</p> : null}
          {lines?.status === "loading" ? (
            <p className="small muted">{t("routines.local.loading")}</p>
          ) : lines?.status === "failed" ? (
            <p className="notice">{t("routines.local.linesFailed")}</p>
          ) : lines?.status === "ok" && lines.lines.length > 0 ? (
            <form
              className="routine-add-line"
              onSubmit={(event) => {
                event.preventDefault();
                const line = lines.lines.find((candidate) => String(candidate.id) === lineValue);
                if (!line) return setErrors(["practice:routines.validation.section"]);
                add(line.id, line.name);
              }}
            >
              <div className="field">
                <label htmlFor="routine-line">{t("routines.local.sharedLine")}</label>
                <select id="routine-line" name="sectionId" value={lineValue} onChange={(event) => setLineValue(event.target.value)}>
                  {lines.lines.map((line) => (
                    <option key={line.id} value={line.id}>
                      {formatTime(line.start)} {line.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button">
                {t("routines.add.addLine")}
              </button>
            </form>
          ) : chosen.mine ? null : (
            <p className="small muted">{t("routines.add.noLines")}</p>
          )}
          <p>
            <button type="button" className="button button--ghost" onClick={() => (setChosen(null), setErrors(undefined))}>
              {t("routines.add.other")}
            </button>
          </p>
        </div>
      ) : choices === null ? (
        <p className="small muted">{t("routines.local.loading")}</p>
      ) : (
        <>
          {choices.archiveFailed ? (
            <div className="notice stack">
              <p>{t("routines.local.songsFailed")}</p>
              <p>
                <button type="button" className="button button--small" onClick={() => setAttempt((count) => count + 1)}>
                  {t("routines.local.retry")}
                </button>
              </p>
            </div>
          ) : null}
          {choices.mine.length + choices.shared.length === 0 ? (
            choices.archiveFailed ? null : <p className="muted">{t("routines.add.noSongs")}</p>
          ) : (
            <form
              className="routine-add-line"
              onSubmit={(event) => {
                event.preventDefault();
                choose(Number(songValue));
              }}
            >
              <div className="field">
                <label htmlFor="routine-song">{t("routines.add.song")}</label>
                <select id="routine-song" name="add" value={songValue} onChange={(event) => setSongValue(event.target.value)}>
                  <SongGroup label={t("routines.local.mine")} songs={choices.mine} />
                  <SongGroup label={t("routines.add.shared")} songs={choices.shared} />
                </select>
              </div>
              <button type="submit" className="button">
                {t("routines.add.choose")}
              </button>
            </form>
          )}
          {choices.unlisted > 0 ? <p className="small muted">{t("routines.local.unlisted", { count: choices.unlisted })}</p> : null}
        </>
      )}
    </section>
  );
}

function SongGroup({ label, songs }: { label: string; songs: RoutineSongChoice[] }) {
  if (songs.length === 0) return null;
  return (
    <optgroup label={label}>
      {songs.map((song) => (
        <option key={song.id} value={song.id}>
          {song.title} – {song.artist}
        </option>
      ))}
    </optgroup>
  );
}

// ---------------------------------------------------------------- name and ladder

function RenameForm({ routine, store, apply }: { routine: LocalRoutine; store: Store; apply: Apply }) {
  const { t } = useTranslation("practice");
  const [name, setName] = useState(routine.name);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <form
      className="routine-add-line"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = apply((list) => store.renameLocalRoutine(list, routine.id, name, Date.now()), "routines.toast.renamed");
        if (!result.ok) return setErrors(result.errors);
        setErrors({});
        setName(name.trim());
      }}
    >
      <ErrorList errors={errors[""]} />
      <div className="field">
        <label htmlFor="routine-rename">{t("routines.settings.name")}</label>
        <input
          id="routine-rename"
          name="name"
          type="text"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps(errors.name, "routine-rename-error")}
        />
        <ErrorList id="routine-rename-error" errors={errors.name} />
      </div>
      <button type="submit" className="button">
        {t("routines.settings.rename")}
      </button>
    </form>
  );
}

function LadderForm({ routine, store, apply }: { routine: LocalRoutine; store: Store; apply: Apply }) {
  const [values, setValues] = useState({
    ladderFrom: String(routine.ladderFrom),
    ladderTo: String(routine.ladderTo),
    loopsPerStep: String(routine.loopsPerStep),
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A blank count is no count (Number("") would be 0, which reads as a typed 0).
        const loops = values.loopsPerStep.trim() === "" ? Number.NaN : Number(values.loopsPerStep);
        const ladder = { ladderFrom: Number(values.ladderFrom), ladderTo: Number(values.ladderTo), loopsPerStep: loops };
        const result = apply((list) => store.setLocalLadder(list, routine.id, ladder, Date.now()), "routines.toast.ladderSaved");
        setErrors(result.ok ? {} : result.errors);
      }}
    >
      <ErrorList errors={errors[""]} />
      <RoutineLadderFields
        errors={(name) => errors[name]}
        control={(name) => ({
          value: values[name],
          onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
        })}
      />
    </form>
  );
}
