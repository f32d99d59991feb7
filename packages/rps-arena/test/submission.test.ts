import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSubmission, SubmissionError } from "../src/submission/load-submission.js";
import { parseManifest } from "../src/submission/manifest.js";

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
    const dir = folder({ "ott.json": '{"language":"python","entry":"main.py"}', "bot/main.py": "" });
    symlinkSync("/etc/hostname", join(dir, "bot", "secret.txt"));
    expect(() => loadSubmission(dir)).toThrow(/secret\.txt: only regular files and folders/);
  });

  it("accepts every shipped sample and template bot", () => {
    const root = new URL("../../../bots/", import.meta.url).pathname;
    for (const name of ["python-greedy", "cpp-greedy", "ts-greedy", "templates/python", "templates/cpp"]) {
      expect(loadSubmission(join(root, name)).files.length).toBeGreaterThan(0);
    }
  });
});
