import type { BoxIdentity } from "./box-identity.js";
import { NAMESPACE_UID } from "./box-identity.js";
import { dedupeMounts, type Mount } from "./mounts.js";
import type { SeccompProfile } from "./seccomp-policy.js";

export type { SeccompProfile } from "./seccomp-policy.js";

/** Rlimits the supervisor gives every process it starts (the bot's moves, or the compiler). */
export interface ProcessLimits {
  /** RLIMIT_AS in bytes; 0 leaves it unlimited. */
  addressSpaceBytes: number;
  /** RLIMIT_FSIZE: the largest file the process may write (in its private tmp). */
  fileSizeBytes: number;
  /** RLIMIT_NOFILE. */
  maxOpenFiles: number;
  /** RLIMIT_NPROC: processes and threads of the box's uid (the compiler's tools, Node's threads). */
  maxProcesses: number;
}

export interface SandboxSpec {
  /** Host path of the compiled supervisor. */
  supervisor: string;
  mounts: readonly Mount[];
  /**
   * Copied once, when the sandbox starts, into a read-only tmpfs at `target` (a folder, or a file whose
   * parent folder becomes the tmpfs) that every box sees: the bot's own files, held in memory (no
   * page-cache state of them for one move to set and the next to read) and named by no host path.
   * Bound read-only at /.rk/copies/<i> until the supervisor has copied them.
   */
  copies?: readonly Mount[];
  /** Symbolic links to create inside (e.g. `/lib → usr/lib` for the compiler's view of /usr). */
  symlinks?: readonly { target: string; path: string }[];
  /** Size of the fresh tmpfs each run gets on /tmp, and its number of files and folders. */
  tmpBytes: number;
  tmpInodes?: number;
  cwd: string;
  env: Readonly<Record<string, string>>;
  /** The command inside the sandbox (absolute paths as seen inside). */
  argv: readonly string[];
  profile: SeccompProfile;
  limits: ProcessLimits;
  identity: BoxIdentity;
  /** A file the program writes in /tmp, sent back in the reply after a successful run (a build). */
  collect?: { path: string; maxBytes: number };
  /**
   * Exec the program as soon as its box is built, while the other side moves, instead of at the go:
   * its runtime starts on the runner's time. The program must say it is ready with one byte on fd 5,
   * then wait for the go (4 bytes) on fd 4 and close both before running anything of the bot's; the
   * run's CPU and wall clocks start at the go. `cpuSeconds` is the box's RLIMIT_CPU backstop (the
   * runtime's start counts towards it). A fresh process for every run all the same.
   */
  prestart?: { cpuSeconds: number };
  /** `null-only`: /dev holds only /dev/null (the compiler must not read /dev/zero or /dev/random). */
  devices?: "standard" | "null-only";
}

/** Where the supervisor reads commands and writes replies (the runner's pipes, unseen by bots). */
export const COMMAND_FD = 3;
export const REPLY_FD = 4;
/** Where bubblewrap writes `{"child-pid": N}` once the sandbox runs (so the runner can kill it). */
export const INFO_FD = 5;

/** Where the supervisor appears inside the sandbox. */
export const SUPERVISOR_TARGET = "/.rk/supervisor";
/** Where the sources of `copies` are bound before each box copies them. */
const COPIES_DIR = "/.rk/copies";
const DEFAULT_TMP_INODES = 4096;

/** Capabilities the supervisor keeps (the program never has any). */
const SUPERVISOR_CAPS: Record<BoxIdentity["kind"], readonly string[]> = {
  // mount the per-run /proc and /tmp, create the per-run namespaces, switch to the box uid, kill it.
  "host-uid": ["CAP_SYS_ADMIN", "CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP", "CAP_KILL"],
  // inside the user namespace: mounts and namespaces; the uid stays the same.
  "user-namespace": ["CAP_SYS_ADMIN", "CAP_SETPCAP"],
};

/**
 * The bubblewrap command line for one sandbox (a bot's container for a match, or a build step):
 * - new pid, network, ipc, uts and cgroup namespaces (and a user namespace when the runner is not
 *   root): no network at all, no view of host processes;
 * - an empty root made read-only after setup, holding only `mounts` (read-only unless writable),
 *   a minimal read-only /dev and an empty /tmp mount point (each run gets a fresh tmpfs there);
 * - a new session (no terminal to inject into), killed with its parent;
 * - the environment cleared and replaced by `env`;
 * - the supervisor as the command, with every capability dropped but the few it needs to build a
 *   fresh box (namespaces, /proc, /tmp, the box uid) for each run.
 */
