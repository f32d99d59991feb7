import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  autoRun,
  type Command,
  chooseCommand,
  createMatch,
  createMatchLog,
  createRunLog,
  decksSetup,
  type MatchEvent,
  parseMatchLog,
  parseRunLog,
  replay,
  replayRun,
  step,
  verifyMatchLog,
  verifyRunLog,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();
const GOLDEN = fileURLToPath(new URL("./fixtures/match-log.golden.json", import.meta.url));

/** An AI-vs-AI match from a seed, recorded the way the studio records one. */
function playMatch(seed: string) {
  const setup = decksSetup(content, ["ember", "tide"], ["grove", "ember"]);
  const start = createMatch(seed, setup);
  let state = start.state;
  const commands: Command[] = [];
  const events: MatchEvent[][] = [start.events];
  while (state.status === "playing") {
    const command = chooseCommand(state, state.active === 0 ? "aggressive" : "balanced");
    const result = step(state, command);
    if (!result.ok) throw new Error(result.code);
    commands.push(command);
    events.push(result.events);
    state = result.state;
  }
  return { setup, state, commands, events, log: createMatchLog(seed, setup, commands, state, events) };
}

describe("match logs", () => {
  it("the same seed and commands replay to the same state and events", () => {
    const live = playMatch("replay-1");
    const again = replay("replay-1", { setup: live.setup, commands: live.commands });
    expect(again.ok).toBe(true);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(live.state));
    expect(JSON.stringify(again.events)).toBe(JSON.stringify(live.events));
  });

  it("a log survives JSON and verifies against its recorded hashes", () => {
    const { log } = playMatch("replay-2");
    const parsed = parseMatchLog(JSON.parse(JSON.stringify(log)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const check = verifyMatchLog(parsed.value);
    expect(check).toMatchObject({ ok: true, problem: null, stateHash: log.final.stateHash });
  });

  it("a tampered log fails: a changed command is refused or the hashes differ", () => {
    const { log } = playMatch("replay-3");
    const wrongSeed = verifyMatchLog({ ...log, seed: "another seed" });
    expect(wrongSeed.ok).toBe(false);
    const cut = verifyMatchLog({ ...log, commands: log.commands.slice(0, -1) });
    expect(cut.ok).toBe(false);
    expect(cut.problem).toMatch(/final state hash .* differs/);
    const forged = verifyMatchLog({ ...log, commands: [{ type: "EndTurn", side: 1 }, ...log.commands] });
    expect(forged.problem).toMatch(/^command 0 was refused: not_your_turn/);
  });

  it("the log format is stable (golden fixture; regenerate with UPDATE_GOLDEN=1)", () => {
    const { log } = playMatch("golden");
    const text = `${JSON.stringify(log, null, 2)}\n`;
    if (process.env.UPDATE_GOLDEN === "1") {
      mkdirSync(fileURLToPath(new URL("./fixtures/", import.meta.url)), { recursive: true });
      writeFileSync(GOLDEN, text);
    }
    const golden = JSON.parse(readFileSync(GOLDEN, "utf8"));
    expect(log).toEqual(golden);
    const parsed = parseMatchLog(golden);
    expect(parsed.ok && verifyMatchLog(parsed.value).ok).toBe(true);
  });
});

describe("run logs", () => {
  it("a whole auto run replays to the same state and verifies", () => {
    const live = autoRun(content, "run-log-1");
    const again = replayRun("run-log-1", {
      content,
      factions: live.state.progress.factions,
      actions: live.actions,
    });
    expect(again.ok).toBe(true);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(live.state));
    const log = createRunLog(again.state, live.actions, again.eventsHash);
    const parsed = parseRunLog(JSON.parse(JSON.stringify(log)));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(verifyRunLog(parsed.value)).toMatchObject({ ok: true, problem: null });
    const tampered = verifyRunLog({ ...log, final: { ...log.final, eventsHash: "0".repeat(32) } });
    expect(tampered.problem).toMatch(/event log hash/);
  });
});
