import type { Engine } from "@rulekit/core";
import type { RefusalCode } from "../constants.js";
import type { ReactorEvent } from "../simulation/events.js";
import type { GameState } from "../state/types.js";
import { legalActions } from "./legal-actions.js";
import type { Action } from "./schema.js";
import { step } from "./step.js";

/** Reactor as a generic Rulekit engine (core's `Engine` shape), for tools that drive any engine. */
export const reactorEngine: Engine<GameState, Action, ReactorEvent, RefusalCode> = { legalActions, step };
