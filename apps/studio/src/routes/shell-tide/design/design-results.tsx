import type { GateCheck } from "@rulekit/shell-tide";
import { type DesignedBoard, type DesignResult, describeMisses } from "@rulekit/shell-tide/design";
import { downloadJson } from "../../../lib/files.ts";
import type { OpenedDesign } from "./designed-view.tsx";

/** How the designer view opens a designed board: to inspect its proof, or to play it. */
export type OpenDesigned = (design: OpenedDesign) => void;

const percent = (x: number) => `${Math.round(x * 1000) / 10}%`;
const FIGURE_MISS = /^(O|P75|max turns) \S+ \(ordered \d+\)$/;
const GATE_NAMES: Record<GateCheck["gate"], string> = {
  commonFailRescued: "Rescued on common fail paths",
  softLock: "Early soft-locks",
};
export const boardFileName = (index: number) => `board-${String(index + 1).padStart(2, "0")}.json`;

function verdict(result: DesignResult, ms: number): string {
  const work = `${result.restartsRun} restart${result.restartsRun === 1 ? "" : "s"}, ${result.evaluations.toLocaleString("en-US")} boards tried, ${result.proofs} proven, ${(ms / 1000).toFixed(1)} s`;
  const boards = (n: number) => `${n} board${n === 1 ? "" : "s"}`;
  if (result.gatesMet)
    return `${boards(result.boards.length)} meeting the order and every seed gate (${work}).`;
  if (result.met)
    return `${boards(result.boards.length)} meeting the order; the seed gates some miss are listed with why (${work}).`;
  const exact = result.boards.filter((b) => b.meetsOrder).length;
  const closest =
    result.boards.length === 1
      ? "The closest board, with how far it is from the order:"
      : `The closest ${result.boards.length} boards, with how far each is from the order:`;
  return `The order was not met within the budget (${work}): ${exact} of ${result.count} boards meet it. ${closest}`;
}

function BoardCard(props: {
  result: DesignResult;
  board: DesignedBoard;
  index: number;
  onOpen: OpenDesigned;
}) {
  const { board, index, result } = props;
  const { proof } = board;
  const misses = describeMisses(result.order, proof, board.focus);
  // O, P75 and max turns are in the figures, marked when off: the list says the rest in words
  const otherMisses = misses.filter((m) => !FIGURE_MISS.test(m));
  const name = `board ${index + 1}`;
  const open = (mode: OpenedDesign["mode"]) => props.onOpen({ board, order: result.order, index, mode });
  const figure = (key: string, label: string, actual: number | null, ordered: number) => (
    <div data-ok={actual === ordered} data-testid={`st-design-${key}-${index + 1}`}>
      <dt>{label}</dt>
      <dd>
        {actual ?? "none"}
        {actual === ordered ? "" : ` (ordered ${ordered})`}
      </dd>
    </div>
  );
  return (
    <li
      className="st-design-board"
      data-testid={`st-design-board-${index + 1}`}
      data-meets-order={board.meetsOrder}
      data-meets-gates={board.meetsGates}
    >
      <h4>
        Board {index + 1}{" "}
        <span className={board.meetsOrder ? "st-design-badge" : "st-design-badge st-design-badge-off"}>
          {board.meetsOrder ? "meets the order" : `closest: ${misses.length} off`}
        </span>
      </h4>
      <dl className="st-figures">
        {figure("o", "O", proof.optimalTurns, result.order.optimalTurns)}
        {figure("p75", "P75", proof.p75, result.order.p75)}
        {figure("max", "Max turns", proof.maxTurns, result.order.maxTurns)}
        {proof.gates.map((g) => (
          <div key={g.gate} data-ok={g.met}>
            <dt>{GATE_NAMES[g.gate]}</dt>
            <dd>
              {percent(g.value)} {g.met ? "✓" : "✗"}
            </dd>
          </div>
        ))}
      </dl>
      {otherMisses.length > 0 && (
        <ul className="st-design-misses" data-testid={`st-design-misses-${index + 1}`}>
          {otherMisses.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className="st-row">
        <button
          type="button"
          onClick={() => open("inspect")}
          aria-label={`Inspect ${name}`}
          data-testid={`st-design-inspect-${index + 1}`}
        >
          Inspect
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => open("play")}
          aria-label={`Play ${name}`}
          data-testid={`st-design-play-${index + 1}`}
        >
          Play
        </button>
        <button
          type="button"
          onClick={() => downloadJson(boardFileName(index), board.level)}
          aria-label={`Save JSON of ${name} (${boardFileName(index)})`}
        >
          Save JSON
        </button>
      </div>
    </li>
  );
}

/** The boards of a finished design (or the closest ones, when the budget ran out), each to open. */
export function DesignResults(props: { result: DesignResult; ms: number; onOpen: OpenDesigned }) {
  const { result } = props;
  return (
    <section
      className="st-design-results"
      aria-labelledby="st-design-results-title"
      data-testid="st-design-results"
      data-met={result.met}
    >
      <h3 id="st-design-results-title">{result.met ? "Designed boards" : "Closest boards"}</h3>
      <p className={result.met ? undefined : "warning"} data-testid="st-design-verdict">
        {verdict(result, props.ms)}
      </p>
      <ol className="st-design-boards">
        {result.boards.map((board, i) => (
          <BoardCard key={board.key} result={result} board={board} index={i} onOpen={props.onOpen} />
        ))}
      </ol>
    </section>
  );
}
