import { type Engine, refuse, stepped } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { runEngineCheck } from "../src/io/engine-check.js";
import { CliError } from "../src/io/errors.js";
import { runInProcess } from "./helpers/run-in-process.js";

describe("rulekit <engine> check", () => {
  it.each([
    ["cards", ["cards", "check", "--runs", "2", "--max-steps", "300"]],
    ["rps", ["rps", "check", "classic", "--runs", "5", "--max-steps", "60"]],
    ["reactor", ["reactor", "check", "tutorial-3", "--runs", "5", "--max-steps", "30"]],
    ["shell-tide", ["shell-tide", "check", "level-8", "--runs", "20"]],
  ])("%s: the shipped content keeps the contract (exit 0), as text and as JSON", async (_engine, args) => {
    const text = await runInProcess(args);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/the engine contract holds over \d+ playouts, \d+ actions \(seed 1\)/);
    const json = await runInProcess([...args, "--json", "--seed", "9"]);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, seed: 9 });
  });

  it("unreadable input and bad options are exit 2", async () => {
    expect((await runInProcess(["reactor", "check", "/nonexistent/level.json"])).code).toBe(2);
    expect((await runInProcess(["shell-tide", "check", "level-1", "--runs", "0"])).code).toBe(2);
    expect((await runInProcess(["rps", "check", "classic", "--seed", "x"])).code).toBe(2);
  });

  it("a broken engine is a rule failure (exit 1) with the broken promise and the shrunk action log", async () => {
    type Pile = { pile: number };
    const leaky: Engine<Pile, number, { type: string }> = {
      legalActions: (s) => (s.pile > 0 ? [1] : []),
      step: (s, take) =>
        take !== 1 || s.pile === 0
          ? refuse("no", "no")
          : stepped({ pile: s.pile - 1 }, [
              { type: "t", at: s.pile === 3 ? undefined : 0 } as { type: string },
            ]),
    };
    const flags = { seed: 5, runs: 20, maxSteps: 10, json: true };
    let error: unknown;
    try {
      await runEngineCheck("pile.json", flags, leaky, { initial: () => ({ pile: 6 }) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CliError);
    const cli = error as CliError;
    expect(cli.exitCode).toBe(1);
    expect(cli.code).toBe("contract_violation");
    expect(cli.message).toMatch(
      /pile\.json: engine contract broken: json-safe: events\[0\]\.at is undefined/,
    );
    expect(cli.data).toMatchObject({ ok: false, check: "json-safe", actions: [1, 1, 1, 1], seed: 5 });
  });
});
