import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { Limits } from "@rulekit/rps-grid";
import { testGit } from "./host-state.js";
import { type FeatureProbe, KERNEL_FEATURES, type KernelFeature } from "./kernel-features.js";
import { BOTS_DIR } from "./real-bots.js";

/** The red-team bots: bots/attacks/<class>/<name>/, each described by its attack.json. */
export const ATTACKS_DIR = join(BOTS_DIR, "attacks");
/**
 * The C++ attack bots' shared helper (the protocol without a JSON library). No bot carries a copy:
 * `assemble` places this one file into `bot/` of every submission whose sources include it.
 */
export const SHARED_HELPER = join(ATTACKS_DIR, "_shared", "attack.h");
export const SHARED_HELPER_NAME = "attack.h";

/** A fault code, or `refused`: the submission must not load at all (SubmissionError). */
export type ExpectedOutcome = string;

/** One bot's attack.json (bots/attacks/README.md). */
export interface AttackBot {
  /** `<class>/<name>`. */
  id: string;
  dir: string;
  class: string;
  tries: string;
  /** Every code that counts as contained (most bots allow exactly one). */
  expect: ExpectedOutcome[];
  /** Accepted moves of the attacker before its fault (exact); default 0. */
  moves?: number;
  /** At most this many accepted moves (when the exact number depends on timing). */
  maxMoves?: number;
  /** Limits for this bot's matches, over the suite's. */
  limits?: Partial<Limits>;
  /** Its fault message (stderr, compiler output, name) must carry no raw control character. */
  inertText?: boolean;
  /** Its fault message must name no host path. */
  noHostPaths?: boolean;
  /** Runs with no other match at the same time (it aims at host-wide state, e.g. a sysctl). */
  exclusive?: boolean;
  /** Needs the compiler's CPU or wall limit to stop it. */
  slow?: boolean;
  guarantee: string;
  /** Entries the test creates when it assembles the submission (links, odd names, a library, git repositories). */
  materialize?: MaterializeEntry[];
  /**
   * `submit`: the attack is the folder given to `rulekit rps submit` (submitBot, which takes a
   * folder with a `.git` as a repository): it must be refused before anything is fetched, stored or played.
   */
  via?: "submit";
  /**
   * The kernel feature the attack aims at. Without `whenAbsent` the verdict is the same on every
   * kernel (the seccomp filter decides before the kernel looks at the call); with it, a kernel that
   * lacks the feature produces another contained verdict, demanded there instead (and only there).
   */
  kernel?: {
    feature: KernelFeature;
    whenAbsent?: { expect: string; fault: string; why: string };
  };
}

/** What a bot must get on this machine's kernel: its codes, and a pattern its fault message must match. */
export interface Demanded {
  expect: string[];
  fault?: RegExp;
  /** How the kernel decided it, for the test's title and the report. */
  note: string;
}

export function demandedOn(bot: AttackBot, features: Record<KernelFeature, FeatureProbe>): Demanded {
  if (!bot.kernel) return { expect: bot.expect, note: "" };
  const probe = features[bot.kernel.feature];
  if (!probe)
    throw new Error(`${bot.id}: unknown kernel feature ${bot.kernel.feature} (know ${KERNEL_FEATURES})`);
  const absent = bot.kernel.whenAbsent;
  if (probe.available || !absent)
    return { expect: bot.expect, note: `${bot.kernel.feature} ${probe.available ? "present" : "absent"}` };
  return {
    expect: [absent.expect],
    fault: new RegExp(absent.fault),
    note: `${bot.kernel.feature} absent: ${absent.why}`,
  };
}

export type MaterializeEntry =
  | { symlink: string; to: string }
  | { hardlink: string; to: string }
  | { file: string; text: string }
  | { copy: string; to: string }
  | { fifo: string }
  | { sharedLibrary: string; source: string }
  | { deepFolder: string; depth: number; leaf: string }
  /** Runs `git <args>` in the submission folder (a fixed author, no system or global configuration). */
  | { git: string[] }
  /** Removes a file or folder of the submission (e.g. `.git/objects`, to put a link there). */
  | { remove: string }
  /**
   * Commits, on top of HEAD, a `bot/` that names fanout^depth paths through `depth` levels of one
   * reused tree (a few hundred bytes of objects): a "tree bomb".
   */
  | { treeBomb: string; fanout: number; depth: number };

/**
 * Placeholders in materialize entries' texts, link targets and git arguments: `{victim}` (the
 * private repository's folder), `{victimCommit}`, `{head}` (the submission's own HEAD commit).
 */
export type AssembleVariables = Record<string, string>;

