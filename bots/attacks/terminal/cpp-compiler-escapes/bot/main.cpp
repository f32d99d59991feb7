// Red-team bot (bots/attacks/README.md): compiler messages carrying terminal escapes.
#error "[2J]0;rk-attack title[1A[2Kcompiled fine"
int main() { return undeclared_[31m_name; }
