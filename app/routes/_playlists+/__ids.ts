// Numeric ids in URLs and forms: anything else names nothing.
import { DATABASE_ID_MAX } from "~/shared/constants";

export function idParamOrNull(value: string | undefined | null): number | null {
  const id = /^[1-9]\d{0,9}$/.test(value ?? "") ? Number(value) : NaN;
  return id <= DATABASE_ID_MAX ? id : null;
}
