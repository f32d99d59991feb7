import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { defaultName, loadSubmission, type Submission } from "./load-submission.js";
import { SubmissionError } from "./submission-error.js";

/**
 * A bot folder that is there but was refused (a bad name, a link, a bad ott.json, …). In a
 * tournament it still takes its place and loses each of its matches with `bot_error`, so one bad
 * submission cannot stop the others from playing.
 */
export interface RefusedSubmission {
  dir: string;
  name: string;
  /** From ott.json when it could be read, else "unknown". */
  language: string;
  /** Why it was refused: the path and the problem (inert, never a file's content). */
  refused: string;
  /** `refused:sha256:<hex>` of the reason, so a tournament notices when the folder changes. */
  sourceHash: string;
}

/** What a tournament plays with: a loaded submission, or a refused one. */
export type Entrant = Submission | RefusedSubmission;

export function isRefused(entrant: Entrant): entrant is RefusedSubmission {
  return "refused" in entrant;
}

/**
 * `loadSubmission`, except that a folder whose content is refused comes back as a
 * {@link RefusedSubmission}. A path that is not a folder at all still throws `SubmissionError`
 * (kind `not_a_folder`): that is the operator's mistake, not the bot's.
 */
export function loadEntrant(folder: string): Entrant {
  try {
    return loadSubmission(folder);
  } catch (error) {
    if (!(error instanceof SubmissionError) || error.kind !== "refused") throw error;
    const dir = resolve(folder);
    // The reason without the folder's own path, so the hash does not depend on where it lies.
    const reason = error.message.split(dir).join("");
    return {
      dir,
      name: error.manifest?.name ?? defaultName(dir),
      language: error.manifest?.language ?? "unknown",
      refused: error.message,
      sourceHash: `refused:sha256:${createHash("sha256").update(reason).digest("hex")}`,
    };
  }
}
