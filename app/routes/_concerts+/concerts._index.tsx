// /concerts (issue 12): domestic and global concerts by date, filtered by
// status (derived from the dates in Korea's calendar, or an admin's choice)
// and region; a GET form and plain-link pages.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { pageHref, Pagination } from "~/components/pagination";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { listConcerts } from "~/models/concert.server";
import { ConcertFilterSchema } from "~/schemas/concert";
import { CONCERT_REGIONS, CONCERT_STATUSES } from "~/shared/constants";
import fanchantStylesHref from "~/styles/fanchant.css";
import { zodFieldErrors } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";
import { ConcertDates, StatusBadge } from "./__concert-parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: fanchantStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedIn(request);
  const t = await getFixedT(request, "concerts");
  const params = new URL(request.url).searchParams;
  const parsed = ConcertFilterSchema.safeParse(
    Object.fromEntries([...params].filter(([name, value]) => ["status", "region", "page"].includes(name) && value !== "")),
  );
  const filter = parsed.success ? parsed.data : { page: 1 };
  const found = await listConcerts(filter);
  return json(
    {
      title: t("title"),
      status: filter.status ?? null,
      region: filter.region ?? null,
      page: filter.page,
      ...found,
      errors: parsed.success ? null : zodFieldErrors(parsed.error),
    },
    { status: parsed.success ? 200 : 400, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function Concerts() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("concerts");
  const errors = data.errors ? Object.values(data.errors).flat() : [];
  return (
    <div className="page stack-lg fanchant-page">
      <header className="stack">
        <h1>{t("heading")}</h1>
        <p className="muted">{t("intro")}</p>
        <Form method="get" action="/concerts" className="concert-filters" aria-label={t("filters.label")}>
          <div className="concert-filters__field">
            <label htmlFor="concert-status">{t("filters.status")}</label>
            <select id="concert-status" name="status" defaultValue={data.status ?? ""} key={data.status ?? ""}>
              <option value="">{t("filters.any")}</option>
              {CONCERT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="concert-filters__field">
            <label htmlFor="concert-region">{t("filters.region")}</label>
            <select id="concert-region" name="region" defaultValue={data.region ?? ""} key={data.region ?? ""}>
              <option value="">{t("filters.any")}</option>
              {CONCERT_REGIONS.map((region) => (
                <option key={region} value={region}>
                  {t(`region.${region}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t("filters.apply")}
          </button>
          <ErrorList errors={errors} />
        </Form>
      </header>

      <section aria-labelledby="concerts-heading" className="stack">
        <h2 id="concerts-heading">{t("list.heading")}</h2>
        {data.concerts.length === 0 ? (
          <div className="empty-state">
            <p>{data.status || data.region ? t("list.emptyFiltered") : t("list.empty")}</p>
            {data.status || data.region ? (
              <Link to="/concerts" className="button button--small">
                {t("filters.clear")}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="concert-list">
            {data.concerts.map((concert) => (
              <li key={concert.id} className="concert-card" data-testid="concert">
                <div className="concert-card__head">
                  <StatusBadge status={concert.status} />
                  <span className="small muted">{t(`region.${concert.region}`)}</span>
                </div>
                <h3 className="concert-card__title">
                  <Link to={`/concerts/${concert.id}`}>
                    <bdi>{concert.artist}</bdi> · <bdi>{concert.tourName}</bdi>
                  </Link>
                </h3>
                <p className="concert-card__meta">
                  <ConcertDates startDate={concert.startDate} endDate={concert.endDate} />
                </p>
                <p className="concert-card__meta">
                  {concert.venue}, {concert.city}, {concert.country}
                </p>
                <p className="concert-card__meta">{t("list.songs", { count: concert.songCount })}</p>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          hasNext={data.hasMore}
          href={(page) => pageHref("/concerts", { status: data.status, region: data.region }, page)}
          label={t("list.pages")}
          namespace="archive"
        />
      </section>
    </div>
  );
}
