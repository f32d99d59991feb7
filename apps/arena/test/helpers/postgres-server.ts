import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A real PostgreSQL (Debian's, /usr/lib/postgresql/<major>/bin) for a test: a fresh cluster in a
 * temporary folder on a free loopback port, run as an unprivileged user (initdb and postgres
 * refuse root): `postgres` when the package made it, else `nobody`. `restart()` kills it (SIGKILL,
 * no clean shutdown) and starts it again on the same data.
 */
export class PostgresServer {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
    private readonly user: { uid: number; gid: number },
  ) {}

  get url(): string {
    return `postgres://arena@127.0.0.1:${this.port}/arena`;
  }

  static async start(): Promise<PostgresServer> {
    const bin = postgresBin();
    const user = unprivilegedUser();
    const dir = mkdtempSync(join(tmpdir(), "rulekit-pg-"));
    chmodSync(dir, 0o777);
    const server = new PostgresServer(await freePort(), dir, bin, user);
    server.as("initdb", [
      "-D",
      server.data,
      "-U",
      "arena",
      "--auth=trust",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
    await server.launch();
    server.as("createdb", ["-h", "127.0.0.1", "-p", String(server.port), "-U", "arena", "arena"]);
    return server;
  }

  private get data(): string {
    return join(this.dir, "data");
  }

  private as(tool: string, args: string[]): string {
    return execFileSync(
      "setpriv",
      [
        `--reuid=${this.user.uid}`,
        `--regid=${this.user.gid}`,
        "--clear-groups",
        "--",
        join(this.bin, tool),
        ...args,
      ],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        cwd: this.dir,
        env: { PATH: "/usr/bin:/bin", LC_ALL: "C" },
      },
    );
  }

  private async launch(): Promise<void> {
    const child = spawn(
      "setpriv",
      [
        `--reuid=${this.user.uid}`,
        `--regid=${this.user.gid}`,
        "--clear-groups",
        "--",
        join(this.bin, "postgres"),
        "-D",
        this.data,
        "-p",
        String(this.port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${this.dir}`,
        "-c",
        "fsync=off",
        "-c",
        "max_connections=50",
      ],
      { stdio: "ignore", cwd: this.dir, env: { PATH: "/usr/bin:/bin", LC_ALL: "C" } },
    );
    this.process = child;
    const deadline = Date.now() + 60_000;
    while (!(await accepts(this.port))) {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error("postgres did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Accepting TCP is not yet accepting queries: wait for pg_isready.
    while (spawnReady(this.bin, this.port) !== 0) {
      if (Date.now() > deadline) throw new Error("postgres did not become ready");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Kills the server outright and starts it again on the same data after `downMs`. */
  async restart(downMs = 500): Promise<void> {
    await this.kill();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.launch();
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      // setpriv execs postgres: the pid is the postmaster's; SIGKILL leaves its children, which exit.
      child.kill("SIGKILL");
    });
    // The backends notice their postmaster is gone; wait for the port to close.
    const deadline = Date.now() + 20_000;
    while ((await accepts(this.port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
}

function spawnReady(bin: string, port: number): number {
  try {
    execFileSync(join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
    return 0;
  } catch {
    return 1;
  }
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => /^\d+$/.test(d))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  return join(root, majors[0]!, "bin");
}

function unprivilegedUser(): { uid: number; gid: number } {
  for (const name of ["postgres", "nobody"]) {
    try {
      const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim());
      const uid = id("-u");
      if (uid > 0) return { uid, gid: id("-g") };
    } catch {
      // no such user: try the next one
    }
  }
  throw new Error("no unprivileged user (postgres or nobody) to run PostgreSQL as");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.setTimeout(1000);
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}
