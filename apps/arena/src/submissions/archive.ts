import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import tarStream from "tar-stream";
import yauzl from "yauzl";
import { badRequest } from "../errors.js";

/** Bounds on an uploaded archive (beyond them it is refused, never partly unpacked). */
export const ARCHIVE_LIMITS = {
  /** The upload itself. */
  maxBytes: 8 * 1024 * 1024,
  /** Everything it unpacks to. */
  maxUnpackedBytes: 24 * 1024 * 1024,
  maxEntries: 3000,
  /** Path components. */
  maxDepth: 12,
  maxPathBytes: 400,
} as const;

export type ArchiveFormat = "zip" | "tar" | "tar.gz";

/** The archive's format from its first bytes, or null when it is none of ours. */
export function archiveFormat(data: Buffer): ArchiveFormat | null {
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) return "zip";
  if (data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b) return "tar.gz";
  if (data.length >= 512 && data.subarray(257, 262).toString("latin1") === "ustar") return "tar";
  return null;
}

/**
 * Unpacks an uploaded zip or tar(.gz) into `into` (an empty folder), refusing anything that is not
 * a plain file or folder (symbolic and hard links, devices, FIFOs), absolute paths, `..`, empty or
 * odd path components, backslashes, duplicates, and archives beyond ARCHIVE_LIMITS (bytes, entries,
 * depth). Returns the folder that holds `ott.json`: `into`, or the archive's single top folder.
 * Only then is the folder read as a submission, by rps-arena's own rules.
 */
export async function unpackArchive(data: Buffer, into: string): Promise<string> {
  if (data.length > ARCHIVE_LIMITS.maxBytes) {
    throw badRequest(`the archive is larger than ${ARCHIVE_LIMITS.maxBytes} bytes`);
  }
  const format = archiveFormat(data);
  if (format === null) throw badRequest("the upload is not a zip, tar or tar.gz archive");
  const writer = new TreeWriter(into);
  if (format === "zip") await unzip(data, writer);
  else {
    let tar = data;
    if (format === "tar.gz") {
      try {
        tar = gunzipSync(data, { maxOutputLength: ARCHIVE_LIMITS.maxUnpackedBytes + 1024 * 1024 });
      } catch {
        throw badRequest(
          `the tar.gz archive is not valid or unpacks to more than ${ARCHIVE_LIMITS.maxUnpackedBytes} bytes`,
        );
      }
    }
    await untar(tar, writer);
  }
  return submissionRoot(into);
}

class TreeWriter {
  private entries = 0;
  private bytes = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly root: string) {}

  /** Checks a path from the archive and returns its components (a folder's trailing '/' removed). */
  path(raw: string, isDir: boolean): string[] {
    if (++this.entries > ARCHIVE_LIMITS.maxEntries) {
      throw badRequest(`the archive holds more than ${ARCHIVE_LIMITS.maxEntries} entries`);
    }
    const name = isDir ? raw.replace(/\/+$/, "") : raw;
    const shown = JSON.stringify(name.slice(0, 100));
    if (Buffer.byteLength(name) > ARCHIVE_LIMITS.maxPathBytes)
      throw badRequest(`archive path ${shown} is too long`);
    if (name.startsWith("/")) throw badRequest(`archive path ${shown} is absolute`);
    if (name.includes("\\")) throw badRequest(`archive path ${shown} holds a backslash`);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\x00-\x1f\x7f]/.test(name)) throw badRequest(`archive path ${shown} holds a control character`);
    const parts = name.split("/").filter((p, i) => !(i === 0 && p === "."));
    if (parts.length === 0 || parts.some((p) => p === "" || p === "." || p === "..")) {
      throw badRequest(`archive path ${shown} has an empty, '.' or '..' component`);
    }
    if (parts.length > ARCHIVE_LIMITS.maxDepth) {
      throw badRequest(`archive path ${shown} is more than ${ARCHIVE_LIMITS.maxDepth} levels deep`);
    }
    const key = parts.join("/");
    if (this.seen.has(key) && !isDir) throw badRequest(`archive path ${shown} appears twice`);
    this.seen.add(key);
    return parts;
  }

  dir(parts: string[]): void {
    mkdirSync(join(this.root, ...parts), { recursive: true, mode: 0o755 });
  }

  count(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > ARCHIVE_LIMITS.maxUnpackedBytes) {
      throw badRequest(`the archive unpacks to more than ${ARCHIVE_LIMITS.maxUnpackedBytes} bytes`);
    }
  }

  file(parts: string[], content: Buffer): void {
    if (parts.length > 1) this.dir(parts.slice(0, -1));
    try {
      // 'wx': never over an existing file; folders are ours, so nothing here follows a link.
      writeFileSync(join(this.root, ...parts), content, { flag: "wx", mode: 0o644 });
    } catch {
      throw badRequest(
        `archive path ${JSON.stringify(parts.join("/").slice(0, 100))} cannot be written (it clashes with another entry)`,
      );
    }
  }
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

