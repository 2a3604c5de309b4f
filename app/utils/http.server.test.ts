import { describe, expect, test } from "vitest";
import { combineHeaders, redirectPlainVisitHome, safeRedirectPath } from "./http.server";

describe("safeRedirectPath", () => {
  test.each([
    ["/profile", "/profile"],
    ["/playlists/3?tab=songs", "/playlists/3?tab=songs"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    // A browser drops tabs and newlines from a URL: "/<TAB>/evil.example" would be "//evil.example".
    ["/\t/evil.example/x", "/"],
    ["/\n/evil.example/x", "/"],
    ["/\r/evil.example", "/"],
    ["/\v", "/"],
    ["/\u0000", "/"],
    ["/\u007f", "/"],
    ["/..//evil.example/x", "/"],
    ["/./\\evil.example", "/"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/profile/../playlists", "/playlists"],
    ["/노래?q=응원", "/%EB%85%B8%EB%9E%98?q=%EC%9D%91%EC%9B%90"],
    ["/x#top", "/x#top"],
    ["profile", "/"],
    [null, "/"],
    [undefined, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  test("uses the given fallback", () => {
    expect(safeRedirectPath("https://x", "/admin")).toBe("/admin");
  });
});

test("combineHeaders keeps every Set-Cookie", () => {
  const headers = combineHeaders({ "Set-Cookie": "a=1" }, null, new Headers([["Set-Cookie", "b=2"]]));
  expect(headers.getSetCookie()).toEqual(["a=1", "b=2"]);
});

describe("redirectPlainVisitHome", () => {
  const context = (isPageVisit: boolean) => ({ isPageVisit, cspNonce: "", authRateLimited: null, clientAddress: "203.0.113.7" });

  test("a browser visit goes home", () => {
    try {
      redirectPlainVisitHome({ context: context(true) });
      expect.unreachable();
    } catch (response) {
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toBe("/");
    }
  });

  test("the page rendered after a form post, or a data request, stays", () => {
    expect(redirectPlainVisitHome({ context: context(false) })).toBeNull();
  });
});
