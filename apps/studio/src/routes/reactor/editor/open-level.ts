import type { Level } from "@rulekit/reactor";
import type { JsonFileResult } from "../../../lib/files.ts";

type Loader = (json: unknown) =>
  | { ok: true; level: Level }
  | {
      ok: false;
      error: { kind: string; message: string; issues?: readonly { path?: string; message: string }[] };
    };

export type OpenOutcome = { ok: true; level: Level; fileName: string } | { ok: false; message: string };

const MAX_LISTED_ISSUES = 5;

/**
 * Turns a picked file into a level through the engine's loader, or into the message to show. A failure
 * never produces a level, so the caller keeps the current work untouched.
 */
export function openResult(result: JsonFileResult, load: Loader): OpenOutcome {
  if (!result.ok) return { ok: false, message: `${result.error}. Your current work was kept.` };
  const loaded = load(result.data);
  if (loaded.ok) return { ok: true, level: loaded.level, fileName: result.name };
  const { kind, message, issues = [] } = loaded.error;
  const listed = issues
    .slice(0, MAX_LISTED_ISSUES)
    .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
    .join("; ");
  const more = issues.length > MAX_LISTED_ISSUES ? ` (and ${issues.length - MAX_LISTED_ISSUES} more)` : "";
  const detail = listed ? ` — ${listed}${more}` : "";
  return {
    ok: false,
    message: `${result.name}: ${kind === "unsupported-format" ? "unsupported format" : "invalid level"}: ${message}${detail}. Your current work was kept.`,
  };
}
