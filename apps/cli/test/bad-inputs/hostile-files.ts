import { execFileSync } from "node:child_process";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The hostile files every command's bad-input table feeds in: a FIFO nobody writes to, a socket, a
 * directory, devices, /proc, files over the size cap, nested 100 000 deep, not JSON, not UTF-8,
 * symlinks to devices and to nothing. Made once per test file in a scratch folder.
 */
export interface HostileFiles {
  dir: string;
  fifo: string;
  socket: string;
  folder: string;
  overCap: string;
  deep: string;
  notJson: string;
  empty: string;
  binary: string;
  linkToZero: string;
  linkToNull: string;
  dangling: string;
  array: string;
  protoKeys: string;
  close(): void;
}

export async function hostileFiles(): Promise<HostileFiles> {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-bad-"));
  const at = (name: string) => join(dir, name);
  execFileSync("mkfifo", [at("fifo.json")]);
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(at("socket.json"), resolve));
  mkdirSync(at("folder.json"));
  // 16 MiB + 1 of spaces: over every format's cap, and valid JSON whitespace around a 0 otherwise.
  writeFileSync(at("over-cap.json"), `${" ".repeat(16 * 1024 * 1024)}0`);
  writeFileSync(at("deep.json"), `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
  writeFileSync(at("not-json.json"), "{ this is not json\n  and spans lines");
  writeFileSync(at("empty.json"), "");
  writeFileSync(at("binary.json"), Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d]));
  symlinkSync("/dev/zero", at("link-to-zero.json"));
  symlinkSync("/dev/null", at("link-to-null.json"));
  symlinkSync(at("nowhere/x.json"), at("dangling.json"));
  writeFileSync(at("array.json"), "[1, 2, 3]");
  writeFileSync(
    at("proto.json"),
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
  );
  return {
    dir,
    fifo: at("fifo.json"),
    socket: at("socket.json"),
    folder: at("folder.json"),
    overCap: at("over-cap.json"),
    deep: at("deep.json"),
    notJson: at("not-json.json"),
    empty: at("empty.json"),
    binary: at("binary.json"),
    linkToZero: at("link-to-zero.json"),
    linkToNull: at("link-to-null.json"),
    dangling: at("dangling.json"),
    array: at("array.json"),
    protoKeys: at("proto.json"),
    close: () => server.close(),
  };
}

/** Every input that no file reader may accept, with the error code its refusal carries. */
export function unreadable(f: HostileFiles): [string, string, string][] {
  return [
    ["a FIFO with no writer", f.fifo, "not_a_regular_file"],
    ["a socket", f.socket, "not_a_regular_file"],
    ["a directory", f.folder, "not_a_regular_file"],
    ["/dev/zero", "/dev/zero", "not_a_regular_file"],
    ["/dev/urandom", "/dev/urandom", "not_a_regular_file"],
    ["a symlink to /dev/zero", f.linkToZero, "not_a_regular_file"],
    ["a file over the size cap", f.overCap, "too_large"],
    ["JSON nested 100 000 deep", f.deep, "too_deep"],
    ["text that is not JSON", f.notJson, "invalid_json"],
    ["an empty file", f.empty, "invalid_json"],
    ["bytes that are not UTF-8", f.binary, "not_text"],
    ["a /proc file (not JSON)", "/proc/self/status", "invalid_json"],
    ["a missing file", join(f.dir, "missing.json"), "not_found"],
    ["a dangling symlink", f.dangling, "not_found"],
  ];
}

/**
 * What the host looks like, to compare before and after a table: the scratch folder's entries
 * (names, kinds, sizes and contents of small files) and the devices a careless rename would replace.
 */
export function hostSnapshot(dirs: readonly string[]): string {
  const lines: string[] = [];
  for (const device of ["/dev/null", "/dev/full", "/dev/zero"]) {
    const stat = statSync(device);
    lines.push(`${device} char=${stat.isCharacterDevice()} rdev=${stat.rdev} ino=${stat.ino}`);
  }
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      const kind = stat.isSymbolicLink()
        ? "link"
        : stat.isDirectory()
          ? "dir"
          : stat.isFile()
            ? "file"
            : "other";
      const body = stat.isFile() && stat.size < 4096 ? readFileSync(path, "utf8") : "";
      lines.push(`${path} ${kind} ${stat.size} ${stat.mtimeMs} ${body}`);
      if (kind === "dir") walk(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return lines.join("\n");
}
