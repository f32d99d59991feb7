import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };

/** A one-commit repository made of a bot from bots/ plus `edit`. */
function repository(bot: string, edit: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-submit-repo-"));
  cpSync(join(REPO_ROOT, "bots", bot), dir, { recursive: true });
  edit(dir);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, env: GIT_ENV });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "submission");
  return dir;
}

const into = () => join(mkdtempSync(join(tmpdir(), "rulekit-submitted-")), "snapshot");
const submit = (source: string, target: string, ...extra: string[]) =>
  runCli(
    [
      "rps",
      "submit",
      source,
      "--into",
      target,
      "--limits",
      '{"moveCpuMs":3000,"moveWallMs":20000}',
      "--json",
      ...extra,
    ],
    {
      timeout: 180_000,
    },
  );

describe("rulekit rps submit", () => {
  it("stores the snapshot of a commit (sources only, hash, commit id) and plays the two check games", () => {
    const repo = repository("python-greedy", (dir) => writeFileSync(join(dir, "bot", "NOTES.md"), "ideas\n"));
    const target = into();
    const run = submit(`file://${repo}`, target);
    expect(run.code, run.stderr).toBe(0);
    const report = jsonOf(run);
    const commit = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: repo,
      env: GIT_ENV,
      encoding: "utf8",
    }).trim();
    expect(report).toMatchObject({
      status: "accepted",
      reason: null,
      commit,
      files: ["main.py"],
      dropped: ["NOTES.md"],
    });
    expect(readdirSync(join(target, "bot"))).toEqual(["main.py"]);
    expect(report.checks.map((c: any) => c.side)).toEqual([0, 1]);
    for (const check of report.checks) {
      expect(check.fault).toBeNull();
      expect(["win", "loss", "draw"]).toContain(check.outcome);
      const replay = runCli(["rps", "replay", join(target, check.replay), "--json"]);
      expect(replay.code, replay.stderr).toBe(0);
      const verified = jsonOf(replay);
      expect(verified.bots[check.side]).toMatchObject({
        name: "python-greedy",
        sourceHash: report.sourceHash,
      });
      expect(verified.engine).toBeDefined();
    }
    // The snapshot folder is a bot folder (ott.json + bot/) with the record of where it came from.
    const stored = JSON.parse(readFileSync(join(target, "submission.json"), "utf8"));
    expect(stored).toMatchObject({ commit, sourceHash: report.sourceHash, ref: "HEAD" });
  });

  it("reports a submission that does not build, or faults in a check game, with the reason (exit 1)", () => {
    const broken = repository("misbehaving/cpp/compile-error");
    const built = submit(broken, into());
    expect(built.code).toBe(1);
    const report = jsonOf(built);
    expect(report).toMatchObject({ status: "build_error", error: { code: "rule_failure" } });
    expect(report.checks.map((c: any) => c.fault.code)).toEqual(["bot_error", "bot_error"]);
    expect(built.stderr).toMatch(/submission build error: .*error/);

    const crashing = repository("misbehaving/python/exit-1");
    const crashed = submit(crashing, into());
    expect(crashed.code).toBe(1);
    expect(crashed.stderr).toMatch(/submission check fault: bot_crash moving first/);
    expect(jsonOf(crashed).checks.map((c: any) => c.outcome)).toEqual(["loss", "loss"]);
  });

  it("refuses a submission with a symbolic link (nothing stored); a bad ref or a used --into is bad usage", () => {
    const linked = repository("python-greedy", (dir) =>
      symlinkSync("/etc/shadow", join(dir, "bot", "data.py")),
    );
    const target = into();
    const refused = submit(linked, target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/submission refused: .*\/bot\/data\.py: only regular files and folders/);
    expect(existsSync(target)).toBe(false);

    const repo = repository("python-greedy");
    const badRef = submit(repo, into(), "--ref", "no-such-ref");
    expect(badRef.code).toBe(2);
    expect(badRef.stderr).toMatch(/git could not fetch no-such-ref/);
    const used = into();
    execFileSync("mkdir", ["-p", used]);
    writeFileSync(join(used, "x"), "");
    const taken = submit(repo, used);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toMatch(/is not empty/);
  });
});
