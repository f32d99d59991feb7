import { dedupeMounts, type Mount } from "./mounts.js";

/** Seccomp profiles of the supervisor: see supervisor-source.ts. */
export type SeccompProfile = "strict" | "threads" | "compile";

/** Rlimits the supervisor gives every process it starts (the bot's moves, or the compiler). */
export interface ProcessLimits {
  /** RLIMIT_AS in bytes; 0 leaves it unlimited. */
  addressSpaceBytes: number;
  /** RLIMIT_FSIZE: the largest file the process may write (in its private tmp). */
  fileSizeBytes: number;
  /** RLIMIT_NOFILE. */
  maxOpenFiles: number;
}

export interface SandboxSpec {
  /** Host path of the compiled supervisor. */
  supervisor: string;
  mounts: readonly Mount[];
  /** Symbolic links to create inside (e.g. `/lib → usr/lib` for the compiler's view of /usr). */
  symlinks?: readonly { target: string; path: string }[];
  /** Size of the private writable /tmp (tmpfs). */
  tmpBytes: number;
  cwd: string;
  env: Readonly<Record<string, string>>;
  /** The command inside the sandbox (absolute paths as seen inside). */
  argv: readonly string[];
  profile: SeccompProfile;
  limits: ProcessLimits;
}

/** Where the supervisor reads commands and writes replies (the runner's pipes, unseen by bots). */
export const COMMAND_FD = 3;
export const REPLY_FD = 4;

/** Where the supervisor appears inside the sandbox. */
export const SUPERVISOR_TARGET = "/.rk/supervisor";
/** The uid/gid the bot runs as inside its user namespace ("nobody"). */
export const SANDBOX_UID = 65534;

/**
 * The bubblewrap command line for one sandbox (a bot's container for a match, or a build step):
 * - every namespace unshared (user, pid, net, ipc, uts, cgroup): no network at all, a private pid
 *   space, uid/gid 65534 with no capabilities;
 * - an empty root made read-only after setup, holding only `mounts` (read-only unless writable),
 *   a fresh /proc, a minimal read-only /dev (null, zero, random, urandom, …) and a size-capped tmpfs /tmp;
 * - a new session (no terminal to inject into), killed with its parent;
 * - the environment cleared and replaced by `env`;
 * - the supervisor as the command: it starts the real program once per command it receives, each
 *   time a fresh process with rlimits and seccomp.
 */
export function buildBwrapArgs(spec: SandboxSpec): string[] {
  const args = [
    "--unshare-all",
    "--uid",
    String(SANDBOX_UID),
    "--gid",
    String(SANDBOX_UID),
    "--cap-drop",
    "ALL",
    "--die-with-parent",
    "--new-session",
    "--hostname",
    "sandbox",
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--size",
    String(spec.tmpBytes),
    "--tmpfs",
    "/tmp",
  ];
  for (const mount of dedupeMounts(spec.mounts)) {
    args.push(mount.writable ? "--bind" : "--ro-bind", mount.source, mount.target);
  }
  for (const link of spec.symlinks ?? []) args.push("--symlink", link.target, link.path);
  args.push("--ro-bind", spec.supervisor, SUPERVISOR_TARGET);
  args.push("--remount-ro", "/dev", "--remount-ro", "/", "--chdir", spec.cwd, "--clearenv");
  for (const [key, value] of Object.entries(spec.env).sort(([a], [b]) => a.localeCompare(b))) {
    args.push("--setenv", key, value);
  }
  const { limits } = spec;
  args.push(
    "--",
    SUPERVISOR_TARGET,
    spec.profile,
    String(Math.max(0, Math.floor(limits.addressSpaceBytes))),
    String(Math.max(0, Math.floor(limits.fileSizeBytes))),
    String(Math.max(8, Math.floor(limits.maxOpenFiles))),
    "--",
    ...spec.argv,
  );
  return args;
}
