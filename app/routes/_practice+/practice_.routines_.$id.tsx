// /practice/routines/{id} (issue 28): one of my routines. Run it from the top
// (or from any item); its items in order, each moved up or down or removed
// with a plain form; add a whole song or one of its lines (a GET form picks
// the song, so it works without JavaScript); rename it, set its ladder; delete
// it after a confirmation that is a page state (`?confirm=delete`), not a
// script's dialog. The owner only: anyone else gets the not-found page.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { useTranslation } from "~/i18n/react";
import { routineItemHref } from "~/practice/routine";
import { ROUTINE_ITEMS_MAX, ROUTINE_LIMIT_VALUES, ROUTINE_NAME_MAX_LENGTH } from "~/practice/routine-constants";
import { repliedForm, type RepliedForm } from "~/shared/form-reply";
import { formatTime } from "~/shared/time";
import fanchantStylesHref from "~/styles/fanchant.css";
import routinesStylesHref from "~/styles/routines.css";
import { pageMeta } from "~/utils/meta";
import { loadRoutine, routineAction } from "./__routines.server";
import { RoutineLadderFields } from "./__routine-ladder-fields";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fanchantStylesHref },
  { rel: "stylesheet", href: routinesStylesHref },
];

export const loader = (args: LoaderFunctionArgs) => loadRoutine(args);
export const action = (args: ActionFunctionArgs) => routineAction(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function RoutinePage() {
  const data = useLoaderData<typeof loader>();
  const { routine } = data;
  const { t } = useTranslation("practice");
  const reply = useActionData<typeof action>();
  const ref = { kind: "account", id: routine.id } as const;
  const runFrom = (index: number) => routineItemHref(ref, routine.items, index, routine);
  return (
    <div className="page stack-lg fanchant-page">
      <p>
        <Link to="/practice/routines">{t("routines.detail.back")}</Link>
      </p>
      <header className="stack routine-head">
        <p className="eyebrow">{t("routines.detail.eyebrow")}</p>
        <h1>
          <bdi>{routine.name}</bdi>
        </h1>
        <p className="muted" data-testid="routine-summary">
          {t("routines.detail.summary", {
            count: routine.items.length,
            from: routine.ladderFrom,
            to: routine.ladderTo,
            loops: routine.loopsPerStep,
          })}
        </p>
        {routine.concert ? (
          <p className="small">
            <Link to={`/concerts/${routine.concert.id}`}>
              {t("routines.detail.fromConcert", { artist: routine.concert.artist, tour: routine.concert.tourName })}
            </Link>
          </p>
        ) : null}
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

      <section aria-labelledby="routine-items" className="stack">
        <h2 id="routine-items">{t("routines.items.heading")}</h2>
        <ErrorList errors={repliedForm(reply, "move")?.allErrors() ?? repliedForm(reply, "remove")?.allErrors()} />
        {routine.items.length === 0 ? (
          <p className="empty-state">{t("routines.items.empty")}</p>
        ) : (
          <ol className="routine-items">
            {routine.items.map((item, index) => {
              const label = { position: index + 1, title: item.title };
              return (
                <li key={item.position} className="routine-item" data-testid="routine-item">
                  <span className="routine-item__position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="routine-item__text">
                    <p className="routine-item__title">
                      <Link to={runFrom(index)}>
                        <bdi>{item.title}</bdi>
                        <span className="visually-hidden"> – {t("routines.items.runFrom")}</span>
                      </Link>
                    </p>
                    <p className="small muted">
                      <bdi>{item.artist}</bdi>
                      {" · "}
                      {item.sectionId !== null
                        ? t("routines.items.line", { name: item.sectionName, start: formatTime(item.start ?? 0), end: formatTime(item.end ?? 0) })
                        : t("routines.items.wholeSong")}
                    </p>
                    {item.hasLines ? null : <p className="routine-badge routine-badge--warning">{t("routines.items.noLines")}</p>}
                  </div>
                  <div className="routine-item__actions">
                    <ItemButton intent="move" position={index} direction="up" label={t("routines.items.upLabel", label)} disabled={index === 0}>
                      {t("routines.items.up")}
                    </ItemButton>
                    <ItemButton
                      intent="move"
                      position={index}
                      direction="down"
                      label={t("routines.items.downLabel", label)}
                      disabled={index === routine.items.length - 1}
                    >
                      {t("routines.items.down")}
                    </ItemButton>
                    <ItemButton intent="remove" position={index} label={t("routines.items.removeLabel", label)} ghost>
                      {t("routines.items.remove")}
                    </ItemButton>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {routine.items.some((item) => !item.hasLines) ? <p className="small muted">{t("routines.items.noLinesHint")}</p> : null}
      </section>

      <AddItem data={data} replied={repliedForm(reply, "add")} />

      <section aria-labelledby="routine-settings" className="panel stack">
        <h2 id="routine-settings">{t("routines.settings.heading")}</h2>
        <RenameForm name={routine.name} replied={repliedForm(reply, "rename")} />
        <LadderForm routine={routine} replied={repliedForm(reply, "ladder")} />
      </section>

      <DeleteRoutine id={routine.id} name={routine.name} confirming={data.confirmDelete} />
    </div>
  );
}

/** A one-button form about one item (move, remove): works without JavaScript. */
function ItemButton({
  intent,
  position,
  direction,
  label,
  disabled = false,
  ghost = false,
  children,
}: {
  intent: "move" | "remove";
  position: number;
  direction?: "up" | "down";
  label: string;
  disabled?: boolean;
  ghost?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="position" value={position} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button type="submit" className={`button button--small${ghost ? " button--ghost" : ""}`} aria-label={label} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

function AddItem({ data, replied }: { data: Data; replied: RepliedForm | null }) {
  const { t } = useTranslation("practice");
  const { routine, choices, chosen } = data;
  const full = routine.items.length >= ROUTINE_ITEMS_MAX;
  const songs = [...choices.mine, ...choices.shared];
  return (
    <section aria-labelledby="routine-add" className="panel stack" id="add">
      <h2 id="routine-add">{t("routines.add.heading")}</h2>
      <ErrorList errors={replied?.allErrors()} values={ROUTINE_LIMIT_VALUES} />
      {full ? (
        <p className="notice">{t("routines.add.full", ROUTINE_LIMIT_VALUES)}</p>
      ) : chosen ? (
        <div className="stack">
          <p>
            <strong>{t("routines.add.chosen", { title: chosen.song.title, artist: chosen.song.artist })}</strong>
          </p>
          <Form method="post" action={`/practice/routines/${routine.id}`}>
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="songId" value={chosen.song.id} />
            <button type="submit" className="button button--primary">
              {t("routines.add.wholeSong")}
            </button>
          </Form>
          {chosen.lines.length === 0 ? (
            <p className="small muted">{t("routines.add.noLines")}</p>
          ) : (
            <Form method="post" action={`/practice/routines/${routine.id}`} className="routine-add-line">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="songId" value={chosen.song.id} />
              <div className="field">
                <label htmlFor="routine-line">{t("routines.add.line")}</label>
                <select id="routine-line" name="sectionId" required>
                  {chosen.lines.map((line) => (
                    <option key={line.id} value={line.id}>
                      {formatTime(line.start)} {line.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button">
                {t("routines.add.addLine")}
              </button>
            </Form>
          )}
          <p>
            <Link to={`/practice/routines/${routine.id}#add`}>{t("routines.add.other")}</Link>
          </p>
        </div>
      ) : songs.length === 0 ? (
        <p className="muted">{t("routines.add.noSongs")}</p>
      ) : (
        <Form method="get" className="routine-add-line" preventScrollReset>
          <div className="field">
            <label htmlFor="routine-song">{t("routines.add.song")}</label>
            <select id="routine-song" name="add" required>
              {choices.mine.length > 0 ? (
                <optgroup label={t("routines.add.mine")}>
                  {choices.mine.map((song) => (
                    <option key={song.id} value={song.id}>
                      {song.title} – {song.artist}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {choices.shared.length > 0 ? (
                <optgroup label={t("routines.add.shared")}>
                  {choices.shared.map((song) => (
                    <option key={song.id} value={song.id}>
                      {song.title} – {song.artist}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          </div>
          <button type="submit" className="button">
            {t("routines.add.choose")}
          </button>
        </Form>
      )}
    </section>
  );
}

function RenameForm({ name, replied }: { name: string; replied: RepliedForm | null }) {
  const { t } = useTranslation("practice");
  const errors = replied?.errors("name");
  return (
    <Form method="post" className="routine-add-line" key={replied ? "refused" : name}>
      <input type="hidden" name="intent" value="rename" />
      <div className="field">
        <label htmlFor="routine-rename">{t("routines.settings.name")}</label>
        <input
          id="routine-rename"
          name="name"
          type="text"
          required
          maxLength={ROUTINE_NAME_MAX_LENGTH}
          defaultValue={replied?.value("name") ?? name}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? "routine-rename-error" : undefined}
        />
        <ErrorList id="routine-rename-error" errors={errors} />
      </div>
      <button type="submit" className="button">
        {t("routines.settings.rename")}
      </button>
    </Form>
  );
}

function LadderForm({
  routine,
  replied,
}: {
  routine: { ladderFrom: number; ladderTo: number; loopsPerStep: number };
  replied: RepliedForm | null;
}) {
  return (
    <Form method="post" className="stack" key={replied ? "refused" : JSON.stringify(routine)}>
      <input type="hidden" name="intent" value="ladder" />
      <RoutineLadderFields
        errors={(name) => replied?.errors(name)}
        control={(name) => ({ defaultValue: replied?.value(name) ?? String(routine[name]) })}
      />
    </Form>
  );
}

/** Delete, confirmed on a page state of its own (works without JavaScript). */
function DeleteRoutine({ id, name, confirming }: { id: number; name: string; confirming: boolean }) {
  const { t } = useTranslation("practice");
  if (!confirming) {
    return (
      <p>
        <Link to={`/practice/routines/${id}?confirm=delete#delete`} className="button button--ghost routine-delete" preventScrollReset>
          {t("routines.delete.open")}
        </Link>
      </p>
    );
  }
  return (
    <section aria-labelledby="delete" className="panel stack routine-confirm">
      <h2 id="delete" tabIndex={-1}>
        {t("routines.delete.heading")}
      </h2>
      <p>{t("routines.delete.confirm", { name })}</p>
      <div className="action-row">
        <Form method="post" action={`/practice/routines/${id}`}>
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button--danger">
            {t("routines.delete.yes")}
          </button>
        </Form>
        <Link to={`/practice/routines/${id}`} className="button" preventScrollReset>
          {t("routines.delete.cancel")}
        </Link>
      </div>
    </section>
  );
}
