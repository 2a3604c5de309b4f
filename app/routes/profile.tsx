// /profile: the spec's profile fields, read from the database. A guest has
// no server profile and is told what signing in adds.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireSignedIn } from "~/auth/guards.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getUserProfile } from "~/models/user.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "profile");
  const profile = session.userId ? await getUserProfile(session.userId) : null;
  return json({ title: t("title"), provider: session.provider, profile });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

function DateTime({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation("profile");
  if (!value) return <>{t("never")}</>;
  const date = new Date(value);
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Seoul" }).format(date);
  return <time dateTime={value}>{text}</time>;
}

export default function Profile() {
  const { t } = useTranslation("profile");
  const { t: tCommon } = useTranslation();
  const { profile, provider } = useLoaderData<typeof loader>();

  if (!profile) {
    return (
      <section className="page page--narrow stack" aria-labelledby="profile-title">
        <h1 id="profile-title">{t("title")}</h1>
        <p className="notice">{t("guest.body")}</p>
        <p>
          <Link to="/" className="button">
            {t("guest.signIn")}
          </Link>
        </p>
      </section>
    );
  }

  const rows: Array<[string, React.ReactNode]> = [
    [t("fields.nickname"), profile.nickname],
    [t("fields.username"), profile.username],
    [t("fields.email"), profile.email],
    [t("fields.provider"), tCommon(`providers.${provider}`)],
    [t("fields.createdAt"), <DateTime key="created" value={profile.createdAt} />],
    [t("fields.lastLoginAt"), <DateTime key="last" value={profile.lastLoginAt} />],
    [t("fields.emailNotifications"), profile.emailNotifications ? t("on") : t("off")],
  ];
  if (profile.role !== "user") rows.push([t("fields.role"), tCommon(`roles.${profile.role}`)]);

  return (
    <section className="page page--narrow stack" aria-labelledby="profile-title">
      <div className="profile-head">
        {profile.profileImage ? (
          <img className="avatar avatar--large" src={profile.profileImage} alt={t("fields.profileImage")} width={72} height={72} />
        ) : (
          <span className="avatar avatar--large avatar--initial" role="img" aria-label={t("fields.profileImage")}>
            {profile.nickname.slice(0, 1)}
          </span>
        )}
        <h1 id="profile-title">{t("title")}</h1>
      </div>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
