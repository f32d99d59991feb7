import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema, type ListToolsResult } from "@modelcontextprotocol/sdk/types.js";

type ListHandler = (request: unknown, extra: unknown) => ListToolsResult | Promise<ListToolsResult>;

const LIST_METHOD = ListToolsRequestSchema.shape.method.value;

/**
 * Answers `tools/list` from one list, built by the SDK's own handler on the first call. The SDK
 * builds its answer anew on every call, converting every tool's zod schemas to JSON Schema (about
 * 140 KB and 14 ms here), and coach agents ask for the list often. The list kept is the SDK's answer
 * itself, so not a byte differs. A change to the tools (the SDK then tells the client that the list
 * changed) drops it, and the next call builds it again.
 *
 * `register` registers the tools on `server`, a new server with none yet. The SDK installs its
 * handler through the server's public `setRequestHandler` when the first tool is registered; the
 * handler is taken there, wrapped, and installed. A server whose SDK installed none that way is refused
 * at start (an Error), not served stale.
 */
export function listToolsOnce(server: McpServer, register: () => void): void {
  const inner = server.server;
  const own = Object.hasOwn(inner, "setRequestHandler");
  const original = inner.setRequestHandler;
  const set = original.bind(inner);
  let list: Promise<ListToolsResult> | undefined;
  let taken = false;
  inner.setRequestHandler = ((schema: typeof ListToolsRequestSchema, handler: ListHandler) => {
    if (schema.shape?.method?.value !== LIST_METHOD) return set(schema, handler as never);
    taken = true;
    return set(ListToolsRequestSchema, (request, extra) => {
      list ??= Promise.resolve(handler(request, extra)).catch((error: unknown) => {
        list = undefined;
        throw error;
      });
      return list;
    });
  }) as typeof inner.setRequestHandler;
  try {
    register();
  } finally {
    if (own) inner.setRequestHandler = original;
    else delete (inner as Partial<typeof inner>).setRequestHandler;
  }
  if (!taken) throw new Error(`the MCP SDK set no ${LIST_METHOD} handler where listToolsOnce takes it`);
  const changed = server.sendToolListChanged.bind(server);
  server.sendToolListChanged = () => {
    list = undefined;
    changed();
  };
}
