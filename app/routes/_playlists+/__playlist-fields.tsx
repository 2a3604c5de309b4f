// The playlist's fields (name, description, public, tags) as a plain form
// part: native constraints in the browser, the server's errors (i18n keys)
// beside each field, and what the user typed kept after a refusal.
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/react";
import type { RepliedForm } from "~/shared/form-reply";
import {
  COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_PLAYLIST_MAX_TAGS,
  COMMUNITY_PLAYLIST_NAME_MAX_LENGTH,
} from "~/shared/constants";

export interface FieldValues {
  name: string;
  description: string;
  isPublic: boolean;
  tags: string;
}

/** The fields filled with `values`, or with what was typed when `replied` refused them. */
export function PlaylistFieldInputs({
  idPrefix,
  values: saved,
  replied,
}: {
  idPrefix: string;
  values: FieldValues;
  replied: RepliedForm | null;
}) {
  const { t } = useTranslation("playlists");
  const id = (name: string) => `${idPrefix}-${name}`;
  const values: FieldValues = replied
    ? {
        name: replied.value("name") ?? "",
        description: replied.value("description") ?? "",
        isPublic: replied.value("isPublic") === "on",
        tags: replied.value("tags") ?? "",
      }
    : saved;
  const errors = {
    name: replied?.errors("name"),
    description: replied?.errors("description"),
    tags: replied?.errors("tags"),
    isPublic: replied?.errors("isPublic"),
  };
  const described = (name: keyof FieldValues, hint?: boolean) =>
    [errors[name] ? `${id(name)}-error` : null, hint ? `${id(name)}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <>
      {/* The whole form's refusal (the server too busy to take it: send again). */}
      <ErrorList id={`${idPrefix}-form-error`} errors={replied?.errors("")} />
      <div className="field">
        <label htmlFor={id("name")}>{t("fields.name")}</label>
        <input
          id={id("name")}
          name="name"
          type="text"
          required
          maxLength={COMMUNITY_PLAYLIST_NAME_MAX_LENGTH}
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
        />
        <ErrorList id={`${id("name")}-error`} errors={errors.name} />
      </div>
      <div className="field">
        <label htmlFor={id("description")}>{t("fields.description")}</label>
        <textarea
          id={id("description")}
          name="description"
          rows={3}
          maxLength={COMMUNITY_PLAYLIST_DESCRIPTION_MAX_LENGTH}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described("description")}
        />
        <ErrorList id={`${id("description")}-error`} errors={errors.description} />
      </div>
      <div className="field">
        <label htmlFor={id("tags")}>{t("fields.tags")}</label>
        <input
          id={id("tags")}
          name="tags"
          type="text"
          defaultValue={values.tags}
          aria-invalid={errors.tags ? true : undefined}
          aria-describedby={described("tags", true)}
        />
        <p id={`${id("tags")}-hint`} className="field__hint">
          {t("fields.tagsHint", { maxTags: COMMUNITY_PLAYLIST_MAX_TAGS })}
        </p>
        <ErrorList id={`${id("tags")}-error`} errors={errors.tags} />
      </div>
      <div className="field field--checkbox">
        <div className="field__row">
          <input id={id("isPublic")} name="isPublic" type="checkbox" defaultChecked={values.isPublic} />
          <label htmlFor={id("isPublic")}>{t("fields.isPublic")}</label>
        </div>
      </div>
    </>
  );
}
