// The profile page's forms. Each is a plain post to /profile with its own
// `intent`, so all of them work without JavaScript; conform adds instant
// checks when it runs.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DateTime } from "~/components/date-time";
import { CheckboxField, ErrorList, Field } from "~/components/forms";
import {
  ChangePasswordSchema,
  deleteAccountSchema,
  ProfileDetailsSchema,
  ProfileImageSchema,
  type ProfileIntent,
} from "~/schemas/profile";
import { PROFILE_IMAGE_TYPES } from "~/shared/constants";

type LastResult = SubmissionResult<string[]> | undefined;

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
  const [form, fields] = useForm({
    id: "profile-details",
    lastResult,
    defaultValue: { ...profile, emailNotifications: profile.emailNotifications ? "on" : undefined },
    constraint: getZodConstraint(ProfileDetailsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileDetailsSchema }),
  });
  return (
    <Section id="profile-details" title={t("details.title")}>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <Intent value="details" />
        <Field label={t("fields.nickname")} field={fields.nickname} inputProps={{ autoComplete: "nickname" }} />
        <Field
          label={t("fields.username")}
          field={fields.username}
          hint={t("details.usernameHint")}
          inputProps={{ autoComplete: "username", autoCapitalize: "none", spellCheck: false }}
        />
        <CheckboxField label={t("details.emailNotifications")} field={fields.emailNotifications} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="button button--primary">
          {t("details.submit")}
        </button>
      </Form>
    </Section>
  );
}

export function ProfileImageForm({ hasImage, lastResult }: { hasImage: boolean; lastResult: LastResult }) {
  const { t } = useTranslation("profile");
  const [form, fields] = useForm({
    id: "profile-image",
    lastResult,
    constraint: getZodConstraint(ProfileImageSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileImageSchema }),
  });
  const { key, ...inputProps } = getInputProps(fields.image, { type: "file", ariaDescribedBy: `${fields.image.id}-hint` });
  return (
    <Section id="profile-image" title={t("image.title")}>
      <Form method="post" encType="multipart/form-data" className="stack" {...getFormProps(form)}>
        <Intent value="image" />
        <div className="field">
          <label htmlFor={fields.image.id}>{t("image.label")}</label>
          <input key={key} {...inputProps} accept={PROFILE_IMAGE_TYPES.join(",")} />
          <p id={`${fields.image.id}-hint`} className="field__hint">
            {t("image.hint")}
          </p>
          <ErrorList id={fields.image.errorId} errors={fields.image.errors} />
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
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
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });
  return (
    <Section id="change-password" title={t("password.title")}>
      <p className="muted">{t("password.intro")}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <Intent value="password" />
        <Field
          label={t("password.current")}
          field={fields.currentPassword}
          type="password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <Field
          label={t("password.new")}
          field={fields.newPassword}
          type="password"
          hint={tAuth("register.passwordHint")}
          inputProps={{ autoComplete: "new-password" }}
        />
        <Field
          label={t("password.confirm")}
          field={fields.confirmPassword}
          type="password"
          inputProps={{ autoComplete: "new-password" }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
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
  const schema = deleteAccountSchema(email);
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Section id="delete-account" title={t("delete.title")}>
      <p>{t("delete.body")}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <Intent value="deleteAccount" />
        <Field
          label={t("delete.confirmLabel", { email })}
          field={fields.confirmation}
          inputProps={{ autoComplete: "off", autoCapitalize: "none", spellCheck: false }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="button button--danger">
          {t("delete.submit")}
        </button>
      </Form>
    </Section>
  );
}
