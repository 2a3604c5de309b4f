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
import { useSocialProviders } from "~/utils/use-root-data";

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

export function RegisterForm({ lastResult, redirectTo }: FormProps) {
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

export function GuestForm({ redirectTo }: { redirectTo?: string | null }) {
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

const PROVIDER_MARKS: Record<SocialProvider, string> = { google: "G", naver: "N", kakao: "K" };

/** One button per configured provider; none when no provider is configured. */
export function SocialSignIn({ redirectTo }: { redirectTo?: string | null }) {
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
                {PROVIDER_MARKS[provider]}
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
  const query = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <section className="card auth-panel" aria-labelledby="auth-title">
      {mode === "login" ? (
        <>
          <h1 id="auth-title">{t("login.title")}</h1>
          <p className="muted">{t("login.intro")}</p>
          <SocialSignIn redirectTo={redirectTo} />
          <LoginForm lastResult={lastResult} redirectTo={redirectTo} />
          <p className="auth-panel__switch">
            {t("login.noAccount")} <Link to={`/?mode=register${query}`}>{t("login.toRegister")}</Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="auth-title">{t("register.title")}</h1>
          <SocialSignIn redirectTo={redirectTo} />
          <RegisterForm lastResult={lastResult} redirectTo={redirectTo} />
          <p className="auth-panel__switch">
            {t("register.haveAccount")} <Link to={`/?mode=login${query}`}>{t("register.toLogin")}</Link>
          </p>
        </>
      )}
      <div className="divider" role="separator">
        <span>{t("or")}</span>
      </div>
      <GuestForm redirectTo={redirectTo} />
    </section>
  );
}
