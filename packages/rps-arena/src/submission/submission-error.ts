import { inertText } from "@rulekit/core";
import type { Manifest } from "./manifest.js";

/**
 * A folder that is not a valid submission. The message names the path and the problem, never the
 * content of a file, and is inert (a bot-chosen file name in it is escaped). `kind` tells the
 * operator's mistake (`not_a_folder`: the path is missing or a file) from a submission that is
 * there but refused (`refused`); `manifest` is set when ott.json was valid.
 */
export class SubmissionError extends Error {
  readonly kind: "not_a_folder" | "refused";
  readonly manifest: Manifest | null;
  constructor(
    message: string,
    kind: "not_a_folder" | "refused" = "refused",
    manifest: Manifest | null = null,
  ) {
    super(inertText(message, { maxChars: 600 }));
    this.name = "SubmissionError";
    this.kind = kind;
    this.manifest = manifest;
  }
}
