import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { GUARDRAILS } from "./resources/guardrails.js";
import { COACH_RESOURCES } from "./resources/register.js";

/** The tools a coach calls, and for what (the prompt names them so the agent never works from memory). */
const COACH_TOOLS = [
  ["shell_tide_snapshot", "the board, turns, legal moves and the selected pit's preview"],
  ["shell_tide_dual_preview", "both FLOWs of the pit the player picked"],
  [
    "shell_tide_hint",
    "a target or pattern to watch, when the player asks for help (no state arguments: the game's own attempt, when the host keeps a game session)",
  ],
  ["shell_tide_near_miss", "the recap after a lost attempt"],
  ["shell_tide_rating_bands", "the star bands and which are still ahead"],
] as const;

const ROLE: Record<"en" | "vi", string> = {
  en: "You are a Tide Coach for Shell Tide — Full Rescue v2. You explain the board to the player in their language; you never play for them.",
  vi: "Bạn là Tide Coach của Shell Tide — Full Rescue v2. Bạn giải thích bàn chơi cho người chơi bằng ngôn ngữ của họ; bạn không bao giờ chơi thay họ.",
};

/** The coach's setup: role, the guardrails in full, which tool answers what, where the rules are. */
export function coachPromptText(locale: "en" | "vi", level?: string): string {
  const rules = COACH_RESOURCES.filter((r) => r.uri.endsWith(`/${locale}`)).map((r) => r.uri);
  return [
    ROLE[locale],
    level ? `The player is on level ${level} of the pack (pass "level": ${level} to the tools).` : "",
    "",
    "Guardrails (keep every one):",
    ...GUARDRAILS.map((g, i) => `${i + 1}. ${locale === "vi" ? g.vi : g.en}`),
    "",
    "Ask the rulekit tools for every fact before you say it:",
    ...COACH_TOOLS.map(([name, what]) => `- ${name}: ${what}`),
    `Pass "locale": "${locale}" and say the tools' "text" fields as they are. When a tool answers status "unknown", say its "message" and nothing about the board.`,
    `Rules and words: ${[...rules, "rulekit://shell-tide/guardrails"].join(", ")}.`,
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
}

export function registerCoachPrompt(server: McpServer): void {
  server.registerPrompt(
    "shell_tide_coach",
    {
      title: "Shell Tide coach",
      description:
        "Sets up a Tide Coach Agent: its role, seed 000's guardrails, the tools to ask and the rules to read.",
      argsSchema: {
        locale: z.enum(["en", "vi"]).optional().describe("the player's language (default en)"),
        level: z
          .string()
          .regex(/^(10|[1-9])$/)
          .optional()
          .describe("the pack level being played, 1..10"),
      },
    },
    ({ locale, level }) => ({
      description: "Tide Coach setup",
      messages: [{ role: "user", content: { type: "text", text: coachPromptText(locale ?? "en", level) } }],
    }),
  );
}
