// /profile's form posts, one function per `intent` (ProfileIntent): each
// parses its form with its schema and answers a redirect with a toast, or
// the form again with its errors (utils/forms.server.ts).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { UserSession } from "~/auth/guards.server";
import {
  destroySessionCookie,
  revokeAllSessions,
  revokeOtherSessions,
  revokeUserSession,
  REVOKE_REASONS,
} from "~/auth/session.server";
import { signOutAndRedirect } from "~/auth/sign-in.server";
import { removeProfileImage, saveProfileImage } from "~/models/profile-image.server";
// The loader's, here so the page's one server module stays its own (docs/performance.md).
export { profileProgress } from "~/models/practice-progress.server";
import { checkPasswordOf, deleteUser, isUsernameTaken, setPassword, updateProfileDetails } from "~/models/user.server";
import {
  ChangePasswordSchema,
  deleteAccountSchema,
  ProfileDetailsSchema,
  ProfileImageSchema,
  SignOutDeviceSchema,
  type ProfileIntent,
} from "~/schemas/profile";
import { formReply, runIntent } from "~/utils/forms.server";
import { combineHeaders } from "~/utils/http.server";
import { sniffImageType } from "~/utils/image-type.server";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";

export interface ProfilePost {
  request: Request;
  session: UserSession;
  formData: FormData;
}

function saved(key: string) {
  return redirectWithToast("/profile", { type: "success", key });
}

/** Home without this browser's session, told why. */
async function signedOutHome(toastKey: string) {
  return redirect("/", {
    headers: combineHeaders(await createToastHeaders({ type: "info", key: toastKey }), {
      "Set-Cookie": await destroySessionCookie(),
    }),
  });
}

async function details({ session, formData }: ProfilePost) {
  const userId = session.user.id;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: ProfileDetailsSchema.superRefine(async (data, ctx) => {
      if (await isUsernameTaken(data.username, userId)) {
        ctx.addIssue({ code: "custom", path: ["username"], message: "profile:validation.username.taken" });
      }
    }),
  });
  if (submission.status !== "success") return formReply("details", submission.reply());
  const { nickname, username, emailNotifications } = submission.value;
  await updateProfileDetails(userId, { nickname, username, emailNotifications });
  return saved("profile:toast.detailsSaved");
}

async function image({ session, formData }: ProfilePost) {
  const submission = parseWithZod(formData, { schema: ProfileImageSchema });
  if (submission.status !== "success") return formReply("image", submission.reply());
  const bytes = new Uint8Array(await submission.value.image.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return formReply("image", submission.reply({ fieldErrors: { image: ["profile:validation.image.type"] } }));
  await saveProfileImage(session.user.id, bytes, type);
  return saved("profile:toast.imageSaved");
}

async function removeImage({ session }: ProfilePost) {
  await removeProfileImage(session.user.id);
  return saved("profile:toast.imageRemoved");
}

async function password({ session, formData }: ProfilePost) {
  const userId = session.user.id;
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  const hidden = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
  if (submission.status !== "success") return formReply("password", submission.reply(hidden));
  const check = await checkPasswordOf(userId, submission.value.currentPassword);
  if (check.status === "locked") {
    return formReply("password", submission.reply({ ...hidden, formErrors: ["auth:errors.accountLocked"] }), {
      status: 429,
      headers: { "Retry-After": String(check.retryAfterSeconds) },
    });
  }
  if (check.status === "invalid") {
    return formReply("password", submission.reply({ ...hidden, fieldErrors: { currentPassword: ["profile:validation.password.wrong"] } }));
  }
  await setPassword(userId, submission.value.newPassword);
  // Whoever else knew the old password is signed out; this device stays.
  await revokeOtherSessions(userId, session.id, REVOKE_REASONS.passwordChanged);
  return saved("profile:toast.passwordChanged");
}

async function signOutDevice({ request, session, formData }: ProfilePost) {
  const submission = parseWithZod(formData, { schema: SignOutDeviceSchema });
  if (submission.status !== "success") return formReply("signOutDevice", submission.reply());
  const { sessionId } = submission.value;
  if (sessionId === session.id) {
    return signOutAndRedirect(request, "/", await createToastHeaders({ type: "info", key: "profile:toast.signedOut" }));
  }
  if (!(await revokeUserSession(session.user.id, sessionId, REVOKE_REASONS.logout))) {
    return formReply("signOutDevice", submission.reply({ formErrors: ["profile:devices.notFound"] }), { status: 404 });
  }
  return saved("profile:toast.deviceSignedOut");
}

async function signOutEverywhere({ session }: ProfilePost) {
  await revokeAllSessions(session.user.id, REVOKE_REASONS.logoutAll);
  return signedOutHome("profile:toast.signedOutEverywhere");
}

async function deleteAccount({ session, formData }: ProfilePost) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema(session.user.email) });
  if (submission.status !== "success") return formReply("deleteAccount", submission.reply());
  await deleteUser(session.user.id);
  return signedOutHome("profile:toast.accountDeleted");
}

/** Runs the function of the posted intent; an unknown intent is a 400. */
export function profileAction(post: ProfilePost) {
  return runIntent(post.formData, {
    details: () => details(post),
    image: () => image(post),
    removeImage: () => removeImage(post),
    password: () => password(post),
    signOutDevice: () => signOutDevice(post),
    signOutEverywhere: () => signOutEverywhere(post),
    deleteAccount: () => deleteAccount(post),
  } satisfies Record<ProfileIntent, () => Promise<Response>>);
}
