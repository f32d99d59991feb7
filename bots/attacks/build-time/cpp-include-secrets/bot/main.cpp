// Red-team bot (bots/attacks/README.md): includes host secrets so the compiler's errors quote them.
#if __has_include("/var/tmp/rulekit-redteam/canary")
#include "/var/tmp/rulekit-redteam/canary"
#elif __has_include("/etc/shadow")
#error "ESCAPED: /etc/shadow is visible to the compiler (not included: its content stays out of logs)"
#else
#error "contained: no host secret visible to the compiler"
#endif
int main() { return 0; }
