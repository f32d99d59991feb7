/**
 * The seccomp policy of every sandboxed process, as data: an allowlist whose default is
 * SECCOMP_RET_KILL_PROCESS (the process dies of SIGSYS and the runner reports `sandbox_violation`).
 * `seccompPolicyC()` turns it into the C the supervisor compiles, one `#ifdef __NR_x` per call so
 * the same list builds on x86_64 and aarch64 (where the legacy calls such as `open` do not exist).
 *
 * The lists were taken from `strace -f -c` of the runtimes doing real work (Python 3.11 importing
 * most of the standard library, Node 20 starting, reading stdin and writing files, a static C++
 * bot, g++ compiling and linking), plus what those runtimes call on paths the traces did not hit.
 */
export type SeccompProfile = "strict" | "threads" | "compile";

const words = (text: string) => text.trim().split(/\s+/);

/** Allowed for every profile, whatever the arguments. */
export const ALLOWED_SYSCALLS: Readonly<Record<string, readonly string[]>> = {
  files: words(`
    read write readv writev pread64 pwrite64 preadv pwritev lseek close close_range
    open openat openat2 creat stat fstat lstat newfstatat statx statfs fstatfs access faccessat
    faccessat2 readlink readlinkat getdents getdents64 getcwd chdir fchdir dup dup2 dup3
    flock fsync fdatasync ftruncate truncate fallocate sendfile copy_file_range
    splice tee mkdir mkdirat rmdir unlink unlinkat rename renameat renameat2 link linkat symlink
    symlinkat chmod fchmod fchmodat fchmodat2 umask utimensat utime utimes futimesat getxattr
    lgetxattr fgetxattr listxattr llistxattr flistxattr
  `),
  memory: words(`
    mmap munmap mprotect mremap brk msync membarrier get_mempolicy pkey_alloc
    pkey_free pkey_mprotect
  `),
  signalsAndTime: words(`
    rt_sigaction rt_sigprocmask rt_sigreturn rt_sigsuspend rt_sigpending rt_sigtimedwait sigaltstack
    restart_syscall clock_gettime clock_getres clock_nanosleep nanosleep gettimeofday time alarm
    setitimer getitimer timer_create timer_settime timer_gettime timer_getoverrun timer_delete
    timerfd_create timerfd_settime timerfd_gettime pause
  `),
  processInfo: words(`
    getpid gettid getppid getuid geteuid getgid getegid getgroups getresuid getresgid getpgrp
    getpgid getsid uname sysinfo getrusage times getrlimit capget getcpu sched_yield
    sched_getaffinity sched_getparam sched_getscheduler sched_get_priority_max
    sched_get_priority_min getpriority
  `),
  runtime: words(`
    arch_prctl set_tid_address set_robust_list get_robust_list rseq futex futex_waitv getrandom exit
    exit_group execve wait4 waitid
  `),
  polling: words(`
    poll ppoll select pselect6 epoll_create epoll_create1 epoll_ctl epoll_wait epoll_pwait
    epoll_pwait2 eventfd eventfd2
  `),
  // Only AF_UNIX sockets can be created (see `socket` below; none in `strict`), and the network
  // namespace is empty. getsockopt/setsockopt are allowed by option (ALLOWED_SOCKOPTS).
  unixSockets: words(`
    connect bind listen accept accept4 sendto recvfrom sendmsg recvmsg sendmmsg recvmmsg shutdown
    getsockname getpeername
  `),
};

/**
 * `getsockopt`/`setsockopt` options allowed, all at level SOL_SOCKET (anything else is ENOPROTOOPT):
 * what a runtime asks of a unix socket or a pipe it was handed. Left out on purpose: SO_COOKIE and
 * SO_NETNS_COOKIE (they read, and the first also advances, counters the whole machine shares: a
 * move could set their low bits and a later move, or another bot, read them back), SO_PEERPIDFD
 * (a pidfd, whose inode number is a machine-wide count of processes), SO_PEERSEC, SO_PEERGROUPS,
 * SO_MEMINFO, SO_INCOMING_CPU, and SO_ATTACH_FILTER / SO_ATTACH_BPF (a BPF program).
 */
