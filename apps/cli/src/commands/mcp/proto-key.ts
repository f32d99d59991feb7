import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/**
 * Refuses a tool call whose arguments hold the key `__proto__` at their top, as the tools' strict
 * schemas refuse any key they do not name. JSON makes it an ordinary key, but the SDK rebuilds the
 * arguments object before validating it, and the assignment of `__proto__` sets the new object's
 * prototype instead, which no schema looks at: the key was dropped without a word (a
 * `"__proto__": { "maxTurns": 99 }` next to an attempt looked accepted). Keys below the top are
 * not rebuilt and reach the schemas. Wraps the handler the SDK set on `connect`.
 */
export function refuseProtoKey(transport: Transport): void {
  const deliver = transport.onmessage;
  if (!deliver) return;
  transport.onmessage = (message, extra) => {
    const name = protoKeyTool(message);
    if (name === null) deliver(message, extra);
    else
      void transport.send({
        jsonrpc: "2.0",
        id: (message as { id: string | number }).id,
        result: {
          content: [
            {
              type: "text",
              text: `MCP error ${ErrorCode.InvalidParams}: Input validation error: Invalid arguments for tool ${name}: Unrecognized key: "__proto__"`,
            },
          ],
          isError: true,
        },
      });
  };
}

/** The tool a `tools/call` request names when its arguments hold their own `__proto__` key, else null. */
function protoKeyTool(message: JSONRPCMessage): string | null {
  if (!("method" in message) || message.method !== "tools/call" || !("id" in message)) return null;
  const params = message.params as { name?: unknown; arguments?: unknown } | undefined;
  const args = params?.arguments;
  if (typeof args !== "object" || args === null || !Object.hasOwn(args, "__proto__")) return null;
  return String(params?.name);
}
