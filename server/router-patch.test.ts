// The server's copy of @remix-run/router is patched to keep what it computes
// per route array (patches/@remix-run+router+1.23.3.patch, decision 074): the
// answers must stay those of the unpatched matcher, and callers must not
// share what they get.
import { createRequire } from "node:module";
import { expect, test } from "vitest";

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
