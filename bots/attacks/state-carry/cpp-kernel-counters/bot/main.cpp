// Red-team bot (bots/attacks/README.md): tries every counter the kernel keeps for the whole machine
// that a move could advance and a later move (or another bot) read back, so as to carry a value
// outside userdata. What counts is whether the box lets it both move and read such a counter — a
// fact of the sandbox, the same on every run — never whether a value happened to arrive (other
// processes move these counters too, so that would be a matter of luck, and a flaky test).
//
// At each move it probes every channel below; one that is open is reported (ESCAPED, and it plays
// on). Move 1 also records, in userdata (the allowed channel, used here only as the reference), the
// inode number of the first file it makes in /tmp and the id of its first POSIX timer; move 2 does
// the same and compares: a different number means it came from a counter that outlives the move.
// Mount ids it can read (statx) but not move: no call that makes a mount is allowed (namespaces/*).
#include <linux/magic.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <time.h>

#include <csignal>

#include "attack.h"

#ifndef SO_COOKIE
#define SO_COOKIE 57
#endif
#ifndef SO_NETNS_COOKIE
#define SO_NETNS_COOKIE 71
#endif
#ifndef SO_PEERPIDFD
#define SO_PEERPIDFD 77
#endif

static std::vector<std::string> open_channels;
static std::vector<std::string> closed;

static void open_channel(const std::string& what) { open_channels.push_back(what); }
static void closed_channel(const std::string& what) { closed.push_back(what); }

// Every unix socket the box lets it make (a stream socket, and both ends of a pair).
static std::vector<int> unix_sockets() {
  std::vector<int> fds;
  int s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (s >= 0) fds.push_back(s);
  else closed_channel(std::string("socket(AF_UNIX): ") + rk::errno_text());
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) == 0) {
    fds.push_back(pair[0]);
    fds.push_back(pair[1]);
  } else {
    closed_channel(std::string("socketpair(AF_UNIX): ") + rk::errno_text());
  }
  return fds;
}

// SO_COOKIE (a machine-wide counter, advanced by every socket whose cookie is asked for the first
// time), SO_NETNS_COOKIE (the network namespace's number from another machine-wide counter) and
// SO_PEERPIDFD (a pidfd, whose inode number counts every process the machine ever made), asked of
// every socket it has and of its own stdin/stdout/stderr.
static void socket_options(const std::vector<int>& sockets) {
  struct Option {
    int name;
    const char* label;
  };
  const Option options[] = {{SO_COOKIE, "SO_COOKIE"}, {SO_NETNS_COOKIE, "SO_NETNS_COOKIE"}, {SO_PEERPIDFD, "SO_PEERPIDFD"}};
  std::vector<int> fds = sockets;
  for (int fd = 0; fd <= 2; fd++) fds.push_back(fd);
  for (const Option& option : options) {
    std::string why;
    bool got = false;
    for (int fd : fds) {
      unsigned long long value = 0;
      socklen_t len = sizeof value;
      if (getsockopt(fd, SOL_SOCKET, option.name, &value, &len) == 0) {
        open_channel(std::string(option.label) + " readable (" + std::to_string(value) + ")");
        got = true;
        break;
      }
      why = rk::errno_text();
    }
    if (!got) closed_channel(std::string(option.label) + ": " + why);
  }
}

// Pipes and sockets take their inode numbers from get_next_ino(), a per-CPU counter the whole
// machine shares: making them moves it, fstat reads it.
static void inode_counters(const std::vector<int>& sockets) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) == 0) {
    struct stat st;
    fstat(p[0], &st);
    open_channel("pipe inode numbers from the shared counter (" + std::to_string(st.st_ino) + ")");
  } else {
    closed_channel(std::string("pipe2: ") + rk::errno_text());
  }
  if (!sockets.empty()) {
    struct stat st;
    fstat(sockets[0], &st);
    open_channel("socket inode numbers from the shared counter (" + std::to_string(st.st_ino) + ")");
  }
}

// Each /proc entry looked up for the first time gets a new inode number from the same counter.
static void proc_counter() {
  struct statfs fs;
  if (statfs("/proc", &fs) == 0 && fs.f_type == PROC_SUPER_MAGIC) {
    struct stat st;
    std::string detail = stat("/proc/self/stat", &st) == 0 ? std::to_string(st.st_ino) : rk::errno_text();
    open_channel("a procfs at /proc, whose new entries number their inodes from the shared counter (" + detail + ")");
  } else {
    closed_channel("/proc is no procfs");
  }
}

