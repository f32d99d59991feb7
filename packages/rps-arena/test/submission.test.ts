import { execFileSync } from "node:child_process";
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSubmission, SUBMISSION_LIMITS, SubmissionError } from "../src/submission/load-submission.js";
import { parseManifest } from "../src/submission/manifest.js";
import { OpenFolder } from "../src/submission/no-follow.js";

const MANIFEST = '{"language":"python","entry":"main.py"}';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SubmissionError);
    return (error as Error).message;
  }
  throw new Error("expected a SubmissionError");
}

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-submission-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("ott.json", () => {
  it("accepts the protocol's two shapes and our JavaScript language, with aliases", () => {
    expect(parseManifest({ language: "python", entry: "main.py" })).toMatchObject({ ok: true });
    expect(parseManifest({ language: "cpp", entry: "main.cpp" })).toMatchObject({ ok: true });
    const js = parseManifest({ language: "node", entry: "main.mjs", extra: 1 });
    expect(js.ok && js.value).toMatchObject({ language: "javascript", extra: 1 });
    expect(parseManifest({ language: "C++", entry: "src/main.cpp" })).toMatchObject({ ok: true });
  });

  it("names the field and the problem for a bad manifest", () => {
    const bad = (data: unknown) => {
      const result = parseManifest(data);
      return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
    };
    expect(bad({ language: "rust", entry: "main.rs" })).toEqual([
      "$.language: unknown language 'rust' (python, cpp or javascript)",
    ]);
    expect(bad({ language: "python", entry: "../main.py" })[0]).toMatch(
      /^\$\.entry: entry must be a path inside bot\//,
    );
    expect(bad({ language: "python", entry: "/abs/main.py" })[0]).toMatch(/^\$\.entry/);
    expect(bad({ language: "cpp", entry: "main.py" })).toEqual(["$.entry: a cpp entry must end with .cpp"]);
    expect(bad({ entry: "main.py" })[0]).toMatch(/^\$\.language/);
  });
});

