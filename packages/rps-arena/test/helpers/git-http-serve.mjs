// A git server over smart HTTP for tests, run as its own process (fetchGitCommit blocks the test's
// thread while git talks to it). `node git-http-serve.mjs <log file> repos <folder>` serves the bare
// repositories in <folder> through `git http-backend`; `... redirect <base URL>` answers every request
// with a 302 to the same path under <base URL>. Prints the port once listening; appends one line per
// request ("<method> <path>") to <log file>.
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";

const [log, mode, target] = process.argv.slice(2);

const server = createServer((req, res) => {
  appendFileSync(log, `${req.method} ${req.url}\n`);
  if (mode === "redirect") {
    res.writeHead(302, { location: `${target}${req.url}` });
    res.end();
    return;
  }
  const url = new URL(req.url ?? "/", "http://localhost");
  const backend = spawn("git", ["http-backend"], {
    env: {
      PATH: process.env.PATH,
      HOME: target,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_PROJECT_ROOT: target,
      GIT_HTTP_EXPORT_ALL: "1",
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? "GET",
      CONTENT_TYPE: req.headers["content-type"] ?? "",
      HTTP_CONTENT_ENCODING: req.headers["content-encoding"] ?? "",
      HTTP_GIT_PROTOCOL: req.headers["git-protocol"] ?? "",
      REMOTE_ADDR: "127.0.0.1",
    },
  });
  req.pipe(backend.stdin);
  // CGI: header lines, a blank line, then the body.
  let head = Buffer.alloc(0);
  let started = false;
  backend.stdout.on("data", (chunk) => {
    if (started) {
      res.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf("\r\n\r\n");
    if (end < 0) return;
    started = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === "status") status = Number.parseInt(value, 10);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    res.write(head.subarray(end + 4));
  });
  backend.on("close", () => res.end());
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${server.address().port}\n`);
});
