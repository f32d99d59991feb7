import { inertText } from "@rulekit/rps-arena";

/** A bot-controlled value for one line of terminal output (a name, a reason). */
export const shown = (text: string, maxChars = 200) => inertText(text, { maxChars });

/**
 * A bot-controlled message (a compiler's output, a stderr tail) for the terminal: inert, its line
 * breaks kept but every following line indented under the first, so a bot cannot print a line
 * that passes for the runner's own.
 */
export const shownMessage = (text: string) =>
  inertText(text, { maxChars: 4000, multiline: true }).replaceAll("\n", "\n    ");

/**
 * Runs a command's action so that an error it throws reaches the terminal inert: messages of
 * refused input can quote a bot's file names or a replay's contents.
 */
export function inertErrors<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  return async (...args: A): Promise<void> => {
    try {
      await action(...args);
    } catch (error) {
      if (error instanceof Error) error.message = inertText(error.message, { maxChars: 2000 });
      throw error;
    }
  };
}
