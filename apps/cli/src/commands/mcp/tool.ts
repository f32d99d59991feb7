import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
import { CliError } from "../../io/errors.js";
import { answerSchema, isUnknown, knownResult, type UnknownAnswer, unknownResult } from "./answer.js";
import { strictDeep } from "./strict-input.js";

/** A tool's answer about a readable state: the result (its output schema) and the words for the agent. */
export interface Known<R> {
  result: R;
  text: string;
}

export interface ReadOnlyTool<I extends z.ZodObject, R extends z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: I;
  result: R;
  run: (args: z.output<I>) => Known<z.output<R>> | UnknownAnswer;
}

/**
 * Every tool only reads: it answers about the state in its arguments (or a file it names) and
 * changes nothing, so hosts may call it freely and repeat it.
 */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/**
 * Registers a tool whose structured content follows `answerSchema(result)`. Arguments that do not
 * fit `input` — made strict all the way down, so an unknown key anywhere is refused by name — are
 * refused by the SDK before `run`; anything `run` throws — a file outside the allowed folders or of the
 * wrong kind, an engine limit, a bug — becomes an MCP tool error (`isError`) with one line, and the
 * server goes on.
 */
export function registerReadOnlyTool<I extends z.ZodObject, R extends z.ZodType>(
  server: McpServer,
  tool: ReadOnlyTool<I, R>,
): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: strictDeep(tool.input),
      outputSchema: answerSchema(tool.result),
      annotations: { title: tool.title, ...READ_ONLY },
    },
    // The SDK types the callback from the schema; `run` is typed from the same schema.
    ((args: z.output<I>) => {
      try {
        const answer = tool.run(args);
        return isUnknown(answer) ? unknownResult(answer) : knownResult(answer.result, answer.text);
      } catch (error) {
        return toolError(error);
      }
    }) as never,
  );
}

/** One line for the agent: the error's code and message (no stack trace). */
export function toolError(error: unknown) {
  const text =
    error instanceof CliError
      ? `${error.code}: ${error.message}`
      : error instanceof RangeError
        ? `engine_limit: ${error.message}`
        : `internal: ${error instanceof Error ? error.message : String(error)}`;
  return { isError: true, content: [{ type: "text" as const, text }] };
}
