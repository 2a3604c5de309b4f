// A guest's routines on /practice/routines (issue 28): read from this
// browser once hydrated (the server cannot know them), and changed here:
// make one by its name, reorder, remove an item, delete, run; one routine's
// own view (`?edit={id}`) adds songs and lines, renames it and sets its
// ladder. The store and its validation (zod) and the parts that change it
// (__local-routine-editor.tsx) load only here, on demand, not with the page.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { LocalChange, LocalRoutine } from "~/practice/local-routines";
import { routineItemHref } from "~/practice/routine";
import type { Applied, Apply, Store } from "./__local-routine-editor";

type Parts = typeof import("./__local-routine-editor");

export function LocalRoutines() {
  const { t } = useTranslation("practice");
  const [loaded, setLoaded] = useState<{ store: Store; parts: Parts } | null>(null);
  const [routines, setRoutines] = useState<LocalRoutine[]>([]);
  const [status, setStatus] = useState<string>("");
  const editing = useSearchParams()[0].get("edit");
  useEffect(() => {
    let active = true;
    Promise.all([import("~/practice/local-routines"), import("./__local-routine-editor")]).then(([store, parts]) => {
      if (!active) return;
      setLoaded({ store, parts });
      setRoutines(store.sortedRoutines(store.loadLocalRoutines()));
    });
    return () => {
      active = false;
    };
  }, []);

  if (loaded === null) return <p className="muted">{t("routines.guestNeedsScript")}</p>;
  const { store, parts } = loaded;

  /** Applies a change to what is stored (read again first: another tab may have changed it). */
  const apply = (change: (current: LocalRoutine[]) => LocalChange, done: string): Applied => {
    const result = change(store.loadLocalRoutines());
    if (!result.ok) return { ok: false, errors: parts.refusalErrors(result) };
    if (!store.saveLocalRoutines(result.routines)) {
      setStatus(t("routines.local.saveFailed"));
      return { ok: false, errors: { "": ["practice:routines.local.saveFailed"] } };
    }
    setRoutines(store.sortedRoutines(result.routines));
    setStatus(t(done));
    return { ok: true, id: result.id };
  };

  const edited = editing === null ? undefined : routines.find((routine) => routine.id === editing);
  return (
    <div className="stack-lg">
      <p role="status" className="small">
        {status}
      </p>
      {edited ? (
        <parts.LocalRoutineEditor key={edited.id} routine={edited} store={store} apply={apply} />
      ) : (
        <>
          {editing !== null ? <p className="notice">{t("routines.errors.notFound")}</p> : null}
          <RoutineList routines={routines} store={store} parts={parts} apply={apply} />
          <parts.NewLocalRoutine store={store} apply={apply} />
        </>
      )}
    </div>
  );
}

function RoutineList({ routines, store, parts, apply }: { routines: LocalRoutine[]; store: Store; parts: Parts; apply: Apply }) {
  const { t } = useTranslation("practice");
  return (
    <section aria-labelledby="routines-local" className="stack">
      <h2 id="routines-local">{t("routines.local.heading")}</h2>
      {routines.length === 0 ? (
        <div className="empty-state stack">
          <p>{t("routines.local.empty")}</p>
          <p>
            <Link to="/concerts" className="button button--primary">
              {t("routines.list.toConcerts")}
            </Link>
          </p>
        </div>
      ) : (
        routines.map((routine) => {
          const ref = { kind: "local", id: routine.id } as const;
          const headingId = `local-routine-${routine.id}`;
          return (
            <article key={routine.id} className="panel stack" aria-labelledby={headingId} data-testid="local-routine">
              <div className="routine-list__head">
                <h3 id={headingId}>
                  <bdi>{routine.name}</bdi>
                </h3>
                <span className="small muted">{t("routines.list.items", { count: routine.items.length })}</span>
              </div>
              <div className="action-row">
                {routine.items.length > 0 ? (
                  <Link className="button button--primary" to={routineItemHref(ref, routine.items, 0, routine)}>
                    {t("routines.local.run")}
                  </Link>
                ) : null}
                <Link className="button" to={`?edit=${routine.id}`} aria-label={t("routines.local.editLabel", { name: routine.name })}>
                  {t("routines.local.edit")}
                </Link>
              </div>
              <parts.LocalItems routine={routine} store={store} apply={apply} />
              <p>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t("routines.local.deleteLabel", { name: routine.name })}
                  onClick={() => {
                    if (window.confirm(t("routines.local.confirmDelete", { name: routine.name }))) {
                      apply((list) => store.deleteLocalRoutine(list, routine.id), "routines.local.deleted");
                    }
                  }}
                >
                  {t("routines.local.delete")}
                </button>
              </p>
            </article>
          );
        })
      )}
    </section>
  );
}
