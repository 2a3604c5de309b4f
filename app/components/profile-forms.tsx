// The profile page's forms. Each is a plain post to /profile with its own
// `intent`, so all of them work without JavaScript; the server judges them
// with the zod schemas, and the browser checks native constraints first
// (app/components/forms.tsx).
import { Form } from "@remix-run/react";
import { DateTime } from "~/components/date-time";
import { CheckboxField, ErrorList, Field, useFormChecks, type FormResult } from "~/components/forms";
import { useTranslation } from "~/i18n/react";
import {
  CONFIRM_PASSWORD_FIELD,
  CURRENT_PASSWORD_FIELD,
  DELETE_CONFIRMATION_FIELD,
  EMAIL_NOTIFICATIONS_FIELD,
  NEW_PASSWORD_FIELD,
  NICKNAME_FIELD,
  PROFILE_IMAGE_FIELD,
  USERNAME_FIELD,
} from "~/schemas/form-constraints";
import type { ProfileIntent } from "~/schemas/profile";
import { PROFILE_IMAGE_TYPES } from "~/shared/constants";

type LastResult = FormResult;

function Intent({ value }: { value: ProfileIntent }) {
  return <input type="hidden" name="intent" value={value} />;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function ProfileDetailsForm({
  profile,
  lastResult,
}: {
  profile: { nickname: string; username: string; emailNotifications: boolean };
  lastResult: LastResult;
}) {
  const { t } = useTranslation("profile");
  const form = useFormChecks({
    id: "profile-details",
    lastResult,
    defaultValue: profile,
    fields: { nickname: NICKNAME_FIELD, username: USERNAME_FIELD, emailNotifications: EMAIL_NOTIFICATIONS_FIELD },
  });
  return (
    <Section id="profile-details" title={t("details.title")}>
      <Form method="post" className="stack" {...form.props}>
        <Intent value="details" />
        <Field form={form} name="nickname" label={t("fields.nickname")} inputProps={{ autoComplete: "nickname" }} />
        <Field
          form={form}
          name="username"
          label={t("fields.username")}
          hint={t("details.usernameHint")}
          inputProps={{ autoComplete: "username", autoCapitalize: "none", spellCheck: false }}
        />
        <CheckboxField form={form} name="emailNotifications" label={t("details.emailNotifications")} />
        <ErrorList id={form.errorId} errors={form.formErrors} />
        <button type="submit" className="button button--primary">
          {t("details.submit")}
        </button>
      </Form>
    </Section>
  );
}

export function ProfileImageForm({ hasImage, lastResult }: { hasImage: boolean; lastResult: LastResult }) {
  const { t } = useTranslation("profile");
  const form = useFormChecks({ id: "profile-image", lastResult, fields: { image: PROFILE_IMAGE_FIELD } });
  return (
    <Section id="profile-image" title={t("image.title")}>
      <Form method="post" encType="multipart/form-data" className="stack" {...form.props}>
        <Intent value="image" />
        <Field
          form={form}
          name="image"
          label={t("image.label")}
          hint={t("image.hint")}
          inputProps={{ accept: PROFILE_IMAGE_TYPES.join(",") }}
        />
        <ErrorList id={form.errorId} errors={form.formErrors} />
        <button type="submit" className="button button--primary">
          {t("image.submit")}
        </button>
      </Form>
      {hasImage ? (
        <Form method="post">
          <Intent value="removeImage" />
          <button type="submit" className="button">
            {t("image.remove")}
          </button>
        </Form>
      ) : null}
    </Section>
  );
}

export function ChangePasswordForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("profile");
  const { t: tAuth } = useTranslation("auth");
  const form = useFormChecks({
    id: "change-password",
    lastResult,
    fields: {
      currentPassword: CURRENT_PASSWORD_FIELD,
      newPassword: NEW_PASSWORD_FIELD,
      confirmPassword: CONFIRM_PASSWORD_FIELD,
    },
  });
  return (
    <Section id="change-password" title={t("password.title")}>
      <p className="muted">{t("password.intro")}</p>
      <Form method="post" className="stack" {...form.props}>
        <Intent value="password" />
        <Field
          form={form}
          name="currentPassword"
          label={t("password.current")}
          inputProps={{ autoComplete: "current-password" }}
        />
        <Field
          form={form}
          name="newPassword"
          label={t("password.new")}
          hint={tAuth("register.passwordHint")}
          inputProps={{ autoComplete: "new-password" }}
        />
        <Field
          form={form}
          name="confirmPassword"
          label={t("password.confirm")}
          inputProps={{ autoComplete: "new-password" }}
        />
        <ErrorList id={form.errorId} errors={form.formErrors} />
        <button type="submit" className="button button--primary">
          {t("password.submit")}
        </button>
      </Form>
    </Section>
  );
}

export interface DeviceRow {
  id: string;
  name: string | null;
  provider: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export function DeviceList({ devices, lastResult }: { devices: DeviceRow[]; lastResult: LastResult }) {
  const { t } = useTranslation("profile");
  const { t: tCommon } = useTranslation();
  return (
    <Section id="devices" title={t("devices.title")}>
      <p className="muted">{t("devices.intro")}</p>
      <ErrorList errors={lastResult?.error?.[""]} />
      <ul className="device-list">
        {devices.map((device) => (
          <li key={device.id} className="device" data-testid="device">
            <div className="device__text">
              <p className="device__name">
                {device.name ?? t("devices.unknown")}
                {device.current ? <span className="badge">{t("devices.current")}</span> : null}
              </p>
              <p className="muted small">
                {tCommon(`providers.${device.provider}`)} · {t("devices.signedInAt")} <DateTime value={device.signedInAt} />
              </p>
              <p className="muted small">
                {t("devices.lastSeen")} <DateTime value={device.lastSeenAt} />
              </p>
            </div>
            <Form method="post">
              <Intent value="signOutDevice" />
              <input type="hidden" name="sessionId" value={device.id} />
              <button type="submit" className="button button--small">
                {t("devices.signOut")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post">
        <Intent value="signOutEverywhere" />
        <button type="submit" className="button">
          {t("devices.signOutEverywhere")}
        </button>
      </Form>
    </Section>
  );
}

export function DeleteAccountForm({ email, lastResult }: { email: string; lastResult: LastResult }) {
  const { t } = useTranslation("profile");
  const form = useFormChecks({
    id: "delete-account",
    lastResult,
    fields: { confirmation: DELETE_CONFIRMATION_FIELD },
  });
  return (
    <Section id="delete-account" title={t("delete.title")}>
      <p>{t("delete.body")}</p>
      <Form method="post" className="stack" {...form.props}>
        <Intent value="deleteAccount" />
        <Field
          form={form}
          name="confirmation"
          label={t("delete.confirmLabel", { email })}
          inputProps={{ autoComplete: "off", autoCapitalize: "none", spellCheck: false }}
        />
        <ErrorList id={form.errorId} errors={form.formErrors} />
        <button type="submit" className="button button--danger">
          {t("delete.submit")}
        </button>
      </Form>
    </Section>
  );
}
