/**
 * The seeded mutational fuzzer every engine's fuzz test shares: it takes a shipped file (parsed
 * JSON) and returns JSON text with one to three mutations of the kinds a careless or hostile user
 * produces — values flipped, keys dropped or duplicated, types changed, deep nesting, huge numbers,
 * `__proto__` keys. The random source is injected (each test passes @rulekit/core's seeded RNG), so
 * a case is reproduced from its seed alone.
 */

/** A uniform integer in [0, n): the only randomness the mutator uses. */
export type Pick = (n: number) => number;

export interface Mutant {
  /** The JSON text handed to the engine or the CLI. */
  text: string;
  /** What was done, in order, for the failure message (`flip $.nodes[3].starfish`, …). */
  mutations: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An object whose keys repeat in the text (JSON.parse keeps the last one). */
class DuplicateKeys {
  constructor(readonly entries: [string, Json | DuplicateKeys][]) {}
}

type Node = Json | DuplicateKeys;
type Path = (string | number)[];

const HUGE = ["1e308", "-1e308", "9007199254740993", "123456789012345678901234567890", "1e-320", "-0"];
const ODD_STRINGS = ["", " ", "x".repeat(10_000), "\u0000", "null", "NaN", "../../etc/shadow", "💥"];
const PROTO_KEYS = ["__proto__", "constructor", "prototype"];

const describePath = (path: Path) =>
  `$${path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("")}`;

/** Every path to a value inside `value` (the root included), depth first. */
function paths(value: Json, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) paths(v, [...path, i], out);
  } else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) paths(v, [...path, k], out);
  return out;
}

function get(value: Json, path: Path): Json {
  let node: Json = value;
  for (const key of path) node = (node as Record<string | number, Json>)[key] as Json;
  return node;
}

/** A copy of `value` with the node at `path` replaced by `make(old)` (undefined: removed). */
function replace(value: Json, path: Path, make: (old: Json) => Node | undefined): Node {
  if (path.length === 0) return make(value) ?? null;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: Node[] = [...value];
    const next = rest.length === 0 ? make(value[key as number]!) : replace(value[key as number]!, rest, make);
    if (next === undefined) copy.splice(key as number, 1);
    else copy[key as number] = next;
    return copy as Json;
  }
  const record = value as Record<string, Json>;
  const copy: Record<string, Node> = { ...record };
  const next = rest.length === 0 ? make(record[key as string]!) : replace(record[key as string]!, rest, make);
  if (next === undefined) delete copy[key as string];
  else copy[key as string] = next;
  return copy as Json;
}

/** JSON text of a node, writing repeated keys, raw number literals and deep nesting as they are. */
function toText(node: Node | RawNumber | Nested): string {
  if (node instanceof RawNumber) return node.literal;
  if (node instanceof Nested) {
    const [open, close] = node.asObject ? ['{"d":', "}"] : ["[", "]"];
    return `${open.repeat(node.depth)}${toText(node.inner)}${close.repeat(node.depth)}`;
  }
  if (node instanceof DuplicateKeys)
    return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${toText(v)}`).join(",")}}`;
  if (Array.isArray(node)) return `[${node.map((v) => toText(v as Node)).join(",")}]`;
  if (node !== null && typeof node === "object")
    return `{${Object.entries(node)
      .map(([k, v]) => `${JSON.stringify(k)}:${toText(v as Node)}`)
      .join(",")}}`;
  return JSON.stringify(node);
}

/** A number literal JSON.stringify cannot write (1e308 is fine; 123…890 and -0 need the text). */
class RawNumber {
  constructor(readonly literal: string) {}
}

/** `inner` wrapped `depth` times in arrays or `{"d": …}` objects (written as text: no recursion). */
class Nested {
  constructor(
    readonly inner: Node,
    readonly depth: number,
    readonly asObject: boolean,
  ) {}
}

function otherType(old: Json, pick: Pick): Json {
  const choices: Json[] = [null, true, 0, -1, "text", [], {}, [old], { value: old }];
  return choices[pick(choices.length)]!;
}

function flip(old: Json, pick: Pick): Node {
  if (typeof old === "number") {
    const choices = [0, -1, 1, old + 1, old - 1, -old, old * 1000, 0.5, old + 0.5];
    return choices[pick(choices.length)]!;
  }
  if (typeof old === "boolean") return !old;
  if (typeof old === "string") return ODD_STRINGS[pick(ODD_STRINGS.length)]!;
  return otherType(old, pick);
}

