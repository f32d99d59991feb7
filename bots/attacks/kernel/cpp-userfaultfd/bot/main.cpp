// Red-team bot (bots/attacks/README.md): userfaultfd, the usual tool to win kernel races.
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int dev = open("/dev/userfaultfd", O_RDWR | O_CLOEXEC);
  if (dev >= 0) rk::escaped(r, "opened /dev/userfaultfd");
  int fd = static_cast<int>(syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK));
  if (fd < 0) rk::failed("userfaultfd: " + rk::errno_text());
  rk::escaped(r, "userfaultfd gave descriptor " + std::to_string(fd));
}
