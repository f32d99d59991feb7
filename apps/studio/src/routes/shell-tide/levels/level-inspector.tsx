import type { Level, LevelProof, PackLevelProof, SolveResult } from "@rulekit/shell-tide";
import { useEffect, useMemo, useRef, useState } from "react";
import { distributionBars, type Figure, pathSteps, proofFigures, proofMatches } from "./designer-model.ts";
import { DistributionChart } from "./distribution-chart.tsx";
import { PathPlayer } from "./path-player.tsx";
import type { ProveReply } from "./prove-worker.ts";

function Figures(props: { figures: readonly Figure[]; testId: string }) {
  return (
    <dl className="st-figures" data-testid={props.testId}>
      {props.figures.map((f) => (
        <div key={f.testId}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** D of a proof as a bar chart under its heading. */
function Distribution(props: { proof: LevelProof }) {
  const { proof } = props;
  return (
    <>
      <h3>Distribution D of completion turns</h3>
      <DistributionChart
        bars={distributionBars(proof)}
        p75={proof.p75}
        optimal={proof.optimalTurns}
        max={proof.maxTurns}
      />
    </>
  );
}

/** A solver path replayed step by step under its heading (keyed by the board, so Prev/Next start at 0). */
function OptimalPath(props: {
  level: Level;
  replay: ReturnType<typeof pathSteps>;
  reducedMotion: boolean;
  testId: string;
}) {
  return (
    <>
      <h3>Optimal path</h3>
      {props.replay.refusal && (
        <p className="error">The stored path no longer replays: {props.replay.refusal}</p>
      )}
      <PathPlayer
        level={props.level}
        steps={props.replay.steps}
        reducedMotion={props.reducedMotion}
        testId={props.testId}
      />
    </>
  );
}

/** Proof figures, D and the optimal path of one level from the pack's proof.json. */
export function ProofView(props: { level: Level; proof: PackLevelProof; reducedMotion: boolean }) {
  const { level, proof } = props;
  const replay = useMemo(
    () => pathSteps(level, proof.optimalPath, { optimalTurns: proof.optimalTurns, maxTurns: proof.maxTurns }),
    [level, proof],
  );
  const matches = proofMatches(level, proof);
  return (
    <div className="st-side" data-testid="st-proof">
      {!matches && (
        <p className="warning" role="status">
          The level file changed since the proof was written (fingerprints differ): re-run the proof script.
        </p>
      )}
      <Figures figures={proofFigures(proof)} testId="st-figures" />
      <p className="st-muted">
        {proof.nodeCount} nodes · {proof.wetPits} wet pit{proof.wetPits === 1 ? "" : "s"} · {proof.objective}{" "}
        starfish · Sweep {proof.finalTideSweep ? "on" : "off"} · {proof.currentArrows} Current Arrow
        {proof.currentArrows === 1 ? "" : "s"} · {proof.reachableStates.toLocaleString("en-US")} reachable
        states · meets the spec table: {proof.meetsTable ? "yes" : "no"}
      </p>
      {proof.differences.length > 0 && (
        <ul>
          {proof.differences.map((d) => (
            <li key={d.field}>
              {d.field}: table {d.table}, actual {d.actual ?? "—"} — {d.reason}
            </li>
          ))}
        </ul>
      )}
      <Distribution proof={proof} />
      <OptimalPath
        key={proof.fingerprint}
        level={level}
        replay={replay}
        reducedMotion={props.reducedMotion}
        testId="st-path"
      />
    </div>
  );
}

/** A level loaded from a file: the exact solver's live answer, and the full balance proof on demand. */
export function LiveSolveView(props: { level: Level; solved: SolveResult; reducedMotion: boolean }) {
  const { level, solved } = props;
  const [proof, setProof] = useState<
    { ok: true; proof: LevelProof } | { ok: false; error: string } | "running" | null
  >(null);
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const runProof = () => {
    worker.current?.terminate();
    const next = new Worker(new URL("./prove-worker.ts", import.meta.url), { type: "module" });
    worker.current = next;
    setProof("running");
    next.onmessage = (event: MessageEvent<ProveReply>) => {
      setProof(event.data);
      next.terminate();
    };
    next.onerror = (event) => {
      setProof({ ok: false, error: event.message || "the proof worker failed" });
      next.terminate();
    };
    next.postMessage(level);
  };
  const replay = useMemo(() => pathSteps(level, solved.path), [level, solved]);
  const figures: Figure[] = [
    {
      label: "O (optimal turns)",
      value: solved.optimalTurns === null ? "no Full Rescue" : String(solved.optimalTurns),
      testId: "live-o",
    },
    { label: "States explored", value: solved.statesExplored.toLocaleString("en-US"), testId: "live-states" },
    { label: "Fingerprint", value: solved.fingerprint, testId: "live-fingerprint" },
    {
      label: "Optimal path",
      value: solved.path.map((m) => `${m.node}${m.direction === "left" ? "L" : "R"}`).join(" ") || "—",
      testId: "live-path",
    },
  ];
  return (
    <div className="st-side" data-testid="st-live">
      <Figures figures={figures} testId="st-live-figures" />
      <div className="st-row">
        <button type="button" onClick={runProof} disabled={proof === "running"}>
          Run the balance proof
        </button>
        <span className="st-muted">
          P75, R, max turns, dead-move rate and near-miss share (exact, may take a moment).
        </span>
      </div>
      {proof === "running" && (
        <p role="status" data-testid="st-proving">
          Proving… (a 12-node board can take several seconds)
        </p>
      )}
      {proof && proof !== "running" && !proof.ok && (
        <p className="error" role="alert">
          {proof.error}
        </p>
      )}
      {proof && proof !== "running" && proof.ok && (
        <>
          <Figures figures={proofFigures(proof.proof)} testId="st-live-proof" />
          <Distribution proof={proof.proof} />
        </>
      )}
      {solved.path.length > 0 && (
        <OptimalPath
          key={solved.fingerprint}
          level={level}
          replay={replay}
          reducedMotion={props.reducedMotion}
          testId="st-live-path"
        />
      )}
    </div>
  );
}
