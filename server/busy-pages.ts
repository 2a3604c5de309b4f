// A page form's post the database was too busy to take (Prisma's P2028: the
// transaction waited its turn longer than it may, app/db/client.server.ts).
// Nothing was carried out, so the post is tried once more after
// BUSY_RETRY_AFTER_SECONDS, here on the server: the same for a form with or
// without JavaScript, and no code in any page's first load. Still busy, the
// page again with its form as it was typed and "the server is busy, try
// again" beside it, answered 503 with Retry-After, like the API's busy answer
// (utils/api.server.ts), instead of the 500 page. Applied to every route's
// action of the build at start-up (server.ts), the API's excepted (they answer
// JSON 503 themselves; the browser's apiFetch asks again). Passwords are never
// sent back.
import type { ActionFunctionArgs, ServerBuild } from "@remix-run/node";
import { prismaErrorCode } from "../app/db/prisma-errors";
import { DEFAULT_FORM_BODY_LIMIT_BYTES } from "../app/utils/form-body-limits.server";
import { readBodyBytes } from "../app/utils/request-body.server";

/** Seconds a busy answer asks the client to wait before sending again. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** The message beside the form (namespaced, so it reads the same from every form). */
export const BUSY_MESSAGE_KEY = "common:api.errors.busy";

const API_ROUTE_PREFIX = "routes/_api+/";

type Action = (args: ActionFunctionArgs) => unknown;

const isFormPost = (request: Request) => /\bapplication\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "");

/** What was typed, as conform's reply keeps it: fields by name (several values as a list), passwords left out. */
async function typedValues(copy: Request | null, limit: number): Promise<Record<string, string | string[]>> {
  if (!copy) return {};
  try {
    const fields = new URLSearchParams(Buffer.from(await readBodyBytes(copy, limit)).toString("utf8"));
    const values: Record<string, string | string[]> = {};
    for (const name of new Set(fields.keys())) {
      if (/password/i.test(name)) continue;
      const all = fields.getAll(name);
      values[name] = all.length === 1 ? all[0]! : all;
    }
    return values;
  } catch {
    return {};
  }
}

const isBusy = (error: unknown) => prismaErrorCode(error) === "P2028";

export function busyAwareAction(action: Action, retryAfterMs = BUSY_RETRY_AFTER_SECONDS * 1000): Action {
  return async (args) => {
    // Copies to post again and to read what was typed, only if the database turns out busy
    // (a copy costs nothing until it is read).
    const form = isFormPost(args.request);
    const again = form ? args.request.clone() : null;
    const copy = form ? args.request.clone() : null;
    try {
      return await action(args);
    } catch (error) {
      if (!isBusy(error)) throw error;
    }
    if (again) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
      try {
        return await action({ ...args, request: again });
      } catch (error) {
        if (!isBusy(error)) throw error;
      }
    }
    console.warn(`${args.request.method} ${new URL(args.request.url).pathname}: the database is busy (503)`);
    const initialValue = await typedValues(copy, args.context.formBodyLimit ?? DEFAULT_FORM_BODY_LIMIT_BYTES);
    const intent = typeof initialValue.intent === "string" ? initialValue.intent : null;
    return Response.json(
      { intent, busy: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS, result: { status: "error", initialValue, error: { "": [BUSY_MESSAGE_KEY] } } },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } },
    );
  };
}

/** The build with every page route's action answering a busy database as above. */
export function withBusyPages(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const action = route.module.action as Action | undefined;
      if (!action || id.startsWith(API_ROUTE_PREFIX)) return [id, route];
      return [id, { ...route, module: { ...route.module, action: busyAwareAction(action) } }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
