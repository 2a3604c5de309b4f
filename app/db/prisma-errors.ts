// Prisma's known errors by code, from either generated client (decision 110):
// the PostgreSQL client has its own copy of Prisma's runtime, so its errors
// are not `instanceof` the SQLite client's Prisma.PrismaClientKnownRequestError.

export interface KnownPrismaError extends Error {
  code: string;
  meta?: Record<string, unknown>;
}

export function isKnownPrismaError(error: unknown): error is KnownPrismaError {
  return (
    error instanceof Error &&
    error.name === "PrismaClientKnownRequestError" &&
    typeof (error as { code?: unknown }).code === "string"
  );
}

/** The error's Prisma code (P2002, P2025, …), or null when it is not one of Prisma's known errors. */
export function prismaErrorCode(error: unknown): string | null {
  return isKnownPrismaError(error) ? error.code : null;
}
