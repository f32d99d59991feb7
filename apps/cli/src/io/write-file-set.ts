import { checkOutputFile, FILE_ERROR, FileError, type StagedFile, stageFileAtomic } from "@rulekit/core/node";
import { interrupted } from "./errors.js";
import { note } from "./output.js";
import { asCliError } from "./read-input.js";
import { refuseInstalledPackage } from "./write-file.js";

/** One file of a set: its path, its whole text, and how messages name it. */
export interface SetFile {
  path: string;
  text: string;
  what: string;
}

/**
 * Test hook: with RULEKIT_TEST_HOLD_FILE_SET=k the writer stops after k temporary files, says so on
 * stderr (HOLD_LINE) and waits for Ctrl-C (at most HOLD_MS), so a test interrupts it at that moment
 * without racing the clock.
 */
export const HOLD_ENV = "RULEKIT_TEST_HOLD_FILE_SET";
export const HOLD_LINE = "rulekit-test: file set held";
const HOLD_MS = 60_000;

/**
 * Writes files that belong together (a pack's proofs, a pack's levels and its proof.json) so that
 * they change together: every file is first written in full to a temporary sibling (flushed to
 * disk), and only when all are written are they renamed onto their names, one after another in
 * one uninterrupted stretch. A Ctrl-C (SIGINT) while the files are written, or a failed write,
 * removes the temporary files and leaves every old file as it was (exit 130 for Ctrl-C, with one
 * line naming `what`). A Ctrl-C during the renames is handled after them (the new set is whole).
 * What remains: a crash or SIGKILL between two renames (microseconds) leaves some files new and some
 * old, and one while the temporary files are written leaves them behind (hidden `.name.pid.N.tmp`).
 */
export async function writeFileSet(files: SetFile[], what: string): Promise<void> {
  // Every target checked before anything is written: a typo is found before any work is lost.
  for (const file of files) checked(file);
  const staged: StagedFile[] = [];
  let stopped = false;
  let wake = () => {};
  const onSigint = () => {
    stopped = true;
    wake();
  };
  process.on("SIGINT", onSigint);
  try {
    for (const file of files) {
      staged.push(cliErrors(() => stageFileAtomic(file.path, file.text, { what: file.what })));
      // A Ctrl-C is heard between two files (the writes themselves are synchronous).
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (Number(process.env[HOLD_ENV]) === staged.length && !stopped)
        await new Promise<void>((resolve) => {
          // The timer also keeps the process alive while it waits (a signal listener does not).
          const timer = setTimeout(resolve, HOLD_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          note(`${HOLD_LINE} after ${staged.length} of ${files.length}`);
        });
      if (stopped) throw interrupted(`${what} were not written; the old ones are unchanged`);
    }
    // Checked again just before the renames: a file replaced meanwhile (by a directory, a FIFO) stops all.
    for (const file of staged) cliErrors(() => file.verify());
    for (const [i, file] of staged.entries()) {
      try {
        file.commit();
      } catch (error) {
        // Rare (the folder's permissions changed meanwhile): say that the set is now mixed.
        const why = error instanceof FileError ? error.message.slice(error.path.length + 2) : String(error);
        throw asCliError(
          new FileError(
            FILE_ERROR.ioError,
            files[i]!.path,
            `${why} (${i} of ${files.length} files of the set were already replaced)`,
          ),
        );
      }
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stopped) throw interrupted(`after ${what} were all written`);
  } finally {
    process.off("SIGINT", onSigint);
    for (const file of staged) file.discard();
  }
}

function checked(file: SetFile): void {
  refuseInstalledPackage(file.path, file.what);
  cliErrors(() => checkOutputFile(file.path, { what: file.what }));
}

/** `work`'s result, its FileError turned into the CLI's error. */
function cliErrors<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw asCliError(error);
  }
}
