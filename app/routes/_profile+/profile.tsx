// /profile: the spec's profile fields, and plain forms (one `intent` each)
// that edit them, change the password, sign devices out and delete the
// account. A guest has no server profile and is told what signing in adds.
import {
  json,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn, requireUser } from "~/auth/guards.server";
import { listLiveSessions } from "~/auth/session.server";
import { DateTime } from "~/components/date-time";
import {
  ChangePasswordForm,
  DeleteAccountForm,
  DeviceList,
  ProfileDetailsForm,
  ProfileImageForm,
} from "~/components/profile-forms";
import { getFixedT } from "~/i18n/i18next.server";
import { getUserProfile } from "~/models/user.server";
import { ProgressPageSchema, type ProfileIntent } from "~/schemas/profile";
import { PROFILE_IMAGE_MAX_BYTES } from "~/shared/constants";
import { deviceName } from "~/shared/user-agent";
import profileStylesHref from "~/styles/profile.css";
import { formReply, readForm } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { isMultipart, readMultipartForm, UploadTooLargeError } from "~/utils/upload.server";
import { PracticeProgressSection } from "./__practice-progress";
import { profileAction, profileProgress } from "./__profile.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "profile");
  if (!session.userId) {
    return json({ title: t("title"), provider: session.provider, profile: null, devices: [], loadedAt: 0, progress: null });
  }
  // A bad `?progressPage=` shows the first page with its error (400), the rest of the profile as usual.
  const pageParam = new URL(request.url).searchParams.get("progressPage");
  const parsedPage = ProgressPageSchema.safeParse(pageParam ? { progressPage: pageParam } : {});
  const [profile, sessions, practice] = await Promise.all([
    getUserProfile(session.userId),
    listLiveSessions(session.userId),
    profileProgress(session.userId, parsedPage.success ? parsedPage.data.progressPage : 1),
  ]);
  const devices = sessions
    .map((device) => ({
      id: device.id,
      name: deviceName(device.userAgent),
      provider: device.provider,
      signedInAt: device.createdAt.toISOString(),
      lastSeenAt: device.lastSeenAt.toISOString(),
      current: device.id === session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  // Changes after every successful post (a redirect reloads it), so forms that should empty themselves remount.
  const loadedAt = Date.now();
  const progress = { ...practice, error: parsedPage.success ? null : "profile:progress.badPage" };
  return json({ title: t("title"), provider: session.provider, profile, devices, loadedAt, progress }, { status: parsedPage.success ? 200 : 400 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUser(request);
  let formData: FormData;
  try {
    formData = isMultipart(request) ? await readMultipartForm(request, PROFILE_IMAGE_MAX_BYTES) : await readForm(request, context);
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    return formReply("image", { status: "error", error: { image: ["profile:validation.image.tooLarge"] } }, { status: 413 });
  }
  return profileAction({ request, session, formData });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function Profile() {
  const { t } = useTranslation("profile");
  const { t: tCommon } = useTranslation();
  const { profile, provider, devices, loadedAt, progress } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: ProfileIntent) => (actionData?.intent === intent ? actionData.result : undefined);

  if (!profile) {
    return (
      <section className="page page--narrow stack" aria-labelledby="profile-title">
        <h1 id="profile-title">{t("title")}</h1>
        <p className="notice">{t("guest.body")}</p>
        <p>
          <Link to="/auth/login?redirectTo=%2Fprofile" className="button">
            {t("guest.signIn")}
          </Link>
        </p>
        <PracticeProgressSection progress={null} />
      </section>
    );
  }

  const rows: Array<[string, React.ReactNode]> = [
    [t("fields.nickname"), profile.nickname],
    [t("fields.username"), profile.username],
    [t("fields.email"), profile.email],
    [t("fields.provider"), tCommon(`providers.${provider}`)],
    [
      t("fields.connections"),
      profile.connectedProviders.length > 0
        ? profile.connectedProviders.map((p) => tCommon(`providers.${p}`)).join(", ")
        : t("noConnections"),
    ],
    [t("fields.createdAt"), <DateTime key="created" value={profile.createdAt} />],
    [t("fields.lastLoginAt"), <DateTime key="last" value={profile.lastLoginAt} fallback={t("never")} />],
    [t("fields.emailNotifications"), profile.emailNotifications ? t("on") : t("off")],
  ];
  if (profile.role !== "user") rows.push([t("fields.role"), tCommon(`roles.${profile.role}`)]);

  return (
    <div className="page page--narrow stack-lg profile">
      <section className="stack" aria-labelledby="profile-title">
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

      <PracticeProgressSection progress={progress} />
      <ProfileDetailsForm profile={profile} lastResult={resultFor("details")} />
      <ProfileImageForm key={`image-${loadedAt}`} hasImage={profile.profileImage !== null} lastResult={resultFor("image")} />
      {profile.hasPassword ? (
        <ChangePasswordForm key={`password-${loadedAt}`} lastResult={resultFor("password")} />
      ) : null}
      <DeviceList devices={devices} lastResult={resultFor("signOutDevice")} />
      <DeleteAccountForm key={`delete-${loadedAt}`} email={profile.email} lastResult={resultFor("deleteAccount")} />
    </div>
  );
}