// File descriptors whose inode could be numbered per file: two of each kind must share one inode
// (anonymous inodes), or their numbers come from a counter the bot moves by making them.
static void anonymous_inodes() {
  struct Kind {
    const char* label;
    int (*make)();
  };
  const Kind kinds[] = {
      {"eventfd", [] { return eventfd(0, EFD_CLOEXEC); }},
      {"timerfd", [] { return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC); }},
      {"epoll", [] { return epoll_create1(EPOLL_CLOEXEC); }},
  };
  for (const Kind& kind : kinds) {
    int a = kind.make();
    int b = kind.make();
    if (a < 0 || b < 0) {
      closed_channel(std::string(kind.label) + ": " + rk::errno_text());
      continue;
    }
    struct stat sa, sb;
    fstat(a, &sa);
    fstat(b, &sb);
    if (sa.st_ino != sb.st_ino)
      open_channel(std::string(kind.label) + " inode numbers from a counter (" + std::to_string(sa.st_ino) + ", " +
                   std::to_string(sb.st_ino) + ")");
    else
      closed_channel(std::string(kind.label) + ": one shared anonymous inode");
  }
}

// Process and thread ids: numbers from a space this box alone uses.
static void process_numbers() {
  long pid = getpid();
  long tid = syscall(SYS_gettid);
  if (pid != 1 || tid != 1)
    open_channel("pid " + std::to_string(pid) + " / tid " + std::to_string(tid) + " from a shared pid space");
  else
    closed_channel("pid and tid are 1 (a pid namespace of its own)");
}

// The id of the first POSIX timer this move makes (the next move compares it with its own).
static long first_timer_id() {
  timer_t timer;
  struct sigevent event;
  std::memset(&event, 0, sizeof event);
  event.sigev_notify = SIGEV_NONE;
  if (timer_create(CLOCK_MONOTONIC, &event, &timer) != 0) return -1;
  for (int i = 0; i < 16; i++) {
    timer_t more;
    timer_create(CLOCK_MONOTONIC, &event, &more);
  }
  return reinterpret_cast<long>(timer);
}

// The inode number of the first file made in /tmp at this move.
static long first_tmp_inode() {
  int fd = open("/tmp/rk-attack-counter", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  struct stat st;
  fstat(fd, &st);
  close(fd);
  // More files after it: if the numbers came from a shared counter, this move would have moved it.
  for (int i = 0; i < 64; i++) {
    std::string path = "/tmp/rk-attack-counter-" + std::to_string(i);
    int more = open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (more >= 0) close(more);
  }
  return static_cast<long>(st.st_ino);
}

static std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : "; ") + item;
  return out;
}

int main() {
  rk::Request r = rk::read_request();
  std::vector<int> sockets = unix_sockets();
  socket_options(sockets);
  inode_counters(sockets);
  proc_counter();
  anonymous_inodes();
  process_numbers();
  long inode = first_tmp_inode();
  long timer = first_timer_id();
  if (!open_channels.empty()) rk::escaped(r, "kernel-wide counters a move can move and read: " + joined(open_channels));
  if (r.turn == 0) {
    if (inode < 0) rk::failed("cannot make a file in /tmp: " + rk::errno_text());
    rk::answer(r, "{\"turn\":1,\"tmp_inode\":" + std::to_string(inode) + ",\"timer_id\":" + std::to_string(timer) + "}");
    return 0;
  }
  // Numbers that depend only on this move are the same at every move; anything else outlived one.
  long inode_before = rk::int_after(r.line, 0, "\"tmp_inode\":");
  long timer_before = rk::int_after(r.line, 0, "\"timer_id\":");
  if (inode != inode_before)
    rk::escaped(r, "the first file in /tmp got inode " + std::to_string(inode) + " after " +
                       std::to_string(inode_before) + " at the move before: /tmp's inode numbers outlive the move");
  if (timer != timer_before)
    rk::escaped(r, "the first POSIX timer got id " + std::to_string(timer) + " after " + std::to_string(timer_before) +
                       " at the move before: timer ids outlive the move");
  rk::failed("no counter to carry a value: " + joined(closed) + "; /tmp's first inode (" + std::to_string(inode) +
             ") and the first timer id (" + std::to_string(timer) + ") are the same at every move");
}
