import { seccompPolicyC } from "./seccomp-policy.js";

/**
 * The C source of the in-sandbox supervisor (compiled once per machine by `ensureSupervisor`).
 *
 * One supervisor runs inside each bubblewrap sandbox (one sandbox per bot per match, or per build
 * step) and gives every run (each move, each compile) a box of its own: a child cloned into a NEW
 * pid namespace (the program is pid 1 there, alone: nothing else to see or signal), a new mount
 * namespace with a fresh read-only /proc showing only itself, a new IPC namespace, and a fresh
 * size-capped tmpfs on /tmp that is unmounted after the run (nothing carries over). When the
 * runner is root the child switches to the box's own unprivileged uid, which nothing else on the
 * host uses; in either mode it drops every capability, sets its rlimits and no_new_privs, installs
 * the seccomp allowlist (seccomp-policy.ts) and execs the program. The supervisor feeds stdin,
 * collects stdout+stderr (killing the box one byte past the output limit), watches the program's
 * CPU clock every millisecond and its wall time, reaps it with wait4 for the exact CPU, and replies
 * with one JSON line plus the captured output (and, for a build, the file it was asked to collect
 * from /tmp). Commands come on fd 3, replies go to fd 4; the program never sees either.
 */
export const SUPERVISOR_C = String.raw`
// rulekit arena supervisor: runs INSIDE the bubblewrap sandbox; one fresh box per run.
//
// usage: supervisor <profile: strict|threads|compile> <as_bytes> <fsize_bytes> <nofile> <nproc>
//                   <box_uid|-> <tmp_bytes> <tmp_inodes> <collect_path|-> <collect_max> <prestart_cpu_s|->
//                   <cwd> <n> [<staged> <target>]×n -- argv...
// With prestart_cpu_s the program is exec'd as soon as its box is built (its runtime starts while the
// other side moves): it says it is ready with one byte on fd 5 and waits for the go on fd 4; the run's
// clocks start at the go (see run_one). Otherwise the box waits for the go before the exec.
// Commands arrive on fd 3: "RUN <cpu_ms> <wall_ms> <output_limit> <stdin_len>\n" + stdin bytes.
// Reply on fd 4: one JSON line, then the captured stdout, stderr and collected-file bytes.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <libgen.h>
#include <limits.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#if defined(__x86_64__)
#define RK_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define RK_ARCH AUDIT_ARCH_AARCH64
#else
#error "unsupported architecture"
#endif

#define COMMAND_FD 3
#define REPLY_FD 4
#define ARG_LO(i) (offsetof(struct seccomp_data, args) + 8 * (i))
#define NS_FLAGS (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP)
#define KILL SECCOMP_RET_KILL_PROCESS
#define ERRNO(e) (SECCOMP_RET_ERRNO | ((e) & SECCOMP_RET_DATA))
#define ALLOW SECCOMP_RET_ALLOW

extern char **environ;

enum profile { STRICT, THREADS, COMPILE };

// ---- the seccomp allowlist -------------------------------------------------------------------
static struct sock_filter prog[1024];
static unsigned short n_prog = 0;

static void emit(unsigned short code, unsigned char jt, unsigned char jf, unsigned int k) {
  if (n_prog >= sizeof prog / sizeof prog[0]) abort();
  struct sock_filter f = {code, jt, jf, k};
  prog[n_prog++] = f;
}
// Each rule starts with the syscall number in the accumulator and leaves it there when it does not
// apply: a rule either returns or jumps past its own instructions.
static void allow(int nr) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, (unsigned int)nr);
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);
}
static void errno_for(int nr, int e) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, (unsigned int)nr);
  emit(BPF_RET | BPF_K, 0, 0, ERRNO(e));
}
// nr with the low 32 bits of argument arg in values[] → on_match, otherwise → otherwise.
static void arg_in(int nr, int arg, const unsigned int *values, int n, unsigned int on_match, unsigned int otherwise) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, (unsigned char)(n + 3), (unsigned int)nr);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(arg));
  for (int i = 0; i < n; i++) emit(BPF_JMP | BPF_JEQ | BPF_K, (unsigned char)(n - i), 0, values[i]);
  emit(BPF_RET | BPF_K, 0, 0, otherwise);
  emit(BPF_RET | BPF_K, 0, 0, on_match);
}
// clone(2) for a thread of this process only: CLONE_THREAD set and no namespace flag.
// getsockopt/setsockopt(fd, level, optname, …): LEVEL and one of VALUES as the option, else
// ENOPROTOOPT. The kernel reads both as int, so the low 32 bits are all that matter.
static void sockopt_in(int nr, unsigned int level, const unsigned int *values, int n) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, (unsigned char)(n + 5), (unsigned int)nr);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(1));
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, (unsigned char)(n + 1), level);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(2));
  for (int i = 0; i < n; i++) emit(BPF_JMP | BPF_JEQ | BPF_K, (unsigned char)(n - i), 0, values[i]);
  emit(BPF_RET | BPF_K, 0, 0, ERRNO(ENOPROTOOPT));
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);
}

static void flags_thread_only(int nr) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 5, (unsigned int)nr);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(0));
  emit(BPF_JMP | BPF_JSET | BPF_K, 0, 2, CLONE_THREAD);
  emit(BPF_JMP | BPF_JSET | BPF_K, 1, 0, NS_FLAGS);
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);
  emit(BPF_RET | BPF_K, 0, 0, KILL);
}
// clone(2) of a process or thread, without any namespace flag.
static void flags_without_namespaces(int nr) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 4, (unsigned int)nr);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(0));
  emit(BPF_JMP | BPF_JSET | BPF_K, 1, 0, NS_FLAGS);
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);
  emit(BPF_RET | BPF_K, 0, 0, KILL);
}

static int install_policy(enum profile profile) {
  n_prog = 0;
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, arch));
  emit(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, RK_ARCH);
  emit(BPF_RET | BPF_K, 0, 0, KILL);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr));
#if defined(__x86_64__)
  emit(BPF_JMP | BPF_JGE | BPF_K, 0, 1, 0x40000000);  // x32 ABI
  emit(BPF_RET | BPF_K, 0, 0, KILL);
#endif
${seccompPolicyC()}
  emit(BPF_RET | BPF_K, 0, 0, KILL);  // default: anything not listed is a violation
  struct sock_fprog fprog = {n_prog, prog};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return (int)syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fprog);
}

// ---- plumbing ----------------------------------------------------------------------------------
static int64_t now_us(clockid_t clock) {
  struct timespec ts;
  if (clock_gettime(clock, &ts) != 0) return -1;
  return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int write_all(int fd, const char *data, size_t len) {
  size_t off = 0;
  while (off < len) {
    ssize_t w = write(fd, data + off, len - off);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return -1;
    off += (size_t)w;
  }
  return 0;
}

static int read_all(int fd, char *data, size_t len) {
  size_t off = 0;
  while (off < len) {
    ssize_t r = read(fd, data + off, len - off);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    off += (size_t)r;
  }
  return 0;
}

struct buffer {
  char *data;
  size_t len;
};

static void send_reply(const char *line, size_t n, const struct buffer *parts, int count) {
  if (write_all(REPLY_FD, line, n) != 0) _exit(0);  // the runner is gone
  for (int i = 0; i < count; i++)
    if (parts[i].len > 0 && write_all(REPLY_FD, parts[i].data, parts[i].len) != 0) _exit(0);
}

static void error_reply(const char *what, int err) {
  char line[512];
  int n = snprintf(line, sizeof line, "{\"v\":1,\"error\":\"%s: %s\",\"stdoutLen\":0,\"stderrLen\":0}\n", what,
                   strerror(err));
  if (n < 0) return;
  if ((size_t)n >= sizeof line) n = sizeof line - 1;
  send_reply(line, (size_t)n, NULL, 0);
}

static void set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  setrlimit(resource, &rl);
}

struct config {
  enum profile profile;
  rlim_t as_bytes, fsize_bytes, nofile, nproc;
  long long box_uid;  // -1: keep the sandbox's uid (user-namespace mode, the runner is not root)
  unsigned long long tmp_bytes, tmp_inodes;
  const char *collect;  // a file under /tmp sent back after a successful run, or NULL
  unsigned long long collect_max;
  long long prestart_cpu_s;  // -1: exec at the go; else exec at once, with this RLIMIT_CPU (see usage)
  const char *cwd;  // the program's working folder (may be inside a copy, so entered after it)
  int n_copies;     // files copied into fresh read-only tmpfs for every box: {staged path, target}
  char **copies;
  char **argv;
};

// A fresh tmpfs on /tmp for one run (the previous one was unmounted with everything in it). 0711:
// the supervisor (no CAP_DAC_OVERRIDE) can still reach the file a build leaves for it.
static int mount_fresh_tmp(const struct config *cfg) {
  char opts[160];
  if (cfg->box_uid >= 0)
    snprintf(opts, sizeof opts, "size=%llu,nr_inodes=%llu,mode=0711,uid=%lld,gid=%lld", cfg->tmp_bytes,
             cfg->tmp_inodes, cfg->box_uid, cfg->box_uid);
  else
    snprintf(opts, sizeof opts, "size=%llu,nr_inodes=%llu,mode=0711", cfg->tmp_bytes, cfg->tmp_inodes);
  return mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, opts);
}

// ---- the box: runs in the cloned child, pid 1 of its own pid namespace -------------------------
// Ambient (inherited across exec in user-namespace mode) and every permitted/effective capability.
static int drop_capabilities(void) {
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return (int)syscall(SYS_capset, &header, data);
}

// What the box tells the supervisor through a close-on-exec pipe: what failed while it was being set
// up (so a failed setup or exec is an infrastructure error, never the program's exit code 127), or,
// with step STEP_HANDOVER, the moment it hands over to the program and its own CPU time until then.
// The box stamps that itself, just before the exec: the bot's wall and CPU start there, however late
// the supervisor is scheduled to see the pipe close (on a busy machine that can be milliseconds, which
// would otherwise be counted as the runner's time, and the bot's CPU in them not charged).
struct box_report {
  int32_t step;
  int32_t err;
  int64_t at_us;
  int64_t cpu_us;
};
#define STEP_HANDOVER (-1)
static const char *const SETUP_STEPS[] = {"dup2",          "setsid",   "private mounts", "mount /proc",
                                          "switch to the box uid", "drop capabilities", "seccomp",        "exec",
                                          "enter the working folder"};
#define STEP_EXEC 7
static void fail_child(int report_fd, int step, int err) {
  struct box_report failure = {step, err, 0, 0};
  ssize_t ignored = write(report_fd, &failure, sizeof failure);
  (void)ignored;
  _exit(127);
}

// ---- the bot's own files, copied into memory once per sandbox -------------------------------------
// tmpfs pages stay in memory (nothing a move can evict or probe), and the mounts name no host path.
static int copy_file_at(int from_dir, const char *name, int to_dir, mode_t mode) {
  int in = openat(from_dir, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (in < 0) return -1;
  int out = openat(to_dir, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
  if (out < 0) {
    close(in);
    return -1;
  }
  char chunk[65536];
  ssize_t r;
  int rc = 0;
  while ((r = read(in, chunk, sizeof chunk)) > 0)
    if (write_all(out, chunk, (size_t)r) != 0) {
      rc = -1;
      break;
    }
  if (r < 0) rc = -1;
  close(in);
  close(out);
  return rc;
}

// Regular files and folders only (the runner's snapshot holds nothing else), at most 32 deep.
static int copy_tree(int from_dir, int to_dir, int depth) {
  if (depth > 32) return errno = ELOOP, -1;
  DIR *dir = fdopendir(dup(from_dir));
  if (!dir) return -1;
  struct dirent *entry;
  int rc = 0;
  while (rc == 0 && (entry = readdir(dir)) != NULL) {
    const char *name = entry->d_name;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
    struct stat st;
    if (fstatat(from_dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0) rc = -1;
    else if (S_ISREG(st.st_mode)) rc = copy_file_at(from_dir, name, to_dir, 0444 | (st.st_mode & 0111));
    else if (S_ISDIR(st.st_mode)) {
      int sub_from = openat(from_dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      int made = mkdirat(to_dir, name, 0755);
      int sub_to = made == 0 ? openat(to_dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
      rc = sub_from >= 0 && sub_to >= 0 ? copy_tree(sub_from, sub_to, depth + 1) : -1;
      if (sub_from >= 0) close(sub_from);
      if (sub_to >= 0) close(sub_to);
    }
  }
  closedir(dir);
  return rc;
}

// staged (a read-only bind the runner made) → target: a folder becomes a fresh tmpfs holding a copy;
// a file is copied into a fresh tmpfs on its parent folder. Read-only afterwards; staged is unmounted.
static int stage_copy(const char *staged, const char *target) {
  struct stat st;
  if (stat(staged, &st) != 0) return -1;
  int is_dir = S_ISDIR(st.st_mode);
  if (!is_dir && !S_ISREG(st.st_mode)) return errno = EINVAL, -1;
  char where[PATH_MAX];
  snprintf(where, sizeof where, "%s", target);
  const char *mount_at = is_dir ? target : dirname(where);
  unsigned long flags = MS_NOSUID | MS_NODEV | (is_dir ? MS_NOEXEC : 0);
  if (mount("tmpfs", mount_at, "tmpfs", flags, "size=256m,nr_inodes=8192,mode=0755") != 0) return -1;
  int from = is_dir ? open(staged, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
  int to = open(mount_at, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  int rc = -1;
  if ((from >= 0 || !is_dir) && to >= 0) {
    if (is_dir) rc = copy_tree(from, to, 0);
    else {
      char name[PATH_MAX];
      snprintf(name, sizeof name, "%s", target);
      int src = open(staged, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
      int dst = src >= 0 ? openat(to, basename(name), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0555) : -1;
      char chunk[65536];
      ssize_t r = 0;
      rc = src >= 0 && dst >= 0 ? 0 : -1;
      while (rc == 0 && (r = read(src, chunk, sizeof chunk)) > 0) rc = write_all(dst, chunk, (size_t)r);
      if (r < 0) rc = -1;
      if (src >= 0) close(src);
      if (dst >= 0) close(dst);
    }
  }
  if (from >= 0) close(from);
  if (to >= 0) close(to);
  if (rc != 0) return -1;
  if (mount(NULL, mount_at, NULL, MS_REMOUNT | MS_RDONLY | flags, NULL) != 0) return -1;
  // As root the staged bind goes away; in a user namespace it is locked (EINVAL) and /.rk is covered.
  if (umount2(staged, MNT_DETACH) != 0 && errno != EINVAL) return -1;
  return 0;
}

// Builds the box, then waits for the go (the run's CPU limit in whole seconds) before the exec: the
// supervisor prepares the next box while the bot's opponent moves, so a move costs an exec.
// A prestarted box execs at once instead, keeping fd 4 (the go) and fd 5 (its ready byte) open for the
// program's start harness, which closes both before the bot's code runs.
static void box_main(const struct config *cfg, int in_r, int out_w, int err_w, int report_w, int go_r, int ready_w) {
  int prestart = cfg->prestart_cpu_s >= 0;
  if (dup2(in_r, 0) < 0 || dup2(out_w, 1) < 0 || dup2(err_w, 2) < 0 || dup2(report_w, 3) < 0 || dup2(go_r, 4) < 0 ||
      (prestart && dup2(ready_w, 5) < 0))
    fail_child(report_w, 0, errno);
  fcntl(3, F_SETFD, FD_CLOEXEC);
  fcntl(4, F_SETFD, prestart ? 0 : FD_CLOEXEC);
  if (prestart) fcntl(5, F_SETFD, 0);
  int first_closed = prestart ? 6 : 5;
  if (syscall(SYS_close_range, first_closed, ~0U, 0) != 0)
    for (int fd = first_closed; fd < 4096; fd++) close(fd);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
  // Its own session and process group: kill(0) reaches nothing but itself.
  if (setsid() < 0) fail_child(3, 1, errno);
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail_child(3, 2, errno);
  // A /proc of this pid namespace only (itself), read-only, without the system files (/proc/sys…).
  // A strict box (Python, C++) gets none: an empty read-only tmpfs covers the sandbox's /proc. Every
  // /proc entry looked up for the first time takes its inode number from a counter the whole machine
  // shares (get_next_ino), which a move could advance and the next read back; neither runtime needs it.
  unsigned long proc_flags = MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY;
  if (cfg->profile == STRICT) {
    if (mount("tmpfs", "/proc", "tmpfs", proc_flags, "size=4k,nr_inodes=1,mode=0555") != 0) fail_child(3, 3, errno);
  } else if (mount("proc", "/proc", "proc", proc_flags, "hidepid=invisible,subset=pid") != 0 &&
             mount("proc", "/proc", "proc", proc_flags, NULL) != 0)
    fail_child(3, 3, errno);
  if (chdir(cfg->cwd) != 0) fail_child(3, 8, errno);
  if (cfg->as_bytes > 0) set_limit(RLIMIT_AS, cfg->as_bytes);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_FSIZE, cfg->fsize_bytes);
  set_limit(RLIMIT_NOFILE, cfg->nofile);
  set_limit(RLIMIT_MEMLOCK, 0);
  set_limit(RLIMIT_MSGQUEUE, 0);
  set_limit(RLIMIT_NPROC, cfg->nproc);
  // Bounding set first (that needs CAP_SETPCAP), then the identity, then whatever capability is left.
  for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
  if (cfg->box_uid >= 0) {
    uid_t id = (uid_t)cfg->box_uid;
    if (setgroups(0, NULL) != 0 || setresgid(id, id, id) != 0 || setresuid(id, id, id) != 0) fail_child(3, 4, errno);
    if (getuid() != id || geteuid() != id || getgid() != id) fail_child(3, 4, EPERM);
  }
  if (drop_capabilities() != 0) fail_child(3, 5, errno);
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);  // after the identity change, which clears it
  if (install_policy(cfg->profile) != 0) fail_child(3, 6, errno ? errno : EINVAL);
  uint32_t cpu_seconds = (uint32_t)cfg->prestart_cpu_s;
  if (!prestart && read_all(4, (char *)&cpu_seconds, sizeof cpu_seconds) != 0) _exit(0);  // the sandbox is closing
  // Backstop only: the supervisor kills at the CPU limit; the kernel kills one second later at the latest.
  set_limit(RLIMIT_CPU, (rlim_t)cpu_seconds);
  struct box_report handover = {STEP_HANDOVER, 0, now_us(CLOCK_MONOTONIC), now_us(CLOCK_PROCESS_CPUTIME_ID)};
  if (write(3, &handover, sizeof handover) != (ssize_t)sizeof handover) fail_child(3, STEP_EXEC, errno);
  execve(cfg->argv[0], cfg->argv, environ);
  fail_child(3, 7, errno);
}

// ---- one run ------------------------------------------------------------------------------------
static void kill_box(pid_t pid, const char **killed, const char *why) {
  kill(pid, SIGKILL);  // pid 1 of its namespace: the whole box goes with it
  if (strcmp(*killed, "none") == 0) *killed = why;
}

// A built box waiting for its go: the child, and the supervisor's ends of its pipes.
struct box {
  pid_t pid;
  int in_w, out_r, err_r, report_r, go_w;
  int ready_r;  // a prestarted program's ready byte (-1 otherwise)
  int setup_errno;  // non-zero: the box could not be built (reported at the next run)
  const char *setup_what;
};

static void prepare_box(const struct config *cfg, struct box *box) {
  int in[2], out[2], err[2], report[2], go[2], ready[2] = {-1, -1};
  memset(box, 0, sizeof *box);
  box->pid = -1;
  box->ready_r = -1;
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) || pipe2(report, O_CLOEXEC) ||
      pipe2(go, O_CLOEXEC) || (cfg->prestart_cpu_s >= 0 && pipe2(ready, O_CLOEXEC))) {
    box->setup_errno = errno;
    box->setup_what = "pipe";
    return;
  }
  if (mount_fresh_tmp(cfg) != 0) {
    box->setup_errno = errno;
    box->setup_what = "mount /tmp";
    return;
  }
  pid_t pid = (pid_t)syscall(SYS_clone, SIGCHLD | CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC, NULL, NULL, NULL, NULL);
  if (pid < 0) {
    box->setup_errno = errno;
    box->setup_what = "clone";
    umount2("/tmp", MNT_DETACH);
    return;
  }
  if (pid == 0) box_main(cfg, in[0], out[1], err[1], report[1], go[0], ready[1]);
  close(in[0]);
  close(out[1]);
  close(err[1]);
  close(report[1]);
  close(go[0]);
  if (ready[1] >= 0) close(ready[1]);
  *box = (struct box){pid, in[1], out[0], err[0], report[0], go[1], ready[0], 0, NULL};
}

// One message of the box's report pipe: the handover (the bot's clocks start) or a setup failure.
// 1 while the pipe can hold more; 0 at its end (the exec closed it) or after a failure.
static int read_box_report(int fd, int64_t *t_exec, int64_t *cpu_at_exec, struct box_report *failure,
                           int *setup_failed) {
  struct box_report msg;
  ssize_t r = read(fd, &msg, sizeof msg);
  if (r < 0 && errno == EINTR) return 1;
  if (r != (ssize_t)sizeof msg) return 0;
  if (msg.step == STEP_HANDOVER) {
    *t_exec = msg.at_us;
    *cpu_at_exec = msg.cpu_us;
    return 1;
  }
  *failure = msg;
  *setup_failed = 1;
  return 0;
}

// Waits (at most PRESTART_READY_MS) for a prestarted program's ready byte: its runtime has started.
// Past that, the go is given anyway and the rest of its start is the bot's.
#define PRESTART_READY_MS 1000
static void await_ready(struct box *box) {
  if (box->ready_r < 0) return;
  int64_t until = now_us(CLOCK_MONOTONIC) + PRESTART_READY_MS * 1000;
  for (;;) {
    int64_t left_ms = (until - now_us(CLOCK_MONOTONIC)) / 1000;
    if (left_ms <= 0) break;
    struct pollfd p = {box->ready_r, POLLIN, 0};
    int n = poll(&p, 1, (int)left_ms);
    if (n < 0 && errno == EINTR) continue;
    if (n > 0) {
      char byte;
      ssize_t r = read(box->ready_r, &byte, 1);
      if (r < 0 && errno == EINTR) continue;
    }
    break;  // ready, ended (the program died before the go), or poll failed
  }
  close(box->ready_r);
  box->ready_r = -1;
}

static void run_one(const struct config *cfg, struct box *box, int64_t cpu_ms, int64_t wall_ms, size_t output_limit,
                    const char *input, size_t input_len) {
  if (box->setup_errno) {
    error_reply(box->setup_what, box->setup_errno);
    return;
  }
  pid_t pid = box->pid;
  int64_t cpu_limit_us = cpu_ms * 1000, wall_limit_us = wall_ms * 1000;
  int prestart = cfg->prestart_cpu_s >= 0;
  if (prestart) await_ready(box);
  int64_t t0 = now_us(CLOCK_MONOTONIC);
  uint32_t cpu_seconds = (uint32_t)((cpu_limit_us + 999999) / 1000000 + 1);
  clockid_t cpu_clock;
  int have_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  // A prestarted program's clocks start here: what its runtime spent starting up is the runner's.
  int64_t t_go = t0, cpu_at_go = prestart && have_clock ? now_us(cpu_clock) : 0;
  if (cpu_at_go < 0) cpu_at_go = 0;
  // A box that died while waiting is seen below as a setup failure or an early exit: never the bot's.
  // (A prestarted program that died before its go is seen by its exit, as if it had died at the go.)
  int go_failed = write_all(box->go_w, (const char *)&cpu_seconds, sizeof cpu_seconds) != 0 && !prestart;
  close(box->go_w);
  int in[2] = {-1, box->in_w}, out[2] = {box->out_r, -1}, err[2] = {box->err_r, -1}, report[2] = {box->report_r, -1};
  fcntl(in[1], F_SETFL, O_NONBLOCK);
  fcntl(out[0], F_SETFL, O_NONBLOCK);
  fcntl(err[0], F_SETFL, O_NONBLOCK);

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  const char *killed = "none";
  struct buffer bufs[3] = {{malloc(output_limit + 1), 0}, {malloc(output_limit + 1), 0}, {NULL, 0}};
  if (!bufs[0].data || !bufs[1].data) abort();
  size_t total = 0, written = 0;
  int fds[2] = {out[0], err[0]};
  int in_fd = in[1];
  if (input_len == 0) {
    close(in_fd);
    in_fd = -1;
  }
  // The setup pipe closes at exec (close-on-exec) or brings the setup failure: the bot's own wall time
  // and CPU start there, so building the box is the runner's cost, not the bot's.
  int report_fd = report[0];
  struct box_report failure = {0, 0, 0, 0};
  int setup_failed = 0;
  int64_t t_exec = prestart ? t_go : -1, cpu_at_exec = prestart ? cpu_at_go : 0;
  // A prestarted box's handover stamps (its exec, long before the go) are read and set aside.
  int64_t exec_stamp = -1, exec_cpu_stamp = 0;
  int64_t *t_handover = prestart ? &exec_stamp : &t_exec, *cpu_handover = prestart ? &exec_cpu_stamp : &cpu_at_exec;
  int exited = 0, status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  char chunk[65536];
  for (;;) {
    struct pollfd p[5];
    int n = 0, idx_in = -1, idx_out[2] = {-1, -1}, idx_report = -1;
    if (pidfd >= 0) p[n++] = (struct pollfd){pidfd, POLLIN, 0};
    if (report_fd >= 0) {
      p[n] = (struct pollfd){report_fd, POLLIN, 0};
      idx_report = n++;
    }
    for (int i = 0; i < 2; i++)
      if (fds[i] >= 0) {
        p[n] = (struct pollfd){fds[i], POLLIN, 0};
        idx_out[i] = n++;
      }
    if (in_fd >= 0) {
      p[n] = (struct pollfd){in_fd, POLLOUT, 0};
      idx_in = n++;
    }
    poll(p, (nfds_t)n, 1);
    if (idx_report >= 0 && (p[idx_report].revents & (POLLIN | POLLHUP | POLLERR))) {
      if (!read_box_report(report_fd, t_handover, cpu_handover, &failure, &setup_failed)) {
        close(report_fd);
        report_fd = -1;
      }
    }
    for (int i = 0; i < 2; i++) {
      if (idx_out[i] < 0 || !(p[idx_out[i]].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t r = read(fds[i], chunk, sizeof chunk);
      if (r > 0) {
        total += (size_t)r;
        size_t room = output_limit + 1 - bufs[0].len - bufs[1].len;
        size_t keep = (size_t)r < room ? (size_t)r : room;
        memcpy(bufs[i].data + bufs[i].len, chunk, keep);
        bufs[i].len += keep;
        if (total > output_limit) kill_box(pid, &killed, "output");
      } else if (r == 0 || (errno != EAGAIN && errno != EINTR)) {
        close(fds[i]);
        fds[i] = -1;
      }
    }
    if (idx_in >= 0 && (p[idx_in].revents & (POLLOUT | POLLERR | POLLHUP))) {
      ssize_t w = write(in_fd, input + written, input_len - written);
      if (w > 0) written += (size_t)w;
      if (written >= input_len || (w < 0 && errno != EAGAIN && errno != EINTR)) {
        close(in_fd);
        in_fd = -1;
      }
    }
    if (!exited && wait4(pid, &status, WNOHANG, &ru) == pid) {
      exited = 1;
      if (pidfd >= 0) close(pidfd);
      pidfd = -1;
    }
    if (exited) {
      // The box is gone, and with it every process it had: what is in the pipes is all there is.
      if ((fds[0] < 0 && fds[1] < 0) || strcmp(killed, "output") == 0) break;
      continue;
    }
    if (strcmp(killed, "none") == 0) {
      int64_t cpu = have_clock ? now_us(cpu_clock) - cpu_at_exec : -1;
      if (cpu >= cpu_limit_us) kill_box(pid, &killed, "cpu");
      else if (now_us(CLOCK_MONOTONIC) - (t_exec >= 0 ? t_exec : t0) >= wall_limit_us) kill_box(pid, &killed, "wall");
    }
  }
  int64_t t_end = now_us(CLOCK_MONOTONIC);
  for (int i = 0; i < 2; i++)
    if (fds[i] >= 0) close(fds[i]);
  if (in_fd >= 0) close(in_fd);
  if (report_fd >= 0) {  // the box ended before the loop read all of the pipe: its write end is closed now
    while (read_box_report(report_fd, t_handover, cpu_handover, &failure, &setup_failed)) {
    }
    close(report_fd);
  }
  if (t_exec < 0) t_exec = t0;
  int64_t wall = t_end - t_exec;
  int64_t cpu_us = (int64_t)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec +
                   (int64_t)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec - cpu_at_exec;
  if (cpu_us < 0) cpu_us = 0;
  int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && strcmp(killed, "none") == 0;
  if (!setup_failed && ok && cfg->collect) {
    int fd = open(cfg->collect, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (unsigned long long)st.st_size <= cfg->collect_max &&
        (bufs[2].data = malloc((size_t)st.st_size + 1)) != NULL &&
        read_all(fd, bufs[2].data, (size_t)st.st_size) == 0)
      bufs[2].len = (size_t)st.st_size;
    if (fd >= 0) close(fd);
  }
  if (go_failed && !setup_failed) {
    error_reply("the prepared box", EPIPE);
  } else if (setup_failed) {
    char what[300];
    int step = failure.step >= 0 && failure.step < 9 ? failure.step : STEP_EXEC;
    snprintf(what, sizeof what, "%s %s", SETUP_STEPS[step], step == STEP_EXEC ? cfg->argv[0] : "");
    error_reply(what, failure.err);
  } else {
    if (bufs[0].len + bufs[1].len > output_limit) {
      // keep at most output_limit bytes in all (stdout first)
      size_t over = bufs[0].len + bufs[1].len - output_limit;
      if (bufs[1].len >= over) bufs[1].len -= over;
      else bufs[0].len -= over - bufs[1].len, bufs[1].len = 0;
    }
    char line[1024];
    int n = snprintf(line, sizeof line,
                     "{\"v\":1,\"exited\":%s,\"code\":%d,\"signal\":%d,\"cpuUs\":%lld,\"wallUs\":%lld,\"killed\":\"%s\","
                     "\"setupUs\":%lld,\"maxRssKb\":%ld,\"outputBytes\":%zu,\"stdoutLen\":%zu,\"stderrLen\":%zu,"
                     "\"collectLen\":%zu}\n",
                     WIFEXITED(status) ? "true" : "false", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
                     WIFSIGNALED(status) ? WTERMSIG(status) : 0, (long long)cpu_us, (long long)wall, killed,
                     (long long)(t_exec - t0), ru.ru_maxrss, total, bufs[0].len, bufs[1].len, bufs[2].len);
    if (n > 0) send_reply(line, (size_t)n, bufs, 3);
  }
  // After the reply, off the move's path (unmounting waits for an RCU grace period); the next box is
  // built only after this, on a fresh /tmp.
  umount2("/tmp", MNT_DETACH);
  free(bufs[0].data);
  free(bufs[1].data);
  free(bufs[2].data);
}

static unsigned long long number(const char *text) { return strtoull(text, NULL, 10); }

int main(int argc, char **argv) {
  // argv[11] = prestart, argv[12] = cwd, argv[13] = n, then n pairs (staged, target), then "--", then the program.
  int n_copies = argc > 13 ? atoi(argv[13]) : -1;
  if (n_copies < 0 || n_copies > 8 || argc < 16 + 2 * n_copies || strcmp(argv[14 + 2 * n_copies], "--") != 0) {
    fprintf(stderr, "supervisor: bad usage\n");
    return 120;
  }
  struct config cfg;
  cfg.profile = strcmp(argv[1], "threads") == 0   ? THREADS
                : strcmp(argv[1], "compile") == 0 ? COMPILE
                : strcmp(argv[1], "strict") == 0  ? STRICT
                                                  : (enum profile)-1;
  if ((int)cfg.profile < 0) {
    fprintf(stderr, "supervisor: unknown profile %s\n", argv[1]);
    return 120;
  }
  cfg.as_bytes = (rlim_t)number(argv[2]);
  cfg.fsize_bytes = (rlim_t)number(argv[3]);
  cfg.nofile = (rlim_t)number(argv[4]);
  cfg.nproc = (rlim_t)number(argv[5]);
  cfg.box_uid = strcmp(argv[6], "-") == 0 ? -1 : (long long)number(argv[6]);
  cfg.tmp_bytes = number(argv[7]);
  cfg.tmp_inodes = number(argv[8]);
  cfg.collect = strcmp(argv[9], "-") == 0 ? NULL : argv[9];
  cfg.collect_max = number(argv[10]);
  cfg.prestart_cpu_s = strcmp(argv[11], "-") == 0 ? -1 : (long long)number(argv[11]);
  cfg.cwd = argv[12];
  cfg.n_copies = n_copies;
  cfg.copies = argv + 14;
  cfg.argv = argv + 15 + 2 * n_copies;
  if (cfg.box_uid == 0) {
    fprintf(stderr, "supervisor: a box never runs as uid 0\n");
    return 120;
  }

  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  // A mount namespace of the supervisor's own (in user-namespace mode bwrap's belongs to an outer
  // user namespace, where these capabilities do not reach): the per-run /tmp is mounted there.
  if (unshare(CLONE_NEWNS) != 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) {
    fprintf(stderr, "supervisor: cannot create its mount namespace: %s\n", strerror(errno));
    return 124;
  }
  // The bot's own files, copied once into read-only tmpfs that every box of this sandbox sees: tmpfs
  // pages cannot be pushed out of memory, so there is no page-cache state of them for a move to set
  // or read; and nothing of the runner's staging area (the supervisor, the staged files) stays in sight.
  for (int i = 0; i < cfg.n_copies; i++)
    if (stage_copy(cfg.copies[2 * i], cfg.copies[2 * i + 1]) != 0) {
      fprintf(stderr, "supervisor: cannot copy %s: %s\n", cfg.copies[2 * i + 1], strerror(errno));
      return 125;
    }
  umount2(argv[0], MNT_DETACH);  // itself (it keeps running); EINVAL in a user namespace, where it is locked
  if (mount("tmpfs", "/.rk", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=0555") != 0) {
    fprintf(stderr, "supervisor: cannot cover /.rk: %s\n", strerror(errno));
    return 125;
  }
  signal(SIGPIPE, SIG_IGN);
  fcntl(COMMAND_FD, F_SETFD, FD_CLOEXEC);
  fcntl(REPLY_FD, F_SETFD, FD_CLOEXEC);
  struct box box;
  prepare_box(&cfg, &box);
  for (;;) {
    char header[128];
    size_t len = 0;
    for (;;) {
      ssize_t r = read(COMMAND_FD, header + len, 1);
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) return 0;  // the runner closed the session
      if (header[len] == '\n') break;
      if (++len >= sizeof header - 1) return 121;
    }
    header[len] = '\0';
    long long cpu_ms, wall_ms;
    unsigned long long output_limit, input_len;
    if (sscanf(header, "RUN %lld %lld %llu %llu", &cpu_ms, &wall_ms, &output_limit, &input_len) != 4) return 122;
    char *input = malloc(input_len + 1);
    if (!input || read_all(COMMAND_FD, input, input_len) != 0) return 123;
    run_one(&cfg, &box, cpu_ms, wall_ms, (size_t)output_limit, input, (size_t)input_len);
    free(input);
    prepare_box(&cfg, &box);  // the next move's box, built while the other side plays
  }
}
`;
