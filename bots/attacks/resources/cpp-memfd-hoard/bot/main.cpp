// Red-team bot (bots/attacks/README.md): memory that RLIMIT_AS does not count (memfd pages are
// shmem, charged to no mapping). Stops 64 MiB past memoryMb: enough to show it, cheap in CPU, and
// harmless if it works.
#include <sys/mman.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  long limit_mb = rk::int_after(r.line, 0, "\"memoryMb\":");
  const long chunk = 16L << 20;
  long held = 0;
  std::string error;
  const long target = (limit_mb > 0 ? limit_mb : 256) * (1L << 20) + (64L << 20);
  while (held < target) {
    int fd = memfd_create("rk-attack", MFD_CLOEXEC);
    if (fd < 0) {
      error = "memfd_create: " + rk::errno_text();
      break;
    }
    int e = posix_fallocate(fd, 0, chunk);
    if (e != 0) {
      error = std::string("fallocate: ") + std::strerror(e);
      break;
    }
    held += chunk;
  }
  if (limit_mb > 0 && held > (limit_mb << 20))
    rk::escaped(r, "held " + std::to_string(held >> 20) + " MiB in memfds with memoryMb " + std::to_string(limit_mb));
  rk::failed("held " + std::to_string(held >> 20) + " MiB: " + error);
}
