import { spawnSync } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkOutputFile, FILE_ERROR, writeFileAtomic } from "../../src/node/index.js";
import { codeOf, fifoIn, scratch, socketIn, strays } from "./host-files.js";

describe("writeFileAtomic", () => {
  it("creates a new file and replaces a regular one, keeping its permission bits, with no temp left", () => {
    const dir = scratch();
    const path = join(dir, "out.json");
    writeFileAtomic(path, "one\n");
    expect(readFileSync(path, "utf8")).toBe("one\n");
    chmodSync(path, 0o640);
    writeFileAtomic(path, "two\n");
    expect(readFileSync(path, "utf8")).toBe("two\n");
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(strays(dir, ["out.json"])).toEqual([]);
  });

  it("never replaces a device: /dev/null and /dev/full stay character devices (this runs as root in CI)", () => {
    for (const device of ["/dev/null", "/dev/full"]) {
      const before = statSync(device);
      expect(codeOf(() => writeFileAtomic(device, "{}\n"))).toBe(FILE_ERROR.notRegularFile);
      const after = statSync(device);
      expect(after.isCharacterDevice()).toBe(true);
      expect(after.rdev).toBe(before.rdev);
      expect(after.ino).toBe(before.ino);
    }
    expect(strays("/dev", []).filter((name) => /^\.(null|full)\..*\.tmp$/.test(name))).toEqual([]);
  });

  it("refuses a FIFO (without blocking), a socket and a directory, leaving each as it was", async () => {
    const dir = scratch();
    const fifo = fifoIn(dir);
    expect(() => writeFileAtomic(fifo, "x")).toThrow(/pipe: cannot write: is a FIFO/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    const { path, server } = await socketIn(dir);
    try {
      expect(codeOf(() => writeFileAtomic(path, "x"))).toBe(FILE_ERROR.notRegularFile);
      expect(lstatSync(path).isSocket()).toBe(true);
    } finally {
      server.close();
    }
    const sub = join(dir, "sub");
    mkdirSync(sub);
    expect(() => writeFileAtomic(sub, "x", { what: "the log" })).toThrow(
      /sub: cannot write the log: is a directory/,
    );
    expect(statSync(sub).isDirectory()).toBe(true);
    expect(strays(dir, ["pipe", "sock", "sub"])).toEqual([]);
  });

  it("writes through a symlink to a regular file (the link kept) and refuses one to a device or to nothing", () => {
    const dir = scratch();
    const real = join(dir, "real.json");
    writeFileSync(real, "old");
    const link = join(dir, "link.json");
    symlinkSync(real, link);
    writeFileAtomic(link, "new");
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(real);
    expect(readFileSync(real, "utf8")).toBe("new");
    const toNull = join(dir, "null.json");
    symlinkSync("/dev/null", toNull);
    expect(() => writeFileAtomic(toNull, "x")).toThrow(/is a symbolic link to a character device/);
    expect(statSync("/dev/null").isCharacterDevice()).toBe(true);
    const dangling = join(dir, "dangling.json");
    symlinkSync(join(dir, "nowhere", "x.json"), dangling);
    expect(() => writeFileAtomic(dangling, "x")).toThrow(/is a symbolic link to nothing/);
    expect(strays(dir, ["real.json", "link.json", "null.json", "dangling.json"])).toEqual([]);
  });

  it("checks the folder first: a missing folder or a file in its place is refused before anything is written", () => {
    const dir = scratch();
    expect(codeOf(() => checkOutputFile(join(dir, "no", "such", "out.json")))).toBe(FILE_ERROR.noFolder);
    writeFileSync(join(dir, "file"), "keep");
    expect(() => checkOutputFile(join(dir, "file", "out.json"))).toThrow(/cannot write/);
    expect(readFileSync(join(dir, "file"), "utf8")).toBe("keep");
  });

  it("removes its temporary file and leaves the target untouched when the write itself fails", () => {
    const dir = scratch();
    const target = join(dir, "big.json");
    writeFileSync(target, "the old content");
    // A 4 KiB file-size limit (RLIMIT_FSIZE) makes the write of 100 KB fail half-way with EFBIG.
    const module = fileURLToPath(new URL("../../src/node/index.ts", import.meta.url));
    const script = `process.on("SIGXFSZ", () => {});
      const { writeFileAtomic } = await import(${JSON.stringify(module)});
      try { writeFileAtomic(${JSON.stringify(target)}, "x".repeat(100000)); console.log("written"); }
      catch (error) { console.log(error.code, error.message); }`;
    const run = spawnSync("prlimit", ["--fsize=4096", process.execPath, "--import", "tsx", "-e", script], {
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/^io_error .*big\.json: cannot write: /);
    expect(readFileSync(target, "utf8")).toBe("the old content");
    expect(strays(dir, ["big.json"])).toEqual([]);
  });
});
