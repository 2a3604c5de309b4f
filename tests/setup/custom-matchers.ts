// Matchers for what loaders and actions answer: a redirect, a toast, an API
// error, a form's field errors. They read a Response (or an answer already
// read by callJson in tests/integration/helpers.ts) so a test states the
// outcome in one line and a failure says what the response held instead.
import { expect } from "vitest";
import { fieldErrorsOf, readToast, type FieldErrors } from "./replies";

type Received = Response | { status: number; headers?: Headers; body?: unknown };

interface ExpectedToast {
  type?: "success" | "error" | "info" | "warning";
  key?: string;
  values?: Record<string, unknown>;
  /** The toast's button ("undo" after an add, issue 25). */
  action?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A promise passed by mistake would otherwise read as "no redirect" or "no errors". */
function refusePromise(received: unknown) {
  if (received instanceof Promise) throw new TypeError("the matcher takes the Response itself: await the call first");
}

function headersOf(received: Received): Headers {
  refusePromise(received);
  if (received instanceof Response) return received.headers;
  if (received.headers instanceof Headers) return received.headers;
  throw new TypeError("expected a Response (or an answer with its headers)");
}

/** The JSON body of a Response (left readable for the test), of an answer read already, or the reply itself. */
async function bodyOf(received: unknown): Promise<unknown> {
  refusePromise(received);
  if (received instanceof Response) {
    const text = await received.clone().text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (isObject(received) && typeof received.status === "number" && "body" in received) return received.body;
  return received;
}

function cookieNames(received: Received): string {
  const names = headersOf(received)
    .getSetCookie()
    .map((header) => header.slice(0, header.indexOf("=")));
  return names.length ? names.join(", ") : "none";
}

expect.extend({
  toHaveRedirect(received: Received, location?: string | RegExp, options: { status?: number } = {}) {
    const { printExpected, printReceived } = this.utils;
    const actual = headersOf(received).get("Location");
    const isRedirect = received.status >= 300 && received.status < 400 && actual !== null;
    const statusMatches = options.status === undefined || received.status === options.status;
    const locationMatches =
      location === undefined || actual === null ? true : typeof location === "string" ? actual === location : location.test(actual);
    const wanted = `${location === undefined ? "a redirect" : `a redirect to ${printExpected(location)}`}${
      options.status === undefined ? "" : ` with status ${printExpected(options.status)}`
    }`;
    return {
      pass: isRedirect && statusMatches && locationMatches,
      message: () =>
        `expected ${this.isNot ? "anything but " : ""}${wanted}; the response had status ${printReceived(received.status)} and Location ${printReceived(actual)}`,
    };
  },

  async toSendToast(received: Received, expected?: ExpectedToast) {
    const { printExpected, printReceived, diff } = this.utils;
    const toast = await readToast(headersOf(received));
    if (!toast) {
      return {
        pass: false,
        message: () =>
          `expected the response to send ${expected ? `the toast ${printExpected(expected)}` : "a toast"}, but it set no __toast cookie with a toast (cookies set: ${cookieNames(received)})`,
      };
    }
    const pass = expected === undefined || this.equals(toast, expected, [...this.customTesters, this.utils.iterableEquality, this.utils.subsetEquality]);
    return {
      pass,
      message: () =>
        this.isNot
          ? `expected the response not to send ${expected ? `a toast like ${printExpected(expected)}` : "a toast"}, but it sent ${printReceived(toast)}`
          : `expected the response to send a toast like ${printExpected(expected)}, but it sent ${printReceived(toast)}\n\n${diff(expected, toast)}`,
    };
  },

  async toBeApiError(received: Received, status: number, code: string, fields?: string[] | Record<string, unknown>) {
    const { printExpected, printReceived } = this.utils;
    const body = await bodyOf(received);
    const error = isObject(body) && isObject(body.error) ? body.error : null;
    const actualFields = error && isObject(error.fields) ? error.fields : undefined;
    const fieldsMatch =
      fields === undefined ||
      (Array.isArray(fields)
        ? this.equals(Object.keys(actualFields ?? {}), fields)
        : actualFields !== undefined && this.equals(actualFields, fields, [...this.customTesters, this.utils.iterableEquality, this.utils.subsetEquality]));
    const pass = received.status === status && error !== null && error.code === code && typeof error.message === "string" && fieldsMatch;
    const wanted = { status, error: { code, ...(fields === undefined ? {} : { fields }) } };
    return {
      pass,
      message: () =>
        `expected ${this.isNot ? "anything but " : ""}the API error ${printExpected(wanted)}; the response had status ${printReceived(received.status)} and body ${printReceived(body)}`,
    };
  },

  async toHaveFieldErrors(received: unknown, expected: FieldErrors) {
    const { printExpected, printReceived, diff } = this.utils;
    const body = await bodyOf(received);
    const errors = fieldErrorsOf(body);
    const pass = errors !== null && this.equals(errors, expected, [...this.customTesters, this.utils.iterableEquality, this.utils.subsetEquality]);
    return {
      pass,
      message: () =>
        errors === null
          ? `expected a form reply with the field errors ${printExpected(expected)}, but the reply holds no field errors: ${printReceived(body)}`
          : `expected the field errors ${this.isNot ? "not " : ""}to include ${printExpected(expected)}, but they were ${printReceived(errors)}${
              this.isNot ? "" : `\n\n${diff(expected, errors)}`
            }`,
    };
  },
});

declare module "vitest" {
  interface Matchers<T = any> {
    /** A 3xx with a Location: any, or this one (a string exactly, or matching a RegExp); `status` when the exact code matters. */
    toHaveRedirect(location?: string | RegExp, options?: { status?: number }): T;
    /** The response's `__toast` cookie carries a toast with these fields (others may differ); any toast without an argument. */
    toSendToast(expected?: ExpectedToast): Promise<T>;
    /** This status and a JSON `{ error: { code, message, fields? } }` with this code; `fields`: their names exactly (an array) or what they hold (an object, as toMatchObject). */
    toBeApiError(status: number, code: string, fields?: string[] | Record<string, unknown>): Promise<T>;
    /** A form reply (a Response or its body) whose field errors include these, each field's messages exactly. */
    toHaveFieldErrors(expected: FieldErrors): Promise<T>;
  }
}
