// The kinds of refusal, each with its HTTP status: the JSON API's error codes
// (spec §7, docs/api.md) and the status a page answers the same refusal with.
export const ERROR_CODE_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 400,
  OAUTH_FAILED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  SIGN_UP_CLOSED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EXISTING_SESSION: 409,
  EMAIL_NOT_VERIFIED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 502,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODE_STATUS;

/** The default message of each code: an i18n key (of the common namespace unless namespaced). */
export const ERROR_CODE_MESSAGE: Record<ErrorCode, string> = {
  BAD_REQUEST: "api.errors.badRequest",
  VALIDATION_ERROR: "api.errors.validation",
  INVALID_CREDENTIALS: "auth:errors.invalidCredentials",
  OAUTH_FAILED: "auth:oauth.providerError",
  UNAUTHORIZED: "api.errors.unauthorized",
  SESSION_EXPIRED: "auth:sessionReplaced",
  FORBIDDEN: "api.errors.forbidden",
  ACCOUNT_SUSPENDED: "auth:errors.accountSuspended",
  SIGN_UP_CLOSED: "auth:errors.signUpClosed",
  NOT_FOUND: "api.errors.notFound",
  METHOD_NOT_ALLOWED: "api.errors.methodNotAllowed",
  CONFLICT: "api.errors.conflict",
  EXISTING_SESSION: "auth:errors.existingSession",
  EMAIL_NOT_VERIFIED: "auth:oauth.emailNotVerified",
  PAYLOAD_TOO_LARGE: "api.errors.payloadTooLarge",
  UNSUPPORTED_MEDIA_TYPE: "api.errors.unsupportedMediaType",
  RATE_LIMITED: "errors.rateLimited",
  ACCOUNT_LOCKED: "auth:errors.accountLocked",
  INTERNAL: "api.errors.internal",
  PROVIDER_UNAVAILABLE: "auth:oauth.unavailable",
  BAD_GATEWAY: "api.errors.badGateway",
  SERVICE_UNAVAILABLE: "api.errors.busy",
};
