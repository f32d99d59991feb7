/**
 * Why `path`, named by a manifest (a content folder's `manifest.json`), may not be read as a file
 * inside that manifest's own folder — or null when it may. Paths are `/`-separated and relative; an
 * absolute path, a drive letter, a backslash or a `..` segment could name any file on the machine.
 * (Symlinks that lead out are the reader's check: see `resolveInsideFolder` in `@rulekit/core/node`.)
 */
export function relativePathProblem(path: string): string | null {
  if (path === "") return "is empty";
  if (path.includes("\0")) return "contains a NUL character";
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) return "is absolute: name a file inside the folder";
  if (path.includes("\\")) return "contains a backslash: separate folders with /";
  if (path.split("/").includes("..")) return "leaves the folder (a .. segment)";
  return null;
}
