import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema, type ListToolsResult } from "@modelcontextprotocol/sdk/types.js";

type StoredHandler = (request: unknown, extra: unknown) => Promise<ListToolsResult>;

/**
 * Answers `tools/list` from one list, built by the SDK's own handler on the first call. The SDK
 * builds its answer anew on every call, converting every tool's zod schemas to JSON Schema (about
 * 140 KB and 14 ms here), and coach agents ask for the list often. The list kept is the SDK's answer
 * itself, so not a byte differs. A change to the tools (the SDK then tells the client that the list
 * changed) drops it, and the next call builds it again. Call once every tool is registered.
 *
 * The SDK (1.32) offers no public way to reach its handler: it is read from the request handlers
 * the server keeps by method, and a server without one there is refused at start, not served stale.
 */
export function listToolsOnce(server: McpServer): void {
  const method = ListToolsRequestSchema.shape.method.value;
  const handlers = (server.server as unknown as { _requestHandlers?: Map<string, StoredHandler> })
    ._requestHandlers;
  const build = handlers?.get(method);
  if (!build) throw new Error(`the MCP SDK keeps no ${method} handler where listToolsOnce looks for it`);
  let list: Promise<ListToolsResult> | undefined;
  server.server.setRequestHandler(ListToolsRequestSchema, (request, extra) => {
    list ??= build(request, extra).catch((error: unknown) => {
      list = undefined;
      throw error;
    });
    return list;
  });
  const changed = server.sendToolListChanged.bind(server);
  server.sendToolListChanged = () => {
    list = undefined;
    changed();
  };
}