function unzip(data: Buffer, writer: TreeWriter): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (error, zip) => {
        if (error || !zip) return reject(zipProblem(error));
        const fail = (e: unknown) => {
          zip.close();
          reject(e instanceof Error && e.name === "ArenaError" ? e : zipProblem(e));
        };
        zip.on("error", fail);
        zip.on("end", () => resolve());
        zip.on("entry", (entry: yauzl.Entry) => {
          try {
            const isDir = entry.fileName.endsWith("/");
            const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
            // Unix-made zips say the file type; DOS-made ones leave it 0 (a plain file or folder).
            if (mode !== 0 && mode !== (isDir ? S_IFDIR : S_IFREG)) {
              throw badRequest(
                `archive path ${JSON.stringify(entry.fileName.slice(0, 100))} is not a plain file or folder (links are refused)`,
              );
            }
            if (entry.isEncrypted()) throw badRequest("encrypted zip entries are refused");
            const parts = writer.path(entry.fileName, isDir);
            if (isDir) {
              writer.dir(parts);
              zip.readEntry();
              return;
            }
            writer.count(entry.uncompressedSize);
            zip.openReadStream(entry, (openError, stream) => {
              if (openError || !stream) return fail(openError);
              const chunks: Buffer[] = [];
              stream.on("data", (chunk: Buffer) => chunks.push(chunk));
              stream.on("error", fail);
              stream.on("end", () => {
                try {
                  writer.file(parts, Buffer.concat(chunks));
                  zip.readEntry();
                } catch (e) {
                  fail(e);
                }
              });
            });
          } catch (e) {
            fail(e);
          }
        });
        zip.readEntry();
      },
    );
  });
}

/** yauzl's own refusals of a name (`..`, absolute, backslashes) said as such; anything else is "not valid". */
function zipProblem(error: unknown): Error {
  const message = error instanceof Error ? error.message : "";
  if (/invalid relative path|absolute path|invalid characters in fileName/.test(message)) {
    return badRequest(`archive path refused: ${JSON.stringify(message.slice(0, 200))}`);
  }
  return badRequest("the zip archive is not valid");
}

function untar(data: Buffer, writer: TreeWriter): Promise<void> {
  return new Promise((resolve, reject) => {
    const extract = tarStream.extract();
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      extract.destroy();
      reject(e instanceof Error && e.name === "ArenaError" ? e : badRequest("the tar archive is not valid"));
    };
    extract.on("entry", (header, stream, next) => {
      try {
        const isDir = header.type === "directory";
        if (!isDir && header.type !== "file") {
          throw badRequest(
            `archive path ${JSON.stringify(header.name.slice(0, 100))} is a ${header.type ?? "special entry"}, not a plain file or folder (links are refused)`,
          );
        }
        const parts = writer.path(header.name, isDir);
        if (isDir) {
          writer.dir(parts);
          stream.resume();
          stream.on("end", next);
          return;
        }
        writer.count(header.size ?? 0);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (data: unknown) => {
          const chunk = data as Buffer;
          size += chunk.length;
          chunks.push(chunk);
        });
        stream.on("end", () => {
          try {
            if (size !== (header.size ?? 0)) throw badRequest("the tar archive is not valid");
            writer.file(parts, Buffer.concat(chunks));
            next();
          } catch (e) {
            fail(e);
          }
        });
      } catch (e) {
        fail(e);
      }
    });
    extract.on("finish", () => {
      if (!failed) resolve();
    });
    extract.on("error", fail);
    Readable.from([data]).pipe(extract);
  });
}

/** The folder with ott.json: the archive's root, or its one top-level folder (as hosting sites pack them). */
function submissionRoot(into: string): string {
  const top = readdirSync(into);
  if (top.includes("ott.json")) return into;
  if (top.length === 1 && statSync(join(into, top[0]!)).isDirectory()) return join(into, top[0]!);
  throw badRequest("the archive has no ott.json at its root (nor in its single top folder)");
}
