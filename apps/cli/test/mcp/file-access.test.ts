import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runCli } from "../helpers/run-cli.js";
import { connectMcp, known, type McpSession, toolError } from "./helpers/mcp-client.js";
import { levelPath } from "./helpers/shell-tide.js";

/** Words only the files below hold: no answer may ever carry them. */
const SECRET = "SECRET-c0ffee-41";
/** What /etc/passwd and /proc/self/environ start with on these machines. */
const HOST_BYTES = /root:x:0:0|HOME=|PATH=|SECRET-c0ffee/;

/** Every file argument of every tool, as a function of a path. */
const FILE_ARGS: [string, (path: string) => Record<string, unknown>][] = [
  ["shell_tide_snapshot", (path) => ({ levelFile: path })],
  ["shell_tide_hint", (path) => ({ levelFile: path })],
  ["reactor_view", (path) => ({ level: path })],
  ["reactor_legal_actions", (path) => ({ level: path })],
  ["cards_match_summary", (path) => ({ logFile: path })],
];

let dir: string;
let allowed: string;
let mcp: McpSession;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rulekit-mcp-files-"));
  allowed = join(dir, "allowed");
  mkdirSync(allowed);
  // Outside the allowed folder: a private file, and links to it (and to the host) from inside.
  writeFileSync(join(dir, "private.json"), JSON.stringify({ format: "card-match-log", token: SECRET }));
  symlinkSync(join(dir, "private.json"), join(allowed, "link-to-private.json"));
  symlinkSync("/etc/passwd", join(allowed, "passwd.json"));
  symlinkSync("/etc", join(allowed, "etc"));
  // Inside: files that are not JSON, or not of any tool's kind, holding the secret.
  writeFileSync(join(allowed, "not-json.json"), `${SECRET}\nroot:x:0:0:root:/root:/bin/bash\n`);
  writeFileSync(join(allowed, "wrong-kind.json"), JSON.stringify({ [SECRET]: SECRET, nodes: SECRET }));
  mcp = await connectMcp(["--allow-dir", allowed]);
});
afterAll(async () => {
  await mcp?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("rulekit mcp: file arguments are confined to the folders the host allowed", () => {
  it("refuses host files by any path, with the same words whether the file exists or not", async () => {
    const outside = [
      "/etc/passwd",
      "/proc/self/environ",
      "/etc/no-such-file",
      "../../../../../../etc/passwd",
      "levels/../package.json",
      join(dir, "private.json"),
    ];
    for (const [tool, args] of FILE_ARGS) {
      for (const path of outside) {
        const text = await toolError(mcp, tool, args(path));
        expect(text, `${tool} ${path}`).toMatch(/^outside_allowed_folders: /);
        expect(text).not.toMatch(HOST_BYTES);
      }
    }
  });

  it("refuses symbolic links inside an allowed folder that lead out of it", async () => {
    for (const [tool, args] of FILE_ARGS) {
      for (const name of ["link-to-private.json", "passwd.json", "etc/passwd", "etc/hostname"]) {
        const text = await toolError(mcp, tool, args(join(allowed, name)));
        expect(text, `${tool} ${name}`).toMatch(/^outside_allowed_folders: /);
        expect(text).not.toMatch(HOST_BYTES);
      }
    }
  });

  it("names what is wrong with a file inside, never what it holds", async () => {
    for (const [tool, args] of FILE_ARGS) {
      const notJson = await toolError(mcp, tool, args(join(allowed, "not-json.json")));
      expect(notJson).toMatch(/^invalid_json: .*is not JSON/);
      const wrongKind = await toolError(mcp, tool, args(join(allowed, "wrong-kind.json")));
      expect(wrongKind).toMatch(/^invalid_input: .*is not a valid/);
      const missing = await toolError(mcp, tool, args(join(allowed, "missing.json")));
      expect(missing).toMatch(/^not_found: /);
      for (const text of [notJson, wrongKind, missing]) expect(text).not.toMatch(HOST_BYTES);
    }
    expect(mcp.stderr()).not.toMatch(HOST_BYTES);
  });

  it("still reads the pack, the levels folder and the allowed folders", async () => {
    expect((await known(mcp, "shell_tide_snapshot", { levelFile: levelPath(2) })).nodeCount).toBe(8);
    writeFileSync(join(allowed, "level.json"), readFileSync(join(REPO_ROOT, levelPath(2))));
    expect(
      (await known(mcp, "shell_tide_snapshot", { levelFile: join(allowed, "level.json") })).nodeCount,
    ).toBe(8);
    expect(
      (await known(mcp, "reactor_view", { level: "levels/reactor/01-flow-and-consumers.json" })).turn,
    ).toBe(1);
  });

  it("refuses an --allow-dir that is not a folder at start, in one line", () => {
    const run = runCli(["mcp", "--allow-dir", join(dir, "private.json")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--allow-dir: .* is not a directory/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
