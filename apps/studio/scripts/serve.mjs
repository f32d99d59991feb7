// `pnpm start` / `pnpm serve`: the built studio (dist/) and the Rulekit Arena service on one URL,
// http://127.0.0.1:<port>/ — the studio's pages (the arena's under /arena) and the arena's API under /api.
// Its flags: USAGE below (`pnpm start --help` prints it).
//
// A busy port or a bad flag is one line on stderr and exit 1, never a stack trace or a silent move to another
// port. The studio answers at once; the API says "starting" (503) until the database is open.
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { preview } from "vite";

const HOST = "127.0.0.1";
const DEFAULT_PORT = 4173;
const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const DEFAULT_DATA = resolve(REPO, ".rulekit", "arena");

const USAGE = `Usage: pnpm start [flags]   (or, in apps/studio: pnpm serve [flags])

Serves the studio and the Rulekit Arena service on one URL, http://127.0.0.1:<port>/ (the arena under /arena,
its API under /api), on embedded defaults: PGlite in a data folder, matches played in this process.

  --port N           the port (or PORT=N; default ${DEFAULT_PORT})
  --data DIR         the arena's data folder (or RULEKIT_ARENA_DATA; default <repo>/.rulekit/arena)
  --empty            a new data folder starts with an empty competition (default: a demo event)
  --local-root DIR   competitors may submit local git repositories under DIR (repeatable)
  --no-arena         the studio alone
  -h, --help         this text

A new data folder prints its admin token once. Ctrl-C stops the server.
`;

function fail(message) {
  process.stderr.write(`studio: ${message}\n`);
  process.exit(1);
}

function flags(argv, env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string" },
        data: { type: "string" },
        empty: { type: "boolean", default: false },
        "no-arena": { type: "boolean", default: false },
        "local-root": { type: "string", multiple: true, default: [] },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`${error.message} (flags: --port N, --data DIR, --empty, --local-root DIR, --no-arena, --help)`);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const text = values.port ?? (env.PORT || String(DEFAULT_PORT));
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535)
    fail(`--port / PORT must be a port number 1–65535, got '${text}'`);
  const data = resolve(values.data ?? (env.RULEKIT_ARENA_DATA || DEFAULT_DATA));
  for (const root of values["local-root"]) {
    if (!existsSync(root)) fail(`--local-root ${root}: no such folder`);
  }
  return {
    port,
    data,
    demo: !values.empty,
    arena: !values["no-arena"],
    localRoots: values["local-root"].map((r) => resolve(r)),
  };
}

const busy = (port) =>
  `port ${port} on ${HOST} is busy (another server is using it): start with --port N or PORT=N`;

/** Resolves when nothing listens on the port (the probe is closed again), rejects with the listen error otherwise. */
function probe(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, HOST, () => server.close(resolve));
  });
}

/** An answer of the API while it is not there: JSON, like every answer of the API. */
function unavailable(res, code, message) {
  res.writeHead(503, { "content-type": "application/json; charset=utf-8", "retry-after": "2" });
  res.end(JSON.stringify({ error: { code, message } }));
}

const options = flags(process.argv.slice(2), process.env);
try {
  await probe(options.port);
} catch (error) {
  fail(
    error.code === "EADDRINUSE"
      ? busy(options.port)
      : `cannot listen on ${HOST}:${options.port}: ${error.message}`,
  );
}

/** The arena while it starts (null), once started, or why it could not. */
const arena = { started: null, failed: null };

/** Mounted before the studio's own files: /api/… goes to the arena, the rest to the studio. */
const arenaApi = {
  name: "rulekit-arena-api",
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? "").split("?")[0];
      if (path !== "/api" && !path.startsWith("/api/")) return next();
      if (!options.arena) return unavailable(res, "no_arena", "this studio runs without the arena service");
      if (arena.started) return arena.started.handler(req, res, next);
      if (arena.failed)
        return unavailable(res, "unavailable", `the arena service is not running: ${arena.failed}`);
      return unavailable(res, "starting", "the arena service is starting; try again in a moment");
    });
  },
};

let server;
try {
  server = await preview({
    plugins: [arenaApi],
    build: process.env.RULEKIT_STUDIO_DIST ? { outDir: process.env.RULEKIT_STUDIO_DIST } : undefined,
    preview: { host: HOST, port: options.port, strictPort: true, open: false },
  });
  server.printUrls();
} catch (error) {
  // Taken between the probe and the listen: the same one line.
  fail(
    /already in use|EADDRINUSE/.test(String(error?.message))
      ? busy(options.port)
      : String(error?.message ?? error),
  );
}

const say = (line) => process.stderr.write(`${line}\n`);
const stopping = new AbortController();

async function startArena() {
  const { DEMO_COMPETITION, isFreshDataDir, seedDemo, startArena } = await import("@rulekit/arena");
  const fresh = isFreshDataDir(options.data);
  const started = await startArena({
    dataDir: options.data,
    localRoots: options.localRoots,
    defaultCompetition: options.demo ? DEMO_COMPETITION : undefined,
    log: (line) => say(`arena: ${line}`),
  });
  arena.started = started;
  const base = `http://${HOST}:${options.port}`;
  say(`arena: pages ${base}/arena · API ${base}/api (OpenAPI ${base}/api/openapi.json)`);
  say(`arena: data in ${options.data}${fresh ? " (new)" : ""}; delete the folder to start over`);
  if (started.adminToken) {
    say(`arena: admin token (shown once, keep it; sign in at ${base}/arena/admin): ${started.adminToken}`);
  }
  if (!options.demo) return;
  const outcome = await seedDemo(started.service, {
    fresh,
    signal: stopping.signal,
    log: (line) => say(`arena: ${line}`),
  });
  if (outcome === "seeded") say("arena: demo event seeded (the sample bots and one scoring round)");
  if (outcome === "resumed") say("arena: demo event finished seeding");
}

if (options.arena) {
  startArena().catch((error) => {
    if (stopping.signal.aborted) return;
    arena.failed = String(error?.message ?? error);
    say(`arena: ${arena.failed}`);
  });
}

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  stopping.abort();
  say("studio: stopping (running matches finish and are recorded)");
  await server.close();
  await arena.started?.close();
  process.exit(0);
}
// Vite's preview server installs its own SIGTERM handler, which closes only the HTTP server and exits
// with 143 at once: the arena's running matches would not be recorded, and the exit code would depend on
// which handler finished first. This process has one way to stop, the one above.
process.removeAllListeners("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
