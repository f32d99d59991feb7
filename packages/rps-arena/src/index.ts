/** Moved to `@rulekit/core` (one sanitiser for every package); re-exported here for existing imports. */
export { INERT_TEXT_MAX_CHARS, type InertTextOptions, inertText, isInertText } from "@rulekit/core";
/**
 * @rulekit/rps-arena — Node-only arena for OTTv2 bots: runs untrusted Python, C++ and JavaScript
 * bots one fresh process per move in a bubblewrap sandbox (no network, read-only view, private
 * tmp, seccomp: no new processes) under CPU, wall, memory and output limits; classifies every
 * fault with the protocol's codes; plays matches and tournaments; writes and verifies replays.
 */
export { type PreparedBot, type PrepareOptions, prepareBot } from "./bot/prepare-bot.js";
export {
  type ArenaWorker,
  type ArenaWorkerOptions,
  MAX_STALLED,
  startArenaWorker,
  type WorkerEvent,
} from "./distributed/arena-worker.js";
export { BotCache } from "./distributed/bot-cache.js";
export { enqueueMatchJobs, JOB_ATTEMPTS } from "./distributed/enqueue.js";
export {
  encodeSettings,
  type JobBot,
  type MatchJobData,
  type MatchJobResult,
  matchJobData,
  parseJobResult,
  parseMatchJob,
} from "./distributed/match-job.js";
export { matchJobId, QUEUE, settingsKey, snapshotKey } from "./distributed/queue-names.js";
export {
  type QueueRunnerEvent,
  type QueueRunnerOptions,
  queueRunner,
} from "./distributed/queue-runner.js";
export { RedisUrlError, redisOptions, shownRedisUrl } from "./distributed/redis-url.js";
export { encodeSnapshot, SnapshotError, verifySnapshot } from "./distributed/snapshot.js";
export { fetchSubmission, storeForWorkers } from "./distributed/snapshot-store.js";
export { NODE_ADDRESS_SPACE_ALLOWANCE_MB } from "./drivers/javascript.js";
export { BOT_DIR, SANDBOX_ENV } from "./drivers/run-plan.js";
export {
  BOT_FAULT_CODES,
  type BotFault,
  type BotFaultCode,
  FAULT,
  INFRASTRUCTURE_ERROR,
  InfrastructureError,
  MAX_INFRASTRUCTURE_RERUNS,
} from "./faults.js";
export type { BotTotals, MatchEvent, MatchOptions, MatchRecord, MoveLog } from "./match/match-types.js";
export { playMatch } from "./match/play-match.js";
export {
  type BotIdentity,
  finalize,
  infrastructureRecord,
  MATCH_LOG_MAX_CHARS,
  type MatchSetup,
  runMatch,
  runMatchOnce,
} from "./match/run-match.js";
export {
  classifyRun,
  MOVE_STDERR_MAX_CHARS,
  type MoveBudget,
  type MoveFigures,
  type MoveVerdict,
} from "./move/classify-run.js";
export { parseBotOutput } from "./move/parse-output.js";
export { MOVE_TMP_BYTES, openBotSession, runBotMove } from "./move/run-move.js";
export {
  arenaReplayIssues,
  NO_STATE_HASHES,
  parseArenaReplay,
  STATE_HASH_PATTERN,
} from "./replay/arena-replay.js";
export { FAULT_MESSAGE_MAX_CHARS, inertRecord, inertReplay } from "./replay/inert-record.js";
export { stateHashOf } from "./replay/state-hash.js";
export { type ReplayCheck, type VerifiedStep, verifyReplay } from "./replay/verify-replay.js";
export {
  buildBwrapArgs,
  type ProcessLimits,
  type SandboxSpec,
  type SeccompProfile,
} from "./sandbox/bwrap-args.js";
export type { Mount } from "./sandbox/mounts.js";
export { runSandboxed } from "./sandbox/run-sandboxed.js";
export { type RunLimits, type SandboxRun, SandboxSession } from "./sandbox/session.js";
export { ensureSupervisor } from "./sandbox/supervisor-binary.js";
export { type Entrant, isRefused, loadEntrant, type RefusedSubmission } from "./submission/entrant.js";
export {
  loadSubmission,
  SUBMISSION_LIMITS,
  type Submission,
  SubmissionError,
} from "./submission/load-submission.js";
export { type BotLanguage, LANGUAGES, type Manifest, parseManifest } from "./submission/manifest.js";
export { displayNameProblem, NAME_LIMITS, nameProblem, relativePathProblem } from "./submission/names.js";
export { type AcquiredSubmission, acquireSubmission, classifySource } from "./submit/acquire.js";
export { type CheckGame, playCheckGames } from "./submit/check-games.js";
export { fetchGitCommit, GitFetchError } from "./submit/git-fetch.js";
export { isSourceFile, SOURCE_EXTENSIONS } from "./submit/source-files.js";
export {
  SUBMISSION_FILES,
  type SubmitOptions,
  type SubmitReport,
  type SubmitStatus,
  SubmitUsageError,
  submitBot,
} from "./submit/submit.js";
export { entrantsOf } from "./tournament/entrant-index.js";
export { localRunner } from "./tournament/local-runner.js";
export type { MatchRunner, MatchRunnerFactory, RunnerContext } from "./tournament/match-runner.js";
export { MatchSummarySchema, parseMatchSummary } from "./tournament/match-summary.js";
export { type PrepareBot, prepareEntrant } from "./tournament/prepare-entrant.js";
export { computeEntrantRatings, computeRatings, type SkillRating } from "./tournament/ratings.js";
export {
  appendResult,
  RESULTS_LIMITS,
  type ResultLine,
  readResultLines,
  readResults,
  TOURNAMENT_FILES,
} from "./tournament/results-log.js";
export {
  type RoundStanding,
  runTournament,
  TOURNAMENT_HOLD,
  TournamentMismatchError,
  type TournamentOptions,
  type TournamentResult,
} from "./tournament/run-tournament.js";
export { type ScheduledMatch, scheduleRoundRobin, scheduleRounds } from "./tournament/schedule.js";
export { computeStandings, type MatchSummary, POINTS, type Standing } from "./tournament/standings.js";
export { tournamentId, tournamentIdentity, uniqueNames } from "./tournament/tournament-manifest.js";
export {
  checkArrivedResult,
  checkRecordedResults,
  type ResumeCheck,
  type ResumeContext,
} from "./tournament/verify-results.js";
export { writeFileAtomic } from "./util/atomic-write.js";
export { defaultCacheDir } from "./util/cache-dir.js";