export const ALLOWED_SOCKOPTS: Readonly<Record<string, number>> = {
  SO_REUSEADDR: 2,
  SO_TYPE: 3,
  SO_ERROR: 4,
  SO_SNDBUF: 7,
  SO_RCVBUF: 8,
  SO_KEEPALIVE: 9,
  SO_LINGER: 13,
  SO_REUSEPORT: 15,
  SO_PASSCRED: 16,
  SO_PEERCRED: 17,
  SO_RCVLOWAT: 18,
  SO_SNDLOWAT: 19,
  SO_RCVTIMEO_OLD: 20,
  SO_SNDTIMEO_OLD: 21,
  SO_ACCEPTCONN: 30,
  SO_PROTOCOL: 38,
  SO_DOMAIN: 39,
  SO_RCVTIMEO_NEW: 66,
  SO_SNDTIMEO_NEW: 67,
};

/** Options refused by name in tests and docs (each is off ALLOWED_SOCKOPTS). */
export const REFUSED_SOCKOPTS: Readonly<Record<string, number>> = {
  SO_ATTACH_FILTER: 26,
  SO_PEERSEC: 31,
  SO_ATTACH_BPF: 50,
  SO_INCOMING_CPU: 49,
  SO_MEMINFO: 55,
  SO_COOKIE: 57,
  SO_PEERGROUPS: 59,
  SO_NETNS_COOKIE: 71,
  SO_PEERPIDFD: 77,
};

const SOL_SOCKET = 1;

/*
 * `strict` (Python, C++) boxes cannot make a pipe or a socket at all (EPERM / EACCES): neither
 * runtime needs one, and each new pipe or socket takes its inode number from a counter the whole
 * machine shares (get_next_ino), which a move could advance and a later move read back. `threads`
 * (Node, whose event loop needs pipes) and `compile` keep them.
 *
 * Left out on purpose (so they kill): memfd_create (memory that RLIMIT_AS does not count), and every
 * way to see or steer the page cache of files other boxes also read — fadvise64, readahead, mincore,
 * preadv2/pwritev2 (RWF_NOWAIT) and madvise's MADV_COLD/MADV_PAGEOUT (below) — which the red team
 * used as a channel from one move to the next.
 */

/** Refused with an errno instead of a kill: runtimes probe these and carry on without them. */
export const ERRNO_SYSCALLS: Readonly<Record<string, string>> = {
  sched_setaffinity: "EPERM",
  mlock: "EPERM",
  mlock2: "EPERM",
  munlock: "EPERM",
  mlockall: "EPERM",
  munlockall: "EPERM",
};

/** `ioctl` requests allowed (everything else is ENOTTY: there is no terminal, and no TIOCSTI). */
export const ALLOWED_IOCTLS: Readonly<Record<string, number>> = {
  TCGETS: 0x5401,
  TIOCGPGRP: 0x540f,
  TIOCGWINSZ: 0x5413,
  FIONREAD: 0x541b,
  FIONBIO: 0x5421,
  FIONCLEX: 0x5450,
  FIOCLEX: 0x5451,
};

/** `prctl` options allowed (everything else is EINVAL): names and read-only queries. */
export const ALLOWED_PRCTLS: Readonly<Record<string, number>> = {
  PR_GET_PDEATHSIG: 2,
  PR_GET_DUMPABLE: 3,
  PR_SET_NAME: 15,
  PR_GET_NAME: 16,
  PR_GET_SECCOMP: 21,
  PR_CAPBSET_READ: 23,
  PR_GET_TIMERSLACK: 30,
  PR_GET_NO_NEW_PRIVS: 39,
  PR_GET_THP_DISABLE: 42,
  PR_SET_VMA: 0x53564d41,
};

/** `fcntl` commands refused (EPERM): signals to an owner process, leases, directory notifications. */
export const REFUSED_FCNTLS: Readonly<Record<string, number>> = {
  F_SETOWN: 8,
  F_SETSIG: 10,
  F_SETOWN_EX: 15,
  F_SETLEASE: 1024,
  F_NOTIFY: 1026,
};

/** AF_UNIX, the only socket domain a box may create. */
const AF_UNIX = 1;

const cName = (name: string) => `__NR_${name}`;
const guarded = (name: string, body: string) => `#ifdef ${cName(name)}\n  ${body}\n#endif`;

/**
 * The C body of `install_policy(profile)` (inside the supervisor; `allow`, `errno_for`, `kill_for`,
 * `arg_in`, `flags_thread_only`, `load_nr` and the filter buffer are defined there). Order: the
 * conditional rules first (they must not be shadowed by a plain allow), then the plain lists.
 */
