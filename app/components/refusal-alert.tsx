// A post the page answered itself with a reason for the whole page (a write
// over its limit: 429, utils/page-refusal.server.ts), said above the page.
import { useActionData } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { repliedForm } from "~/shared/form-reply";

export function RefusalAlert() {
  const errors = repliedForm(useActionData(), null)?.errors();
  return errors ? (
    <div role="alert" className="notice notice--error">
      <ErrorList errors={errors} />
    </div>
  ) : null;
}
