// Red-team bot (bots/attacks/README.md): kills the supervisor with rt_sigqueueinfo.
#include <signal.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int machinery = rk::sandbox_machinery_pid();
  int target = rk::target_pid();
  siginfo_t info{};
  info.si_code = SI_QUEUE;
  info.si_pid = getpid();
  int sig = machinery ? SIGKILL : 0;
  info.si_signo = sig;
  if (syscall(SYS_rt_sigqueueinfo, target, sig, &info) != 0)
    rk::failed("rt_sigqueueinfo " + std::to_string(target) + ": " + rk::errno_text());
  if (syscall(SYS_rt_tgsigqueueinfo, target, target, sig, &info) != 0)
    rk::failed("rt_tgsigqueueinfo: " + rk::errno_text());
  rk::escaped(r, "signalled pid " + std::to_string(target) + " with rt_sigqueueinfo");
}
