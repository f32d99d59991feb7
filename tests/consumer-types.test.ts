import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { repoRoot } from "./helpers/publishable.js";

/**
 * A small TypeScript project type-checks against the installed tarballs (their .d.ts / .d.cts) under
 * the two resolutions users have: `node16` (ESM file and CJS file) and `bundler`.
 */
const consumer = inject("projects").libraries!;
const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");

const ESM_SOURCE_OF = (arena: boolean) => `import { z } from "zod";
import { createRng, nextInt, type ParseResult, type ValidationIssue } from "@rulekit/core";
import { readInputFile } from "@rulekit/core/node";
import { CardDefinitionSchema, parseContent } from "@rulekit/card-combat";
import { LevelSchema as ReactorLevelSchema, loadLevel } from "@rulekit/reactor";
import { CLASSIC_V2, legalMoves, newGame, parseRuleSet, type RuleSet } from "@rulekit/rps-grid";
${arena ? 'import { MatchSummarySchema } from "@rulekit/rps-arena";\nexport const summary = MatchSummarySchema;\n' : ""}import { type Level, LevelSchema, parseLevel, solve } from "@rulekit/shell-tide";

// The engines' schemas inside the application's own (classic) zod schemas, with inferred types.
const Saved = z.object({ level: LevelSchema, rules: z.optional(z.string()) });
type Saved = z.infer<typeof Saved>;
const saved: Saved = { level: {} as Level };
const level: Level = saved.level;
const parsed: ParseResult<Level> = parseLevel(level);
const issues: ValidationIssue[] = parsed.ok ? [] : parsed.issues;
const optimal: number | null = solve(level).optimalTurns;
const rules: RuleSet = CLASSIC_V2;
const checked = parseRuleSet(rules);
const moves = legalMoves(newGame(rules, "seed"));
const draw: number = nextInt(createRng("seed"), 6);
const text: (path: string, format: { label: string; maxBytes: number }) => string = readInputFile;
const schemas = [CardDefinitionSchema, ReactorLevelSchema] as const;
export { checked, draw, issues, loadLevel, moves, optimal, parseContent, schemas, text };
`;

const CJS_SOURCE = `import shellTide = require("@rulekit/shell-tide");
import rpsGrid = require("@rulekit/rps-grid");
import core = require("@rulekit/core");
const result: ReturnType<typeof shellTide.parseLevel> = shellTide.parseLevel({});
const rules: rpsGrid.RuleSet = rpsGrid.CLASSIC_V2;
export const checks = [result.ok, rules.boardSize, core.stableHash({ a: 1 })];
`;

function typecheck(name: string, options: Record<string, unknown>, files: Record<string, string>) {
  const dir = join(consumer, "types", name);
  mkdirSync(dir, { recursive: true });
  for (const [file, source] of Object.entries(files)) writeFileSync(join(dir, file), source);
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: "es2022",
    lib: ["es2022"],
    types: ["node"],
    typeRoots: [join(repoRoot, "node_modules", "@types")],
    skipLibCheck: false,
    ...options,
  };
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions, files: Object.keys(files) }, null, 2),
  );
  try {
    execFileSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
    return "";
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    return `${e.stdout}${e.stderr}`;
  }
}

describe("a TypeScript consumer of the installed packages", () => {
  it("type-checks under node16 resolution (an ESM file and a CJS file)", () => {
    const out = typecheck(
      "node16",
      { module: "node16", moduleResolution: "node16" },
      // Not @rulekit/rps-arena yet: its distributed/ declarations use ioredis's default import as a type
      // (`import type IORedis from "ioredis"`), which node16 resolution refuses (TS2709); the fix is
      // the named `import type { Redis } from "ioredis"` there. Bundler resolution below includes it.
      { "index.ts": ESM_SOURCE_OF(false), "legacy.cts": CJS_SOURCE },
    );
    expect(out).toBe("");
  });

  it("type-checks under bundler resolution", () => {
    const out = typecheck(
      "bundler",
      { module: "esnext", moduleResolution: "bundler" },
      { "index.ts": ESM_SOURCE_OF(true) },
    );
    expect(out).toBe("");
  });

  it("fails on a type error (so the checks above can fail)", () => {
    const out = typecheck(
      "broken",
      // Only needs to show that an error surfaces: the libraries' own declarations are checked above.
      { module: "node16", moduleResolution: "node16", skipLibCheck: true },
      {
        "index.ts": `import { parseLevel } from "@rulekit/shell-tide";\nconst n: string = parseLevel({}).ok;\n`,
      },
    );
    expect(out).toMatch(/error TS2322/);
  });
});
