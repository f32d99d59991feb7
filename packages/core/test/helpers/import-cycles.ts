import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The import graph of one package's `src` (relative imports and re-exports, `import type` included:
 * a circle of types is still a circle a reader has to untie) and its circles, found with Tarjan's
 * strongly connected components. Each circle is listed as the files in it, relative to `src`.
 */
export function importCycles(srcDir: string): string[][] {
  const files = sourceFiles(srcDir);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => resolveSource(resolve(dirname(file), name), known))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]!)!.includes(component[0]!))
    .map((component) => component.map((file) => relative(srcDir, file)).sort());
}

/** Every package folder under `root` with a `src`, and the circles in it (empty when there are none). */
export function packageCycles(root: string): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  for (const name of readdirSync(root).sort()) {
    const src = join(root, name, "src");
    if (statSync(src, { throwIfNoEntry: false })?.isDirectory()) out[name] = importCycles(src);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** `./x.js` → `./x.ts` (or .tsx, or a folder's index.ts); null for anything outside the sources. */
function resolveSource(path: string, known: Set<string>): string | null {
  const base = path.replace(/\.(js|mjs|ts|tsx)$/, "");
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, "index.ts")]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  // Iterative Tarjan: a deep import chain must not overflow the stack of the check itself.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter++;
        stack.push(node);
        onStack.add(node);
      }
      const targets = graph.get(node)!;
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next]!;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        components.push(component);
      }
    }
  }
  return components;
}
