import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSubmission, SubmissionError } from "../src/submission/load-submission.js";
import { parseManifest } from "../src/submission/manifest.js";
import { displayNameProblem, nameProblem, relativePathProblem } from "../src/submission/names.js";
import { rawControlIn } from "./helpers/raw-control.js";

const MANIFEST = '{"language":"python","entry":"main.py"}';

function botFolder(extra: (bot: string) => void, manifest = MANIFEST): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-names-"));
  mkdirSync(join(dir, "bot"));
  writeFileSync(join(dir, "ott.json"), manifest);
  writeFileSync(join(dir, "bot", "main.py"), "");
  extra(join(dir, "bot"));
  return dir;
}

function refusal(dir: string): string {
  try {
    loadSubmission(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SubmissionError);
    expect((error as SubmissionError).kind).toBe("refused");
    return (error as Error).message;
  }
  throw new Error(`${dir} was accepted`);
}

describe("names under bot/", () => {
  it("accepts ordinary names, spaces and non-ASCII letters", () => {
    for (const name of ["main.py", "my bot.py", ".hidden", "...", "ünïcødé.py", "a-b_c.d", "x".repeat(100)]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it("refuses what a tool could read as an option, a climb, a separator or a terminal control", () => {
    const refused: [string, RegExp][] = [
      ["-o", /starts with '-' or '@'/],
      ["--output=x", /starts with '-'/],
      ["@opts", /starts with '-' or '@'/],
      ["..", /'\.' or '\.\.'/],
      [".", /'\.' or '\.\.'/],
      ["a\\b.py", /backslash/],
      ["tab\there", /unprintable/],
      ["esc\u001b[31m", /unprintable/],
      ["nul\u0000", /unprintable/],
      ["del\u007f", /unprintable/],
      ["csi\u009b", /unprintable/],
      ["rlo\u202egnp.py", /unprintable/],
      ["lri\u2066", /unprintable/],
      ["zwsp\u200b", /unprintable/],
      ["nbsp\u00a0", /unprintable/],
      ["line\u2028sep", /unprintable/],
      ["lone\ud800", /unprintable/],
      ["x".repeat(101), /longer than 100 bytes/],
      ["é".repeat(51), /longer than 100 bytes/],
    ];
    for (const [name, problem] of refused) expect(nameProblem(name), JSON.stringify(name)).toMatch(problem);
  });

  it("checks relative paths: no absolute path, no backslash, bounded depth and length", () => {
    expect(relativePathProblem("src/main.cpp")).toBeNull();
    expect(relativePathProblem("/etc/passwd")).toMatch(/absolute/);
    expect(relativePathProblem("a\\main.py")).toMatch(/backslash/);
    expect(relativePathProblem("a//main.py")).toMatch(/is empty/);
    expect(relativePathProblem("a/../main.py")).toMatch(/'\.' or '\.\.'/);
    expect(relativePathProblem("-o/main.py")).toMatch(/starts with '-'/);
    expect(relativePathProblem("a/b/c/d/e/f/g/h/main.py")).toMatch(/more than 8 levels/);
    expect(relativePathProblem(`${"d".repeat(99)}/${"d".repeat(99)}/${"m".repeat(40)}.py`)).toMatch(
      /longer than 240 bytes/,
    );
  });

  it("refuses a submission holding such a name, showing the name escaped", () => {
    const cases: [(bot: string) => void, RegExp][] = [
      [(bot) => writeFileSync(join(bot, "-o"), ""), /bot\/-o: the name starts with '-'/],
      [(bot) => mkdirSync(join(bot, "-o")), /bot\/-o: the name starts with '-'/],
      [(bot) => writeFileSync(join(bot, "@flags"), ""), /bot\/@flags: the name starts with '-' or '@'/],
      [(bot) => writeFileSync(join(bot, "a\\b.py"), ""), /a\\b\.py: the name has a slash or a backslash/],
      [
        (bot) => writeFileSync(join(bot, "x\u001b]0;owned\u0007.py"), ""),
        /bot\/x\\x1b\]0;owned\\x07\.py: the name has a control/,
      ],
      [
        (bot) => writeFileSync(join(bot, "\u202eyp.txt"), ""),
        /bot\/\\u\{202e\}yp\.txt: the name has a control/,
      ],
      [
        (bot) => writeFileSync(Buffer.from(`${bot}/bad\xff.py`, "latin1"), ""),
        /bot\/bad\\xff\.py: the name is not UTF-8/,
      ],
    ];
    for (const [make, message] of cases) {
      const text = refusal(botFolder(make));
      expect(text).toMatch(message);
      expect(rawControlIn(text)).toBeNull();
    }
  });
});

describe("ott.json entry and name", () => {
  const issues = (data: unknown) => {
    const result = parseManifest(data);
    return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
  };

  it("gives the entry the rules of names under bot/", () => {
    expect(issues({ language: "python", entry: "src/main.py" })).toEqual([]);
    expect(issues({ language: "python", entry: "-o/main.py" })[0]).toMatch(
      /^\$\.entry: entry must be a path inside bot\/: it has a component that starts with '-'/,
    );
    expect(issues({ language: "python", entry: "a\\main.py" })[0]).toMatch(/backslash/);
    expect(issues({ language: "python", entry: "a/\u001b.py" })[0]).toMatch(/unprintable/);
    expect(issues({ language: "python", entry: `${"a/".repeat(8)}main.py` })[0]).toMatch(/8 levels/);
  });

  it("wants a printable name of at most 64 characters", () => {
    expect(issues({ language: "python", entry: "main.py", name: "Nice bot ü" })).toEqual([]);
    expect(displayNameProblem("x".repeat(65))).toMatch(/1 to 64/);
    expect(displayNameProblem("")).toMatch(/1 to 64/);
    expect(displayNameProblem(" padded")).toMatch(/space/);
    expect(issues({ language: "python", entry: "main.py", name: "evil\u001b[2J" })).toEqual([
      "$.name: name has a control, format or other unprintable character",
    ]);
    expect(issues({ language: "python", entry: "main.py", name: "a\u202eb" })[0]).toMatch(/unprintable/);
  });

  it("quotes an unknown language only escaped and bounded", () => {
    const [issue] = issues({ language: `rust\u001b[31m${"x".repeat(100)}`, entry: "main.rs" });
    expect(issue).toMatch(
      /^\$\.language: unknown language 'rust\\x1b\[31mx+…' \(python, cpp or javascript\)$/,
    );
    expect(rawControlIn(issue ?? "")).toBeNull();
  });

  it("refuses a folder whose ott.json breaks them, keeping the manifest out of the message", () => {
    const named = refusal(
      botFolder(() => {}, '{"language":"python","entry":"main.py","name":"a\\u001b[2Jb"}'),
    );
    expect(named).toMatch(/ott\.json: \$\.name: name has a control/);
    expect(rawControlIn(named)).toBeNull();
    const misplaced = refusal(botFolder(() => {}, '{"language" "python"}'));
    expect(misplaced).toMatch(/ott\.json: not valid JSON \(at offset 12\)$/);
    const deep = refusal(
      botFolder(() => {}, `{"language":"python","entry":"main.py","x":${"[".repeat(40)}${"]".repeat(40)}}`),
    );
    expect(deep).toMatch(
      /ott\.json: not a bot manifest: it nests arrays or objects more than 16 levels deep$/,
    );
  });

  it("names a bot without a name after its folder, escaped", () => {
    const parent = mkdtempSync(join(tmpdir(), "rulekit-names-"));
    const dir = join(parent, "bot\u001b[31m");
    mkdirSync(join(dir, "bot"), { recursive: true });
    writeFileSync(join(dir, "ott.json"), MANIFEST);
    writeFileSync(join(dir, "bot", "main.py"), "");
    expect(loadSubmission(dir).name).toBe("bot\\x1b[31m");
  });
});
