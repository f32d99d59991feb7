// Red-team bot (bots/attacks/README.md): joins the supervisor's process group and kills the group.
// Lethal only against the sandbox's own machinery (see rk::sandbox_machinery_pid).
#include <signal.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  std::string errors;
  int target = rk::sandbox_machinery_pid();
  for (const rk::Proc& p : rk::other_processes()) {
    pid_t group = getpgid(p.pid);
    if (group <= 0) continue;
    if (setpgid(0, group) != 0) {
      errors += "setpgid " + std::to_string(group) + ": " + rk::errno_text() + "; ";
      continue;
    }
    if (p.pid != target && group != getpgid(target)) {
      // Joined a group that is not the machinery's: show it, never kill it.
      rk::escaped(r, "joined process group " + std::to_string(group) + " of pid " + std::to_string(p.pid));
    }
    kill(0, SIGKILL);  // dies here together with the supervisor
  }
  rk::failed("no process group to join: " + (errors.empty() ? std::string("no other process") : errors));
}
