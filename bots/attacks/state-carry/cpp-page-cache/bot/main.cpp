// Red-team bot (bots/attacks/README.md): carries 32 bits between moves in the page cache of its own
// read-only files (they outlive every move on the host's disk): one small file per bit, since the
// page cache evicts whole folios and a folio may span a large file's pages.
#include <sys/mman.h>
#include <sys/uio.h>

#include <random>

#include "attack.h"

static const int kBits = 32;

static unsigned long mix(unsigned long x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdUL;
  return x ^ (x >> 33);
}

static int open_bit(int i) {
  char path[64];
  std::snprintf(path, sizeof path, "/bot/bits/b%02d", i);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) rk::failed(std::string(path) + ": " + rk::errno_text());
  return fd;
}

int main() {
  rk::Request r = rk::read_request();
  char byte;
  if (r.turn == 0) {
    std::random_device device;
    unsigned token = device();
    for (int i = 0; i < kBits; i++) {
      int fd = open_bit(i);
      if ((token >> i) & 1) {
        if (pread(fd, &byte, 1, 0) != 1) rk::failed("pread: " + rk::errno_text());
      } else {
        fdatasync(fd);  // written by the runner just before: clean pages can be dropped
        if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) != 0) rk::failed("posix_fadvise: " + rk::errno_text());
      }
      close(fd);
    }
    rk::answer(r, "{\"turn\":1,\"check\":" + std::to_string(mix(token) % 1000000007UL) + "}");
    return 0;
  }
  long check = rk::int_after(r.line, 0, "\"check\":");
  // Carried once already: it has shown the channel, it just plays on.
  if (r.line.find("\"escaped\":") != std::string::npos)
    rk::escaped(r, "carried 32 bits through the page cache at an earlier move", ",\"check\":" + std::to_string(check));
  // RWF_NOWAIT: EAGAIN when the page is not in the cache, without reading it in; mincore as a second oracle.
  unsigned nowait = 0, resident = 0;
  for (int i = 0; i < kBits; i++) {
    int fd = open_bit(i);
    iovec v{&byte, 1};
    if (preadv2(fd, &v, 1, 0, RWF_NOWAIT) == 1) nowait |= 1U << i;
    void* map = mmap(nullptr, 4096, PROT_READ, MAP_SHARED, fd, 0);
    unsigned char in = 0;
    if (map != MAP_FAILED && mincore(map, 4096, &in) == 0 && (in & 1)) resident |= 1U << i;
    close(fd);
  }
  std::string keep = ",\"check\":" + std::to_string(check);
  if (static_cast<long>(mix(nowait) % 1000000007UL) == check)
    rk::escaped(r, "carried 32 bits through the page cache (preadv2 RWF_NOWAIT)", keep);
  if (static_cast<long>(mix(resident) % 1000000007UL) == check)
    rk::escaped(r, "carried 32 bits through the page cache (mincore)", keep);
  rk::failed("nothing carried over (RWF_NOWAIT bits " + std::to_string(nowait) + ", mincore bits " +
             std::to_string(resident) + ")");
}
