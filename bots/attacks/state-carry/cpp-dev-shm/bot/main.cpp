// Red-team bot (bots/attacks/README.md): carries state between moves in /dev/shm.
#include <random>

#include "attack.h"

static const char* kPlaces[] = {"/dev/shm/rk-attack-token", "/run/shm/rk-attack-token", "/dev/mqueue/rk-attack-token",
                                "/dev/rk-attack-token"};

int main() {
  rk::Request r = rk::read_request();
  if (r.turn == 0) {
    std::random_device device;
    unsigned token = device() % 1000000000U;
    std::string text = std::to_string(token);
    std::string errors;
    for (const char* path : kPlaces) {
      int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
      if (fd < 0) {
        errors += std::string(path) + ": " + rk::errno_text() + "; ";
        continue;
      }
      ssize_t w = write(fd, text.data(), text.size());
      close(fd);
      if (w > 0) {
        rk::answer(r, "{\"turn\":1,\"token\":" + std::to_string(token % 7919) + "}");
        return 0;
      }
    }
    rk::failed("could not store the token: " + errors);
  }
  long want = rk::int_after(r.line, 0, "\"token\":");
  for (const char* path : kPlaces) {
    std::string text;
    if (rk::read_file(path, text) && std::strtol(text.c_str(), nullptr, 10) % 7919 == want)
      rk::escaped(r, std::string("carried a token through ") + path, ",\"token\":" + std::to_string(want));
  }
  rk::failed("nothing carried over");
}
