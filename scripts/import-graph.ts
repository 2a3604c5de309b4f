// The import graph of the app's own modules (app/, server/, server.ts), read
// with TypeScript's own parser and module resolution (the `~/` alias too),
// type-only imports included: a circle through types is still a circle a
// reader has to untangle. `npm run check:imports` prints the circles, the
// imports of the player island's internals from outside it and any import of
// an app-served fake from outside its routes; the test beside this file keeps
// them at zero.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");

const SOURCE = /\.(ts|tsx)$/;

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each module (a path relative to the repository) and the modules of ours it imports. */
export function importGraph(root = ROOT): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const files = [...listSources(path.join(root, "app")), ...listSources(path.join(root, "server")), path.join(root, "server.ts")];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || !SOURCE.test(resolved.resolvedFileName)) continue;
      targets.add(path.relative(root, resolved.resolvedFileName));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

/** Every import circle, each once, as the modules along it (Tarjan's strongly connected components). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string) => {
    indices.set(module, index);
    lowLinks.set(module, index);
    index += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!indices.has(target)) {
        visit(target);
        lowLinks.set(module, Math.min(lowLinks.get(module)!, lowLinks.get(target)!));
      } else if (onStack.has(target)) {
        lowLinks.set(module, Math.min(lowLinks.get(module)!, indices.get(target)!));
      }
    }
    if (lowLinks.get(module) !== indices.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || (graph.get(module) ?? []).includes(module)) circles.push(component.sort());
  };
  for (const module of graph.keys()) if (!indices.has(module)) visit(module);
  return circles;
}

/** The player island's door: what modules outside app/player/ may import from it. */
export const PLAYER_API = "app/player/api/";

/** Imports of the player's internals from outside app/player/, as "importer -> imported". */
export function playerSideDoors(graph: Map<string, string[]>): string[] {
  const doors: string[] = [];
  for (const [module, targets] of graph) {
    if (module.startsWith("app/player/")) continue;
    for (const target of targets) {
      if (target.startsWith("app/player/") && !target.startsWith(PLAYER_API)) doors.push(`${module} -> ${target}`);
    }
  }
  return doors;
}

/** The app-served fakes, and the one route folder that may serve them (tests import them freely). */
export const MOCKS = "app/mocks/";
export const MOCK_ROUTES = "app/routes/_mocks+/";

/** Imports of a fake from outside the fakes and their routes, as "importer -> imported". */
export function fakeImports(graph: Map<string, string[]>): string[] {
  const imports: string[] = [];
  for (const [module, targets] of graph) {
    if (module.startsWith(MOCKS) || module.startsWith(MOCK_ROUTES)) continue;
    for (const target of targets) if (target.startsWith(MOCKS)) imports.push(`${module} -> ${target}`);
  }
  return imports;
}

if (process.argv[1] === import.meta.filename) {
  const graph = importGraph();
  const circles = importCircles(graph);
  const doors = playerSideDoors(graph);
  const fakes = fakeImports(graph);
  console.log(
    `${graph.size} modules, ${circles.length} import circles, ${doors.length} imports of the player's internals, ${fakes.length} imports of a fake`,
  );
  for (const circle of circles) console.log(`circle: ${circle.join(" <-> ")}`);
  for (const door of doors) console.log(`side door: ${door}`);
  for (const fake of fakes) console.log(`fake: ${fake}`);
  process.exitCode = circles.length + doors.length + fakes.length > 0 ? 1 : 0;
}