/** One mutation of `value`; returns the new tree (which may hold DuplicateKeys / RawNumber). */
function mutateOnce(value: Json, pick: Pick): { node: Node; what: string } {
  const all = paths(value);
  const path = all[pick(all.length)]!;
  const where = describePath(path);
  const target = get(value, path);
  const kind = pick(9);
  switch (kind) {
    case 0:
      return { node: replace(value, path, (old) => flip(old, pick)), what: `flip ${where}` };
    case 1:
      if (path.length === 0) break;
      return { node: replace(value, path, () => undefined), what: `drop ${where}` };
    case 2: {
      if (target === null || typeof target !== "object" || Array.isArray(target)) break;
      const keys = Object.keys(target);
      if (keys.length === 0) break;
      const key = keys[pick(keys.length)]!;
      const entries: [string, Node][] = Object.entries(target).map(([k, v]) => [k, v as Node]);
      entries.push([key, flip(target[key]!, pick)]);
      return {
        node: replace(value, path, () => new DuplicateKeys(entries as [string, Json][])),
        what: `duplicate key ${where}.${key}`,
      };
    }
    case 3:
      return { node: replace(value, path, (old) => otherType(old, pick)), what: `change type ${where}` };
    case 4: {
      const depth = [70, 1_000, 100_000][pick(3)]!;
      return {
        node: replace(value, path, (old) => new Nested(old, depth, pick(2) === 1) as unknown as Json),
        what: `nest ${where} ${depth} deep`,
      };
    }
    case 5: {
      const literal = HUGE[pick(HUGE.length)]!;
      return {
        node: replace(value, path, () => new RawNumber(literal) as unknown as Json),
        what: `huge number ${literal} at ${where}`,
      };
    }
    case 6: {
      if (target === null || typeof target !== "object" || Array.isArray(target)) break;
      const key = PROTO_KEYS[pick(PROTO_KEYS.length)]!;
      const entries: [string, Node][] = [
        [key, { polluted: true, [Object.keys(target)[0] ?? "x"]: 1 }],
        ...Object.entries(target).map(([k, v]): [string, Node] => [k, v as Node]),
      ];
      return {
        node: replace(value, path, () => new DuplicateKeys(entries as [string, Json][])),
        what: `${key} key at ${where}`,
      };
    }
    case 7: {
      if (!Array.isArray(target) || target.length === 0) break;
      const i = pick(target.length);
      const copy = [...target, ...Array.from({ length: 1 + pick(3) }, () => target[i]!)];
      return { node: replace(value, path, () => copy), what: `duplicate ${where}[${i}]` };
    }
    case 8: {
      // A value from elsewhere in the same file: plausible, often of the right type, wrong place.
      const other = get(value, all[pick(all.length)]!);
      return { node: replace(value, path, () => other), what: `splice into ${where}` };
    }
  }
  return { node: replace(value, path, (old) => flip(old, pick)), what: `flip ${where}` };
}

/**
 * One to three mutations of `value`. Mutations apply to the plain tree (a later one never lands
 * inside an earlier one's special nodes), and the text is written once at the end.
 */
export function mutate(value: unknown, pick: Pick): Mutant {
  let tree = value as Json;
  const mutations: string[] = [];
  const count = 1 + pick(3);
  let special: Node | null = null;
  for (let i = 0; i < count; i++) {
    const { node, what } = mutateOnce(tree, pick);
    mutations.push(what);
    if (containsSpecial(node)) {
      special = node;
      break;
    }
    tree = node as Json;
  }
  return { text: toText(special ?? tree), mutations };
}

function containsSpecial(node: Node): boolean {
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current instanceof DuplicateKeys || current instanceof RawNumber || current instanceof Nested)
      return true;
    if (Array.isArray(current)) stack.push(...current);
    else if (current !== null && typeof current === "object") stack.push(...Object.values(current));
  }
  return false;
}

/** How many cases a fuzz test runs: `RULEKIT_FUZZ_CASES` (the `pnpm fuzz` budget) or `fallback`. */
export function fuzzCases(fallback: number): number {
  const n = Number(process.env.RULEKIT_FUZZ_CASES);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A test timeout for `cases` cases: the default for `pnpm test`, generous for `pnpm fuzz` budgets. */
export const fuzzTimeoutMs = (cases: number): number => Math.max(60_000, cases * 100);

/** The base seed of a fuzz run: `RULEKIT_FUZZ_SEED`, or a fixed one so `pnpm test` is reproducible. */
export const fuzzSeed = (): string => process.env.RULEKIT_FUZZ_SEED ?? "rulekit-fuzz-1";
