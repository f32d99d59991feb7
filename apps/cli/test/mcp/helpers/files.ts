import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { REPO_ROOT } from "../../helpers/run-cli.js";

/** The bytes and modification time of files (relative paths: in the repository), to show that the tools left them alone. */
export function fingerprint(paths: string[]): Record<string, string> {
  return Object.fromEntries(
    paths.map((path) => {
      const full = isAbsolute(path) ? path : join(REPO_ROOT, path);
      const hash = createHash("sha256").update(readFileSync(full)).digest("hex");
      return [path, `${hash} ${statSync(full).mtimeMs}`];
    }),
  );
}

export const readRepoJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), "utf8"));
