import { terminalText } from "./output.js";

/**
 * Commander's own usage errors (unknown command or option, missing argument, bad value) in the
 * CLI's error shape: one line starting `rulekit: `, with the "did you mean" hint on the same line.
 */
export function oneLineCommanderError(text: string, write: (text: string) => void): void {
  const body = text
    .replace(/^error: /, "")
    .trim()
    .replace(/\s*\n\s*/g, " ");
  // The words it quotes are the user's own arguments: made inert like every other line.
  write(terminalText(`rulekit: ${body}\n`));
}
