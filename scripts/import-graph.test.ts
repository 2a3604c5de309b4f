// The app's import graph stays as docs/architecture.md draws it: no import
// circle (type-only imports included), pages reach the player island only
// through app/player/api/, and no module but the fakes' own routes imports
// a fake.
import { expect, test } from "vitest";
import { fakeImports, importCircles, importGraph, playerSideDoors } from "./import-graph";

const graph = importGraph();

test("the graph is read: the root imports its server module and the island's door", () => {
  expect(graph.get("app/root.tsx")).toEqual(expect.arrayContaining(["app/root.server.ts", "app/player/api/island.tsx"]));
});

test("no import circles", () => {
  expect(importCircles(graph)).toEqual([]);
});

test("no imports of the player island's internals from outside it", () => {
  expect(playerSideDoors(graph)).toEqual([]);
});

test("no imports of a fake outside the fakes and their routes", () => {
  expect(fakeImports(graph)).toEqual([]);
});

test("the checks see what they look for", () => {
  const made = new Map([
    ["app/a.ts", ["app/b.ts", "app/player/model/x.ts", "app/mocks/y.server.ts"]],
    ["app/b.ts", ["app/a.ts"]],
  ]);
  expect(importCircles(made)).toEqual([["app/a.ts", "app/b.ts"]]);
  expect(playerSideDoors(made)).toEqual(["app/a.ts -> app/player/model/x.ts"]);
  expect(fakeImports(made)).toEqual(["app/a.ts -> app/mocks/y.server.ts"]);
});
