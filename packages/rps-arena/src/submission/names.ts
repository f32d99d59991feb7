/**
 * Rules for the names a submission brings: every file and folder name under bot/, the manifest's
 * `entry` and its `name`. File names end up as arguments of compilers and interpreters and as paths
 * on the host, so nothing in them may look like an option (`-o`, g++'s `@file`), climb out (`..`),
 * change meaning between systems (`\`) or drive a terminal (control and format characters).
 * Problems are described without repeating the offending text.
 */
export const NAME_LIMITS = {
  /** Bytes (UTF-8) per file or folder name. */
  maxComponentBytes: 100,
  /** Bytes (UTF-8) of a path relative to bot/. */
  maxPathBytes: 240,
  /** Components of a path relative to bot/ (`main.py` is 1). */
  maxDepth: 8,
  /** Characters of a bot's display name. */
  maxDisplayName: 64,
} as const;

// Control (Cc), format (Cf: bidi, zero-width), surrogate, private-use and unassigned code points,
// and every separator but the plain space.
const UNPRINTABLE = /(?! )[\p{C}\p{Z}]/u;

const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** What is wrong with text meant to be shown as is (a name), or null when it is printable. */
export function printableProblem(text: string): string | null {
  // A lone surrogate is \p{Cs} only when the regexp sees it as a code point, which /u guarantees.
  return UNPRINTABLE.test(text) ? "has a control, format or other unprintable character" : null;
}

/** What is wrong with one file or folder name under bot/, or null. */
export function nameProblem(name: string): string | null {
  if (name === "") return "is empty";
  if (name === "." || name === "..") return "is '.' or '..'";
  if (name.startsWith("-") || name.startsWith("@")) {
    return "starts with '-' or '@' (a tool could read it as an option)";
  }
  if (name.includes("/") || name.includes("\\")) return "has a slash or a backslash";
  const printable = printableProblem(name);
  if (printable) return printable;
  if (utf8Bytes(name) > NAME_LIMITS.maxComponentBytes) {
    return `is longer than ${NAME_LIMITS.maxComponentBytes} bytes`;
  }
  return null;
}

/** What is wrong with a path relative to bot/ (`src/main.cpp`), or null. */
export function relativePathProblem(path: string): string | null {
  if (path.startsWith("/")) return "is absolute (it must be a path inside bot/)";
  if (path.includes("\\")) return "has a backslash (use '/')";
  const components = path.split("/");
  if (components.length > NAME_LIMITS.maxDepth) {
    return `is more than ${NAME_LIMITS.maxDepth} levels deep`;
  }
  if (utf8Bytes(path) > NAME_LIMITS.maxPathBytes) return `is longer than ${NAME_LIMITS.maxPathBytes} bytes`;
  for (const component of components) {
    const problem = nameProblem(component);
    if (problem) return `has a component that ${problem}`;
  }
  return null;
}

/** What is wrong with a bot's display name (`ott.json` `name`), or null. */
export function displayNameProblem(name: string): string | null {
  if (name.length === 0 || name.length > NAME_LIMITS.maxDisplayName) {
    return `must be 1 to ${NAME_LIMITS.maxDisplayName} characters`;
  }
  if (name.trim() !== name) return "must not start or end with a space";
  return printableProblem(name);
}
