// Red-team bot (bots/attacks/README.md): io_uring, which bypasses per-syscall filters.
#include <linux/io_uring.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  io_uring_params params{};
  int fd = static_cast<int>(syscall(SYS_io_uring_setup, 8, &params));
  if (fd < 0) rk::failed("io_uring_setup: " + rk::errno_text());
  rk::escaped(r, "io_uring_setup gave descriptor " + std::to_string(fd));
}
