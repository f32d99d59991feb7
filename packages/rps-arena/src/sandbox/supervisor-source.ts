/**
 * The C source of the in-sandbox supervisor (compiled once per machine by `ensureSupervisor`).
 *
 * One supervisor runs inside each bubblewrap sandbox (one sandbox per bot per match, like the
 * protocol's container per side) and starts a fresh process for every move: it forks, gives the
 * child its rlimits and a seccomp filter, execs it, feeds it the request, collects stdout+stderr
 * (killing it one byte past the output limit), watches its CPU clock every millisecond (killing it
 * as soon as it crosses the CPU limit) and its wall time, reaps it with wait4 for the exact
 * user+sys CPU (interpreter start-up included), empties /tmp, and replies with one JSON line plus
 * the captured output. Commands come on fd 3, replies go to fd 4; the bot never sees either.
 *
 * Profiles: `strict` (Python, C++) kills any new process or thread; `threads` (Node, which cannot
 * run without threads) allows clone(CLONE_THREAD) only; `compile` (g++) allows processes. All kill
 * a non-AF_UNIX socket() with SECCOMP_RET_KILL_PROCESS, so the bot dies of SIGSYS and the runner
 * reports `sandbox_violation`; SysV IPC and message queues (which outlive a process) are refused.
 */
