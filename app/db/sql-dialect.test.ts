import { describe, expect, it } from "vitest";
import { databaseDialect, escapeLike, toPostgres } from "./sql-dialect";

describe("sql dialect", () => {
  it("selects PostgreSQL by the URL's scheme only", () => {
    expect(databaseDialect("postgresql://a@localhost/db")).toBe("postgresql");
    expect(databaseDialect("postgres://a@localhost/db")).toBe("postgresql");
    expect(databaseDialect("file:/tmp/app.db")).toBe("sqlite");
  });

  it("numbers parameters, quotes camelCase names and renames instr, leaving literals alone", () => {
    expect(
      toPostgres(`SELECT s.songId, "playCount", 'a?b songId' FROM "Song" s WHERE s.isPublic = TRUE AND instr(s."searchText", ?) > 0 AND id = ?`),
    ).toBe(
      `SELECT s."songId", "playCount", 'a?b songId' FROM "Song" s WHERE s."isPublic" = TRUE AND strpos(s."searchText", $1) > 0 AND id = $2`,
    );
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
