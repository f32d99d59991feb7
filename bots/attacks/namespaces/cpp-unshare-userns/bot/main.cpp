// Red-team bot (bots/attacks/README.md): a new user namespace gives back every capability in it.
#include <sched.h>
#include <sys/mount.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) rk::failed("unshare: " + rk::errno_text());
  std::string done = "unshare(CLONE_NEWUSER|CLONE_NEWNS) worked";
  if (mount("none", "/", nullptr, MS_REMOUNT | MS_BIND, nullptr) == 0) done += "; remounted / read-write";
  if (mount("tmpfs", "/tmp", "tmpfs", 0, nullptr) == 0) done += "; mounted a tmpfs";
  rk::escaped(r, done);
}
