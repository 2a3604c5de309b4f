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
import { deviceName } from "~/shared/user-agent";
import authStylesHref from "~/styles/auth.css";
import { readForm } from "~/utils/forms.server";
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
  if (context.authRateLimited) {
    return json(
      { error: "errors.rateLimited" },
      { status: 429, headers: { "Retry-After": String(context.authRateLimited.retryAfterSeconds) } },
    );
  }
  const intent = (await readForm(request)).get("intent");
  if (intent !== "force" && intent !== "cancel") return json({ error: "errors.400.body" }, { status: 400 });
  const use = await usePendingSignIn(await readPendingSignInToken(request));
  const clear = { "Set-Cookie": await clearPendingSignIn() };
  if (use.status === "invalid") throw await expired();
  if (intent === "cancel") {
    return redirectWithToast("/", { type: "info", key: "auth:otherDevice.cancelled" }, { headers: clear });
  }
  if (use.status === "locked") {
    return redirectWithToast("/", { type: "error", key: "auth:errors.accountLocked" }, { headers: clear });
  }
  return signInAndRedirect(request, { ...use.pending, force: true, headers: clear });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function OtherDevice() {
  const { t } = useTranslation("auth");
  const { t: tCommon } = useTranslation();
  const { device } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
        {actionData?.error ? (
          <p className="error-list" role="alert">
            {tCommon(actionData.error)}
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
