// Resolves DATABASE_URL for the app, the Prisma CLI and the scripts alike.
import fs from "node:fs";
import path from "node:path";

export const DEFAULT_DATABASE_FILE = "data/app.db";

/** A DATABASE_URL value, or else a SQLite file in the project; file paths made absolute. */
export function resolveDatabaseUrl(value: string | undefined): string {
  const url = value?.trim() || `file:${DEFAULT_DATABASE_FILE}`;
  const file = sqliteFilePath(url);
  return file ? `file:${file}` : url;
}

/** The absolute path of a `file:` URL, or null for any other kind of URL. */
export function sqliteFilePath(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const raw = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  return path.resolve(raw.split("?")[0]!);
}

/** libSQL opens a file but never creates its folder. */
export function ensureDatabaseDirectory(url: string): void {
  const file = sqliteFilePath(url);
  if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
}
