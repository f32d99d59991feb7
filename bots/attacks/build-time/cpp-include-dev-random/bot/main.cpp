// Red-team bot (bots/attacks/README.md): an endless include of random bytes.
#include "/dev/random"
int main() { return 0; }
