import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket, type Socket as UdpSocket } from "node:dgram";
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";

/**
 * What the red-team bots aim at on the host, set up by the test (bots/attacks/README.md):
 * - a canary only root can read: /var/tmp/rulekit-redteam/canary (0600, in a 0700 folder), with
 *   a fresh secret every run, which must never change nor appear in any output;
 * - a global sysctl, kernel.printk_ratelimit, which must keep its value;
 * - a TCP and a UDP listener on 127.0.0.1 (first free port of PORT_RANGE, written to
 *   /var/tmp/rulekit-redteam/port, which a contained bot cannot read), a root-only unix socket
 *   /var/tmp/rulekit-redteam/host.sock and the abstract unix socket @rulekit-redteam-host:
 *   none may receive a connection;
 * - files the bots try to leave behind (`rk-attack*` in /tmp, /var/tmp, /dev/shm): none may appear;
 * - another competitor's private repository, /var/tmp/rulekit-redteam/victim (root-only), whose bot
 *   holds a fresh secret line: no submission may fetch, store or play it;
 * - an operator's note anyone may read, /usr/local/share/rulekit-redteam/operator-note (0644, with
 *   a fresh secret every run): only the compile box's mount list keeps it out of a bot, and its
 *   secret must appear in no output.
 * Every bot that reaches a listener sends its name, so a connection names its culprit.
 */
export const TRAP_DIR = "/var/tmp/rulekit-redteam";
export const CANARY_PATH = join(TRAP_DIR, "canary");
export const PORT_PATH = join(TRAP_DIR, "port");
export const HOST_SOCKET_PATH = join(TRAP_DIR, "host.sock");
export const ABSTRACT_SOCKET = "\0rulekit-redteam-host";
/** A legal bot the symlinked-bot/ attack points at. */
export const LINKED_BOT_DIR = join(TRAP_DIR, "linked-bot");
export const PORT_RANGE = { first: 47350, last: 47369 } as const;
export const SYSCTL_PATH = "/proc/sys/kernel/printk_ratelimit";
/** Another competitor's private git repository (a Python bot with a secret line), in the root-only trap folder. */
export const VICTIM_REPO = join(TRAP_DIR, "victim");
/** A world-readable folder under /usr/local (not the trap folder: that one is root-only). */
export const USR_LOCAL_DIR = "/usr/local/share/rulekit-redteam";
export const USR_LOCAL_NOTE_PATH = join(USR_LOCAL_DIR, "operator-note");
/** Places outside any sandbox where a bot's leftovers would show. */
const LEFTOVER_FOLDERS = ["/tmp", "/var/tmp", "/dev/shm"];

export interface HostEvent {
  trap: "tcp" | "udp" | "unix" | "abstract";
  /** What the peer sent first (a bot's name). */
  data: string;
  /** Already reported by a check. */
  reported: boolean;
}

export interface HostTraps {
  canary: string;
  /** The secret in the world-readable /usr/local note. */
  usrLocalNote: string;
  /** The private repository: its folder, its commit and the secret line its bot holds. */
  victim: { dir: string; commit: string; secret: string };
  /** The start of the host's first password line of /etc/shadow (never to be seen in an output). */
  shadowHead: string | null;
  port: number;
  sysctl: string;
  events: HostEvent[];
  /**
   * Everything wrong with the host right now, for a check made after `botName`'s match: its own
   * connections, connections that name nobody, a changed canary or sysctl (restored at once), and
   * leftover files. Each problem is reported once.
   */
  problems(botName: string): string[];
  close(): Promise<void>;
}

const SHADOW = "/etc/shadow";

const events: HostEvent[] = [];

function record(trap: HostEvent["trap"]) {
  return (data: string) => {
    events.push({ trap, data: data.slice(0, 200), reported: false });
  };
}

