import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawControlIn } from "@rulekit/core/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonText, terminalText } from "../src/io/output.js";
import { jsonOf, REPO_ROOT, runCli } from "./helpers/run-cli.js";

/**
 * Names in content files, file names and the user's own arguments reach the terminal in the CLI's
 * lines. A hostile one (an escape sequence that sets the window title or colours the rest of the
 * screen, an 8-bit CSI, a bidi override that reorders the line) must come out as visible escapes:
 * every human line goes through `terminalText`, and JSON keeps the exact value but not the raw bytes.
 */
const HOSTILE = "Ember\u001b[31mRED\u001b]0;pwned\u0007\u202eevil\u009b2J";

function hostileContent(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "rulekit-inert-")), "content");
  cpSync(join(REPO_ROOT, "levels/card-combat"), dir, { recursive: true });
  const file = join(dir, "encounters.json");
  const encounters = JSON.parse(readFileSync(file, "utf8")) as { name: string }[];
  encounters[0]!.name = HOSTILE;
  writeFileSync(file, JSON.stringify(encounters, null, 2));
  return dir;
}

describe("what the CLI prints cannot drive the terminal", () => {
  it("terminalText escapes every control, keeps line feeds and tabs, and leaves printable text alone", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(rawControlIn(terminalText(text))).toBeNull();
      }),
    );
    expect(terminalText("a\tb\nc ünïcødé 名前")).toBe("a\tb\nc ünïcødé 名前");
    expect(terminalText(HOSTILE)).toBe("Ember\\x1b[31mRED\\x1b]0;pwned\\x07\\u{202e}evil\\x9b2J");
    // Nothing is cut, however long.
    expect(terminalText("x".repeat(100_000))).toHaveLength(100_000);
  });

  it("jsonText is the same JSON value with no raw control left in its text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: "binary" }), (value, text) => {
        for (const v of [value, { text }]) {
          const out = jsonText(v);
          expect(rawControlIn(out.replaceAll("\n", ""))).toBeNull();
          expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(v)));
        }
      }),
    );
  });

  it("a content file's names: `cards sim` shows them escaped, --json keeps them exactly", () => {
    const content = hostileContent();
    const human = runCli(["cards", "sim", "--games", "12", "--content", content]);
    expect(human.code).toBe(0);
    expect(rawControlIn(human.stdout.replaceAll("\n", ""))).toBeNull();
    expect(human.stdout).toContain("Ember\\x1b[31mRED\\x1b]0;pwned\\x07\\u{202e}evil\\x9b2J");
    const json = runCli(["cards", "sim", "--games", "12", "--content", content, "--json"]);
    expect(json.code).toBe(0);
    expect(rawControlIn(json.stdout.replaceAll("\n", ""))).toBeNull();
    const names = jsonOf(json).encounters.map((e: { encounter: string }) => e.encounter);
    expect(names).toContain(HOSTILE);
  });

  it("a whole run's screens and summary (`cards run`) show them escaped", () => {
    const run = runCli(["cards", "run", "--auto", "--content", hostileContent()]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Ember\\x1b[31m");
    expect(rawControlIn(`${run.stdout}${run.stderr}`.replaceAll("\n", ""))).toBeNull();
  });

  it("the user's own arguments in errors: a path, an unknown command (one line, escaped)", () => {
    const missing = runCli(["cards", "validate", `dir${HOSTILE}`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^rulekit: dirEmber\\x1b\[31m.*: cannot read/);
    expect(rawControlIn(missing.stderr.replaceAll("\n", ""))).toBeNull();
    const asJson = runCli(["cards", "validate", `dir${HOSTILE}`, "--json"]);
    expect(jsonOf(asJson).error.path).toBe(`dir${HOSTILE}`);
    expect(rawControlIn(asJson.stdout.replaceAll("\n", ""))).toBeNull();
    const unknown = runCli([`x${HOSTILE}`]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'xEmber\\x1b[31mRED");
    expect(rawControlIn(unknown.stderr.replaceAll("\n", ""))).toBeNull();
  });
});
