import { inertText, type ParseResult, parseWith } from "@rulekit/core";
import { z } from "zod";
import { displayNameProblem, relativePathProblem } from "./names.js";

/** Languages the arena runs; `javascript` (Node) is this project's addition to the protocol. */
export const LANGUAGES = ["python", "cpp", "javascript"] as const;
export type BotLanguage = (typeof LANGUAGES)[number];

const ALIASES: Record<string, BotLanguage> = {
  python: "python",
  python3: "python",
  cpp: "cpp",
  "c++": "cpp",
  javascript: "javascript",
  js: "javascript",
  node: "javascript",
};

/** File extensions an entry may have, per language. */
export const ENTRY_EXTENSIONS: Record<BotLanguage, readonly string[]> = {
  python: [".py"],
  cpp: [".cpp"],
  javascript: [".js", ".mjs", ".cjs"],
};

/**
 * `ott.json` at the root of a submission: `{"language":"python","entry":"main.py"}`. `entry` is
 * relative to `bot/` and follows the rules for names under bot/ (names.ts). `name` is optional
 * (default: the folder's name), printable and at most 64 characters. Unknown fields are kept.
 */
export const ManifestSchema = z
  .looseObject({
    language: z.string().transform((value, ctx) => {
      const language = ALIASES[value.toLowerCase()];
      if (!language) {
        const shown = inertText(value, { maxChars: 40 });
        ctx.addIssue({ code: "custom", message: `unknown language '${shown}' (python, cpp or javascript)` });
        return z.NEVER;
      }
      return language;
    }),
    entry: z
      .string()
      .min(1)
      .superRefine((entry, ctx) => {
        const problem = relativePathProblem(entry);
        if (problem)
          ctx.addIssue({ code: "custom", message: `entry must be a path inside bot/: it ${problem}` });
      }),
    name: z
      .string()
      .superRefine((name, ctx) => {
        const problem = displayNameProblem(name);
        if (problem) ctx.addIssue({ code: "custom", message: `name ${problem}` });
      })
      .optional(),
  })
  .superRefine((manifest, ctx) => {
    const extensions = ENTRY_EXTENSIONS[manifest.language];
    if (!extensions.some((ext) => manifest.entry.endsWith(ext))) {
      ctx.addIssue({
        code: "custom",
        path: ["entry"],
        message: `a ${manifest.language} entry must end with ${extensions.join(" or ")}`,
      });
    }
  });

export type Manifest = z.output<typeof ManifestSchema>;

export function parseManifest(data: unknown): ParseResult<Manifest> {
  return parseWith(ManifestSchema, data);
}
