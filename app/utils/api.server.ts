// The JSON API's conventions (spec §7, /api/*): errors are
// `{ error: { code, message, fields? } }` in the request's language, the
// caller is known through the guards (auth/guards.server.ts), and bad input
// is a 4xx, never a 500. Resource routes wrap their loader and action in
// `apiRoute` and throw `ApiError`s.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { SHEET_MESSAGE_VALUES } from "~/sheets/constants";
import { getFixedT } from "~/i18n/i18next.server";
import type { Result } from "~/models/result";
import { DATABASE_ID_MAX } from "~/shared/constants";
import { ERROR_CODE_MESSAGE, ERROR_CODE_STATUS, type ErrorCode } from "~/shared/error-codes";
import { BodyTooLargeError, readBodyBytes } from "~/utils/request-body.server";
import { prismaErrorCode } from "~/db/prisma-errors";

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** An i18n key; the code's default message otherwise. */
      messageKey?: string;
      values?: Record<string, string | number>;
      /** Field path -> i18n keys. */
      fields?: Record<string, string[]>;
      /** Field path -> the values its messages name (a file's line number). */
      fieldValues?: Record<string, Record<string, string | number>>;
      headers?: HeadersInit;
      /** Extra JSON members beside `error` (e.g. what a 409 is about). */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
  }
}

/** Default JSON body limit; routes that take more say so. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

async function toResponse(request: Request, error: ApiError): Promise<Response> {
  const t = await getFixedT(request);
  const { messageKey, values, fields, fieldValues, headers, extra } = error.options;
  const translatedFields = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([path, keys]) => [path, keys.map((key) => t(key, { ...SHEET_MESSAGE_VALUES, ...fieldValues?.[path] }))]),
      )
    : undefined;
  return json(
    {
      ...extra,
      error: {
        code: error.code,
        message: t(messageKey ?? ERROR_CODE_MESSAGE[error.code], { ...SHEET_MESSAGE_VALUES, ...values }),
        ...(translatedFields ? { fields: translatedFields } : {}),
      },
    },
    { status: ERROR_CODE_STATUS[error.code], headers },
  );
}

type Handler<Args> = (args: Args) => Promise<Response> | Response;

/**
 * The database was too busy to start a transaction in time (Prisma's P2028:
 * other requests held it longer than the transaction may wait): the server
 * is overloaded, the request was not carried out, trying again is right.
 */
function isDatabaseBusy(error: unknown): boolean {
  return prismaErrorCode(error) === "P2028";
}

/**
 * Wraps a resource route's loader or action: ApiErrors become their JSON
 * answer; a database too busy to start a transaction is 503 with
 * Retry-After; anything else unexpected is logged and answered as INTERNAL.
 */
export function apiRoute<Args extends LoaderFunctionArgs | ActionFunctionArgs>(handler: Handler<Args>) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof ApiError) return toResponse(args.request, error);
      if (error instanceof Response) return error;
      if (isDatabaseBusy(error)) {
        console.warn(`${args.request.method} ${new URL(args.request.url).pathname}: the database is busy (503)`);
        return toResponse(args.request, new ApiError("SERVICE_UNAVAILABLE", { headers: { "Retry-After": "1" } }));
      }
      console.error(`${args.request.method} ${new URL(args.request.url).pathname} failed`, error);
      return toResponse(args.request, new ApiError("INTERNAL"));
    }
  };
}

/** For actions that serve several methods: refuses the others with 405. */
export function allowMethods(request: Request, methods: string[]): void {
  if (!methods.includes(request.method)) {
    throw new ApiError("METHOD_NOT_ALLOWED", { headers: { Allow: methods.join(", ") } });
  }
}

/** The loader or action of a route that serves none of its requests' methods: always 405. */
export function methodNotAllowed(allowed: string[]) {
  return apiRoute(() => {
    throw new ApiError("METHOD_NOT_ALLOWED", { headers: { Allow: allowed.join(", ") } });
  });
}

/** A numeric id from the URL (`/api/section/12`); anything else names nothing: 404. */
export function idParam(value: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? "") ? Number(value) : NaN;
  if (!(id <= DATABASE_ID_MAX)) throw new ApiError("NOT_FOUND");
  return id;
}

/** The API's refusal mapper: a domain module's value, or its refusal thrown as the API's error. */
export function valueOrRefusal<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { reason, messageKey, fields, retryAfterSeconds } = result;
  throw new ApiError(reason, {
    ...(messageKey ? { messageKey } : {}),
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds ? { headers: { "Retry-After": String(retryAfterSeconds) } } : {}),
  });
}

async function readBodyText(request: Request, limit: number): Promise<string> {
  try {
    return Buffer.from(await readBodyBytes(request, limit)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError("PAYLOAD_TOO_LARGE");
    throw error;
  }
}

/** Field errors of a failed zod parse, keyed by dotted path ("" for the whole body). */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses a JSON body with a shared zod schema: 413, 415, 400 BAD_REQUEST or 400 VALIDATION_ERROR. */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { limit = JSON_BODY_LIMIT_BYTES }: { limit?: number } = {},
): Promise<z.output<Schema>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
  const text = await readBodyText(request, limit);
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError("BAD_REQUEST", { messageKey: "api.errors.invalidJson" });
  }
  const result = await schema.safeParseAsync(body);
  if (!result.success) throw new ApiError("VALIDATION_ERROR", { fields: zodFieldErrors(result.error) });
  return result.data;
}

/** Parses the query string with a shared zod schema: 400 VALIDATION_ERROR with fields. */
export function readQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(query);
  if (!result.success) throw new ApiError("VALIDATION_ERROR", { fields: zodFieldErrors(result.error) });
  return result.data;
}
