// Forms whose fields show their errors (i18n keys) in the page's language.
// The server judges every post with the zod schemas (conform's parseWithZod)
// and answers a SubmissionResult. In the browser, a form checks its fields
// against their native constraints (app/schemas/form-constraints.ts) when a
// field is left, as it is corrected and on submit, with no zod or conform code
// in the page (decision 071). Without JavaScript the post goes straight to
// the server, which answers with the same messages.
import type { SubmissionResult } from "@conform-to/react";
import { useState, type ChangeEvent, type FocusEvent, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { constraintIssue, type FieldConstraints } from "~/schemas/form-constraints";
import { ErrorList } from "./error-list";

export { ErrorList };

export type FormResult = SubmissionResult<string[]> | null | undefined;

export interface FormChecks {
  id: string;
  errorId: string;
  fields: Record<string, FieldConstraints>;
  /** Errors of the whole form (the server's). */
  formErrors: string[] | undefined;
  errorsOf(name: string): string[] | undefined;
  initialValue(name: string): string | boolean | undefined;
  /** Changes with each answer from the server, so the fields start again from what it kept. */
  version: number;
  props: {
    id: string;
    noValidate: true;
    onBlur(event: FocusEvent<HTMLFormElement>): void;
    onChange(event: ChangeEvent<HTMLFormElement>): void;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
}

type Issues = Record<string, string | null>;

function issueOf(input: HTMLInputElement, constraints: FieldConstraints): string | null {
  return constraintIssue(constraints, {
    text: input.value,
    checked: input.checked,
    fileBytes: input.files?.[0]?.size ?? null,
    typeMismatch: input.validity.typeMismatch,
  });
}

export function useFormChecks({
  id,
  lastResult,
  fields,
  defaultValue,
}: {
  id: string;
  lastResult: FormResult;
  fields: Record<string, FieldConstraints>;
  defaultValue?: Record<string, string | boolean>;
}): FormChecks {
  const [state, setState] = useState<{ result: FormResult; version: number; issues: Issues }>({
    result: lastResult,
    version: 0,
    issues: {},
  });
  // A new answer from the server replaces what the browser found.
  const current = state.result === lastResult ? state : { result: lastResult, version: state.version + 1, issues: {} };
  if (current !== state) setState(current);
  const serverErrors = lastResult?.error ?? {};

  const record = (found: Issues) => setState((s) => ({ ...s, issues: { ...s.issues, ...found } }));
  const check = (target: EventTarget, onlyIfShown: boolean) => {
    const constraints = target instanceof HTMLInputElement ? fields[target.name] : undefined;
    if (!constraints) return;
    const { name } = target as HTMLInputElement;
    if (onlyIfShown && !(name in current.issues) && !serverErrors[name]) return;
    record({ [name]: issueOf(target as HTMLInputElement, constraints) });
  };

  return {
    id,
    errorId: `${id}-error`,
    fields,
    formErrors: serverErrors[""] ?? undefined,
    errorsOf(name) {
      if (name in current.issues) {
        const issue = current.issues[name];
        return issue ? [issue] : undefined;
      }
      return serverErrors[name] ?? undefined;
    },
    initialValue(name) {
      const kept = lastResult?.initialValue?.[name];
      if (lastResult?.initialValue) return typeof kept === "string" ? kept : undefined;
      return defaultValue?.[name];
    },
    version: current.version,
    props: {
      id,
      noValidate: true,
      onBlur: (event) => check(event.target, false),
      onChange: (event) => check(event.target, true),
      onSubmit(event) {
        const found: Issues = {};
        let firstInvalid: HTMLInputElement | null = null;
        for (const [name, constraints] of Object.entries(fields)) {
          const input = event.currentTarget.elements.namedItem(name);
          if (!(input instanceof HTMLInputElement)) continue;
          found[name] = issueOf(input, constraints);
          if (found[name] && !firstInvalid) firstInvalid = input;
        }
        record(found);
        if (firstInvalid) {
          event.preventDefault();
          firstInvalid.focus();
        }
      },
    },
  };
}

/** The input's native constraints and its state (value, errors) in `form`. */
function useInput(form: FormChecks, name: string, describedBy?: string) {
  const constraints = form.fields[name];
  if (!constraints) throw new Error(`form ${form.id} has no field ${name}`);
  const id = `${form.id}-${name}`;
  const errors = form.errorsOf(name);
  const errorId = `${id}-error`;
  const initial = form.initialValue(name);
  const input: InputHTMLAttributes<HTMLInputElement> & { key: string } = {
    key: `${name}-${form.version}`,
    id,
    name,
    type: constraints.type,
    required: constraints.required,
    minLength: constraints.minLength,
    maxLength: constraints.maxLength,
    pattern: constraints.pattern,
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": [errors ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined,
  };
  if (constraints.type === "checkbox") input.defaultChecked = initial === true || initial === "on";
  else if (constraints.type !== "file" && typeof initial === "string") input.defaultValue = initial;
  return { id, errors, errorId, input };
}

export function Field({
  form,
  name,
  label,
  hint,
  inputProps,
}: {
  form: FormChecks;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const hintId = hint ? `${form.id}-${name}-hint` : undefined;
  const { id, errors, errorId, input } = useInput(form, name, hintId);
  const { key, ...props } = input;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input key={key} {...props} {...inputProps} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({ form, name, label }: { form: FormChecks; name: string; label: ReactNode }) {
  const { id, errors, errorId, input } = useInput(form, name);
  const { key, ...props } = input;
  return (
    <div className="field field--checkbox">
      <div className="field__row">
        <input key={key} {...props} />
        <label htmlFor={id}>{label}</label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
