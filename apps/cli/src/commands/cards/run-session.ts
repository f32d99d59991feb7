import {
  type AiPolicy,
  autoRunAction,
  createRun,
  createRunLog,
  EMPTY_DIGEST,
  extendDigest,
  type RunAction,
  type RunEvent,
  type RunState,
  runTurnCounter,
  stepRun,
} from "@rulekit/card-combat";

export interface FightResult {
  position: number;
  encounter: string;
  /** The encounter's display name. */
  name: string;
  won: boolean;
  turns: number;
}

/** A run being played: its state, the action log and the event digest that go into the log file. */
export class RunSession {
  state: RunState;
  readonly actions: RunAction[] = [];
  readonly fights: FightResult[] = [];
  private digest: string;
  readonly startEvents: RunEvent[];
  /** Counts the AI's commands in each fight turn: a turn that never ends throws RunawayTurnError. */
  private readonly countAiTurn = runTurnCounter();

  constructor(...args: Parameters<typeof createRun>) {
    const start = createRun(...args);
    this.state = start.state;
    this.startEvents = start.events;
    this.digest = extendDigest(EMPTY_DIGEST, start.events);
  }

  /** Applies an action; a refusal (only possible from a bug, the UI lists legal actions) throws. */
  apply(action: RunAction): RunEvent[] {
    const result = stepRun(this.state, action);
    if (!result.ok) throw new Error(`run action refused: ${result.code} (${result.message})`);
    const before = this.state;
    this.state = result.state;
    this.actions.push(action);
    this.digest = extendDigest(this.digest, result.events);
    for (const e of result.events)
      if (e.type === "FightEnded")
        this.fights.push({
          position: e.position,
          encounter: e.encounter,
          name: this.state.content.encounters.find((x) => x.id === e.encounter)?.name ?? e.encounter,
          won: e.won,
          turns: (this.state.match ?? before.match)?.turn ?? 0,
        });
    return result.events;
  }

  /**
   * Applies what the AI plays here (`autoRunAction` with `policy` for the player's side). Cards can let
   * a side act forever in one turn: after MAX_COMMANDS_PER_TURN of the AI's commands in one turn of a
   * fight this throws RunawayTurnError, where the actions and the log would grow without end.
   */
  applyAuto(policy?: AiPolicy): RunEvent[] {
    this.countAiTurn(this.state);
    return this.apply(autoRunAction(this.state, policy));
  }

  log() {
    return createRunLog(this.state, this.actions, this.digest);
  }

  summary(logPath: string | null) {
    const s = this.state;
    return {
      seed: s.seed,
      factions: s.progress.factions,
      outcome: s.summary?.outcome ?? "abandoned",
      fightsWon: s.summary?.fightsWon ?? s.stats.fightsWon,
      fights: this.fights,
      stats: s.summary?.stats ?? s.stats,
      unlockedPacks: s.summary?.unlockedPacks ?? s.unlockedPacks,
      deck: s.progress.cards.length,
      actions: this.actions.length,
      log: logPath,
      stateHash: this.log().final.stateHash,
    };
  }
}
