// Red-team bot (bots/attacks/README.md): kills the supervisor through a pidfd.
#include <signal.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int machinery = rk::sandbox_machinery_pid();
  int target = rk::target_pid();
  int fd = static_cast<int>(syscall(SYS_pidfd_open, target, 0));
  if (fd < 0) rk::failed("pidfd_open " + std::to_string(target) + ": " + rk::errno_text());
  int sig = machinery ? SIGKILL : 0;
  if (syscall(SYS_pidfd_send_signal, fd, sig, nullptr, 0) != 0) rk::failed("pidfd_send_signal: " + rk::errno_text());
  rk::escaped(r, "signalled pid " + std::to_string(target) + " through a pidfd");
}
