// The sign-in panel's forms. Plain posts to /auth/*, judged by the server's
// zod schemas; once JavaScript runs, fields are checked against their native
// constraints as they are left (app/components/forms.tsx). Social sign-in starts from plain links
// (GET /auth/{provider}): a form post that redirects to the provider would
// be blocked by the CSP's form-action 'self'. Routes that render the panel
// link ~/styles/auth.css.
import { Form, Link, useNavigation } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, useFormChecks, type FormResult } from "~/components/forms";
import { Trans, useTranslation } from "~/i18n/react";
import {
  AGREE_TERMS_FIELD,
  CURRENT_PASSWORD_FIELD,
  EMAIL_FIELD,
  NEW_PASSWORD_FIELD,
  NICKNAME_FIELD,
} from "~/schemas/form-constraints";
import type { SocialProvider } from "~/shared/roles";
import { isGuest } from "~/shared/viewer";
import { useOptionalViewer, useSocialProviders } from "~/utils/use-root-data";

type FormProps = { lastResult?: FormResult; redirectTo?: string | null };

function RedirectToInput({ redirectTo }: { redirectTo?: string | null }) {
  return redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null;
}

function SubmitButton({ action, children }: { action: string; children: React.ReactNode }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <button type="submit" className="button button--primary button--block" aria-disabled={pending || undefined}>
      {children}
    </button>
  );
}

export function LoginForm({ lastResult, redirectTo, action = "/auth/login" }: FormProps & { action?: string }) {
  const { t } = useTranslation("auth");
  const form = useFormChecks({
    id: "login",
    lastResult,
    fields: { email: EMAIL_FIELD, password: CURRENT_PASSWORD_FIELD },
  });
  return (
    <Form method="post" action={action} className="stack" {...form.props}>
      <RedirectToInput redirectTo={redirectTo} />
      <Field form={form} name="email" label={t("fields.email")} inputProps={{ autoComplete: "email" }} />
      <Field
        form={form}
        name="password"
        label={t("fields.password")}
        inputProps={{ autoComplete: "current-password" }}
      />
      <ErrorList id={form.errorId} errors={form.formErrors} />
      <SubmitButton action={action}>{t("login.submit")}</SubmitButton>
    </Form>
  );
}

function RegisterForm({ lastResult, redirectTo }: FormProps) {
  const { t } = useTranslation("auth");
  const form = useFormChecks({
    id: "register",
    lastResult,
    fields: { email: EMAIL_FIELD, nickname: NICKNAME_FIELD, password: NEW_PASSWORD_FIELD, agreeTerms: AGREE_TERMS_FIELD },
  });
  return (
    <Form method="post" action="/auth/register" className="stack" {...form.props}>
      <RedirectToInput redirectTo={redirectTo} />
      <Field form={form} name="email" label={t("fields.email")} inputProps={{ autoComplete: "email" }} />
      <Field
        form={form}
        name="nickname"
        label={t("fields.nickname")}
        hint={t("register.nicknameHint")}
        inputProps={{ autoComplete: "nickname" }}
      />
      <Field
        form={form}
        name="password"
        label={t("fields.password")}
        hint={t("register.passwordHint")}
        inputProps={{ autoComplete: "new-password" }}
      />
      <CheckboxField
        form={form}
        name="agreeTerms"
        label={
          <Trans
            t={t}
            i18nKey="register.agreeTerms"
            components={{ terms: <Link to="/terms-of-service" />, privacy: <Link to="/privacy-policy" /> }}
          />
        }
      />
      <ErrorList id={form.errorId} errors={form.formErrors} />
      <SubmitButton action="/auth/register">{t("register.submit")}</SubmitButton>
    </Form>
  );
}

function GuestForm({ redirectTo }: { redirectTo?: string | null }) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" action="/auth/guest" className="stack">
      <RedirectToInput redirectTo={redirectTo} />
      <button type="submit" className="button button--block">
        {t("guest.submit")}
      </button>
      <p className="muted small">{t("guest.note")}</p>
    </Form>
  );
}

/** The providers' logos as their button guidelines draw them (issue 9), inline so nothing more is fetched. */
const PROVIDER_LOGOS: Record<SocialProvider, JSX.Element> = {
  google: (
    <svg viewBox="0 0 48 48" width="20" height="20">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  ),
  naver: (
    <svg viewBox="0 0 20 20" width="20" height="20">
      <rect width="20" height="20" rx="3" fill="#03C75A" />
      <path fill="#fff" d="M11.6 10.4 8.2 5.5H5.5v9h2.9V9.6l3.4 4.9h2.7v-9h-2.9z" />
    </svg>
  ),
  kakao: (
    <svg viewBox="0 0 24 24" width="20" height="20">
      <path fill="#000" d="M12 3.5c-5 0-9 3.15-9 7.05 0 2.5 1.66 4.7 4.17 5.95l-.9 3.3c-.08.3.26.54.52.37l3.95-2.62c.41.04.83.06 1.26.06 5 0 9-3.16 9-7.06S17 3.5 12 3.5z" />
    </svg>
  ),
};

/** One button per configured provider; none when no provider is configured. */
function SocialSignIn({ redirectTo }: { redirectTo?: string | null }) {
  const { t } = useTranslation("auth");
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <>
      <ul className="social-sign-in">
        {providers.map((provider) => (
          <li key={provider}>
            <a href={`/auth/${provider}${query}`} className={`button button--block button--${provider}`}>
              <span className="social-sign-in__mark" aria-hidden="true">
                {PROVIDER_LOGOS[provider]}
              </span>
              {t(`social.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="divider" role="separator">
        <span>{t("social.orEmail")}</span>
      </div>
    </>
  );
}

/** The whole sign-in panel of the home page (spec §2): sign in or register, and guest mode. */
export function SignInPanel({
  mode,
  lastResult,
  redirectTo,
}: FormProps & { mode: "login" | "register" }) {
  const { t } = useTranslation("auth");
  // A guest signs in from guest mode (issue 25): the forms are on their own pages, and
  // what the guest made moves into the account, so guest mode is not offered again.
  const guest = isGuest(useOptionalViewer());
  const query = redirectTo ? `${guest ? "?" : "&"}redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const registerHref = guest ? `/auth/register${query}` : `/?mode=register${query}`;
  const loginHref = guest ? `/auth/login${query}` : `/?mode=login${query}`;
  const movesNote = guest ? (
    <p className="notice" data-testid="guest-moves-note">
      {t("guest.movesNote")}
    </p>
  ) : null;
  return (
    <section className="card auth-panel" aria-labelledby="auth-title">
      {mode === "login" ? (
        <>
          <h1 id="auth-title">{t("login.title")}</h1>
          {movesNote ?? <p className="muted">{t("login.intro")}</p>}
          <SocialSignIn redirectTo={redirectTo} />
          <LoginForm lastResult={lastResult} redirectTo={redirectTo} />
          <p className="auth-panel__switch">
            {t("login.noAccount")} <Link to={registerHref}>{t("login.toRegister")}</Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="auth-title">{t("register.title")}</h1>
          {movesNote}
          <SocialSignIn redirectTo={redirectTo} />
          <RegisterForm lastResult={lastResult} redirectTo={redirectTo} />
          <p className="auth-panel__switch">
            {t("register.haveAccount")} <Link to={loginHref}>{t("register.toLogin")}</Link>
          </p>
        </>
      )}
      {guest ? null : (
        <>
          <div className="divider" role="separator">
            <span>{t("or")}</span>
          </div>
          <GuestForm redirectTo={redirectTo} />
        </>
      )}
    </section>
  );
}
