import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The files of a package that Stryker `mutate` globs name (`src/engine/**\/*.ts`, `!src/run/auto.ts`),
 * as package-relative paths. Enough of glob syntax for our configs: `**`, `*`, `?` and a leading `!`;
 * a `:10-20` line range (the CI sample) names its file.
 */
export function filesMatching(packageDir, globs) {
  const include = globs.filter((g) => !g.startsWith("!")).map((g) => globRegExp(g.replace(/:[\d-]+$/, "")));
  const exclude = globs.filter((g) => g.startsWith("!")).map((g) => globRegExp(g.slice(1)));
  return sourceFiles(packageDir).filter(
    (file) => include.some((re) => re.test(file)) && !exclude.some((re) => re.test(file)),
  );
}

function globRegExp(glob) {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "*" && glob[i + 1] === "*") {
      // `**/` is any number of folders, none included
      out += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (ch === "*") out += "[^/]*";
    else if (ch === "?") out += "[^/]";
    else out += ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

function sourceFiles(packageDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(packageDir, path).split("\\").join("/"));
    }
  };
  walk(join(packageDir, "src"));
  return out.sort();
}
