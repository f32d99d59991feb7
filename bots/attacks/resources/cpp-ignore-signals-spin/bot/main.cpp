// Red-team bot (bots/attacks/README.md): survives every catchable signal, then spins.
#include <signal.h>

#include "attack.h"

int main() {
  rk::read_request();
  for (int sig = 1; sig < NSIG; sig++)
    if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_IGN);
  volatile unsigned long n = 0;
  for (;;) n = n + 1;
}
