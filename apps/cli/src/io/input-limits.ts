/**
 * The size cap of every kind of file the CLI reads (documented in apps/cli/README.md). Each is far
 * above what a real file of that kind needs (the shipped ones are at most 40 KB) and low enough that
 * loading one takes well under a second. JSON is also bounded to 64 levels of nesting.
 */
export interface InputFormat {
  /** How the file is named in messages and in the README table. */
  label: string;
  maxBytes: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

export const INPUT_FORMATS = {
  shellTideLevel: { label: "Shell Tide level", maxBytes: 1 * MiB },
  shellTideProof: { label: "Shell Tide proof.json", maxBytes: 4 * MiB },
  cardsContent: { label: "card content file", maxBytes: 1 * MiB },
  cardsLog: { label: "card run or match log", maxBytes: 16 * MiB },
  rpsRuleSet: { label: "RPS RuleSet", maxBytes: 1 * MiB },
  rpsState: { label: "RPS protocol state", maxBytes: 1 * MiB },
  rpsTrace: { label: "RPS trace input", maxBytes: 16 * MiB },
  reactorLevel: { label: "Reactor level", maxBytes: 4 * MiB },
  reactorActions: { label: "Reactor action list", maxBytes: 4 * MiB },
  /** Anything else read as JSON (arena `--limits` files, `rps replay`). */
  other: { label: "other JSON input (arena --limits file, rps replay)", maxBytes: 16 * MiB },
} as const satisfies Record<string, InputFormat>;