/** Every attack bot, sorted by id. */
export function loadAttackBots(): AttackBot[] {
  const bots: AttackBot[] = [];
  for (const group of readdirSync(ATTACKS_DIR, { withFileTypes: true })) {
    if (!group.isDirectory() || group.name.startsWith("_")) continue;
    for (const entry of readdirSync(join(ATTACKS_DIR, group.name), { withFileTypes: true })) {
      const dir = join(ATTACKS_DIR, group.name, entry.name);
      const file = join(dir, "attack.json");
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const data = JSON.parse(readFileSync(file, "utf8")) as Omit<AttackBot, "id" | "dir" | "expect"> & {
        expect: string | string[];
      };
      bots.push({
        ...data,
        id: `${group.name}/${entry.name}`,
        dir,
        expect: Array.isArray(data.expect) ? data.expect : [data.expect],
      });
    }
  }
  return bots.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The language of a bot from its ott.json, or from its entry file when ott.json is the attack. */
export function languageOf(bot: AttackBot): string {
  try {
    return (JSON.parse(readFileSync(join(bot.dir, "ott.json"), "utf8")) as { language: string }).language;
  } catch {
    const files = existsSync(join(bot.dir, "bot")) ? readdirSync(join(bot.dir, "bot")) : [];
    if (files.some((f) => f.endsWith(".cpp"))) return "cpp";
    if (files.some((f) => f.endsWith(".js"))) return "javascript";
    return "python";
  }
}

/** Whether a file under the bot's `bot/` includes the shared helper (`#include "attack.h"`). */
export function usesSharedHelper(bot: AttackBot): boolean {
  const botDir = join(bot.dir, "bot");
  if (!existsSync(botDir)) return false;
  const include = /#\s*include\s*"attack\.h"/;
  return readdirSync(botDir, { recursive: true, withFileTypes: true }).some(
    (entry) =>
      entry.isFile() &&
      /\.(cpp|h|hpp)$/.test(entry.name) &&
      include.test(readFileSync(join(entry.parentPath, entry.name), "utf8")),
  );
}

/**
 * The submission folder to hand to the arena: the bot's own folder, or a private copy in the
 * system temp dir when the bot needs one: the shared helper placed into `bot/` (for every bot that
 * includes it), and the `materialize` entries created (links, names with control characters and
 * libraries cannot be committed safely). Returns a cleanup.
 */
export function assemble(
  bot: AttackBot,
  variables: AssembleVariables = {},
): { dir: string; cleanup: () => void } {
  const helper = usesSharedHelper(bot);
  if (!bot.materialize && !helper) return { dir: bot.dir, cleanup: () => {} };
  const root = mkdtempSync(join(tmpdir(), "rulekit-redteam-bot-"));
  const dir = join(root, bot.id.split("/")[1]!);
  cpSync(bot.dir, dir, { recursive: true, filter: (src) => relative(bot.dir, src) !== "attack.json" });
  if (helper) copyFileSync(SHARED_HELPER, join(dir, "bot", SHARED_HELPER_NAME));
  const fill = (text: string) =>
    text.replace(/\{(victim|victimCommit|head)\}/g, (whole, name: string) => {
      if (name === "head") return testGit(dir, ["rev-parse", "HEAD"]);
      const value = variables[name];
      if (value === undefined) throw new Error(`${bot.id}: no value for ${whole}`);
      return value;
    });
  for (const entry of bot.materialize ?? []) {
    if ("git" in entry) {
      testGit(dir, entry.git.map(fill));
    } else if ("remove" in entry) {
      rmSync(join(dir, entry.remove), { recursive: true, force: true });
    } else if ("treeBomb" in entry) {
      treeBomb(dir, entry.treeBomb, entry.fanout, entry.depth);
    } else if ("symlink" in entry) {
      mkdirSync(dirname(join(dir, entry.symlink)), { recursive: true });
      symlinkSync(fill(entry.to), join(dir, entry.symlink));
    } else if ("hardlink" in entry) {
      linkSync(entry.to, join(dir, entry.hardlink));
    } else if ("file" in entry) {
      mkdirSync(dirname(join(dir, fill(entry.file))), { recursive: true });
      writeFileSync(join(dir, fill(entry.file)), fill(entry.text));
    } else if ("copy" in entry) {
      mkdirSync(dirname(join(dir, entry.to)), { recursive: true });
      copyFileSync(join(dir, entry.copy), join(dir, entry.to));
    } else if ("fifo" in entry) {
      const made = spawnSync("mkfifo", [join(dir, entry.fifo)]);
      if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
    } else if ("sharedLibrary" in entry) {
      const out = join(dir, entry.sharedLibrary);
      const built = spawnSync("cc", [
        "-shared",
        "-fPIC",
        "-nostdlib",
        "-O2",
        "-o",
        out,
        join(bot.dir, entry.source),
      ]);
      if (built.status !== 0) throw new Error(`cannot build ${entry.sharedLibrary}: ${built.stderr}`);
    } else {
      const path = join(dir, entry.deepFolder, ...Array.from({ length: entry.depth }, () => "d"));
      mkdirSync(path, { recursive: true });
      writeFileSync(join(path, entry.leaf), "deep\n");
    }
  }
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A commit on top of HEAD whose `folder` names fanout^depth files: level 0 is a tree of `fanout`
 * copies of one small file, each level above a tree of `fanout` names for the level below.
 */
function treeBomb(dir: string, folder: string, fanout: number, depth: number): void {
  const names = Array.from({ length: fanout }, (_, i) => `d${i}`);
  const blob = testGit(dir, ["hash-object", "-w", "--stdin"], "x = 1\n");
  let tree = testGit(dir, ["mktree"], names.map((n) => `100644 blob ${blob}\t${n}.py\n`).join(""));
  for (let level = 1; level < depth; level++) {
    tree = testGit(dir, ["mktree"], names.map((n) => `040000 tree ${tree}\t${n}\n`).join(""));
  }
  const top = testGit(dir, ["ls-tree", "HEAD"])
    .split("\n")
    .filter((line) => line && !line.endsWith(`\t${folder}`));
  const root = testGit(dir, ["mktree"], `${[...top, `040000 tree ${tree}\t${folder}`].join("\n")}\n`);
  const commit = testGit(dir, ["commit-tree", root, "-p", "HEAD", "-m", "a tree bomb"]);
  testGit(dir, ["update-ref", "HEAD", commit]);
}
