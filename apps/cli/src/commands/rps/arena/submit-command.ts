import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { arenaAction } from "./arena-action.js";

export interface SubmitFlags {
  ref?: string;
  into?: string;
  reference?: string;
  seed: string;
  limits?: string;
  json?: boolean;
}

export function registerSubmit(group: Command): void {
  jsonCommand(
    group,
    "submit",
    "take a bot in from git or a folder, store its snapshot and play its two check games",
  )
    .argument(
      "<git-url-or-folder>",
      "a git URL (file://, https://, ssh://), a local git repository, or a bot folder",
    )
    .option("--ref <ref>", "the branch, tag or commit to take (git sources; default HEAD)")
    .option(
      "--into <dir>",
      "a new (or empty) folder for the snapshot: ott.json, bot/, submission.json, checks/",
    )
    .option(
      "--reference <dir>",
      "the reference bot of the check games (default: the greedy Python sample shipped with the CLI)",
    )
    .option("--seed <seed>", "the check games' seed", "check")
    .option("--limits <file|json>", "override protocol limits, e.g. '{\"moveCpuMs\":200}'")
    .addHelpText(
      "after",
      `
A submission is a repository (or folder) with ott.json at its root and its code in bot/. It is
fetched with git (one commit, nothing checked out, no hook run, at most 64 MiB), checked with the
arena's submission rules (names, depth, sizes; a symbolic link or a submodule anywhere in bot/ or
as ott.json is refused), and only the language's source files in bot/ are kept (.py; .cpp and
headers; .js/.mjs/.cjs). The snapshot is stored in --into with its source hash and commit id
(--into is then a bot folder for 'rps tournament --bot'), and the two check games are played:
Classic against the reference bot, once from each side, replays in <into>/checks/.
Exit codes: 0 accepted (the check games were played without a fault of the submission, whoever
won) · 1 refused, does not build, faulted in a check game, or no result (infrastructure_error) ·
2 bad usage (no such repository or ref, --into not empty)`,
    )
    .action(arenaAction("rulekit rps submit", async () => (await import("./submit-action.js")).submitAction));
}
