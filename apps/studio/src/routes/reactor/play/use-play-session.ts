import type { Action, Level } from "@rulekit/reactor";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PlaySnapshot } from "../engine/engine-calls.ts";
import { engineClient } from "../engine/engine-client.ts";
import type { PlayPlace } from "./play-place.ts";

export type PlaySession =
  | { status: "starting" }
  | { status: "blocked" }
  | { status: "failed"; reason: string }
  | { status: "running"; snapshot: PlaySnapshot };

/**
 * The gameplay preview's game, run by the engine worker: started for `level` (with `resume`'s actions
 * replayed when they belong to it), then one call per action.
 * Calls are answered in order, so keys pressed quickly each reach the game; an answer that belongs to a
 * game started before the current one (the level changed) is dropped.
 */
export function usePlaySession(level: Level, resume: PlayPlace | null = null) {
  const [session, setSession] = useState<PlaySession>({ status: "starting" });
  const game = useRef(0);
  const pending = useRef(resume);
  const follow = useCallback((call: Promise<PlaySnapshot | null>) => {
    const mine = game.current;
    call
      .then((snapshot) => {
        if (game.current === mine)
          setSession(snapshot ? { status: "running", snapshot } : { status: "blocked" });
      })
      .catch((error: Error) => {
        if (game.current === mine) setSession({ status: "failed", reason: error.message });
      });
  }, []);
  useEffect(() => {
    game.current += 1;
    setSession({ status: "starting" });
    follow(engineClient().playStart(level, pending.current));
    return () => {
      game.current += 1;
    };
  }, [level, follow]);
  const act = useCallback((action: Action) => follow(engineClient().playAct(action)), [follow]);
  const restart = useCallback(() => follow(engineClient().playRestart()), [follow]);
  return { session, act, restart };
}
