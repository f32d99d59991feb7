import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { assembleContent, type ContentBundle, type ContentIssue } from "@rulekit/card-combat";
import { usageError } from "../../io/errors.js";
import { readJsonFile } from "../../io/read-input.js";

/**
 * The project's content: `levels/card-combat` under the working directory when it has one, otherwise
 * next to this install of rulekit (the bundle lives in apps/cli/dist/).
 */
export function defaultContentDir(): string {
  const local = resolve("levels/card-combat");
  if (existsSync(join(local, "manifest.json"))) return local;
  return fileURLToPath(new URL("../../../levels/card-combat", import.meta.url));
}

export type ContentLoad = { ok: true; value: ContentBundle } | { ok: false; issues: ContentIssue[] };

/** Reads a content directory; a missing directory or unreadable file is a usage error (exit 2). */
export function readContentDir(dir: string): ContentLoad {
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw usageError(`${dir}: cannot read: no such directory`);
  }
  if (!isDir) throw usageError(`${dir}: is a file, expected a content directory (with manifest.json)`);
  return assembleContent((file) => readJsonFile(join(dir, file)));
}

export const issueLine = (i: ContentIssue) => `${i.file}: ${i.path}: ${i.message}`;

/** Content a command needs to run: invalid content is bad input for it (exit 2), one line. */
export function loadContent(dir: string | undefined): ContentBundle {
  const where = dir ?? defaultContentDir();
  const result = readContentDir(where);
  if (result.ok) return result.value;
  const more =
    result.issues.length > 1 ? ` (+${result.issues.length - 1} more; see 'rulekit cards validate')` : "";
  throw usageError(`${where}: invalid content: ${issueLine(result.issues[0]!)}${more}`, {
    issues: result.issues,
  });
}
