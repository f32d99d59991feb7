// Red-team bot (bots/attacks/README.md): maps far more memory than the limit.
#include <sys/mman.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  void* big = mmap(nullptr, 61UL << 30, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (big != MAP_FAILED) rk::escaped(r, "mapped 64 GiB");
  std::string first = rk::errno_text();
  void* populated = mmap(nullptr, 1UL << 30, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
  if (populated != MAP_FAILED) rk::escaped(r, "mapped and populated 1 GiB");
  rk::failed("mmap 64 GiB: " + first + "; 1 GiB: " + rk::errno_text());
}
