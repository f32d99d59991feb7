// Red-team bot (bots/attacks/README.md): a 4 GiB object file.
asm(".data\n.fill 0x100000000, 1, 1\n.text\n");
int main() { return 0; }
