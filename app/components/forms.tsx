// Form fields that show their errors (i18n keys from the zod schemas) in the
// page's language, wired to conform so they work with and without JavaScript.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  const messages = errors?.filter(Boolean) ?? [];
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="error-list">
      {messages.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

type InputType = "text" | "email" | "password" | "search" | "url" | "tel" | "number";

export function Field({
  label,
  field,
  type = "text",
  hint,
  inputProps,
}: {
  label: ReactNode;
  field: FieldMetadata<string | undefined>;
  type?: InputType;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...props} {...inputProps} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function CheckboxField({
  label,
  field,
}: {
  label: ReactNode;
  field: FieldMetadata<boolean | undefined>;
}) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field field--checkbox">
      <div className="field__row">
        <input key={key} {...props} />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
