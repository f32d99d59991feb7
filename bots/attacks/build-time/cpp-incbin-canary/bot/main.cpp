// Red-team bot (bots/attacks/README.md): the assembler embeds a host file in the program.
#include "attack.h"

asm(".section .rodata\n"
    ".global rk_secret\n"
    "rk_secret:\n"
    ".incbin \"/var/tmp/rulekit-redteam/canary\"\n"
    ".byte 0\n"
    ".text\n");
extern "C" const char rk_secret[];

int main() {
  rk::Request r = rk::read_request();
  std::fprintf(stderr, "canary: %s\n", rk_secret);
  rk::escaped(r, std::string("embedded the canary at build time: ") + rk_secret);
}
