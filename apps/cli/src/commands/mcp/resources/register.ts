import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CORE_RULES_EN } from "./core-rules-en.js";
import { CORE_RULES_VI } from "./core-rules-vi.js";
import { glossaryMarkdown } from "./glossary.js";
import { guardrailsMarkdown } from "./guardrails.js";

export interface CoachResource {
  name: string;
  uri: string;
  title: string;
  description: string;
  text: () => string;
}

/** The texts a coach agent reads before it talks about a level (all static, all Markdown). */
export const COACH_RESOURCES: readonly CoachResource[] = [
  {
    name: "shell-tide-core-rules-en",
    uri: "rulekit://shell-tide/core-rules/en",
    title: "Shell Tide core rules for coach agents (English)",
    description:
      "Seed 000 restated: board, legal moves, Dual Preview, Vortex, Sweep, turns, rating, near-miss.",
    text: () => CORE_RULES_EN,
  },
  {
    name: "shell-tide-core-rules-vi",
    uri: "rulekit://shell-tide/core-rules/vi",
    title: "Luật core Shell Tide cho Tide Coach Agent (tiếng Việt)",
    description: "Seed 000, the project's own Vietnamese text.",
    text: () => CORE_RULES_VI,
  },
  {
    name: "shell-tide-glossary-en",
    uri: "rulekit://shell-tide/glossary/en",
    title: "Shell Tide glossary (English)",
    description: "One meaning per term; what each term must never be used for.",
    text: () => glossaryMarkdown("en"),
  },
  {
    name: "shell-tide-glossary-vi",
    uri: "rulekit://shell-tide/glossary/vi",
    title: "Thuật ngữ Shell Tide (tiếng Việt)",
    description: "The glossary of seed 001 in Vietnamese.",
    text: () => glossaryMarkdown("vi"),
  },
  {
    name: "shell-tide-guardrails",
    uri: "rulekit://shell-tide/guardrails",
    title: "Guardrails for every Tide Coach Agent",
    description: "Seed 000's guardrails, English and Vietnamese.",
    text: () => guardrailsMarkdown(),
  },
];

export function registerResources(server: McpServer): void {
  for (const resource of COACH_RESOURCES) {
    server.registerResource(
      resource.name,
      resource.uri,
      { title: resource.title, description: resource.description, mimeType: "text/markdown" },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: resource.text() }] }),
    );
  }
}
