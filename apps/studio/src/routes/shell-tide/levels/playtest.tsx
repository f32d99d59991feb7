import type { Level } from "@rulekit/shell-tide";
import { LevelPlay } from "../play/level-play.tsx";
import { PLAY_COPY } from "../play/play-copy.ts";
import { useTouch } from "../use-touch.ts";

const ignore = () => {};

/**
 * A loaded or designed level played as a player would (the playable's own board, HUD, previews and recap, in
 * English), with the solver's optimum for its star bands. `exact`: the board is small enough for the
 * HUD's after-each-move Full Rescue check.
 */
export function Playtest(props: {
  name: string;
  level: Level;
  optimalTurns: number | null;
  exact: boolean;
  reducedMotion: boolean;
  onClose: () => void;
}) {
  const touch = useTouch();
  return (
    <section className="st-playtest" aria-labelledby="st-playtest-title" data-testid="st-playtest">
      <h2 id="st-playtest-title">Playtest: {props.name}</h2>
      <LevelPlay
        number={null}
        label={`Playtest of ${props.name}`}
        band="full"
        level={props.level}
        attemptOptions={{ optimalTurns: props.optimalTurns }}
        copy={PLAY_COPY.en}
        locale="en"
        locked={false}
        coachHidden={false}
        reducedMotion={props.reducedMotion}
        touch={touch}
        exact={props.exact}
        hasNext={false}
        onActivity={ignore}
        onWin={ignore}
        onNext={ignore}
        onBack={props.onClose}
        backLabel="Close the playtest"
      />
    </section>
  );
}
