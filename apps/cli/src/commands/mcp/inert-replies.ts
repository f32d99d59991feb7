import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { terminalText } from "../../io/output.js";

/**
 * Every text the host shows as it comes — a tool result's text blocks, an error's message — made
 * inert on its way out, as the CLI's own lines are (`terminalText`): a terminal agent prints them, and
 * they carry what no one here chose — a player or level name from a log or a file, an agent's own
 * argument echoed in an error (by the tools or by the SDK's validation). Control characters, bidi
 * controls and lone surrogates become visible escapes; line feeds and tabs stay. The structured
 * content keeps every value as it is, and the JSON text block is already escaped the JSON way
 * (`jsonText`), which this leaves unchanged.
 */
export function inertReplies<T extends Transport>(transport: T): T {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(inertMessage(message), options);
  return transport;
}

type Content = { type?: unknown; text?: unknown };

function inertMessage(message: JSONRPCMessage): JSONRPCMessage {
  if ("error" in message && message.error)
    return { ...message, error: { ...message.error, message: terminalText(message.error.message) } };
  if (!("result" in message) || !Array.isArray(message.result.content)) return message;
  const content = (message.result.content as Content[]).map((block) =>
    block.type === "text" && typeof block.text === "string"
      ? { ...block, text: terminalText(block.text) }
      : block,
  );
  return { ...message, result: { ...message.result, content } };
}
