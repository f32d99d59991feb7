// Red-team bot (bots/attacks/README.md): an endless include.
#include </dev/zero>
int main() { return 0; }
