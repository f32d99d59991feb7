// Red-team bot (bots/attacks/README.md): code that runs before main(), wherever the program is started.
#include "attack.h"

__attribute__((constructor)) static void before_main() {
  std::string left;
  for (const char* path : {"/tmp/rk-attack-ctor-ran", "/var/tmp/rk-attack-ctor-ran", "/out/rk-attack-ctor-ran"}) {
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
      left += std::string(path) + " ";
      close(fd);
    }
  }
  std::string canary;
  if (rk::read_file("/var/tmp/rulekit-redteam/canary", canary)) {
    std::fprintf(stderr, "ESCAPED: canary read before main: %s\n", canary.c_str());
    return;
  }
  // Only /tmp of its own move is writable; anything else is a way out.
  if (left != "/tmp/rk-attack-ctor-ran ") {
    std::fprintf(stderr, "ESCAPED: wrote %s\n", left.c_str());
    return;
  }
  std::fprintf(stderr, "contained: constructor ran inside its move sandbox only\n");
  std::exit(1);
}

int main() {
  rk::Request r = rk::read_request();
  rk::escaped(r, "the constructor found a way out");
}
