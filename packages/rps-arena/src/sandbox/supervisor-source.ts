/**
 * The C source of the in-sandbox supervisor (compiled once per machine by `ensureSupervisor`).
 *
 * It runs inside bubblewrap as the bot's parent: it forks the bot, gives the child its rlimits and
 * a seccomp filter, execs it, watches the child's CPU clock every millisecond (killing it as soon as
 * it crosses the CPU limit) and its wall time, reaps it with wait4 for the exact user+sys CPU of the
 * bot (interpreter start-up included), and writes one JSON line to fd 3, which the bot never sees.
 *
 * Profiles: `strict` (Python, C++) kills any new process or thread; `threads` (Node, which cannot
 * run without threads) allows clone(CLONE_THREAD) only; `compile` (g++) allows processes. All three
 * kill a non-AF_UNIX socket(). Killing happens with SECCOMP_RET_KILL_PROCESS, so the bot dies of
 * SIGSYS and the runner reports `sandbox_violation`.
 */
export const SUPERVISOR_C = String.raw`
// rulekit arena supervisor: runs INSIDE the bubblewrap sandbox as the bot's parent.
// usage: supervisor <profile: strict|threads|compile> <cpu_ms> <wall_ms> <as_bytes> <fsize_bytes> <nofile> -- argv...
// It forks the bot, applies rlimits + a seccomp filter in the child, execs it, watches its CPU clock
// (killing it as soon as it crosses cpu_ms) and its wall time, reaps it with wait4 for exact user+sys
// CPU, and writes one JSON line to fd 3 (a pipe the runner reads). The bot never sees fd 3.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
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
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
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

#define REPORT_FD 3
#define ARG_LO(i) (offsetof(struct seccomp_data, args) + 8 * (i))
#define NS_FLAGS (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP)

static struct sock_filter prog[160];
static unsigned short n_prog = 0;

static void emit(unsigned short code, unsigned char jt, unsigned char jf, unsigned int k) {
  struct sock_filter f = {code, jt, jf, k};
  prog[n_prog++] = f;
}
static void load_nr(void) { emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, nr)); }
// if nr == syscall: return action
static void rule(int nr, unsigned int action) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, (unsigned int)nr);
  emit(BPF_RET | BPF_K, 0, 0, action);
}

#define KILL SECCOMP_RET_KILL_PROCESS
#define ERRNO(e) (SECCOMP_RET_ERRNO | ((e) & SECCOMP_RET_DATA))
#define ALLOW SECCOMP_RET_ALLOW

// Allows nr only when the low 32 bits of argument arg equal value; otherwise returns deny.
static void rule_arg_eq(int nr, int arg, unsigned int value, unsigned int deny) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 4, (unsigned int)nr);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(arg));
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, value);
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);
  emit(BPF_RET | BPF_K, 0, 0, deny);
}

enum profile { STRICT, THREADS, COMPILE };

static int install_filter(enum profile profile, pid_t self) {
  n_prog = 0;
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, offsetof(struct seccomp_data, arch));
  emit(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, RK_ARCH);
  emit(BPF_RET | BPF_K, 0, 0, KILL);
  load_nr();
#if defined(__x86_64__)
  // x32 ABI syscalls
  emit(BPF_JMP | BPF_JGE | BPF_K, 0, 1, 0x40000000);
  emit(BPF_RET | BPF_K, 0, 0, KILL);
#endif
  // New processes: killed (the runner reports sandbox_violation).
  if (profile == COMPILE) {
    // the compiler driver runs cc1plus, as and ld: processes allowed
  } else {
#ifdef __NR_fork
  rule(__NR_fork, KILL);
#endif
#ifdef __NR_vfork
  rule(__NR_vfork, KILL);
#endif
  }
  if (profile == THREADS) {
    // Node needs threads: clone3 cannot be inspected, so make glibc fall back to clone(2), and
    // allow clone only for a thread without new namespaces.
    rule(__NR_clone3, ERRNO(ENOSYS));
    emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 5, __NR_clone);
    emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(0));
    emit(BPF_JMP | BPF_JSET | BPF_K, 0, 2, CLONE_THREAD);
    emit(BPF_JMP | BPF_JSET | BPF_K, 1, 0, NS_FLAGS);
    emit(BPF_RET | BPF_K, 0, 0, ALLOW);
    emit(BPF_RET | BPF_K, 0, 0, KILL);
    load_nr();
  } else if (profile == STRICT) {
    rule(__NR_clone3, KILL);
    rule(__NR_clone, KILL);
  }
  // Network: only AF_UNIX sockets (useless here: nothing listens, abstract names are per netns).
  rule_arg_eq(__NR_socket, 0, AF_UNIX, KILL);
  load_nr();
  // Signals only to itself (never to the supervisor).
  if (profile != COMPILE) {
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, 5, __NR_kill);
  emit(BPF_LD | BPF_W | BPF_ABS, 0, 0, ARG_LO(0));
  emit(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, (unsigned int)self);
  emit(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 0);
  emit(BPF_RET | BPF_K, 0, 0, ERRNO(EPERM));
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);
  load_nr();
  rule_arg_eq(__NR_tgkill, 0, (unsigned int)self, ERRNO(EPERM));
  load_nr();
  rule_arg_eq(__NR_tkill, 0, (unsigned int)self, ERRNO(EPERM));
  load_nr();
  }
  // Kernel attack surface nobody's bot needs.
  int denied[] = {
      __NR_ptrace, __NR_process_vm_readv, __NR_process_vm_writev, __NR_mount, __NR_umount2,
      __NR_pivot_root, __NR_unshare, __NR_setns, __NR_bpf, __NR_perf_event_open, __NR_keyctl,
      __NR_add_key, __NR_request_key, __NR_userfaultfd, __NR_open_by_handle_at, __NR_name_to_handle_at,
      __NR_io_uring_setup, __NR_io_uring_enter, __NR_io_uring_register, __NR_kexec_load,
      __NR_init_module, __NR_finit_module, __NR_delete_module, __NR_reboot, __NR_swapon, __NR_swapoff,
      __NR_chroot, __NR_acct, __NR_fanotify_init, __NR_pidfd_getfd,
  };
  for (size_t i = 0; i < sizeof denied / sizeof denied[0]; i++)
    rule(denied[i], denied[i] == __NR_io_uring_setup ? ERRNO(ENOSYS) : ERRNO(EPERM));
  emit(BPF_RET | BPF_K, 0, 0, ALLOW);

  struct sock_fprog fprog = {n_prog, prog};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return (int)syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, 0, &fprog);
}

static int64_t now_us(clockid_t clock) {
  struct timespec ts;
  if (clock_gettime(clock, &ts) != 0) return -1;
  return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void report(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void report(const char *fmt, ...) {
  char line[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n >= sizeof line) n = sizeof line - 1;
  ssize_t off = 0;
  while (off < n) {
    ssize_t w = write(REPORT_FD, line + off, (size_t)(n - off));
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) break;
    off += w;
  }
}

static void set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  setrlimit(resource, &rl);
}

int main(int argc, char **argv) {
  if (argc < 9 || strcmp(argv[7], "--") != 0) {
    fprintf(stderr, "supervisor: bad usage\n");
    return 120;
  }
  enum profile profile = strcmp(argv[1], "threads") == 0   ? THREADS
                         : strcmp(argv[1], "compile") == 0 ? COMPILE
                         : strcmp(argv[1], "strict") == 0  ? STRICT
                                                           : (enum profile)-1;
  if ((int)profile < 0) {
    fprintf(stderr, "supervisor: unknown profile %s\n", argv[1]);
    return 120;
  }
  int64_t cpu_limit_us = atoll(argv[2]) * 1000;
  int64_t wall_limit_us = atoll(argv[3]) * 1000;
  rlim_t as_bytes = (rlim_t)strtoull(argv[4], NULL, 10);
  rlim_t fsize_bytes = (rlim_t)strtoull(argv[5], NULL, 10);
  rlim_t nofile = (rlim_t)strtoull(argv[6], NULL, 10);
  char **bot_argv = argv + 8;

  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  fcntl(REPORT_FD, F_SETFD, FD_CLOEXEC);
  int exec_pipe[2];
  if (pipe2(exec_pipe, O_CLOEXEC) != 0) {
    report("{\"v\":1,\"error\":\"pipe: %s\"}\n", strerror(errno));
    return 121;
  }
  int64_t t0 = now_us(CLOCK_MONOTONIC);
  pid_t pid = fork();
  if (pid < 0) {
    report("{\"v\":1,\"error\":\"fork: %s\"}\n", strerror(errno));
    return 122;
  }
  if (pid == 0) {
    close(exec_pipe[0]);
    setpgid(0, 0);
    if (as_bytes > 0) set_limit(RLIMIT_AS, as_bytes);
    // Backstop only: the supervisor kills at cpu_ms; the kernel kills one second later at the latest.
    set_limit(RLIMIT_CPU, (rlim_t)((cpu_limit_us + 999999) / 1000000 + 1));
    set_limit(RLIMIT_CORE, 0);
    set_limit(RLIMIT_FSIZE, fsize_bytes);
    set_limit(RLIMIT_NOFILE, nofile);
    set_limit(RLIMIT_MEMLOCK, 0);
    set_limit(RLIMIT_MSGQUEUE, 0);
    for (int fd = 3; fd < 1024; fd++)
      if (fd != exec_pipe[1]) close(fd);
    int err = 0;
    if (install_filter(profile, getpid()) != 0) err = errno ? errno : EINVAL;
    if (!err) {
      execv(bot_argv[0], bot_argv);
      err = errno;
    }
    ssize_t ignored = write(exec_pipe[1], &err, sizeof err);
    (void)ignored;
    _exit(127);
  }
  close(exec_pipe[1]);

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  clockid_t cpu_clock;
  int have_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  const char *killed = "none";
  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  for (;;) {
    pid_t r = wait4(pid, &status, WNOHANG, &ru);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) {
      report("{\"v\":1,\"error\":\"wait4: %s\"}\n", strerror(errno));
      kill(pid, SIGKILL);
      return 123;
    }
    if (strcmp(killed, "none") == 0) {
      int64_t cpu = have_clock ? now_us(cpu_clock) : -1;
      if (cpu >= cpu_limit_us) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
        killed = "cpu";
      } else if (now_us(CLOCK_MONOTONIC) - t0 >= wall_limit_us) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
        killed = "wall";
      }
    }
    if (pidfd >= 0) {
      struct pollfd p = {pidfd, POLLIN, 0};
      poll(&p, 1, 1);
    } else {
      struct timespec ts = {0, 1000000};
      nanosleep(&ts, NULL);
    }
  }
  int64_t wall = now_us(CLOCK_MONOTONIC) - t0;
  int exec_err = 0;
  ssize_t got = read(exec_pipe[0], &exec_err, sizeof exec_err);
  int64_t cpu_us = (int64_t)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec +
                   (int64_t)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
  if (got == (ssize_t)sizeof exec_err) {
    report("{\"v\":1,\"error\":\"exec %s: %s\"}\n", bot_argv[0], strerror(exec_err));
    return 124;
  }
  report("{\"v\":1,\"exited\":%s,\"code\":%d,\"signal\":%d,\"cpuUs\":%lld,\"wallUs\":%lld,\"killed\":\"%s\",\"maxRssKb\":%ld}\n",
         WIFEXITED(status) ? "true" : "false", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
         WIFSIGNALED(status) ? WTERMSIG(status) : 0, (long long)cpu_us, (long long)wall, killed, ru.ru_maxrss);
  return 0;
}
`;
