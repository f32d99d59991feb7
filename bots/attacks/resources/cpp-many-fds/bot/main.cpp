// Red-team bot (bots/attacks/README.md): exhausts file descriptors.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int opened = 0;
  for (int i = 0; i < 1 << 20; i++) {
    int fds[2];
    if (pipe(fds) != 0) break;
    opened += 2;
  }
  if (opened > 4096) rk::escaped(r, "opened " + std::to_string(opened) + " descriptors");
  rk::failed("stopped at " + std::to_string(opened) + " descriptors: " + rk::errno_text());
}