export function seccompPolicyC(): string {
  const ioctls = Object.values(ALLOWED_IOCTLS);
  const prctls = Object.values(ALLOWED_PRCTLS);
  const fcntls = Object.values(REFUSED_FCNTLS);
  const list = (values: number[]) => `(const unsigned int[]){${values.join(", ")}}, ${values.length}`;
  const sockopts = Object.values(ALLOWED_SOCKOPTS);
  const lines: string[] = [
    // socket / socketpair: AF_UNIX only (refused in strict); any other domain is a violation.
    "if (profile == STRICT) {",
    guarded("socket", `arg_in(__NR_socket, 0, ${list([AF_UNIX])}, ERRNO(EACCES), KILL);`),
    guarded("socketpair", `arg_in(__NR_socketpair, 0, ${list([AF_UNIX])}, ERRNO(EACCES), KILL);`),
    guarded("pipe", "errno_for(__NR_pipe, EPERM);"),
    guarded("pipe2", "errno_for(__NR_pipe2, EPERM);"),
    "} else {",
    guarded("socket", `arg_in(__NR_socket, 0, ${list([AF_UNIX])}, ALLOW, KILL);`),
    guarded("socketpair", `arg_in(__NR_socketpair, 0, ${list([AF_UNIX])}, ALLOW, KILL);`),
    guarded("pipe", "allow(__NR_pipe);"),
    guarded("pipe2", "allow(__NR_pipe2);"),
    "}",
    // Socket options: SOL_SOCKET and an allowed option, else ENOPROTOOPT (no SO_COOKIE…).
    guarded("getsockopt", `sockopt_in(__NR_getsockopt, ${SOL_SOCKET}, ${list(sockopts)});`),
    guarded("setsockopt", `sockopt_in(__NR_setsockopt, ${SOL_SOCKET}, ${list(sockopts)});`),
    guarded("ioctl", `arg_in(__NR_ioctl, 1, ${list(ioctls)}, ALLOW, ERRNO(ENOTTY));`),
    guarded("prctl", `arg_in(__NR_prctl, 0, ${list(prctls)}, ALLOW, ERRNO(EINVAL));`),
    guarded("fcntl", `arg_in(__NR_fcntl, 1, ${list(fcntls)}, ERRNO(EPERM), ALLOW);`),
    // madvise, but not MADV_COLD (20) / MADV_PAGEOUT (21): they push pages out of the page cache.
    guarded("madvise", `arg_in(__NR_madvise, 2, ${list([20, 21])}, ERRNO(EINVAL), ALLOW);`),
    // Limits of itself only (pid 0 or its own pid, which is 1 in its private pid namespace).
    guarded("prlimit64", `arg_in(__NR_prlimit64, 0, ${list([0, 1])}, ALLOW, KILL);`),
    "if (profile == COMPILE) {",
    // The compiler driver starts and signals its own tools, all inside the run's pid namespace.
    ...["fork", "vfork", "kill", "tkill", "tgkill"].map((n) => guarded(n, `allow(${cName(n)});`)),
    guarded("clone", "flags_without_namespaces(__NR_clone);"),
    guarded("clone3", "errno_for(__NR_clone3, ENOSYS);"),
    "} else {",
    // Signals to itself only: kill(0) is its own process group (it is alone in its session).
    guarded("kill", `arg_in(__NR_kill, 0, ${list([0, 1])}, ALLOW, KILL);`),
    guarded("tgkill", `arg_in(__NR_tgkill, 0, ${list([1])}, ALLOW, KILL);`),
    guarded("tkill", "allow(__NR_tkill);"),
    "  if (profile == THREADS) {",
    guarded("clone", "flags_thread_only(__NR_clone);"),
    guarded("clone3", "errno_for(__NR_clone3, ENOSYS);"),
    "  }",
    "}",
  ];
  for (const [name, errno] of Object.entries(ERRNO_SYSCALLS)) {
    lines.push(guarded(name, `errno_for(${cName(name)}, ${errno});`));
  }
  for (const names of Object.values(ALLOWED_SYSCALLS)) {
    for (const name of names) lines.push(guarded(name, `allow(${cName(name)});`));
  }
  return lines.join("\n");
}
