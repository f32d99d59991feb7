// Red-team bot (bots/attacks/README.md): swaps the root away with pivot_root.
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  mkdir("/tmp/old", 0755);
  if (syscall(SYS_pivot_root, "/tmp", "/tmp/old") == 0) rk::escaped(r, "pivot_root worked");
  std::string first = rk::errno_text();
  if (umount2("/bot", MNT_DETACH) == 0) rk::escaped(r, "unmounted /bot");
  rk::failed("pivot_root: " + first + "; umount2: " + rk::errno_text());
}
