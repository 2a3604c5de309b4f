// /auth/other-device: the account is already signed in on another device
// (spec §7, §8). "Sign in here" ends the other sessions with SESSION_EXPIRED;
// "Cancel" leaves them. The pending sign-in's token is in a cookie (never the
// password), so this is a plain form that works without JavaScript; either
// answer uses it up.
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import {
  clearPendingSignIn,
  findPendingSignIn,
  readPendingSignInToken,
  usePendingSignIn,
} from "~/auth/pending-sign-in.server";
import { optionalSession } from "~/auth/guards.server";
import { listLiveSessions } from "~/auth/session.server";
import { signInAndRedirect } from "~/auth/sign-in.server";
import { DateTime } from "~/components/date-time";
import { getFixedT } from "~/i18n/i18next.server";
import { repliedForm } from "~/shared/form-reply";
import { deviceName } from "~/shared/user-agent";
import authStylesHref from "~/styles/auth.css";
import { authRateLimitReply, readForm, runIntent } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStylesHref }];

async function expired() {
  return redirectWithToast(
    "/",
    { type: "info", key: "auth:otherDevice.expired" },
    { headers: { "Set-Cookie": await clearPendingSignIn() } },
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await findPendingSignIn(await readPendingSignInToken(request));
  if (!pending) throw await expired();
  const [t, current] = await Promise.all([getFixedT(request, "auth"), optionalSession(request)]);
  const [latest] = await listLiveSessions(pending.userId, current?.id);
  return json({
    title: t("otherDevice.title"),
    device: latest ? { name: deviceName(latest.userAgent), lastSeenAt: latest.lastSeenAt.toISOString() } : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const limited = authRateLimitReply(context, (formErrors) => ({ status: "error", error: { "": formErrors } }));
  if (limited) return limited;
  const formData = await readForm(request, context);
  /** The pending sign-in is used once, whichever button was pressed. */
  const usePending = async () => {
    const use = await usePendingSignIn(await readPendingSignInToken(request));
    if (use.status === "invalid") throw await expired();
    return { use, clear: { "Set-Cookie": await clearPendingSignIn() } };
  };
  return runIntent(formData, {
    async force() {
      const { use, clear } = await usePending();
      if (use.status === "locked") {
        return redirectWithToast("/", { type: "error", key: "auth:errors.accountLocked" }, { headers: clear });
      }
      return signInAndRedirect(request, { ...use.pending, force: true, headers: clear });
    },
    async cancel() {
      const { clear } = await usePending();
      return redirectWithToast("/", { type: "info", key: "auth:otherDevice.cancelled" }, { headers: clear });
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function OtherDevice() {
  const { t } = useTranslation("auth");
  const { t: tCommon } = useTranslation();
  const { device } = useLoaderData<typeof loader>();
  const refused = repliedForm(useActionData<typeof action>())?.errors();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="page page--narrow">
      <section className="card auth-panel stack" aria-labelledby="other-device-title">
        <h1 id="other-device-title">{t("otherDevice.title")}</h1>
        <p>{t("otherDevice.body")}</p>
        {device ? (
          <dl className="details">
            <div className="details__row">
              <dt>{t("otherDevice.device")}</dt>
              <dd>{device.name ?? t("otherDevice.unknownDevice")}</dd>
            </div>
            <div className="details__row">
              <dt>{t("otherDevice.lastSeen")}</dt>
              <dd>
                <DateTime value={device.lastSeenAt} />
              </dd>
            </div>
          </dl>
        ) : null}
        {refused ? (
          <p className="error-list" role="alert">
            {refused.map((key) => tCommon(key)).join(" ")}
          </p>
        ) : null}
        <Form method="post" className="auth-panel__choices">
          <button
            type="submit"
            name="intent"
            value="force"
            className="button button--primary button--block"
            aria-disabled={busy || undefined}
          >
            {t("otherDevice.force")}
          </button>
          <button type="submit" name="intent" value="cancel" className="button button--block">
            {t("otherDevice.cancel")}
          </button>
        </Form>
      </section>
    </div>
  );
}
