// Red-team bot (bots/attacks/README.md): a fork bomb through vfork and raw clone.
#include <signal.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int children = 0;
  for (int i = 0; i < 1000; i++) {
    // A bare clone (only SIGCHLD): not the flags glibc's fork() uses. Children just wait to be killed.
    pid_t pid = static_cast<pid_t>(syscall(SYS_clone, SIGCHLD, nullptr, nullptr, nullptr, 0));
    if (pid == 0) {
      pause();
      _exit(0);
    }
    if (pid < 0) break;
    children++;
  }
  if (children == 0) {
    pid_t pid = vfork();
    if (pid == 0) _exit(0);
    if (pid < 0) rk::failed("clone and vfork: " + rk::errno_text());
    children++;
  }
  rk::escaped(r, "started " + std::to_string(children) + " processes");
}
