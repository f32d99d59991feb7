import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ARCHIVE_LIMITS, archiveFormat, unpackArchive } from "../src/submissions/archive.js";

/**
 * Uploaded archives are unpacked within bounds or refused whole. The archives are made by Python's
 * zipfile and tarfile (real archives, links and hostile paths included).
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "arena-archive-"));
  made.push(dir);
  return dir;
}

/** Runs a Python snippet that writes an archive to `out` and returns its bytes. */
function python(code: string): Buffer {
  const out = join(scratch(), "archive");
  execFileSync("python3", ["-c", `import io, sys, zipfile, tarfile, stat\nout = sys.argv[1]\n${code}`, out]);
  return readFileSync(out);
}

const BOT = `ott = b'{"language": "python", "entry": "main.py"}'\nmain = b'print(1)\\n'\n`;

describe("uploaded archives", () => {
  it("unpacks a zip with ott.json and bot/ at its root", async () => {
    const data = python(
      `${BOT}with zipfile.ZipFile(out, "w") as z:\n  z.writestr("ott.json", ott)\n  z.writestr("bot/main.py", main)\n`,
    );
    expect(archiveFormat(data)).toBe("zip");
    const into = scratch();
    const root = await unpackArchive(data, into);
    expect(root).toBe(into);
    expect(readFileSync(join(root, "bot/main.py"), "utf8")).toBe("print(1)\n");
  });

  it("unpacks a tar.gz whose files sit in one top folder (as hosting sites pack them)", async () => {
    const data = python(
      `${BOT}with tarfile.open(out, "w:gz") as t:\n  for name, body in [("bot-main/ott.json", ott), ("bot-main/bot/main.py", main)]:\n    info = tarfile.TarInfo(name); info.size = len(body); t.addfile(info, io.BytesIO(body))\n`,
    );
    expect(archiveFormat(data)).toBe("tar.gz");
    const into = scratch();
    const root = await unpackArchive(data, into);
    expect(root).toBe(join(into, "bot-main"));
    expect(existsSync(join(root, "ott.json"))).toBe(true);
  });

  it.each([
    [
      "a zip symbolic link",
      `info = zipfile.ZipInfo("bot/evil.py"); info.external_attr = (stat.S_IFLNK | 0o777) << 16\nwith zipfile.ZipFile(out, "w") as z:\n  z.writestr("ott.json", b"{}")\n  z.writestr(info, "/etc/passwd")\n`,
      "links are refused",
    ],
    [
      "a tar symbolic link",
      `with tarfile.open(out, "w") as t:\n  info = tarfile.TarInfo("bot/evil.py"); info.type = tarfile.SYMTYPE; info.linkname = "/etc/passwd"; t.addfile(info)\n`,
      "links are refused",
    ],
    [
      "a tar hard link",
      `with tarfile.open(out, "w") as t:\n  info = tarfile.TarInfo("bot/evil.py"); info.type = tarfile.LNKTYPE; info.linkname = "/etc/passwd"; t.addfile(info)\n`,
      "links are refused",
    ],
    [
      "a tar device",
      `with tarfile.open(out, "w") as t:\n  info = tarfile.TarInfo("bot/dev"); info.type = tarfile.CHRTYPE; t.addfile(info)\n`,
      "not a plain file",
    ],
    [
      "a zip '..' path",
      `with zipfile.ZipFile(out, "w") as z:\n  z.writestr("../escape.py", b"x")\n`,
      "invalid relative path",
    ],
    [
      "a tar '..' path",
      `with tarfile.open(out, "w") as t:\n  info = tarfile.TarInfo("bot/../../escape.py"); info.size = 1; t.addfile(info, io.BytesIO(b"x"))\n`,
      "'..'",
    ],
    [
      "a tar absolute path",
      `with tarfile.open(out, "w") as t:\n  info = tarfile.TarInfo("/tmp/escape.py"); info.size = 1; t.addfile(info, io.BytesIO(b"x"))\n`,
      "absolute",
    ],
    [
      "a zip backslash path",
      `with zipfile.ZipFile(out, "w") as z:\n  z.writestr("bot\\\\..\\\\x.py", b"x")\n`,
      "archive path refused",
    ],
    [
      "too many entries",
      `with zipfile.ZipFile(out, "w") as z:\n  for i in range(${ARCHIVE_LIMITS.maxEntries + 1}): z.writestr(f"bot/f{i}.py", b"")\n`,
      "entries",
    ],
    [
      "too deep",
      `with zipfile.ZipFile(out, "w") as z:\n  z.writestr("/".join(["d"] * ${ARCHIVE_LIMITS.maxDepth + 1}) + "/x.py", b"")\n`,
      "levels deep",
    ],
    [
      "a zip bomb",
      `with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:\n  z.writestr("bot/big.py", b"0" * ${ARCHIVE_LIMITS.maxUnpackedBytes + 1})\n`,
      "unpacks to more than",
    ],
    [
      "a tar.gz bomb",
      `with tarfile.open(out, "w:gz") as t:\n  body = b"0" * ${ARCHIVE_LIMITS.maxUnpackedBytes + 2 * 1024 * 1024}\n  info = tarfile.TarInfo("bot/big.py"); info.size = len(body); t.addfile(info, io.BytesIO(body))\n`,
      "more than",
    ],
    [
      "the same path twice",
      `with zipfile.ZipFile(out, "w") as z:\n  z.writestr("bot/a.py", b"1")\n  z.writestr("bot/a.py", b"2")\n`,
      "twice",
    ],
    [
      "no ott.json",
      `with zipfile.ZipFile(out, "w") as z:\n  z.writestr("a/bot/main.py", b"1")\n  z.writestr("b.txt", b"1")\n`,
      "no ott.json",
    ],
  ])("refuses %s, writing nothing outside its folder", async (_what, code, message) => {
    const data = python(code);
    const into = scratch();
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith("escape"));
    await expect(unpackArchive(data, into)).rejects.toThrow(message);
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith("escape"))).toEqual(before);
    for (const entry of readdirSync(into, { recursive: true })) {
      expect(lstatSync(join(into, String(entry))).isSymbolicLink()).toBe(false);
    }
  });

  it("refuses what is not an archive, and an upload above the size bound", async () => {
    await expect(unpackArchive(Buffer.from("plain text"), scratch())).rejects.toThrow("not a zip");
    await expect(unpackArchive(Buffer.alloc(ARCHIVE_LIMITS.maxBytes + 1), scratch())).rejects.toThrow(
      "larger than",
    );
  });
});
