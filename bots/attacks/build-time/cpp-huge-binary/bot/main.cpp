// Red-team bot (bots/attacks/README.md): a 100 MiB program (it plays legal moves if it is accepted).
#include "attack.h"

static volatile char ballast[100 << 20] = {1};

int main() {
  rk::Request r = rk::read_request();
  rk::escaped(r, "a program of " + std::to_string((sizeof ballast >> 20) + ballast[12345]) + " MiB was accepted");
}
