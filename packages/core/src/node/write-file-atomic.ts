import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  fsyncSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { FILE_ERROR, FileError, fileKind, fromSystemError } from "./file-error.js";

/** Where an output goes once checked: the file itself, or the regular file a symlink names. */
export interface OutputTarget {
  /** The path the bytes are renamed onto (absolute). */
  target: string;
  /** Permission bits of the file being replaced (kept), or undefined for a new file. */
  mode: number | undefined;
}

export interface WriteOptions {
  /** Names the file in messages: `cannot write the log: …` (default `cannot write: …`). */
  what?: string;
}

let tempCounter = 0;

/**
 * Checks that `path` may be written: a new name in an existing, writable folder, a regular file,
 * or a symlink to a regular file (written through, the link kept). A directory, FIFO, socket,
 * device, or a symlink to one of them or to nothing, is refused: as root a rename would otherwise
 * replace /dev/null itself. Call it before long work so a typo is found before anything is lost.
 */
export function checkOutputFile(path: string, options: WriteOptions = {}): OutputTarget {
  const cannot = `cannot write${options.what ? ` ${options.what}` : ""}`;
  const refuse = (code: (typeof FILE_ERROR)[keyof typeof FILE_ERROR], why: string) =>
    new FileError(code, path, `${cannot}: ${why}`);
  let link: Stats | undefined;
  try {
    link = lstatSync(path, { throwIfNoEntry: false });
  } catch (error) {
    throw fromSystemError(path, error, cannot.slice("cannot ".length));
  }
  let target = resolve(path);
  let mode: number | undefined;
  if (link?.isSymbolicLink()) {
    const real = statSync(path, { throwIfNoEntry: false });
    if (!real) throw refuse(FILE_ERROR.notRegularFile, "is a symbolic link to nothing");
    if (!real.isFile())
      throw refuse(FILE_ERROR.notRegularFile, `is a symbolic link to ${fileKind(real)}, expected a file`);
    target = realpathSync(path);
    mode = real.mode;
  } else if (link) {
    if (!link.isFile())
      throw refuse(FILE_ERROR.notRegularFile, `is ${fileKind(link)}, expected a regular file or a new name`);
    mode = link.mode;
  }
  const folder = dirname(target);
  const folderStat = statSync(folder, { throwIfNoEntry: false });
  if (!folderStat) throw refuse(FILE_ERROR.noFolder, `no such directory ${folder}`);
  if (!folderStat.isDirectory()) throw refuse(FILE_ERROR.noFolder, `${folder} is not a directory`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw refuse(FILE_ERROR.permissionDenied, `directory ${folder} is not writable`);
  }
  return { target, mode };
}

/**
 * A file written in full to a temporary sibling of its target and flushed to disk, not yet in place
 * (see {@link stageFileAtomic}). Files that belong together are all staged first, then committed
 * one after another, so a failure or a stop while writing leaves every old file as it was.
 */
export interface StagedFile {
  /** The path the bytes go to (absolute; a symlink's file). */
  readonly target: string;
  /** Throws FileError when the target changed since it was checked (replaced by a directory, a FIFO…). */
  verify(): void;
  /**
   * Checks the target again and renames the temporary file over it, then flushes the folder entry.
   * On a failure the temporary file is removed and the target is untouched. Throws FileError.
   */
  commit(): void;
  /** Removes the temporary file if it is still there (after a failure elsewhere); nothing else changes. */
  discard(): void;
}

/**
 * Stages `data` for `path`: checks the target ({@link checkOutputFile}), writes a hidden temporary file
 * in the same folder (`.name.pid.n.tmp`, never following a link) and flushes it. Throws FileError, with
 * nothing left behind.
 */
export function stageFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: WriteOptions = {},
): StagedFile {
  const { target, mode } = checkOutputFile(path, options);
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  const failed = (error: unknown) =>
    error instanceof FileError
      ? error
      : fromSystemError(path, error, `write${options.what ? ` ${options.what}` : ""}`);
  // pid + counter: unique within this process and across processes, without a clock or randomness.
  const temp = join(
    dirname(target),
    `.${basename(target).slice(0, 120)}.${process.pid}.${++tempCounter}.tmp`,
  );
  let fd: number | undefined;
  let staged = false;
  try {
    fd = openSync(
      temp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o666,
    );
    staged = true;
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
    if (mode !== undefined) fchmodSync(fd, mode & 0o7777);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    if (staged) rmSync(temp, { force: true });
    throw failed(error);
  }
  const discard = () => {
    if (!staged) return;
    staged = false;
    rmSync(temp, { force: true });
  };
  // The target may have changed while the data was written: checked again right before the rename.
  const verify = () => {
    if (checkOutputFile(path, options).target !== target)
      throw new FileError(FILE_ERROR.ioError, path, "cannot write: the file was replaced while writing");
  };
  return {
    target,
    verify,
    discard,
    commit() {
      try {
        verify();
        renameSync(temp, target);
        staged = false;
      } catch (error) {
        discard();
        throw failed(error);
      }
      syncFolder(dirname(target));
    },
  };
}

/**
 * Writes `data` so that a reader sees the old file or the whole new one, never half: a temporary
 * file in the same folder, flushed to disk (fsync), then renamed over the target. The target is
 * checked first (see {@link checkOutputFile}) and again just before the rename; on any failure the
 * temporary file is removed and the target is untouched. Throws FileError.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: WriteOptions = {}): void {
  stageFileAtomic(path, data, options).commit();
}

/** Flushes the folder entry of the rename (best effort: not every file system allows it). */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, constants.O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // The data itself is already on disk; a folder that cannot be synced is not an error.
  }
}
