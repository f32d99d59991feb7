import type { Engine } from "@rulekit/core";
import type { RunRefusalCode } from "../constants.js";
import { legalRunActions } from "./legal.js";
import { stepRun } from "./step.js";
import type { RunAction, RunEvent, RunState } from "./types.js";

/**
 * A whole run (fights, rewards, upgrades) as a generic Rulekit engine (core's `Engine` shape), like
 * `cardCombatEngine` for one match: `replay`, the conformance kit and bots drive it the same way.
 */
export const cardRunEngine: Engine<RunState, RunAction, RunEvent, RunRefusalCode> = {
  legalActions: legalRunActions,
  step: stepRun,
};
