import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import pkg from "../package.json" with { type: "json" };
import { runCli } from "./helpers/run-cli.js";

describe("rulekit (shell)", () => {
  it("prints its version", () => {
    const run = runCli(["--version"]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(pkg.version);
  });

  it("lists one command group per engine in --help, with the exit codes", () => {
    const run = runCli(["--help"]);
    expect(run.code).toBe(0);
    for (const group of ["shell-tide", "cards", "rps", "reactor"]) expect(run.stdout).toContain(group);
    expect(run.stdout).toMatch(/Exit codes:/);
  });

  it("rejects an unknown command with exit 2 and one line, suggesting the closest", () => {
    const run = runCli(["shel-tide"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown command 'shel-tide'/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("rejects an unknown command with exit 2 also when --help follows it, at any depth", () => {
    const cases: [string[], string][] = [
      [["frob", "serve", "--help"], "frob"],
      [["frob", "serve", "-h"], "frob"],
      [["frob", "serve"], "frob"],
      [["help", "frob"], "frob"],
      [["--debug", "frob", "--help"], "frob"],
      [["arena", "frob", "--help"], "frob"],
      [["shell-tide", "frob", "--help"], "frob"],
      [["shell-tide", "help", "frob"], "frob"],
      [["rps", "rules", "frob", "--help"], "frob"],
    ];
    for (const [args, word] of cases) {
      const run = runCli(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stdout, args.join(" ")).toBe("");
      expect(run.stderr, args.join(" ")).toMatch(
        new RegExp(`^rulekit: unknown command '${word}'[^\\n]*\\n$`),
      );
    }
  });

  it("still prints the help of a known command, whatever follows --help", () => {
    for (const args of [
      ["shell-tide", "--help"],
      ["shell-tide", "solve", "--help"],
      ["shell-tide", "solve", "level-3", "--help"],
      ["rps", "rules", "validate", "--help"],
      ["help", "rps"],
      ["mcp", "--pack", "frob", "--help"],
    ]) {
      const run = runCli(args);
      expect(run.code, args.join(" ")).toBe(0);
      expect(run.stdout, args.join(" ")).toMatch(/^Usage: rulekit /);
    }
  });

  it("rejects an unknown option with exit 2 and one rulekit: line, in every group", () => {
    for (const args of [["--frobnicate"], ["shell-tide", "solve", "--frobnicate"], ["reactor", "validate"]]) {
      const run = runCli(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/^rulekit: (unknown option|missing required argument)[^\n]*\n$/);
    }
  });

  it("`rulekit help <group>` loads that group and lists its commands", () => {
    const help = runCli(["help", "reactor"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/validate .*<level>/);
  });
});

describe("input helpers (through the built binary's modules)", () => {
  it("name the file and the problem for missing, non-JSON and directory inputs", async () => {
    const { readJsonFile } = await import("../src/io/read-input.js");
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{ nope");
    expect(() => readJsonFile(join(dir, "missing.json"))).toThrow(/missing\.json: cannot read: no such file/);
    expect(() => readJsonFile(bad)).toThrow(/bad\.json: not valid JSON/);
    expect(() => readJsonFile(dir)).toThrow(/is a directory/);
  });

  it("keeps a JSON error on one line even when the bad input spans lines", async () => {
    const { readJsonFile } = await import("../src/io/read-input.js");
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-"));
    const bad = join(dir, "notes.json");
    writeFileSync(bad, "# not json\nsecond line\n");
    expect(() => readJsonFile(bad)).toThrow(/notes\.json: not valid JSON: [^\n]*$/);
  });

  it("reports a wrong kind of file with the JSON path", async () => {
    const { expectKind } = await import("../src/io/read-input.js");
    expect(() =>
      expectKind("x.json", "level", {
        ok: false,
        issues: [{ path: "$.nodes", code: "invalid_type", message: "expected array" }],
      }),
    ).toThrow("x.json: not a valid level: $.nodes: expected array");
  });
});
