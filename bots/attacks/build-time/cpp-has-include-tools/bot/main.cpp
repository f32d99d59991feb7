// Red-team bot (bots/attacks/README.md): __has_include as a file-existence oracle at build time. The
// preprocessor answers for any path, so a bot can learn which tools and files the organiser's machine
// has (the sandbox tool, git, interpreters, anything under /usr/local) and print the list at its
// first move. The names below exist on every machine that runs the arena (bwrap, python3.11, the
// test's /usr/local note), so a compile box that shows them shows them on every run.
#include "attack.h"

static const char* const kSeen[] = {
#if __has_include("/usr/bin/bwrap")
    "/usr/bin/bwrap",
#endif
#if __has_include("/usr/bin/python3.11")
    "/usr/bin/python3.11",
#endif
#if __has_include("/usr/bin/git")
    "/usr/bin/git",
#endif
#if __has_include("/usr/bin/sudo")
    "/usr/bin/sudo",
#endif
#if __has_include("/usr/local/share/rulekit-redteam/operator-note")
    "/usr/local/share/rulekit-redteam/operator-note",
#endif
#if __has_include("/usr/local/bin/node")
    "/usr/local/bin/node",
#endif
#if __has_include("/usr/share/zoneinfo/UTC")
    "/usr/share/zoneinfo/UTC",
#endif
    nullptr};

int main() {
  rk::Request r = rk::read_request();
  std::string seen;
  for (const char* const* p = kSeen; *p; p++) seen += std::string(seen.empty() ? "" : ", ") + *p;
  if (!seen.empty()) rk::escaped(r, "the compiler sees host files outside its toolchain: " + seen);
  rk::failed("__has_include found no host file outside the toolchain");
}
