// Red-team bot (bots/attacks/README.md): a compile-time CPU bomb.
#include "bomb.h"
int main() { return 0; }
