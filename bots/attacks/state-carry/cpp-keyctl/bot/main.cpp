// Red-team bot (bots/attacks/README.md): carries state between moves in the kernel's keyrings.
#include <sys/syscall.h>

#include <random>

#include "attack.h"

static const int KEY_SPEC_USER_KEYRING = -4;
static const int KEYCTL_READ = 11;

int main() {
  rk::Request r = rk::read_request();
  if (r.turn == 0) {
    std::random_device device;
    std::string token = std::to_string(device() % 1000000000U);
    long key = syscall(SYS_add_key, "user", "rk-attack", token.c_str(), token.size(), KEY_SPEC_USER_KEYRING);
    if (key < 0) rk::failed("add_key: " + rk::errno_text());
    rk::answer(r, "{\"turn\":1,\"token\":" + std::to_string(std::strtol(token.c_str(), nullptr, 10) % 7919) + "}");
    return 0;
  }
  long key = syscall(SYS_request_key, "user", "rk-attack", nullptr, 0);
  if (key < 0) rk::failed("nothing carried over: request_key: " + rk::errno_text());
  char buf[64] = {0};
  if (syscall(SYS_keyctl, KEYCTL_READ, key, buf, sizeof buf - 1) < 0) rk::failed("keyctl read: " + rk::errno_text());
  long want = rk::int_after(r.line, 0, "\"token\":");
  if (std::strtol(buf, nullptr, 10) % 7919 == want)
    rk::escaped(r, "carried a token through the user keyring", ",\"token\":" + std::to_string(want));
  rk::failed("a key, but not our token");
}
