// Red-team bot (bots/attacks/README.md): if its forged ldd line got /var/tmp/rulekit-redteam
// mounted, it reads the canary and connects to the test's root-only socket.
#include <sys/socket.h>
#include <sys/un.h>

#include "attack.h"

extern "C" int rk_lib(void);

int main() {
  rk::Request r = rk::read_request();
  if (rk_lib() != 42) rk::failed("the shipped library is not the one loaded");
  std::string found;
  std::string canary;
  if (rk::read_file("/var/tmp/rulekit-redteam/canary", canary)) {
    std::fprintf(stderr, "canary: %s\n", canary.c_str());
    found += "read the canary: " + canary + "; ";
  }
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  std::strcpy(addr.sun_path, "/var/tmp/rulekit-redteam/host.sock");
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) {
    const char msg[] = "attack-cpp-ldd-forged-mount\n";
    if (write(s, msg, sizeof msg - 1) > 0) found += "connected to host.sock; ";
  }
  if (!found.empty()) rk::escaped(r, found);
  rk::failed("/var/tmp/rulekit-redteam is not mounted: " + rk::errno_text());
}
