// /profile: the spec's profile fields, and plain forms (one `intent` each)
// that edit them, change the password, sign devices out and delete the
// account. A guest has no server profile and is told what signing in adds.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireSignedIn, requireUser } from "~/auth/guards.server";
import {
  destroySessionCookie,
  listLiveSessions,
  revokeAllSessions,
  revokeOtherSessions,
  revokeUserSession,
  REVOKE_REASONS,
} from "~/auth/session.server";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import { DateTime } from "~/components/date-time";
import {
  ChangePasswordForm,
  DeleteAccountForm,
  DeviceList,
  ProfileDetailsForm,
  ProfileImageForm,
} from "~/components/profile-forms";
import { getFixedT } from "~/i18n/i18next.server";
import { removeProfileImage, saveProfileImage } from "~/models/profile-image.server";
import {
  checkPasswordOf,
  deleteUser,
  getUserProfile,
  isUsernameTaken,
  setPassword,
  updateProfileDetails,
} from "~/models/user.server";
import {
  ChangePasswordSchema,
  deleteAccountSchema,
  PROFILE_INTENTS,
  ProfileDetailsSchema,
  ProfileImageSchema,
  SignOutDeviceSchema,
  type ProfileIntent,
} from "~/schemas/profile";
import { PROFILE_IMAGE_MAX_BYTES } from "~/shared/constants";
import { deviceName } from "~/shared/user-agent";
import profileStylesHref from "~/styles/profile.css";
import { readForm } from "~/utils/forms.server";
import { combineHeaders } from "~/utils/http.server";
import { sniffImageType } from "~/utils/image-type.server";
import { pageMeta } from "~/utils/meta";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { isMultipart, readMultipartForm, UploadTooLargeError } from "~/utils/upload.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const t = await getFixedT(request, "profile");
  if (!session.userId) return json({ title: t("title"), provider: session.provider, profile: null, devices: [], loadedAt: 0 });
  const [profile, sessions] = await Promise.all([getUserProfile(session.userId), listLiveSessions(session.userId)]);
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
  return json({ title: t("title"), provider: session.provider, profile, devices, loadedAt });
}

type Reply = { intent: ProfileIntent | null; result: SubmissionResult<string[]> };

function reply(intent: ProfileIntent | null, result: SubmissionResult<string[]>, status = 400, headers?: HeadersInit) {
  return json<Reply>({ intent, result }, { status, headers });
}

function unknownIntent() {
  return reply(null, { status: "error", error: { "": ["errors.400.body"] } });
}

function saved(key: string) {
  return redirectWithToast("/profile", { type: "success", key });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireUser(request);
  const userId = session.user.id;
  let formData: FormData;
  try {
    formData = isMultipart(request) ? await readMultipartForm(request, PROFILE_IMAGE_MAX_BYTES) : await readForm(request);
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    return reply("image", { status: "error", error: { image: ["profile:validation.image.tooLarge"] } }, 413);
  }
  const intent = PROFILE_INTENTS.find((candidate) => candidate === formData.get("intent"));

  switch (intent) {
    case "details": {
      const submission = await parseWithZod(formData, {
        async: true,
        schema: ProfileDetailsSchema.superRefine(async (data, ctx) => {
          if (await isUsernameTaken(data.username, userId)) {
            ctx.addIssue({ code: "custom", path: ["username"], message: "profile:validation.username.taken" });
          }
        }),
      });
      if (submission.status !== "success") return reply(intent, submission.reply());
      const { nickname, username, emailNotifications } = submission.value;
      await updateProfileDetails(userId, { nickname, username, emailNotifications });
      return saved("profile:toast.detailsSaved");
    }

    case "image": {
      const submission = parseWithZod(formData, { schema: ProfileImageSchema });
      if (submission.status !== "success") return reply(intent, submission.reply());
      const bytes = new Uint8Array(await submission.value.image.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) return reply(intent, submission.reply({ fieldErrors: { image: ["profile:validation.image.type"] } }));
      await saveProfileImage(userId, bytes, type);
      return saved("profile:toast.imageSaved");
    }

    case "removeImage":
      await removeProfileImage(userId);
      return saved("profile:toast.imageRemoved");

    case "password": {
      const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
      const hidden = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
      if (submission.status !== "success") return reply(intent, submission.reply(hidden));
      const check = await checkPasswordOf(userId, submission.value.currentPassword);
      if (check.status === "locked") {
        return reply(intent, submission.reply({ ...hidden, formErrors: ["auth:errors.accountLocked"] }), 429, {
          "Retry-After": String(check.retryAfterSeconds),
        });
      }
      if (check.status === "invalid") {
        return reply(intent, submission.reply({ ...hidden, fieldErrors: { currentPassword: ["profile:validation.password.wrong"] } }));
      }
      await setPassword(userId, submission.value.newPassword);
      // Whoever else knew the old password is signed out; this device stays.
      await revokeOtherSessions(userId, session.id, REVOKE_REASONS.passwordChanged);
      return saved("profile:toast.passwordChanged");
    }

    case "signOutDevice": {
      const submission = parseWithZod(formData, { schema: SignOutDeviceSchema });
      if (submission.status !== "success") return reply(intent, submission.reply());
      const { sessionId } = submission.value;
      if (sessionId === session.id) {
        return signOutAndRedirect(request, "/", await createToastHeaders({ type: "info", key: "profile:toast.signedOut" }));
      }
      if (!(await revokeUserSession(userId, sessionId, REVOKE_REASONS.logout))) {
        return reply(intent, submission.reply({ formErrors: ["profile:devices.notFound"] }), 404);
      }
      return saved("profile:toast.deviceSignedOut");
    }

    case "signOutEverywhere": {
      await revokeAllSessions(userId, REVOKE_REASONS.logoutAll);
      return redirect("/", {
        headers: combineHeaders(
          await createToastHeaders({ type: "info", key: "profile:toast.signedOutEverywhere" }),
          { "Set-Cookie": await destroySessionCookie() },
        ),
      });
    }

    case "deleteAccount": {
      const submission = parseWithZod(formData, { schema: deleteAccountSchema(session.user.email) });
      if (submission.status !== "success") return reply(intent, submission.reply());
      await deleteUser(userId);
      return redirect("/", {
        headers: combineHeaders(
          await createToastHeaders({ type: "info", key: "profile:toast.accountDeleted" }),
          { "Set-Cookie": await destroySessionCookie() },
        ),
      });
    }

    default:
      return unknownIntent();
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function Profile() {
  const { t } = useTranslation("profile");
  const { t: tCommon } = useTranslation();
  const { profile, provider, devices, loadedAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: ProfileIntent) => (actionData?.intent === intent ? actionData.result : undefined);

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
