/**
 * @rulekit/arena — the competition service: competitors, versions and their check games, scoring
 * rounds and trial matches, ratings, leaderboard and replays, over an HTTP API (Fastify), on PGlite
 * (embedded) or PostgreSQL, with matches played in-process or by BullMQ workers.
 *
 * Embedding it (the studio's server does): `const arena = await startArena({ dataDir })`, then
 * `app.register(arena.plugin)` on a Fastify instance, or `server.on("request", arena.handler)` /
 * `middlewares.use(arena.handler)` on a Node or Vite server. See docs/arena/operations.md.
 */

export { ADMIN_TOKEN_ENV } from "./auth.js";
export type { ArenaEvent } from "./context.js";
export { DatabaseInUseError } from "./db/single-service.js";
export {
  DEMO_COMPETITION,
  type DemoBot,
  type DemoSeedOptions,
  type DemoSeedOutcome,
  isFreshDataDir,
  sampleBots,
  seedDemo,
} from "./demo/seed.js";
export { arenaPlugin, arenaRequestHandler, arenaRoutes, buildArenaApp } from "./http/app.js";
export { parseServeFlags, runServeCli, SERVE_HELP, type ServeFlags, serveFromFlags } from "./serve-cli.js";
export { ArenaService, type ArenaServiceOptions } from "./service.js";
export { type CompetitionSettings, CompetitionSettingsSchema } from "./settings.js";
export type { Leaderboard, LeaderboardRow } from "./standings/leaderboard.js";
export {
  defaultDataDir,
  type StartArenaOptions,
  type StartedArena,
  serveArena,
  startArena,
} from "./start.js";
