import { type DesignedBoard, describeMisses, type NormalOrder } from "@rulekit/shell-tide/design";
import { useEffect, useRef, useState } from "react";
import { ProofDetails } from "../levels/level-inspector.tsx";
import { Playtest } from "../levels/playtest.tsx";
import { StaticBoard } from "../levels/static-board.tsx";

/** A designed board opened in the designer view: which one, against which order, and how it was opened. */
export interface OpenedDesign {
  board: DesignedBoard;
  order: NormalOrder;
  index: number;
  mode: "inspect" | "play";
}

/** The board against its order: what it misses, in words, and each seed gate with why. */
function OrderCheck(props: { design: OpenedDesign }) {
  const { board, order } = props.design;
  const misses = describeMisses(order, board.proof, board.focus);
  return (
    <section className="st-table-check" data-testid="st-order-check" data-misses={misses.length}>
      <h3>Against the order</h3>
      <p data-testid="st-order-verdict" className={board.meetsOrder ? undefined : "st-table-differs"}>
        {board.meetsOrder
          ? "Meets the order: O, P75 and max turns as ordered, all three star bands, two winning moves at every mid-game state."
          : `Misses the order (the closest board the search found): ${misses.filter((m) => !m.startsWith("gate missed")).join("; ")}.`}
      </p>
      <ul className="st-table-reasons">
        {board.proof.gates.map((g) => (
          <li key={g.gate} data-met={g.met}>
            <strong>
              {g.met ? "✓" : "✗"} {g.target}:
            </strong>{" "}
            {g.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A designed board in the designer view: its board, its proof (figures, the order check, D and the
 * optimal path) and a playtest, open at once when the board was opened to play. With `focus`, the part
 * opened takes the focus, so the keyboard and the screen follow the designer there.
 */
export function DesignedView(props: {
  design: OpenedDesign;
  focus: boolean;
  onFocused: () => void;
  reducedMotion: boolean;
}) {
  const { board, index, mode } = props.design;
  const [playing, setPlaying] = useState(mode === "play");
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const playtest = useRef<HTMLDivElement>(null);
  const { focus, onFocused } = props;
  useEffect(() => {
    if (!focus) return;
    // the section's top, not the heading's: the proof column's first button is level with it
    const [target, view] =
      mode === "play" ? [playtest.current, playtest.current] : [heading.current, section.current];
    target?.focus({ preventScroll: true });
    view?.scrollIntoView({ block: "start" });
    onFocused();
  }, [focus, mode, onFocused]);
  const name = `Designed board ${index + 1}`;
  return (
    <>
      <section
        ref={section}
        className="st-levels st-designed"
        aria-label={name}
        data-testid="st-designed-view"
      >
        <div>
          <h2 ref={heading} tabIndex={-1}>
            {name}
          </h2>
          <p className="st-muted">{board.level.name}</p>
          <StaticBoard level={board.level} testId="st-designed-board" />
        </div>
        <div className="st-side" data-testid="st-designed-proof">
          <div className="st-row">
            <button
              type="button"
              className="primary"
              aria-expanded={playing}
              onClick={() => setPlaying((p) => !p)}
              data-testid="st-designed-play-toggle"
            >
              {playing ? "Close the playtest" : "Play this board"}
            </button>
          </div>
          <ProofDetails
            level={board.level}
            proof={board.proof}
            reducedMotion={props.reducedMotion}
            check={<OrderCheck design={props.design} />}
          />
        </div>
      </section>
      {playing && (
        <div ref={playtest} tabIndex={-1} className="st-design-playtest">
          <Playtest
            name={name}
            level={board.level}
            optimalTurns={board.proof.optimalTurns}
            exact
            reducedMotion={props.reducedMotion}
            onClose={() => setPlaying(false)}
          />
        </div>
      )}
    </>
  );
}
