import { statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  FILE_ERROR,
  type FileError,
  readInputFile,
  readJsonInputFile,
  readStreamText,
} from "../../src/node/index.js";
import { codeOf, fifoIn, scratch, socketIn } from "./host-files.js";

const small = { maxBytes: 1024 };

describe("readInputFile", () => {
  it("reads a regular file up to and including the cap, and refuses one byte more", () => {
    const dir = scratch();
    const path = join(dir, "exact.json");
    writeFileSync(path, "x".repeat(1024));
    expect(readInputFile(path, small)).toHaveLength(1024);
    writeFileSync(path, "x".repeat(1025));
    expect(() => readInputFile(path, small)).toThrow(/exact\.json: cannot read: larger than 1 KiB/);
  });

  it("refuses a directory, a FIFO, a socket and devices at once, naming what they are", async () => {
    const dir = scratch();
    const started = performance.now();
    // The FIFO has no writer: a blocking open would hang this test until its timeout.
    expect(() => readInputFile(fifoIn(dir), small)).toThrow(/pipe: cannot read: is a FIFO/);
    // A blocking open would never return; the bound only has to be finite and below the test's own.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(() => readInputFile(dir, small)).toThrow(/cannot read: is a directory/);
    const { path, server } = await socketIn(dir);
    try {
      expect(() => readInputFile(path, small)).toThrow(/sock: cannot read: is a socket/);
    } finally {
      server.close();
    }
    for (const device of ["/dev/zero", "/dev/null", "/dev/urandom"]) {
      expect(() => readInputFile(device, small)).toThrow(/is a character device, expected a regular file/);
    }
    const link = join(dir, "zero.json");
    symlinkSync("/dev/zero", link);
    expect(codeOf(() => readInputFile(link, small))).toBe(FILE_ERROR.notRegularFile);
  });

  it("never trusts st_size: a /proc file that says 0 bytes is read to its end, and capped", () => {
    expect(statSync("/proc/self/status").size).toBe(0);
    expect(readInputFile("/proc/self/status", { maxBytes: 1 << 20 })).toMatch(/^Name:/);
    expect(codeOf(() => readInputFile("/proc/self/status", { maxBytes: 16 }))).toBe(FILE_ERROR.tooLarge);
  });

  it("names a missing file and bytes that are not UTF-8", () => {
    const dir = scratch();
    expect(() => readInputFile(join(dir, "none.json"), small)).toThrow(
      /none\.json: cannot read: no such file$/,
    );
    const binary = join(dir, "binary.json");
    writeFileSync(binary, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expect(codeOf(() => readInputFile(binary, small))).toBe(FILE_ERROR.notText);
  });
});

describe("readJsonInputFile", () => {
  it("parses JSON within the depth limit and refuses deeper nesting, naming the limit", () => {
    const dir = scratch();
    const path = join(dir, "deep.json");
    writeFileSync(path, `${"[".repeat(64)}${"]".repeat(64)}`);
    expect(readJsonInputFile(path, { maxBytes: 1 << 20 })).toBeInstanceOf(Array);
    writeFileSync(path, `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(() => readJsonInputFile(path, { maxBytes: 1 << 20 })).toThrow(
      /deep\.json: not accepted: nests arrays or objects more than 64 levels deep/,
    );
  });

  it("keeps a JSON syntax error on one line", () => {
    const dir = scratch();
    const path = join(dir, "notes.json");
    writeFileSync(path, "# not json\nsecond line\n");
    let message = "";
    try {
      readJsonInputFile(path, small);
    } catch (error) {
      message = (error as FileError).message;
      expect((error as FileError).code).toBe(FILE_ERROR.invalidJson);
    }
    expect(message).toMatch(/^.*notes\.json: not valid JSON: [^\n]+$/);
  });

  it("counts values when asked (a flat array of a million zeros)", () => {
    const dir = scratch();
    const path = join(dir, "wide.json");
    writeFileSync(path, `[${"0,".repeat(999_999)}0]`);
    expect(() =>
      readJsonInputFile(path, { maxBytes: 4 << 20, json: { maxDepth: 8, maxNodes: 1000 } }),
    ).toThrow(/more than 1000 values/);
  });
});

describe("readStreamText", () => {
  it("reads a stream up to the cap and refuses a stream that does not end (like /dev/zero)", async () => {
    async function* endless() {
      for (;;) yield new Uint8Array(4096);
    }
    await expect(readStreamText(endless(), "<stdin>", 1 << 16)).rejects.toThrow(
      /<stdin>: cannot read: larger than 64 KiB/,
    );
    async function* two() {
      yield Buffer.from('{"a":');
      yield "1}";
    }
    expect(await readStreamText(two(), "<stdin>", 100)).toBe('{"a":1}');
  });
});
