/**
 * What can go wrong reading an input file or writing an output file, as stable string codes. A
 * front end turns these into one line (and, for scripts, `{ error: { code, message, path } }`).
 */
export const FILE_ERROR = {
  /** No such file or folder. */
  notFound: "not_found",
  /** The path is a directory, FIFO, socket or device, where a regular file is wanted. */
  notRegularFile: "not_a_regular_file",
  /** The file is larger than the cap for its format. */
  tooLarge: "too_large",
  /** JSON nested deeper than the limit, or with more values than allowed. */
  tooDeep: "too_deep",
  /** Not JSON at all. */
  invalidJson: "invalid_json",
  /** Bytes that are not UTF-8 text. */
  notText: "not_text",
  /** The operating system refused access. */
  permissionDenied: "permission_denied",
  /** A manifest names a path outside its own folder (absolute, `..`, or a symlink out). */
  outsideFolder: "outside_folder",
  /** The folder an output file would go into is missing or not a folder. */
  noFolder: "no_folder",
  /** Any other failure of the operating system, with its message. */
  ioError: "io_error",
} as const;

export type FileErrorCode = (typeof FILE_ERROR)[keyof typeof FILE_ERROR];

/** A refused or failed file operation: `message` names the path and why, in one line. */
export class FileError extends Error {
  readonly code: FileErrorCode;
  readonly path: string;
  constructor(code: FileErrorCode, path: string, why: string) {
    super(`${path}: ${why}`);
    this.name = "FileError";
    this.code = code;
    this.path = path;
  }
}

/** The kind of a non-regular file, for messages: "a directory", "a FIFO", … */
export function fileKind(stat: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSymbolicLink(): boolean;
}): string {
  if (stat.isDirectory()) return "a directory";
  if (stat.isFIFO()) return "a FIFO (named pipe)";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  if (stat.isSymbolicLink()) return "a symbolic link";
  return "not a regular file";
}

/** An operating-system error (ENOENT, EACCES, …) as a FileError about `path`. */
export function fromSystemError(path: string, error: unknown, doing: string): FileError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return new FileError(FILE_ERROR.notFound, path, `cannot ${doing}: no such file`);
  if (code === "EACCES" || code === "EPERM")
    return new FileError(FILE_ERROR.permissionDenied, path, `cannot ${doing}: permission denied`);
  if (code === "EISDIR")
    return new FileError(FILE_ERROR.notRegularFile, path, `cannot ${doing}: is a directory, expected a file`);
  if (code === "ENOTDIR")
    return new FileError(FILE_ERROR.notFound, path, `cannot ${doing}: a part of the path is not a folder`);
  const message = error instanceof Error ? error.message : String(error);
  return new FileError(FILE_ERROR.ioError, path, `cannot ${doing}: ${message.replace(/\s+/g, " ")}`);
}
