// The mock sign-in provider (development and tests only; a 404 unless MOCKS is on).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleMockOAuth } from "~/mocks/oauth-provider.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => handleMockOAuth(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => handleMockOAuth(request, params);
