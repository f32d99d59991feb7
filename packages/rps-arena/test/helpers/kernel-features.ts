import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * What the kernel of this machine offers that an attack bot aims at. The red-team suite asks, with a
 * small probe run **outside** any sandbox, as the test's own user, and then demands the one contained
 * verdict that this kernel can produce (bots/attacks/README.md, "Kernel features"). Machines of this
 * project's kind differ: on some, `int $0x80` faults with SIGSEGV even outside a sandbox.
 */
export const KERNEL_FEATURES = [
  "ia32-syscalls",
  "x32-syscalls",
  "io-uring",
  "perf-event-open",
  "bpf",
  "userfaultfd",
  "unprivileged-user-namespaces",
] as const;
export type KernelFeature = (typeof KERNEL_FEATURES)[number];

export interface FeatureProbe {
  feature: KernelFeature;
  available: boolean;
  /** What the probe saw: the call's result, its errno, or the signal that ended it. */
  evidence: string;
}

// One program, one mode per feature. Each prints `available <detail>` or `absent <errno name>`; a
// fault (int 0x80 on a kernel without IA-32 emulation) ends it with a signal, which the caller reads.
const PROBE_SOURCE = String.raw`
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <linux/bpf.h>

static int report(long r, const char *what) {
  if (r >= 0) printf("available %s returned %ld\n", what, r);
  else printf("absent %s failed: %s\n", what, strerrorname_np(errno) ? strerrorname_np(errno) : "?");
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  const char *mode = argv[1];
  if (!strcmp(mode, "ia32-syscalls")) {
    long ret;
    __asm__ volatile("int $0x80" : "=a"(ret) : "a"(20L) : "memory");  /* i386 getpid */
    if (ret == (long)getpid()) printf("available int 0x80 getpid returned %ld\n", ret);
    else printf("absent int 0x80 getpid returned %ld\n", ret);
    return 0;
  }
  if (!strcmp(mode, "x32-syscalls")) return report(syscall(0x40000000L | 39L), "x32 getpid");
  if (!strcmp(mode, "io-uring")) {
    unsigned char params[120];
    memset(params, 0, sizeof params);
    return report(syscall(425, 1, params), "io_uring_setup");
  }
  if (!strcmp(mode, "perf-event-open")) {
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    attr.type = PERF_TYPE_SOFTWARE;
    attr.config = PERF_COUNT_SW_TASK_CLOCK;
    attr.exclude_kernel = 1;
    return report(syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0), "perf_event_open");
  }
  if (!strcmp(mode, "bpf")) {
    union bpf_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.map_type = BPF_MAP_TYPE_ARRAY;
    attr.key_size = 4;
    attr.value_size = 4;
    attr.max_entries = 1;
    return report(syscall(SYS_bpf, BPF_MAP_CREATE, &attr, sizeof attr), "bpf(BPF_MAP_CREATE)");
  }
  if (!strcmp(mode, "userfaultfd")) return report(syscall(SYS_userfaultfd, 0), "userfaultfd");
  return 2;
}
`;

let cached: Record<KernelFeature, FeatureProbe> | null = null;

/** Probes every feature once per test process (a compile of ~0.3 s, then one short run each). */
export function kernelFeatures(): Record<KernelFeature, FeatureProbe> {
  if (cached) return cached;
  const dir = mkdtempSync(join(tmpdir(), "rulekit-kernel-probe-"));
  try {
    const source = join(dir, "probe.c");
    const binary = join(dir, "probe");
    writeFileSync(source, PROBE_SOURCE);
    const built = spawnSync("cc", ["-O0", "-o", binary, source], { encoding: "utf8" });
    if (built.status !== 0) throw new Error(`the kernel probe does not compile: ${built.stderr}`);
    const found = {} as Record<KernelFeature, FeatureProbe>;
    for (const feature of KERNEL_FEATURES) {
      found[feature] =
        feature === "unprivileged-user-namespaces" ? probeUserNamespaces() : runProbe(binary, feature);
    }
    cached = found;
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runProbe(binary: string, feature: KernelFeature): FeatureProbe {
  const run = spawnSync(binary, [feature], { encoding: "utf8", timeout: 10_000 });
  if (feature === "ia32-syscalls" && run.signal === "SIGSEGV")
    return { feature, available: false, evidence: "int 0x80 killed the probe with SIGSEGV" };
  const line = run.stdout.trim();
  const match = /^(available|absent) (.+)$/.exec(line);
  if (run.status !== 0 || !match)
    throw new Error(
      `kernel probe ${feature}: unexpected outcome (status ${run.status}, signal ${run.signal}): ${line} ${run.stderr}`,
    );
  return { feature, available: match[1] === "available", evidence: match[2]! };
}

/**
 * Whether an unprivileged runner can build its sandbox: bubblewrap in a new user namespace, started
 * as an unprivileged uid (setpriv when the test runs as root), exactly as the arena would.
 */
function probeUserNamespaces(): FeatureProbe {
  const feature = "unprivileged-user-namespaces";
  const asRoot = process.getuid?.() === 0;
  const bwrap = ["bwrap", "--unshare-user", "--unshare-pid", "--ro-bind", "/", "/", "/bin/true"];
  const argv = asRoot
    ? ["setpriv", `--reuid=${PROBE_UID}`, `--regid=${PROBE_UID}`, "--clear-groups", ...bwrap]
    : bwrap;
  const run = spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8", timeout: 10_000 });
  if (run.status === 0)
    return { feature, available: true, evidence: "bwrap --unshare-user ran as an unprivileged uid" };
  return {
    feature,
    available: false,
    evidence: `bwrap --unshare-user as an unprivileged uid: exit ${run.status}: ${run.stderr.trim().slice(0, 200)}`,
  };
}

/** The unprivileged uid the probes (and the unprivileged-runner test) run as when the test is root. */
export const PROBE_UID = 61_234;
