/**
 * Worker-thread entry of `rulekit shell-tide solve`, `shell-tide step` and `shell-tide analyze` (built
 * as dist/shell-tide-search-worker.js): the level's parse and exact searches run here so that the main
 * thread hears Ctrl-C (see search-task.ts and io/worker-task.ts).
 */

import type { SolveResult } from "@rulekit/shell-tide";
import { serveTask } from "../../io/worker-task.js";
import { type Analysis, runSearch, type SearchBeat, type SearchTask, type Stepped } from "./search-task.js";

serveTask<SearchTask, SearchBeat, SolveResult | Stepped | Analysis>(runSearch);
