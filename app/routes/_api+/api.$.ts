// An /api path that does not exist: a JSON 404 (API clients get JSON, never the home page).
import { ApiError, apiRoute } from "~/utils/api.server";

const notFound = apiRoute(() => {
  throw new ApiError("NOT_FOUND");
});

export const loader = notFound;
export const action = notFound;
