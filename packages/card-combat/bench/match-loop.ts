import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type * as CardCombat from "../src/index.js";

/**
 * The one match loop every card-combat benchmark runs: AI vs AI (`aggressive` for side 0, `balanced`
 * for side 1) over the six faction pairings of the project's content, seeds `bench-0`, `bench-1`, …
 * It takes the package as a module value so the same loop can drive any build (this worktree's
 * `dist/`, or an older one for a before/after comparison).
 */
export type CardCombatModule = Pick<
  typeof CardCombat,
  "assembleContent" | "chooseCommand" | "createMatch" | "decksSetup" | "step"
> &
  Partial<Pick<typeof CardCombat, "playMatch">>;

/**
 * How the loop plays a match: `step` (a `chooseCommand` + `step` loop, each command on a new state, as
 * a game or a tool drives the engine) or `playMatch` (the simulator's in-place loop; builds before
 * `playMatch` existed have none).
 */
export type LoopWay = "step" | "playMatch";

/** Side 0 plays `aggressive`, side 1 `balanced`. */
const POLICIES: readonly [CardCombat.AiPolicy, CardCombat.AiPolicy] = ["aggressive", "balanced"];

const LEVELS = fileURLToPath(new URL("../../../levels/card-combat/", import.meta.url));

export function benchSetups(lib: CardCombatModule): CardCombat.MatchSetup[] {
  const loaded = lib.assembleContent((file) => JSON.parse(readFileSync(join(LEVELS, file), "utf8")));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const content = loaded.value;
  const ids = content.factions.map((f) => f.id);
  const setups: CardCombat.MatchSetup[] = [];
  for (let a = 0; a < ids.length; a++)
    for (let b = 0; b < ids.length; b++)
      if (a !== b)
        setups.push(
          lib.decksSetup(
            content,
            [ids[a]!, ids[(a + 1) % ids.length]!],
            [ids[b]!, ids[(b + 2) % ids.length]!],
          ),
        );
  return setups;
}

export interface MatchLoop {
  /** Plays `count` complete matches; returns the commands stepped. */
  play(count: number): number;
  /** Matches played so far (the next seed's number). */
  readonly played: number;
}

/**
 * `onMatch` (optional) sees every state and event list of a match, for a check pass; the timed pass
 * leaves it out, so it reads nothing the engine returns but the next state. `onEnd` (optional) sees
 * each match's final state and command count; unlike `onMatch` it leaves `playMatch` on its quiet path
 * (no `onStep`: the simulator).
 */
export function matchLoop(
  lib: CardCombatModule,
  onMatch?: (events: readonly unknown[], state: CardCombat.MatchState) => void,
  way: LoopWay = "step",
  onEnd?: (state: CardCombat.MatchState, commands: number) => void,
): MatchLoop {
  const setups = benchSetups(lib);
  let seed = 0;
  const playMatch = lib.playMatch;
  if (way === "playMatch" && !playMatch) throw new Error("this build has no playMatch");
  const onStep: CardCombat.PlayedStep | undefined =
    onMatch && ((_command, events, state) => onMatch(events, state));
  return {
    get played() {
      return seed;
    },
    play(count) {
      let steps = 0;
      if (way === "playMatch" && playMatch) {
        for (let i = 0; i < count; i++) {
          const played = playMatch(`bench-${seed}`, setups[seed % setups.length]!, POLICIES, onStep);
          onEnd?.(played.state, played.commands);
          steps += played.commands;
          seed++;
        }
        return steps;
      }
      for (let i = 0; i < count; i++) {
        const start = lib.createMatch(`bench-${seed}`, setups[seed % setups.length]!);
        seed++;
        let s = start.state;
        onMatch?.(start.events, s);
        let commands = 0;
        while (s.status === "playing") {
          const result = lib.step(s, lib.chooseCommand(s, POLICIES[s.active]));
          if (!result.ok) throw new Error(`AI refused: ${result.code}`);
          s = result.state;
          onMatch?.(result.events, s);
          commands++;
        }
        onEnd?.(s, commands);
        steps += commands;
      }
      return steps;
    },
  };
}
