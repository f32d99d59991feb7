/** The engine's level parser, in a chunk of its own: the levels page imports it when a file is opened. */
export { parseLevel } from "@rulekit/shell-tide";
