import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from "node:fs";

/**
 * Opening files of a folder someone else controls without following a symbolic link anywhere,
 * even one swapped in between a check and the read: the folder is opened once, and every name is
 * resolved inside that open folder (Linux `/proc/self/fd/<fd>/<name>`, the openat of Node) with
 * O_NOFOLLOW, so neither the name itself nor any folder above it can be replaced by a link.
 */
export class OpenFolder {
  private constructor(readonly fd: number) {}

  /** Opens a folder; `followLinks` only for a path the operator gave (never for one inside a submission). */
  static open(path: string, followLinks = false): OpenFolder {
    const flags = constants.O_RDONLY | constants.O_DIRECTORY | (followLinks ? 0 : constants.O_NOFOLLOW);
    return new OpenFolder(openSync(path, flags));
  }

  /** The path that reaches `name` inside this open folder. */
  pathOf(name: string): string {
    return `/proc/self/fd/${this.fd}/${name}`;
  }

  /** lstat of a name inside the folder (a link is reported as a link). */
  lstat(name: string): Stats {
    return lstatSync(this.pathOf(name));
  }

  /** Opens a subfolder, refusing a link (ELOOP or ENOTDIR). */
  folder(name: string): OpenFolder {
    return OpenFolder.open(this.pathOf(name));
  }

  /**
   * Reads a regular file of at most `maxBytes`, refusing a link, and checking the file opened is the
   * one `expected` (an lstat made before) describes. O_NONBLOCK so a FIFO cannot hang the open.
   */
  readFile(name: string, maxBytes: number, expected?: Stats): ReadResult {
    const fd = openSync(this.pathOf(name), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile()) return { ok: false, problem: "is not a regular file" };
      if (expected && (stat.ino !== expected.ino || stat.dev !== expected.dev)) {
        return { ok: false, problem: "was replaced while it was being read" };
      }
      if (stat.size > maxBytes) return { ok: false, problem: `is larger than ${maxBytes} bytes` };
      // One byte more than allowed tells a file that grew since fstat from one that did not.
      const buffer = Buffer.alloc(Math.min(stat.size, maxBytes) + 1);
      let length = 0;
      for (;;) {
        const n = readSync(fd, buffer, length, buffer.length - length, null);
        if (n === 0) break;
        length += n;
        if (length === buffer.length) break;
      }
      if (length > maxBytes || length !== stat.size) {
        return { ok: false, problem: "changed while it was being read" };
      }
      return { ok: true, content: buffer.subarray(0, length), stat };
    } finally {
      closeSync(fd);
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}

export type ReadResult = { ok: true; content: Buffer; stat: Stats } | { ok: false; problem: string };
