// Red-team bot (bots/attacks/README.md): opens host devices (read-only; nothing is written).
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  std::string opened;
  for (const char* path : {"/dev/kmsg", "/dev/mem", "/dev/kmem", "/dev/port", "/dev/vda", "/dev/sda", "/dev/nvme0n1",
                           "/dev/kvm", "/dev/fuse", "/dev/net/tun", "/dev/vsock"}) {
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd >= 0) {
      opened += std::string(path) + " ";
      close(fd);
    }
  }
  if (!opened.empty()) rk::escaped(r, "opened " + opened);
  rk::failed("no host device: " + rk::errno_text());
}