/** A listener that records what each peer sends first (up to a newline, 500 ms at most). */
function streamServer(trap: HostEvent["trap"]): Server {
  return createServer((socket) => {
    let data = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      record(trap)(data);
      socket.destroy();
    };
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
      if (data.includes("\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
    setTimeout(finish, 500).unref();
  });
}

/**
 * Sets the traps. The abstract socket is bound first and doubles as a machine-wide lock (the kernel
 * releases it when its process dies): a second run of the suite on the same machine waits up to
 * `waitMs` for the first one instead of tearing its traps down.
 */
export async function openHostTraps(waitMs = 240_000): Promise<HostTraps> {
  const abstract = streamServer("abstract");
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await listen(abstract, ABSTRACT_SOCKET);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  rmSync(TRAP_DIR, { recursive: true, force: true });
  mkdirSync(TRAP_DIR, { mode: 0o700 });
  chmodSync(TRAP_DIR, 0o700);
  // The random part comes first (after a letter, which JSON.parse's error message quotes, where it
  // would only give the position of what follows a number): an error quoting a file's first bytes shows it.
  const canary = `k${randomBytes(16).toString("hex")}-rulekit-redteam-canary`;
  writeFileSync(CANARY_PATH, `${canary}\n`, { mode: 0o600 });
  mkdirSync(LINKED_BOT_DIR, { mode: 0o700 });
  writeFileSync(
    join(LINKED_BOT_DIR, "main.py"),
    [
      "# Test fixture: the folder a symlinked bot/ points at. Playing at all means the link was followed.",
      "import json, sys",
      "r = json.loads(sys.stdin.readline())",
      "sys.stderr.write('ESCAPED: ran the code a symlinked bot/ points at\\n')",
      "print(json.dumps({'request_id': r['request_id'], 'move': r['legal_moves'][0], 'userdata': {'escaped': 'symlinked bot/ followed'}}))",
      "",
    ].join("\n"),
  );

  rmSync(USR_LOCAL_DIR, { recursive: true, force: true });
  mkdirSync(USR_LOCAL_DIR, { recursive: true, mode: 0o755 });
  chmodSync(USR_LOCAL_DIR, 0o755);
  const usrLocalNote = `n${randomBytes(16).toString("hex")}-rulekit-redteam-operator-note`;
  writeFileSync(USR_LOCAL_NOTE_PATH, `${usrLocalNote}\n`, { mode: 0o644 });
  chmodSync(USR_LOCAL_NOTE_PATH, 0o644);

  const victim = makeVictimRepository();

  const tcp = streamServer("tcp");
  const port = await listenInRange(tcp);
  writeFileSync(PORT_PATH, String(port), { mode: 0o600 });
  const udp = createSocket("udp4");
  udp.on("message", (message) => record("udp")(message.toString("utf8")));
  await new Promise<void>((resolve, reject) => {
    udp.once("error", reject);
    udp.bind(port, "127.0.0.1", () => resolve());
  });
  const unix = streamServer("unix");
  await listen(unix, HOST_SOCKET_PATH);
  chmodSync(HOST_SOCKET_PATH, 0o600);

  const sysctl = readFileSync(SYSCTL_PATH, "utf8").trim();
  const shadowHead = readShadowHead();
  const canaryMode = statSync(CANARY_PATH).mode;

  return {
    canary,
    usrLocalNote,
    victim,
    shadowHead,
    port,
    sysctl,
    events,
    problems(botName: string): string[] {
      const found: string[] = [];
      for (const event of events) {
        if (event.reported) continue;
        const named = /attack-[\w-]+/.exec(event.data)?.[0];
        if (named && named !== botName) continue;
        event.reported = true;
        found.push(
          `the ${event.trap} listener received a connection from ${named ?? "an unnamed peer (possibly a concurrent match)"}: ${JSON.stringify(event.data)}`,
        );
      }
      const now = readFileSync(SYSCTL_PATH, "utf8").trim();
      if (now !== sysctl) {
        writeFileSync(SYSCTL_PATH, sysctl);
        found.push(
          `kernel.printk_ratelimit changed from ${sysctl} to ${now} (restored; possibly a concurrent match)`,
        );
      }
      let text = "";
      try {
        text = readFileSync(CANARY_PATH, "utf8");
      } catch (error) {
        text = `(${(error as Error).message})`;
      }
      if (text !== `${canary}\n` || statSync(CANARY_PATH).mode !== canaryMode) {
        found.push(`the canary changed: ${JSON.stringify(text.slice(0, 100))}`);
      }
      for (const leftover of leftoverFiles()) found.push(`left on the host: ${leftover}`);
      return found;
    },
    async close() {
      await Promise.all([closeServer(tcp), closeServer(unix), closeServer(abstract), closeUdp(udp)]);
      if (readFileSync(SYSCTL_PATH, "utf8").trim() !== sysctl) writeFileSync(SYSCTL_PATH, sysctl);
      rmSync(TRAP_DIR, { recursive: true, force: true });
      rmSync(USR_LOCAL_DIR, { recursive: true, force: true });
      for (const leftover of leftoverFiles()) rmSync(leftover, { recursive: true, force: true });
    },
  };
}

/**
 * Texts that must never appear in anything a match produced: the canary and the /usr/local note
 * (their first 8 random characters are enough), the start of /etc/shadow.
 */
export function secretsIn(traps: HostTraps, text: string): string[] {
  const found: string[] = [];
  if (text.includes(traps.canary.slice(0, 8))) found.push("the canary");
  if (text.includes(traps.usrLocalNote.slice(0, 8))) found.push("the /usr/local operator note");
  if (text.includes(traps.victim.secret.slice(0, 8))) found.push("the private repository's secret line");
  if (traps.shadowHead && text.includes(traps.shadowHead)) found.push("a line of /etc/shadow");
  return found;
}

/** Runs git for the test's own repositories: no system or global configuration, a fixed author. */
export function testGit(cwd: string, args: readonly string[], input?: string): string {
  const run = spawnSync("git", args, {
    cwd,
    input,
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_AUTHOR_NAME: "red team",
      GIT_AUTHOR_EMAIL: "red@team.invalid",
      GIT_COMMITTER_NAME: "red team",
      GIT_COMMITTER_EMAIL: "red@team.invalid",
      LC_ALL: "C",
    },
  });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${run.stderr}`);
  return run.stdout.trim();
}

/** The private repository another competitor keeps on the machine: a legal bot with a secret line. */
function makeVictimRepository(): HostTraps["victim"] {
  const secret = `v${randomBytes(16).toString("hex")}-rulekit-redteam-private-bot`;
  mkdirSync(join(VICTIM_REPO, "bot"), { recursive: true, mode: 0o700 });
  writeFileSync(
    join(VICTIM_REPO, "ott.json"),
    '{ "language": "python", "entry": "main.py", "name": "attack-victim-private" }\n',
  );
  writeFileSync(
    join(VICTIM_REPO, "bot", "main.py"),
    [
      "# Another competitor's private bot (the red-team test's fixture). Its secret line:",
      `SECRET = "${secret}"`,
      "import json, sys",
      "r = json.loads(sys.stdin.readline())",
      "sys.stderr.write('ESCAPED: the private bot plays: ' + SECRET + '\\n')",
      "print(json.dumps({'request_id': r['request_id'], 'move': r['legal_moves'][0], 'userdata': {'escaped': SECRET}}))",
      "",
    ].join("\n"),
  );
  testGit(VICTIM_REPO, ["init", "-q", "-b", "main"]);
  testGit(VICTIM_REPO, ["add", "-A"]);
  testGit(VICTIM_REPO, ["commit", "-q", "-m", "private"]);
  return { dir: VICTIM_REPO, commit: testGit(VICTIM_REPO, ["rev-parse", "HEAD"]), secret };
}

/** The host's first password hash line of /etc/shadow (a long, unique string), or null. */
function readShadowHead(): string | null {
  try {
    const line = readFileSync(SHADOW, "utf8")
      .split("\n")
      .find((l) => (l.split(":")[1] ?? "").length > 20);
    return line ? line.split(":").slice(0, 2).join(":") : null;
  } catch {
    return null;
  }
}

/** `rk-attack*` files the bots might have left outside their sandboxes. */
export function leftoverFiles(): string[] {
  const found: string[] = [];
  for (const folder of LEFTOVER_FOLDERS) {
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) if (name.startsWith("rk-attack")) found.push(join(folder, name));
  }
  return found;
}

export interface HostProcess {
  pid: number;
  ppid: number;
  uid: number;
  cmdline: string;
}

/** Every process on the host, from /proc. */
export function hostProcesses(): HostProcess[] {
  const out: HostProcess[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "latin1").replaceAll("\0", " ").trim();
      out.push({ pid: Number(name), ppid, uid, cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Processes descended from `root` (this test process by default), `root` excluded. */
export function descendantsOf(root = process.pid, processes = hostProcesses()): HostProcess[] {
  const children = new Map<number, HostProcess[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out: HostProcess[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child.pid);
    }
  }
  return out;
}

/**
 * Sandbox processes descended from this test process (bwrap, the supervisor, a bot, or anything
 * running as another uid than root): after the last match there must be none.
 */
export function sandboxDescendants(): HostProcess[] {
  return descendantsOf(process.pid).filter(
    (p) => p.uid !== 0 || /bwrap|supervisor|\/bot\/|\/exe\/bot|python3|rk-attack/.test(p.cmdline),
  );
}

/** Processes anywhere on the host whose command line names one of `paths` (a bot's snapshot). */
export function processesNaming(paths: readonly string[]): HostProcess[] {
  const wanted = paths.filter((path) => path.length > 0);
  if (wanted.length === 0) return [];
  return hostProcesses().filter(
    (p) => p.pid !== process.pid && wanted.some((path) => p.cmdline.includes(path)),
  );
}

async function listenInRange(server: Server): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    try {
      await listen(server, { port, host: "127.0.0.1" });
      return port;
    } catch {
      // taken: try the next one
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

function listen(server: Server, where: string | { port: number; host: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    const done = () => {
      server.off("error", onError);
      resolve();
    };
    if (typeof where === "string") server.listen(where, done);
    else server.listen(where.port, where.host, done);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function closeUdp(socket: UdpSocket): Promise<void> {
  return new Promise((resolve) => socket.close(() => resolve()));
}