export const SUPERVISOR_C = String.raw`
// rulekit arena supervisor: runs INSIDE the bubblewrap sandbox (one sandbox per bot per match) and
// starts a fresh process for every move.
//
// usage: supervisor <profile: strict|threads|compile> <as_bytes> <fsize_bytes> <nofile> -- argv...
// Commands arrive on fd 3, one per run: "RUN <cpu_ms> <wall_ms> <output_limit> <stdin_len>\n" then
// stdin_len bytes for the process's stdin. For each, the supervisor forks; the child gets pipes as
// stdin/stdout/stderr, its rlimits and a seccomp filter, and execs argv. The supervisor feeds stdin,
// collects stdout+stderr (killing the process one byte past output_limit), watches its CPU clock
// every millisecond (killing it as soon as it crosses cpu_ms) and its wall time, reaps it with
// wait4 for the exact user+sys CPU (interpreter start-up included), empties /tmp, and replies on
// fd 4: one JSON line, then the captured stdout and stderr bytes. The process never sees fd 3/4.
#define _GNU_SOURCE
#include <dirent.h>
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
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/fs.h>
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

static struct sock_filter prog[200];
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
  // New processes: killed (the runner reports sandbox_violation). The compiler needs them.
  if (profile != COMPILE) {
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
  if (profile != COMPILE) {
    // Signals only to itself (never to the supervisor).
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
  // Kernel attack surface nobody's bot needs, and every channel that could carry state from one
  // move's process to the next (SysV IPC and POSIX message queues outlive a process).
  int denied[] = {
      __NR_ptrace, __NR_process_vm_readv, __NR_process_vm_writev, __NR_mount, __NR_umount2,
      __NR_pivot_root, __NR_unshare, __NR_setns, __NR_bpf, __NR_perf_event_open, __NR_keyctl,
      __NR_add_key, __NR_request_key, __NR_userfaultfd, __NR_open_by_handle_at, __NR_name_to_handle_at,
      __NR_io_uring_setup, __NR_io_uring_enter, __NR_io_uring_register, __NR_kexec_load,
      __NR_init_module, __NR_finit_module, __NR_delete_module, __NR_reboot, __NR_swapon, __NR_swapoff,
      __NR_chroot, __NR_acct, __NR_fanotify_init, __NR_pidfd_getfd, __NR_shmget, __NR_shmat,
      __NR_shmctl, __NR_msgget, __NR_msgsnd, __NR_msgrcv, __NR_msgctl, __NR_semget, __NR_semop,
      __NR_semtimedop, __NR_semctl, __NR_mq_open, __NR_mq_unlink, __NR_mq_timedsend,
      __NR_mq_timedreceive, __NR_mq_notify, __NR_mq_getsetattr,
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

static void reply(const char *out, size_t out_len, const char *err, size_t err_len, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void reply(const char *out, size_t out_len, const char *err, size_t err_len, const char *fmt, ...) {
  char line[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n >= sizeof line) n = sizeof line - 1;
  if (write_all(REPLY_FD, line, (size_t)n) != 0 || write_all(REPLY_FD, out, out_len) != 0 ||
      write_all(REPLY_FD, err, err_len) != 0)
    _exit(0);  // the runner is gone
}

static void error_reply(const char *what) {
  reply("", 0, "", 0, "{\"v\":1,\"error\":\"%s: %s\",\"stdoutLen\":0,\"stderrLen\":0}\n", what, strerror(errno));
}

static void set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  setrlimit(resource, &rl);
}

// Empties /tmp after a move, whatever the (dead) bot left: any permissions, any depth. No recursion
// and O(1) descriptors: the subfolders of each top-level folder are moved up to /tmp itself (under
// fresh names), its files removed, the folder removed; passes repeat until no folder is left.
static void wipe_tmp(void) {
  chmod("/tmp", 0755);
  int top = open("/tmp", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (top < 0) return;
  unsigned long fresh = 0;
  for (long pass = 0; pass < 1000000; pass++) {
    int again = 0;
    DIR *dir = fdopendir(dup(top));
    if (!dir) break;
    rewinddir(dir);  // the duplicate shares the offset the previous pass left at the end
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
      const char *name = entry->d_name;
      if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
      struct stat st;
      if (fstatat(top, name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
      if (!S_ISDIR(st.st_mode)) {
        unlinkat(top, name, 0);
        continue;
      }
      again = 1;
      fchmodat(top, name, 0700, 0);
      int fd = openat(top, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (fd >= 0) {
        DIR *sub = fdopendir(fd);
        if (sub) {
          struct dirent *inner;
          while ((inner = readdir(sub)) != NULL) {
            const char *child = inner->d_name;
            if (strcmp(child, ".") == 0 || strcmp(child, "..") == 0) continue;
            struct stat cst;
            if (fstatat(fd, child, &cst, AT_SYMLINK_NOFOLLOW) != 0) continue;
            if (!S_ISDIR(cst.st_mode)) {
              unlinkat(fd, child, 0);
              continue;
            }
            char moved[64];
            for (int tries = 0; tries < 1000; tries++) {
              snprintf(moved, sizeof moved, ".rk-wipe-%lu", fresh++);
              if (syscall(SYS_renameat2, fd, child, top, moved, RENAME_NOREPLACE) == 0 || errno != EEXIST) break;
            }
          }
          closedir(sub);
        } else {
          close(fd);
        }
      }
      unlinkat(top, name, AT_REMOVEDIR);
    }
    closedir(dir);
    if (!again) break;
  }
  close(top);
}

struct buffer {
  char *data;
  size_t len;
};

struct config {
  enum profile profile;
  rlim_t as_bytes, fsize_bytes, nofile;
  char **argv;
};

static void run_one(const struct config *cfg, int64_t cpu_ms, int64_t wall_ms, size_t output_limit,
                    const char *input, size_t input_len) {
  int in[2], out[2], err[2], exec_pipe[2];
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) || pipe2(exec_pipe, O_CLOEXEC)) {
    error_reply("pipe");
    return;
  }
  int64_t cpu_limit_us = cpu_ms * 1000, wall_limit_us = wall_ms * 1000;
  int64_t t0 = now_us(CLOCK_MONOTONIC);
  pid_t pid = fork();
  if (pid < 0) {
    error_reply("fork");
    return;
  }
  if (pid == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err[1], 2);
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    if (cfg->as_bytes > 0) set_limit(RLIMIT_AS, cfg->as_bytes);
    // Backstop only: the supervisor kills at cpu_ms; the kernel kills one second later at the latest.
    set_limit(RLIMIT_CPU, (rlim_t)((cpu_limit_us + 999999) / 1000000 + 1));
    set_limit(RLIMIT_CORE, 0);
    set_limit(RLIMIT_FSIZE, cfg->fsize_bytes);
    set_limit(RLIMIT_NOFILE, cfg->nofile);
    set_limit(RLIMIT_MEMLOCK, 0);
    set_limit(RLIMIT_MSGQUEUE, 0);
    for (int fd = 3; fd < 1024; fd++)
      if (fd != exec_pipe[1]) close(fd);
    int e = 0;
    if (install_filter(cfg->profile, getpid()) != 0) e = errno ? errno : EINVAL;
    if (!e) {
      execv(cfg->argv[0], cfg->argv);
      e = errno;
    }
    ssize_t ignored = write(exec_pipe[1], &e, sizeof e);
    (void)ignored;
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  close(err[1]);
  close(exec_pipe[1]);
  fcntl(in[1], F_SETFL, O_NONBLOCK);
  fcntl(out[0], F_SETFL, O_NONBLOCK);
  fcntl(err[0], F_SETFL, O_NONBLOCK);

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  clockid_t cpu_clock;
  int have_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  const char *killed = "none";
  struct buffer bufs[2] = {{malloc(output_limit + 1), 0}, {malloc(output_limit + 1), 0}};
  size_t total = 0, written = 0;
  int fds[2] = {out[0], err[0]};
  int in_fd = in[1];
  if (input_len == 0) {
    close(in_fd);
    in_fd = -1;
  }
  int exited = 0, status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  char chunk[65536];
  for (;;) {
    struct pollfd p[4];
    int n = 0;
    int idx_in = -1, idx_out[2] = {-1, -1};
    if (pidfd >= 0) {
      p[n++] = (struct pollfd){pidfd, POLLIN, 0};
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
    for (int i = 0; i < 2; i++) {
      if (idx_out[i] < 0 || !(p[idx_out[i]].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t r = read(fds[i], chunk, sizeof chunk);
      if (r > 0) {
        total += (size_t)r;
        size_t room = output_limit + 1 - bufs[i].len - bufs[1 - i].len;
        size_t keep = (size_t)r < room ? (size_t)r : room;
        memcpy(bufs[i].data + bufs[i].len, chunk, keep);
        bufs[i].len += keep;
        if (total > output_limit && strcmp(killed, "none") == 0) {
          kill(-pid, SIGKILL);
          kill(pid, SIGKILL);
          killed = "output";
        }
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
    if (!exited) {
      pid_t r = wait4(pid, &status, WNOHANG, &ru);
      if (r == pid) {
        exited = 1;
        if (pidfd >= 0) close(pidfd);
        pidfd = -1;
      }
    }
    if (exited) {
      // The process is gone (and could not leave children behind, except the compiler's, which it
      // waited for): what is still in the pipes is all there is.
      int open_fds = (fds[0] >= 0) + (fds[1] >= 0);
      if (open_fds == 0 || cfg->profile == COMPILE || strcmp(killed, "output") == 0) break;
      continue;
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
  }
  int64_t wall = now_us(CLOCK_MONOTONIC) - t0;
  for (int i = 0; i < 2; i++)
    if (fds[i] >= 0) close(fds[i]);
  if (in_fd >= 0) close(in_fd);
  int exec_err = 0;
  ssize_t got = read(exec_pipe[0], &exec_err, sizeof exec_err);
  close(exec_pipe[0]);
  int64_t cpu_us = (int64_t)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec +
                   (int64_t)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
  if (got == (ssize_t)sizeof exec_err) {
    errno = exec_err;
    error_reply(cfg->argv[0]);
  } else {
    if (bufs[0].len + bufs[1].len > output_limit) {
      // keep at most output_limit bytes in all (stdout first)
      size_t over = bufs[0].len + bufs[1].len - output_limit;
      if (bufs[1].len >= over) bufs[1].len -= over;
      else bufs[0].len -= over - bufs[1].len, bufs[1].len = 0;
    }
    reply(bufs[0].data, bufs[0].len, bufs[1].data, bufs[1].len,
          "{\"v\":1,\"exited\":%s,\"code\":%d,\"signal\":%d,\"cpuUs\":%lld,\"wallUs\":%lld,\"killed\":\"%s\","
          "\"maxRssKb\":%ld,\"outputBytes\":%zu,\"stdoutLen\":%zu,\"stderrLen\":%zu}\n",
          WIFEXITED(status) ? "true" : "false", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
          WIFSIGNALED(status) ? WTERMSIG(status) : 0, (long long)cpu_us, (long long)wall, killed, ru.ru_maxrss,
          total, bufs[0].len, bufs[1].len);
  }
  free(bufs[0].data);
  free(bufs[1].data);
  wipe_tmp();
}

int main(int argc, char **argv) {
  if (argc < 7 || strcmp(argv[5], "--") != 0) {
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
  cfg.as_bytes = (rlim_t)strtoull(argv[2], NULL, 10);
  cfg.fsize_bytes = (rlim_t)strtoull(argv[3], NULL, 10);
  cfg.nofile = (rlim_t)strtoull(argv[4], NULL, 10);
  cfg.argv = argv + 6;

  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  signal(SIGPIPE, SIG_IGN);
  fcntl(COMMAND_FD, F_SETFD, FD_CLOEXEC);
  fcntl(REPLY_FD, F_SETFD, FD_CLOEXEC);
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
    run_one(&cfg, cpu_ms, wall_ms, (size_t)output_limit, input, (size_t)input_len);
    free(input);
  }
}
`;
