/**
 * Worker-thread entry of `rulekit rps perft --depth 4` and deeper (built as dist/perft-worker.js): the
 * count runs here so that the main thread hears Ctrl-C (see io/worker-task.ts).
 */
import { serveTask } from "../../../io/worker-task.js";
import { type PerftBeat, type PerftDepth, type PerftTask, perftDepths, perftGame } from "./perft-depths.js";

serveTask<PerftTask, PerftBeat, PerftDepth[]>((task, beat) => perftDepths(perftGame(task), task.depth, beat));
