// Red-team bot (bots/attacks/README.md): reads another process's memory with process_vm_readv.
#include <sys/uio.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int target = rk::target_pid();
  std::string maps;
  unsigned long start = 0x400000;
  if (rk::read_file("/proc/" + std::to_string(target) + "/maps", maps)) start = std::strtoul(maps.c_str(), nullptr, 16);
  char buf[64];
  iovec local{buf, sizeof buf};
  iovec remote{reinterpret_cast<void*>(start), sizeof buf};
  if (process_vm_readv(target, &local, 1, &remote, 1, 0) < 0)
    rk::failed("process_vm_readv " + std::to_string(target) + ": " + rk::errno_text());
  rk::escaped(r, "read 64 bytes of pid " + std::to_string(target));
}
