// Red-team bot (bots/attacks/README.md): a legal bot; the attack is the name of bot/-o/tmp/x.cpp.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  rk::escaped(r, "built although a source file name was a g++ option");
}