export function buildBwrapArgs(spec: SandboxSpec): string[] {
  const { identity } = spec;
  const args =
    identity.kind === "host-uid"
      ? ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup"]
      : ["--unshare-all", "--uid", String(NAMESPACE_UID), "--gid", String(NAMESPACE_UID)];
  args.push("--cap-drop", "ALL");
  for (const cap of SUPERVISOR_CAPS[identity.kind]) args.push("--cap-add", cap);
  args.push("--die-with-parent", "--new-session", "--hostname", "sandbox", "--info-fd", String(INFO_FD));
  args.push("--proc", "/proc");
  if (spec.devices === "null-only") args.push("--dir", "/dev", "--dev-bind", "/dev/null", "/dev/null");
  else args.push("--dev", "/dev");
  args.push("--dir", "/tmp");
  const copies = spec.copies ?? [];
  const staged = copies.map((copy, i) => ({ source: copy.source, target: `${COPIES_DIR}/${i}` }));
  const mounts = dedupeMounts([...spec.mounts, ...staged]);
  // bubblewrap would create missing parents as 0700 root folders, which the box uid cannot cross.
  const copyMountPoints = copies.map((copy) => (isFileCopy(copy) ? parentOf(copy.target) : copy.target));
  const wanted = [
    ...mounts.map((m) => m.target),
    ...(spec.symlinks ?? []).map((l) => l.path),
    ...copyMountPoints.map((dir) => `${dir}/.`),
    SUPERVISOR_TARGET,
  ];
  for (const dir of parentFolders(wanted, mounts)) {
    args.push("--dir", dir);
  }
  for (const mount of mounts) {
    args.push(mount.writable ? "--bind" : "--ro-bind", mount.source, mount.target);
  }
  for (const link of spec.symlinks ?? []) args.push("--symlink", link.target, link.path);
  args.push("--ro-bind", spec.supervisor, SUPERVISOR_TARGET);
  if (spec.devices !== "null-only") args.push("--remount-ro", "/dev");
  // The working folder may be inside a copy, made only in the box: the supervisor enters it there.
  args.push("--remount-ro", "/", "--chdir", "/", "--clearenv");
  for (const [key, value] of Object.entries(spec.env).sort(([a], [b]) => a.localeCompare(b))) {
    args.push("--setenv", key, value);
  }
  const whole = (n: number) => String(Math.max(0, Math.floor(n)));
  const { limits } = spec;
  args.push(
    "--",
    SUPERVISOR_TARGET,
    spec.profile,
    whole(limits.addressSpaceBytes),
    whole(limits.fileSizeBytes),
    String(Math.max(8, Math.floor(limits.maxOpenFiles))),
    String(Math.max(1, Math.floor(limits.maxProcesses))),
    identity.kind === "host-uid" ? String(identity.uid) : "-",
    whole(spec.tmpBytes),
    whole(spec.tmpInodes ?? DEFAULT_TMP_INODES),
    spec.collect?.path ?? "-",
    whole(spec.collect?.maxBytes ?? 0),
    spec.prestart ? String(Math.max(1, Math.ceil(spec.prestart.cpuSeconds))) : "-",
    spec.cwd,
    String(copies.length),
    ...copies.flatMap((copy, i) => [staged[i]!.target, copy.target]),
    "--",
    ...spec.argv,
  );
  return args;
}

/** Every ancestor folder of `paths` (shortest first) that no mount covers: bwrap creates them 0755. */
function parentFolders(paths: readonly string[], mounts: readonly Mount[]): string[] {
  const covered = (dir: string) => mounts.some((m) => dir === m.target || dir.startsWith(`${m.target}/`));
  const found = new Set<string>();
  for (const path of paths) {
    const parts = path.split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++) {
      const dir = `/${parts.slice(0, i).join("/")}`;
      if (!covered(dir)) found.add(dir);
    }
  }
  return [...found].sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b));
}

/** A copy of a single file (the compiled program) rather than a folder (the bot's files). */
function isFileCopy(copy: Mount): boolean {
  return copy.file === true;
}

function parentOf(path: string): string {
  return path.replace(/\/[^/]*$/, "") || "/";
}
