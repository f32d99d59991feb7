import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_BIN, REPO_ROOT } from "../helpers/run-cli.js";
import { connectMcp, known, type McpSession } from "./helpers/mcp-client.js";

const MiB = 1024 * 1024;

let mcp: McpSession;
beforeAll(async () => {
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: a request too large for one message", () => {
  it("is refused with an error naming the limit, and the server goes on serving", async () => {
    // 11 MiB of seed: over the 10 MiB a message may be. The SDK's own transport used to close on it,
    // ending the server with exit 0 and no word: every later call of the host failed.
    await expect(
      mcp.client.callTool({
        name: "rps_legal_moves",
        arguments: { rules: "classic", seed: "s".repeat(11 * MiB) },
      }),
    ).rejects.toThrow(/request too large: .* more than the 10 MiB a message may be/);
    // An agent's array of the same size, then a call that fits: still answered.
    await expect(
      mcp.client.callTool({
        name: "shell_tide_snapshot",
        arguments: {
          level: 3,
          moves: Array.from({ length: 700_000 }, () => ({ node: 1, direction: "left" })),
        },
      }),
    ).rejects.toThrow(/request too large/);
    expect(
      (await known(mcp, "rps_legal_moves", { rules: "classic", seed: "s".repeat(5 * MiB) })).status,
    ).toBe("playing");
    expect((await known(mcp, "shell_tide_levels", {})).levels).toHaveLength(10);
    expect(mcp.stderr()).not.toMatch(/\n\s+at /);
  });

  it("a line too large without a request id is refused with id null, and the next request answered", async () => {
    const child = spawn(process.execPath, [CLI_BIN, "mcp"], {
      cwd: REPO_ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    // A server that ends early must fail the checks below, not the writes.
    child.stdin.on("error", () => {});
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const lines = () => stdout.split("\n").filter(Boolean);
    const until = (test: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => (test() ? resolve() : setTimeout(check, 20));
        check();
      });
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "0" } },
    });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    // 40 MiB of one line in 1 MiB writes, then its end.
    const chunk = "x".repeat(MiB);
    for (let i = 0; i < 40; i++) {
      if (!child.stdin.write(chunk))
        await Promise.race([new Promise((resolve) => child.stdin.once("drain", resolve)), exited]);
    }
    child.stdin.write("\n");
    send({
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "shell_tide_levels", arguments: {} },
    });
    await Promise.race([until(() => lines().length >= 3), exited]);
    const [, refused, answered] = lines().map((line) => JSON.parse(line));
    expect(refused).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(refused.error.message).toMatch(/request too large: 41943040 bytes/);
    expect(answered).toMatchObject({ id: 2, result: { structuredContent: { status: "known" } } });
    child.stdin.end();
    expect(await exited).toBe(0);
  });
});
