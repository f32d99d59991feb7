import type { ValidationIssue } from "@rulekit/core";

/**
 * A file's validation issues in a reader's words, shared by every page that opens files: which field
 * (`Id`, `Node 4 › starfish`) and what is wrong with it (`is missing`, `must be 0 or more`), instead of a
 * JSON path and a schema message (`$.id: Invalid input: expected string, received undefined`). The path
 * stays available for the file's reader.
 */
export interface PlainIssue {
  field: string;
  message: string;
  path: string;
}

/** `$.startingPositions[1][3]` → ["startingPositions", 1, 3]. */
export function pathParts(path: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const m of path.replace(/^\$/, "").matchAll(/\.([^.[\]]+)|\[(\d+)\]/g))
    parts.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return parts;
}

/** `optimalTurns` → `optimal turns`. */
const words = (key: string) => key.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A JSON path as a field name, for files with no labels of their own: `$.nodes[3].starfish` → `Node 4 ›
 * starfish` (lists counted from 1, one of a list in the singular), `$.balance.maxTurns` → `Balance › max
 * turns`, `$` → `The file`. `labels` names the top-level fields as the page calls them.
 */
export function plainFieldName(path: string, labels: Readonly<Record<string, string>> = {}): string {
  const parts = pathParts(path);
  if (parts.length === 0) return "The file";
  const out: string[] = [];
  parts.forEach((part, i) => {
    if (typeof part === "number") {
      const last = out.pop();
      const one = last?.endsWith("s") && !last.endsWith("ss") ? last.slice(0, -1) : last;
      out.push(one === undefined ? `Item ${part + 1}` : `${one} ${part + 1}`);
    } else out.push(i === 0 ? (labels[part] ?? capital(words(part))) : words(part));
  });
  return out.join(" › ");
}

const KIND: Record<string, string> = {
  int: "a whole number",
  number: "a number",
  string: "text",
  boolean: "on or off",
  array: "a list",
  tuple: "a list",
  object: "a group of fields",
};

/**
 * The schema's or the engine's message in plain words. Messages the schema library writes are reworded;
 * an engine's own message is kept, passed through `engineWords` (the RPS pages name its cells there), and
 * loses the `Invalid input: ` in front of it.
 */
export function plainMessage(
  issue: ValidationIssue,
  engineWords: (text: string) => string = (t) => t,
): string {
  const text = issue.message;
  let m = /expected (\w+), received (\w+)/.exec(text);
  if (m) {
    if (m[2] === "undefined") return "is missing";
    return `must be ${KIND[m[1]!] ?? m[1]}`;
  }
  m = /Too (small|big): expected (\w+) to (?:be|have) ([<>]=?)(-?[\d.]+)(?: (\w+))?/.exec(text);
  if (m) {
    const [, , what, op, limit, unit] = m;
    const bound =
      op === ">="
        ? `${limit} or more`
        : op === "<="
          ? `${limit} or less`
          : op === ">"
            ? `more than ${limit}`
            : `less than ${limit}`;
    if (what === "string" && op === ">=" && limit === "1") return "must not be empty";
    if (what === "string") return `must have ${bound} characters`;
    if (what === "array" || what === "set") return `must have ${bound} ${unit ?? "entries"}`;
    return `must be ${bound}`;
  }
  m = /Invalid option: expected one of (.+)$/.exec(text);
  if (m) return `must be one of: ${m[1]!.replaceAll('"', "").split("|").join(", ")}`;
  m = /Invalid input: expected "(.+)"$/.exec(text);
  if (m) return `must be “${m[1]}”`;
  m = /^Invalid input: expected (-?[\d.]+|true|false|null)$/.exec(text);
  if (m) return `must be ${m[1]}`;
  if (issue.code === "unrecognized_keys") return text.replace(/^Unrecognized keys?:/, "unknown field:");
  if (text === "Invalid input") return "is not one of the allowed values";
  return engineWords(text).replace(/^Invalid input: /, "");
}

/** An issue with a generic field name (`plainFieldName`) and a plain message. */
export function plainIssue(issue: ValidationIssue, labels?: Readonly<Record<string, string>>): PlainIssue {
  return { field: plainFieldName(issue.path, labels), message: plainMessage(issue), path: issue.path };
}

/** How many problems and the first one: `17 problems; first: Format must be “rulekit-rps-replay”`. */
export function problemsText(issues: readonly PlainIssue[]): string {
  const count = issues.length;
  const first = issues[0];
  const problems = `${count} ${count === 1 ? "problem" : "problems"}`;
  return first ? `${problems}; first: ${first.field} ${first.message}` : problems;
}

/**
 * One line for a refused file: `broken.json was not opened: it is not a valid replay (17 problems; first:
 * Format must be “rulekit-rps-replay”).` `what` is what the file should have been (`a valid replay`).
 */
export function refusedFileText(name: string, what: string, issues: readonly PlainIssue[]): string {
  return `${name} was not opened: it is not ${what} (${problemsText(issues)}).`;
}
