import { statSync } from "node:fs";
import { assembleContent, type ContentBundle, type ContentIssue } from "@rulekit/card-combat";
import { usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { readJsonInFolder } from "../../io/read-input.js";
import { defaultDataDir } from "../../io/shipped-data.js";

/** The content: ./levels/card-combat when it has a manifest.json, otherwise the shipped content. */
export function defaultContentDir(): string {
  return defaultDataDir("card-combat", "manifest.json");
}

export const DEFAULT_CONTENT_HELP =
  "content directory (default: ./levels/card-combat if present, else the shipped content)";

export type ContentLoad = { ok: true; value: ContentBundle } | { ok: false; issues: ContentIssue[] };

/**
 * Reads a content directory; a missing directory or unreadable file is a usage error (exit 2). Every
 * file the manifest names is read inside the directory: `..`, absolute paths and symlinks that lead
 * out are refused (outside_folder), whatever the manifest says.
 */
export function readContentDir(dir: string): ContentLoad {
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (!stat)
    throw usageError(`${dir}: cannot read: no such directory`, undefined, { code: "not_found", path: dir });
  if (!stat.isDirectory())
    throw usageError(`${dir}: is a file, expected a content directory (with manifest.json)`, undefined, {
      code: "not_a_directory",
      path: dir,
    });
  return assembleContent((file) => readJsonInFolder(dir, file, INPUT_FORMATS.cardsContent));
}

export const issueLine = (i: ContentIssue) => `${i.file}: ${i.path}: ${i.message}`;

/** Content a command needs to run: invalid content is bad input for it (exit 2), one line. */
export function loadContent(dir: string | undefined): ContentBundle {
  const where = dir ?? defaultContentDir();
  const result = readContentDir(where);
  if (result.ok) return result.value;
  const more =
    result.issues.length > 1 ? ` (+${result.issues.length - 1} more; see 'rulekit cards validate')` : "";
  throw usageError(
    `${where}: invalid content: ${issueLine(result.issues[0]!)}${more}`,
    { issues: result.issues },
    { code: "invalid_input", path: where },
  );
}
