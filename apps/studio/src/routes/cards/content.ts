import { assembleContent, type ContentBundle, type ContentIssue } from "@rulekit/card-combat";

/**
 * The project's card content, read at build time from the repository's `levels/card-combat/` folder
 * (Vite's import.meta.glob; the Vite config allows the repo root) and assembled and validated by the
 * engine exactly as the CLI does it.
 */
const PREFIX = "../../../../../levels/card-combat/";
const FILES = import.meta.glob<unknown>("../../../../../levels/card-combat/**/*.json", {
  eager: true,
  import: "default",
});

export type ContentLoad = { ok: true; value: ContentBundle } | { ok: false; issues: ContentIssue[] };

export function assembleFrom(files: Record<string, unknown>, prefix = PREFIX): ContentLoad {
  return assembleContent((file) => files[`${prefix}${file}`]);
}

let cached: ContentLoad | undefined;
export function loadCardContent(): ContentLoad {
  cached ??= assembleFrom(FILES);
  return cached;
}
