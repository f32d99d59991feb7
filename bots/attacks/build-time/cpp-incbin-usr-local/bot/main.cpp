// Red-team bot (bots/attacks/README.md): the assembler embeds a file from the host's /usr/local, one
// anyone may read (an operator's note, a licence, a tool's settings), in the program, which prints
// it at its first move. Permissions do not stop this: only what the compile box mounts does.
#include "attack.h"

asm(".section .rodata\n"
    ".global rk_note\n"
    "rk_note:\n"
    ".incbin \"/usr/local/share/rulekit-redteam/operator-note\"\n"
    ".byte 0\n"
    ".text\n");
extern "C" const char rk_note[];

int main() {
  rk::Request r = rk::read_request();
  std::fprintf(stderr, "note: %s\n", rk_note);
  rk::escaped(r, std::string("embedded a /usr/local file at build time: ") + rk_note);
}
