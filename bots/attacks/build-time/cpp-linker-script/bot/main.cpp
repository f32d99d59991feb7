// Red-team bot (bots/attacks/README.md): a legal bot; the attack is the linker script its file names pass to ld.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  rk::escaped(r, "linked with a linker script of its own");
}
