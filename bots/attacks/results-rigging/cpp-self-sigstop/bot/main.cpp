// Red-team bot (bots/attacks/README.md): a valid answer, then it stops itself.
#include <signal.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  rk::answer(r, "{\"turn\":1}");
  kill(getpid(), SIGSTOP);
  rk::failed("SIGSTOP had no effect (pid " + std::to_string(getpid()) + ")");
}
