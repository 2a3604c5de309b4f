// Tests patches/@remix-run+router+1.23.3.patch (decision 074,
// docs/decisions/074-route-matching-cache.md): the server's copy of
// @remix-run/router keeps what it computes per route array (its ranked
// branches, the matches of recent pathnames) and per route path (its regular
// expression), since the server matches the same arrays on every request.
// Callers must still get the unpatched matcher's answers, each their own copy.
//
// If this file fails after an upgrade of @remix-run/router: when one of the
// last three tests fails, the patched behaviour is gone (the patch was dropped
// or no longer fits the new code). Check whether the new version still needs
// it: does it still flatten, rank and compile on every match, and does route
// matching still show in a profile of `GET /` as decision 074 measured? If
// not, delete the patch file and this test and update decision 074; if it
// does, redo the patch for the new version. When the other tests fail, the
// patch gives wrong or shared answers with the new version: redo it.
import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { expect, test, vi } from "vitest";

// The CommonJS build, which the server runs (the browser's ES build is not patched).
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  { id: "root", path: "", children: [
    { id: "home", index: true },
    { id: "song", path: "songs/:id" },
    { id: "edit", path: "songs/:id/edit" },
    { id: "splat", path: "*" },
  ] },
];

const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);

test("the same answers as often as asked, for each path", () => {
  for (let round = 0; round < 3; round++) {
    expect(ids("/")).toEqual(["root", "home"]);
    expect(ids("/songs/12")).toEqual(["root", "song"]);
    expect(ids("/SONGS/12/edit")).toEqual(["root", "edit"]);
    expect(ids("/elsewhere/deep")).toEqual(["root", "splat"]);
  }
  expect(matchRoutes(routes, "/songs/12")![1]!.params).toEqual({ id: "12" });
  expect(matchRoutes(routes, "/songs/13")![1]!.params).toEqual({ id: "13" });
  expect(matchRoutes([{ id: "only", path: "a" }], "/b")).toBeNull();
});

test("each caller gets its own matches: changing one answer changes no later one", () => {
  const first = matchRoutes(routes, "/songs/7")!;
  (first[1]!.params as Record<string, string>).id = "changed";
  first.pop();
  const second = matchRoutes(routes, "/songs/7")!;
  expect(second.map((match) => match.route.id)).toEqual(["root", "song"]);
  expect(second[1]!.params).toEqual({ id: "7" });
});

test("more paths than the cache keeps are still matched", () => {
  for (let id = 0; id < 2500; id++) expect(matchRoutes(routes, `/songs/${id}`)![1]!.params.id).toBe(String(id));
});

/** A fresh copy of `routes` whose route objects count every read of their properties. */
function countingReads(tree: AgnosticRouteObject[], reads: { count: number }): AgnosticRouteObject[] {
  return tree.map((route) => {
    const copy = { ...route, ...(route.children && { children: countingReads(route.children, reads) }) };
    return new Proxy(copy, {
      get(target, key, receiver) {
        reads.count++;
        return Reflect.get(target, key, receiver);
      },
    }) as AgnosticRouteObject;
  });
}

test("a route array is flattened and ranked once: later pathnames read none of its routes", () => {
  const reads = { count: 0 };
  const counted = countingReads(routes as AgnosticRouteObject[], reads);
  expect(matchRoutes(counted, "/songs/1")?.map((match) => match.route.id)).toEqual(["root", "song"]);
  expect(reads.count).toBeGreaterThan(0);
  reads.count = 0;
  const answers = ["/", "/songs/2", "/songs/2/edit", "/elsewhere"].map((pathname) => matchRoutes(counted, pathname));
  expect(reads.count).toBe(0);
  expect(answers.map((matches) => matches?.map((match) => match.route.id))).toEqual([
    ["root", "home"],
    ["root", "song"],
    ["root", "edit"],
    ["root", "splat"],
  ]);
});

test("a pathname asked again is answered from the cache, not matched again", () => {
  // Only a pathname that is matched is decoded, and a malformed one makes the router warn.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const fresh = [{ id: "root", path: "", children: [{ id: "splat", path: "*" }] }];
  expect(matchRoutes(fresh, "/bad/%E0%A4%A")?.map((match) => match.route.id)).toEqual(["root", "splat"]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(matchRoutes(fresh, "/bad/%E0%A4%A")?.[1]!.params).toEqual({ "*": "bad/%E0%A4%A" });
  expect(warn).toHaveBeenCalledTimes(1);
});

test("a route path's regular expression is built once for all pathnames", () => {
  // Building the expression of a path ending in a bare `*` makes the router warn.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const fresh = [{ id: "files", path: "router-patch-test-files*" }];
  expect(matchRoutes(fresh, "/router-patch-test-files/a")?.[0]!.params).toEqual({ "*": "a" });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(matchRoutes(fresh, "/router-patch-test-files/b")?.[0]!.params).toEqual({ "*": "b" });
  expect(warn).toHaveBeenCalledTimes(1);
});
