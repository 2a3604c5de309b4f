// /practice/routines (issue 28): my practice routines, latest changed first,
// paged; a new one by its name; and, when there is none, the next steps (a
// concert's setlist in one tap, or an empty one to fill). A guest's routines
// are in this browser: the page shows them once hydrated (__local-routines.tsx).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { Pagination, pageHref } from "~/components/pagination";
import { useTranslation } from "~/i18n/react";
import { ROUTINE_LIMIT_VALUES as LIMIT_VALUES, ROUTINE_NAME_MAX_LENGTH, ROUTINES_PER_FAN_MAX } from "~/practice/routine-constants";
import { repliedForm } from "~/shared/form-reply";
import fanchantStylesHref from "~/styles/fanchant.css";
import routinesStylesHref from "~/styles/routines.css";
import { pageMeta } from "~/utils/meta";
import { LocalRoutines } from "./__local-routines";
import { loadRoutines, routinesAction } from "./__routines.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: fanchantStylesHref },
  { rel: "stylesheet", href: routinesStylesHref },
];

export const loader = (args: LoaderFunctionArgs) => loadRoutines(args);
export const action = (args: ActionFunctionArgs) => routinesAction(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function Routines() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("practice");
  return (
    <div className="page stack-lg fanchant-page">
      <p>
        <Link to="/practice">{t("routines.backToPractice")}</Link>
      </p>
      <header className="stack">
        <h1>{t("routines.heading")}</h1>
        <p className="muted">{t("routines.intro")}</p>
      </header>
      {data.guest ? (
        <>
          <p className="notice">{t("routines.guestNote")}</p>
          <LocalRoutines />
        </>
      ) : (
        <>
          <section aria-labelledby="routines-mine" className="stack">
            <div className="routine-list__head">
              <h2 id="routines-mine">{t("routines.list.heading")}</h2>
              <span className="small muted">{t("routines.list.count", { count: data.total, max: ROUTINES_PER_FAN_MAX })}</span>
            </div>
            {data.routines.length === 0 ? (
              <div className="empty-state stack">
                <p>
                  <strong>{t("routines.list.empty")}</strong>
                </p>
                <p className="muted">{t("routines.list.emptyNext")}</p>
                <p>
                  <Link to="/concerts" className="button button--primary">
                    {t("routines.list.toConcerts")}
                  </Link>
                </p>
              </div>
            ) : (
              <ul className="routine-list">
                {data.routines.map((routine) => (
                  <li key={routine.id} className="routine-card">
                    <Link to={`/practice/routines/${routine.id}`} className="routine-card__name">
                      <bdi>{routine.name}</bdi>
                    </Link>
                    <span className="small muted">
                      {t("routines.list.items", { count: routine.itemCount })}
                      {routine.concertId !== null ? <span className="routine-badge">{t("routines.list.fromSetlist")}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={data.page}
              hasNext={data.hasNext}
              href={(page) => pageHref("/practice/routines", {}, page)}
              label={t("routines.list.pages")}
              namespace="archive"
            />
          </section>
          <NewRoutine />
        </>
      )}
    </div>
  );
}

function NewRoutine() {
  const { t } = useTranslation("practice");
  const replied = repliedForm(useActionData<typeof action>(), "create");
  const busy = useNavigation().formData?.get("intent") === "create";
  const errors = replied?.errors("name");
  return (
    <section aria-labelledby="routine-new" className="panel stack">
      <h2 id="routine-new">{t("routines.create.heading")}</h2>
      <Form method="post" className="stack" key={replied ? "refused" : "fresh"}>
        <input type="hidden" name="intent" value="create" />
        <ErrorList errors={replied?.errors("")} values={LIMIT_VALUES} />
        <div className="field">
          <label htmlFor="routine-name">{t("routines.create.name")}</label>
          <input
            id="routine-name"
            name="name"
            type="text"
            required
            maxLength={ROUTINE_NAME_MAX_LENGTH}
            placeholder={t("routines.create.nameHint")}
            defaultValue={replied?.value("name") ?? ""}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? "routine-name-error" : undefined}
          />
          <ErrorList id="routine-name-error" errors={errors} values={LIMIT_VALUES} />
        </div>
        <p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("routines.create.submit")}
          </button>
        </p>
      </Form>
    </section>
  );
}
