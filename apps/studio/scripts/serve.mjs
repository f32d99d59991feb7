// `pnpm start` / `pnpm serve`: the built studio (dist/) on http://127.0.0.1:<port>/.
//   pnpm start --port 5000        or        PORT=5000 pnpm start        (default 4173)
// A busy port is one line on stderr and exit 1, never a stack trace or a silent move to another port.
import { createServer } from "node:net";
import { preview } from "vite";

const HOST = "127.0.0.1";
const DEFAULT_PORT = 4173;

function fail(message) {
  process.stderr.write(`studio: ${message}\n`);
  process.exit(1);
}

/** `--port N`, `--port=N`, else PORT, else 4173; anything but an integer 1–65535 is refused. */
function portFrom(argv, env) {
  let text;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--port") text = argv[i + 1];
    else if (argv[i].startsWith("--port=")) text = argv[i].slice("--port=".length);
  }
  text ??= env.PORT || String(DEFAULT_PORT);
  const port = Number(text);
  if (!/^\d+$/.test(text ?? "") || port < 1 || port > 65535)
    fail(`--port / PORT must be a port number 1–65535, got '${text}'`);
  return port;
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

const port = portFrom(process.argv.slice(2), process.env);
try {
  await probe(port);
} catch (error) {
  fail(error.code === "EADDRINUSE" ? busy(port) : `cannot listen on ${HOST}:${port}: ${error.message}`);
}
try {
  const server = await preview({ preview: { host: HOST, port, strictPort: true, open: false } });
  server.printUrls();
} catch (error) {
  // Taken between the probe and the listen: the same one line.
  fail(
    /already in use|EADDRINUSE/.test(String(error?.message)) ? busy(port) : String(error?.message ?? error),
  );
}
