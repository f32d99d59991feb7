// Red-team bot (bots/attacks/README.md): the x32 system call numbering, a classic seccomp bypass.
#include <sys/socket.h>
#include <sys/syscall.h>

#include "attack.h"

static const long X32 = 0x40000000L;

int main() {
  rk::Request r = rk::read_request();
  long s = syscall(X32 | SYS_socket, AF_INET, SOCK_STREAM, 0);
  if (s >= 0) rk::escaped(r, "socket(AF_INET) through the x32 ABI");
  std::string first = rk::errno_text();
  long pid = syscall(X32 | SYS_getpid);
  if (pid > 0) rk::escaped(r, "getpid through the x32 ABI (x32 system calls are not filtered)");
  rk::failed("x32: " + first + ", " + rk::errno_text());
}
