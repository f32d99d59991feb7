// Red-team bot (bots/attacks/README.md): hides a token in /tmp where a cleaner might not look.
#include <sys/stat.h>

#include <random>

#include "attack.h"

static const char* kPlaces[] = {"/tmp/.../token", "/tmp/rk-attack-locked/token", "/tmp/rk-attack\nnewline",
                                "/tmp/rk-attack-sparse"};

static unsigned long hash(const std::string& s) {
  unsigned long h = 1469598103934665603UL;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211UL;
  return h;
}

int main() {
  rk::Request r = rk::read_request();
  if (r.turn == 0) {
    std::random_device device;
    std::string token = std::to_string(device()) + std::to_string(device());
    mkdir("/tmp/...", 0700);
    mkdir("/tmp/rk-attack-locked", 0700);
    int stored = 0;
    for (const char* path : kPlaces) {
      int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
      if (fd < 0) continue;
      if (std::strcmp(path, "/tmp/rk-attack-sparse") == 0) lseek(fd, 15 << 20, SEEK_SET);
      if (write(fd, token.data(), token.size()) == static_cast<ssize_t>(token.size())) stored++;
      close(fd);
    }
    chmod("/tmp/rk-attack-locked", 0);
    if (stored == 0) rk::failed("could not store the token: " + rk::errno_text());
    rk::answer(r, "{\"turn\":1,\"hash\":" + std::to_string(hash(token) % 1000000007UL) + "}");
    return 0;
  }
  long want = rk::int_after(r.line, 0, "\"hash\":");
  chmod("/tmp/rk-attack-locked", 0700);
  for (const char* path : kPlaces) {
    std::string text;
    if (!rk::read_file(path, text, 32 << 20)) continue;
    size_t start = text.find_first_not_of('\0');
    if (start != std::string::npos && static_cast<long>(hash(text.substr(start)) % 1000000007UL) == want)
      rk::escaped(r, std::string("carried a token through ") + path, ",\"hash\":" + std::to_string(want));
  }
  rk::failed("nothing carried over");
}
