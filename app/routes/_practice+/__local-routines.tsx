// A guest's routines on /practice/routines (issue 28): read from this
// browser once hydrated (the server cannot know them), and changed here:
// reorder, remove an item, delete, run. The store and its validation (zod)
// load only here, on demand, not with the page.
import { useEffect, useState } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { LocalChange, LocalRoutine } from "~/practice/local-routines";
import { routineItemHref } from "~/practice/routine";

type Store = typeof import("~/practice/local-routines");

export function LocalRoutines() {
  const { t } = useTranslation("practice");
  const [store, setStore] = useState<Store | null>(null);
  const [routines, setRoutines] = useState<LocalRoutine[]>([]);
  const [status, setStatus] = useState<string>("");
  useEffect(() => {
    let active = true;
    import("~/practice/local-routines").then((module) => {
      if (!active) return;
      setStore(module);
      setRoutines(module.sortedRoutines(module.loadLocalRoutines()));
    });
    return () => {
      active = false;
    };
  }, []);

  if (store === null) return <p className="muted">{t("routines.guestNeedsScript")}</p>;

  /** Applies a change to what is stored (read again first: another tab may have changed it). */
  const apply = (change: (current: LocalRoutine[]) => LocalChange, done: string) => {
    const result = change(store.loadLocalRoutines());
    if (!result.ok) return;
    if (!store.saveLocalRoutines(result.routines)) return setStatus(t("routines.local.saveFailed"));
    setRoutines(store.sortedRoutines(result.routines));
    setStatus(t(done));
  };

  return (
    <section aria-labelledby="routines-local" className="stack">
      <h2 id="routines-local">{t("routines.local.heading")}</h2>
      <p role="status" className="small">
        {status}
      </p>
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
              {routine.items.length > 0 ? (
                <p>
                  <Link className="button button--primary" to={routineItemHref(ref, routine.items, 0, routine)}>
                    {t("routines.local.run")}
                  </Link>
                </p>
              ) : null}
              <ol className="routine-items">
                {routine.items.map((item, index) => {
                  const label = { position: index + 1, title: item.title };
                  return (
                    <li key={`${index}-${item.songId}-${item.sectionId}`} className="routine-item">
                      <span className="routine-item__position" aria-hidden="true">
                        {index + 1}
                      </span>
                      <div className="routine-item__text">
                        <p className="routine-item__title">
                          <bdi>{item.title}</bdi>
                        </p>
                        <p className="small muted">
                          <bdi>{item.artist}</bdi> · {item.sectionName ?? t("routines.items.wholeSong")}
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
