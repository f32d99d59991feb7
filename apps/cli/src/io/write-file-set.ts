import {
  closeSync,
  constants,
  fchmodSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { checkOutputFile, FILE_ERROR, FileError } from "@rulekit/core/node";
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

let tempCounter = 0;

/**
 * Writes files that belong together (a pack's proofs, a pack's levels and its proof.json) so that
 * they change together: every file is first written in full to a temporary sibling (flushed to
 * disk), and only when all are written are they renamed onto their names, one after another in
 * one uninterrupted stretch. A Ctrl-C (SIGINT) while the files are written, or a failed write,
 * removes the temporary files and leaves every old file as it was (exit 130 for Ctrl-C, with one
 * line naming `what`). A Ctrl-C during the renames is handled after them (the new set is whole).
 * What remains: a crash or SIGKILL between two renames (microseconds) leaves some files new and some
 * old, and one while the temporary files are written leaves them behind (hidden `.name.pid.setN.tmp`).
 */
export async function writeFileSet(files: SetFile[], what: string): Promise<void> {
  const targets = files.map((file) => checked(file));
  const temps: string[] = [];
  let stopped = false;
  let wake = () => {};
  const onSigint = () => {
    stopped = true;
    wake();
  };
  process.on("SIGINT", onSigint);
  try {
    for (const [i, file] of files.entries()) {
      temps.push(writeTemp(file, targets[i]!));
      // A Ctrl-C is heard between two files (the writes themselves are synchronous).
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (Number(process.env[HOLD_ENV]) === temps.length && !stopped)
        await new Promise<void>((resolve) => {
          // The timer also keeps the process alive while it waits (a signal listener does not).
          const timer = setTimeout(resolve, HOLD_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          note(`${HOLD_LINE} after ${temps.length} of ${files.length}`);
        });
      if (stopped) throw interrupted(`${what} were not written; the old ones are unchanged`);
    }
    // Checked again just before the renames: a file replaced meanwhile (by a directory, a FIFO) stops all.
    for (const [i, file] of files.entries())
      if (checked(file).target !== targets[i]!.target)
        throw asCliError(
          new FileError(FILE_ERROR.ioError, file.path, "cannot write: replaced while writing"),
        );
    for (const [i, temp] of temps.entries()) {
      try {
        renameSync(temp, targets[i]!.target);
      } catch (error) {
        // Rare (the folder's permissions changed meanwhile): say that the set is now mixed.
        const why = error instanceof Error ? error.message : String(error);
        throw asCliError(
          new FileError(
            FILE_ERROR.ioError,
            files[i]!.path,
            `cannot write ${files[i]!.what}: ${why} (${i} of ${files.length} files of the set were already replaced)`,
          ),
        );
      }
    }
    temps.length = 0;
    for (const folder of new Set(targets.map((t) => dirname(t.target)))) syncFolder(folder);
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stopped) throw interrupted(`after ${what} were all written`);
  } finally {
    process.off("SIGINT", onSigint);
    for (const temp of temps) rmSync(temp, { force: true });
  }
}

function checked(file: SetFile): { target: string; mode: number | undefined } {
  refuseInstalledPackage(file.path, file.what);
  try {
    return checkOutputFile(file.path, { what: file.what });
  } catch (error) {
    throw asCliError(error);
  }
}

/** `file` in full in a new temporary file next to its target, flushed to disk; returns its path. */
function writeTemp(file: SetFile, { target, mode }: { target: string; mode: number | undefined }): string {
  const temp = join(
    dirname(target),
    `.${basename(target).slice(0, 120)}.${process.pid}.set${++tempCounter}.tmp`,
  );
  let fd: number | undefined;
  let created = false;
  try {
    fd = openSync(
      temp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o666,
    );
    created = true;
    const bytes = Buffer.from(file.text, "utf8");
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
    if (mode !== undefined) fchmodSync(fd, mode & 0o7777);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    return temp;
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    if (created) rmSync(temp, { force: true });
    const why = error instanceof Error ? error.message : String(error);
    throw asCliError(new FileError(FILE_ERROR.ioError, file.path, `cannot write ${file.what}: ${why}`));
  }
}

/** Flushes a folder's entries after the renames (best effort: not every file system allows it). */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, constants.O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // The files themselves are on disk already.
  }
}