describe("loadSubmission", () => {
  it("reads bot/ sorted, names the bot after its folder, and hashes what is graded", () => {
    const dir = folder({
      "ott.json": '{"language":"python","entry":"main.py"}',
      "bot/main.py": "print(1)\n",
      "bot/lib/util.py": "X = 1\n",
      "README.md": "not graded",
    });
    const submission = loadSubmission(dir);
    expect(submission.files.map((f) => f.path)).toEqual(["lib/util.py", "main.py"]);
    expect(submission.name).toMatch(/^rulekit-submission-/);
    expect(submission.sourceHash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("gives the same hash for the same sources anywhere, and another when a byte or the entry changes", () => {
    const files = {
      "ott.json": '{"language":"python","entry":"main.py","name":"x"}',
      "bot/main.py": "print(1)\n",
    };
    const a = loadSubmission(folder(files)).sourceHash;
    expect(
      loadSubmission(folder({ ...files, "ott.json": '{ "entry": "main.py", "language": "python" }' }))
        .sourceHash,
    ).toBe(a);
    expect(loadSubmission(folder({ ...files, "README.md": "docs" })).sourceHash).toBe(a);
    expect(loadSubmission(folder({ ...files, "bot/main.py": "print(2)\n" })).sourceHash).not.toBe(a);
    const other = {
      ...files,
      "bot/other.py": "print(1)\n",
      "ott.json": '{"language":"python","entry":"other.py"}',
    };
    expect(loadSubmission(folder(other)).sourceHash).not.toBe(
      loadSubmission(folder({ ...other, "ott.json": files["ott.json"] })).sourceHash,
    );
  });

  it("refuses a folder without ott.json, bot/ or the entry, naming the path", () => {
    expect(() => loadSubmission(folder({ "bot/main.py": "" }))).toThrow(/ott\.json: missing/);
    expect(() => loadSubmission(folder({ "ott.json": '{"language":"python","entry":"main.py"}' }))).toThrow(
      /bot: missing/,
    );
    expect(() =>
      loadSubmission(folder({ "ott.json": '{"language":"python","entry":"main.py"}', "bot/other.py": "" })),
    ).toThrow(/main\.py: entry file not found/);
    expect(() => loadSubmission(folder({ "ott.json": "{", "bot/main.py": "" }))).toThrow(SubmissionError);
  });

  it("says so when the path is a file or does not exist, instead of an errno", () => {
    const dir = folder({ "ott.json": '{"language":"python","entry":"main.py"}', "bot/main.py": "" });
    expect(() => loadSubmission(join(dir, "ott.json"))).toThrow(
      /ott\.json: is a file, expected a bot folder/,
    );
    expect(() => loadSubmission(join(dir, "nope"))).toThrow(/nope: no such folder$/);
  });

  it("refuses symbolic links, so a bot cannot bring a host file into its sandbox", () => {
    const dir = folder({ "ott.json": MANIFEST, "bot/main.py": "" });
    symlinkSync("/etc/hostname", join(dir, "bot", "secret.txt"));
    expect(() => loadSubmission(dir)).toThrow(/secret\.txt: only regular files and folders/);
  });

  it("refuses a symlinked ott.json without printing a byte of what it points to", () => {
    const target = join(mkdtempSync(join(tmpdir(), "rulekit-secret-")), "shadow");
    writeFileSync(target, "root:$y$SECRETHASH:19000:0:99999:7:::\n");
    const dir = folder({ "bot/main.py": "" });
    symlinkSync(target, join(dir, "ott.json"));
    const message = messageOf(() => loadSubmission(dir));
    expect(message).toMatch(/ott\.json: is a symbolic link \(links are refused\)$/);
    expect(message).not.toMatch(/root|SECRET/);
  });

  it("never quotes ott.json in its errors, only where it is wrong", () => {
    const dir = folder({ "ott.json": '{"language": "python", "entry": SECRETTOKEN}', "bot/main.py": "" });
    const message = messageOf(() => loadSubmission(dir));
    expect(message).toMatch(/ott\.json: not valid JSON( \(at offset \d+\))?$/);
    expect(message).not.toContain("SECRET");
  });

  it("refuses a symlinked or missing bot/, a bot/ that is a file, and a symlinked subfolder", () => {
    const linked = folder({ "ott.json": MANIFEST, "elsewhere/main.py": "" });
    symlinkSync(join(linked, "elsewhere"), join(linked, "bot"));
    expect(() => loadSubmission(linked)).toThrow(/bot: is a symbolic link \(links are refused\)$/);
    const file = folder({ "ott.json": MANIFEST, bot: "x" });
    expect(() => loadSubmission(file)).toThrow(/bot: is not a folder$/);
    const sub = folder({ "ott.json": MANIFEST, "bot/main.py": "" });
    symlinkSync("/etc", join(sub, "bot", "etc"));
    expect(() => loadSubmission(sub)).toThrow(/bot\/etc: only regular files and folders/);
  });

  it("refuses FIFOs (without hanging on them), hard links and files over the size bound", () => {
    const fifo = folder({ "ott.json": MANIFEST, "bot/main.py": "" });
    execFileSync("mkfifo", [join(fifo, "bot", "pipe")]);
    expect(() => loadSubmission(fifo)).toThrow(/bot\/pipe: only regular files and folders/);
    const fifoManifest = folder({ "bot/main.py": "" });
    execFileSync("mkfifo", [join(fifoManifest, "ott.json")]);
    expect(() => loadSubmission(fifoManifest)).toThrow(/ott\.json: is not a regular file$/);

    const hard = folder({ "ott.json": MANIFEST, "bot/main.py": "", "outside.txt": "host file" });
    linkSync(join(hard, "outside.txt"), join(hard, "bot", "copy.txt"));
    expect(() => loadSubmission(hard)).toThrow(/bot\/copy\.txt: is a hard link/);

    const big = folder({
      "ott.json": `{"language":"python","entry":"main.py","pad":"${"x".repeat(70_000)}"}`,
    });
    expect(() => loadSubmission(big)).toThrow(/ott\.json: is larger than 65536 bytes$/);
    const source = folder({ "ott.json": MANIFEST, "bot/main.py": "" });
    writeFileSync(join(source, "bot", "blob.bin"), Buffer.alloc(SUBMISSION_LIMITS.maxBytes + 1));
    expect(() => loadSubmission(source)).toThrow(/blob\.bin: makes bot\/ more than 16777216 bytes/);
  });

  it("bounds depth and the number of files and folders", () => {
    const deep = folder({ "ott.json": MANIFEST, "bot/main.py": "", "bot/a/b/c/d/e/f/g/ok.py": "" });
    expect(loadSubmission(deep).files.map((f) => f.path)).toContain("a/b/c/d/e/f/g/ok.py");
    const tooDeep = folder({ "ott.json": MANIFEST, "bot/main.py": "", "bot/a/b/c/d/e/f/g/h/no.py": "" });
    expect(() => loadSubmission(tooDeep)).toThrow(/h\/no\.py: more than 8 levels deep/);
    const many = folder({ "ott.json": MANIFEST, "bot/main.py": "" });
    for (let i = 0; i < SUBMISSION_LIMITS.maxFiles; i++) mkdirSync(join(many, "bot", `d${i}`));
    expect(() => loadSubmission(many)).toThrow(/bot: more than 2000 files and folders$/);
  });

  it("reads a folder it opened even when it is swapped for a link afterwards", () => {
    const dir = folder({ "ott.json": MANIFEST, "bot/main.py": "print('mine')\n" });
    const opened = OpenFolder.open(join(dir, "bot"));
    try {
      renameSync(join(dir, "bot"), join(dir, "old"));
      mkdirSync(join(dir, "decoy"));
      writeFileSync(join(dir, "decoy", "main.py"), "print('decoy')\n");
      symlinkSync(join(dir, "decoy"), join(dir, "bot"));
      const read = opened.readFile("main.py", 1000);
      expect(read.ok && read.content.toString()).toBe("print('mine')\n");
      // A file replaced between the check and the read is refused, not read.
      const before = opened.lstat("main.py");
      writeFileSync(join(dir, "old", "new.py"), "print('swapped')\n");
      renameSync(join(dir, "old", "new.py"), join(dir, "old", "main.py"));
      expect(opened.readFile("main.py", 1000, before)).toEqual({
        ok: false,
        problem: "was replaced while it was being read",
      });
      rmSync(join(dir, "old", "main.py"));
      symlinkSync("/etc/hostname", join(dir, "old", "main.py"));
      expect(() => opened.readFile("main.py", 1000)).toThrow(expect.objectContaining({ code: "ELOOP" }));
    } finally {
      opened.close();
    }
    expect(readFileSync(join(dir, "bot", "main.py"), "utf8")).toBe("print('decoy')\n");
  });

  it("accepts every shipped sample and template bot", () => {
    const root = new URL("../../../bots/", import.meta.url).pathname;
    for (const name of ["python-greedy", "cpp-greedy", "ts-greedy", "templates/python", "templates/cpp"]) {
      expect(loadSubmission(join(root, name)).files.length).toBeGreaterThan(0);
    }
  });
});
