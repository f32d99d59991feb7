// Red-team bot helpers (bots/attacks/README.md): the protocol without a JSON library, so each
// attack bot compiles in well under a second. This is the only copy: the red-team harness
// (packages/rps-arena/test/helpers/red-team-bots.ts, assemble) places it into the bot/ of every
// submission it builds whose sources include it.
//
// Convention: an attack that SUCCEEDS keeps playing (first legal move) and says what it achieved
// in userdata and on stderr (rk::escaped); an attack that FAILS with an error exits 1 (rk::failed).
#pragma once
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace rk {

struct Request {
  std::string line;
  std::string id;
  std::string move;  // the first legal move, as a JSON object with the four coordinates
  long turn = 0;     // from our own userdata {"turn": n}; 0 at the first move
};

inline long int_after(const std::string& text, size_t from, const char* key) {
  size_t at = text.find(key, from);
  if (at == std::string::npos) return -1;
  return std::strtol(text.c_str() + at + std::strlen(key), nullptr, 10);
}

inline Request read_request() {
  Request r;
  int c;
  while ((c = std::getchar()) != EOF && c != '\n') r.line.push_back(static_cast<char>(c));
  size_t id = r.line.find("\"request_id\":\"");
  if (id != std::string::npos) {
    size_t start = id + 14;
    r.id = r.line.substr(start, r.line.find('"', start) - start);
  }
  size_t legal = r.line.find("\"legal_moves\":[");
  if (legal != std::string::npos) {
    size_t end = r.line.find('}', legal);
    std::string first = r.line.substr(legal, end - legal);
    r.move = "{\"fromRow\":" + std::to_string(int_after(first, 0, "\"fromRow\":")) +
             ",\"fromCol\":" + std::to_string(int_after(first, 0, "\"fromCol\":")) +
             ",\"toRow\":" + std::to_string(int_after(first, 0, "\"toRow\":")) +
             ",\"toCol\":" + std::to_string(int_after(first, 0, "\"toCol\":")) + "}";
  }
  long turn = int_after(r.line, 0, "\"turn\":");
  r.turn = turn < 0 ? 0 : turn;
  return r;
}

inline std::string quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char ch : s) {
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += static_cast<char>(ch);
    } else if (ch < 0x20 || ch >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", ch);
      out += buf;
    } else {
      out += static_cast<char>(ch);
    }
  }
  return out + "\"";
}

/** Writes the one response line. `userdata` is raw JSON. */
inline void answer(const Request& r, const std::string& userdata) {
  std::string line = "{\"request_id\":" + quote(r.id) + ",\"move\":" + r.move + ",\"userdata\":" + userdata + "}\n";
  fwrite(line.data(), 1, line.size(), stdout);
  fflush(stdout);
}

/** The attack worked: report it and keep playing. `extra` adds fields to userdata (",\"k\":1"). */
[[noreturn]] inline void escaped(const Request& r, const std::string& what, const std::string& extra = "") {
  std::fprintf(stderr, "ESCAPED: %s\n", what.c_str());
  answer(r, "{\"escaped\":" + quote(what) + ",\"turn\":" + std::to_string(r.turn + 1) + extra + "}");
  std::exit(0);
}

/** The attack was refused with an error: a crash (exit 1) by the red-team convention. */
[[noreturn]] inline void failed(const std::string& why) {
  std::fprintf(stderr, "contained: %s\n", why.c_str());
  std::exit(1);
}

inline std::string errno_text() { return std::string(std::strerror(errno)); }

inline bool read_file(const std::string& path, std::string& out, size_t max = 1 << 16) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  out.clear();
  char buf[4096];
  ssize_t n;
  while (out.size() < max && (n = read(fd, buf, sizeof buf)) > 0) out.append(buf, static_cast<size_t>(n));
  close(fd);
  return true;
}

struct Proc {
  int pid;
  std::string cmdline;  // NULs shown as spaces
};

/** Every other process this one can see in /proc. */
inline std::vector<Proc> other_processes() {
  std::vector<Proc> out;
  DIR* dir = opendir("/proc");
  if (!dir) return out;
  int self = getpid();
  while (dirent* e = readdir(dir)) {
    int pid = std::atoi(e->d_name);
    if (pid <= 0 || pid == self) continue;
    std::string cmd;
    read_file("/proc/" + std::to_string(pid) + "/cmdline", cmd, 4096);
    for (char& ch : cmd)
      if (ch == '\0') ch = ' ';
    out.push_back({pid, cmd});
  }
  closedir(dir);
  return out;
}

/**
 * A process of this bot's own sandbox that a lethal signal may be aimed at: the arena's
 * supervisor or bubblewrap, and only while this process is itself in a small pid namespace.
 * Anything else (a host process, if the bot ever saw one) only ever gets signal 0.
 */
inline int sandbox_machinery_pid() {
  if (getpid() > 50) return 0;
  int bwrap = 0;
  for (const Proc& p : other_processes()) {
    if (p.pid >= 50) continue;
    if (p.cmdline.find(".rk/supervisor") != std::string::npos) return p.pid;
    if (p.cmdline.rfind("bwrap", 0) == 0) bwrap = p.pid;
  }
  return bwrap;
}

/** A pid to aim a syscall at: the sandbox machinery if visible, else another small pid (or 2). */
inline int target_pid() {
  int machinery = sandbox_machinery_pid();
  if (machinery) return machinery;
  return getpid() == 2 ? 3 : 2;
}

}  // namespace rk
