// Red-team bot (bots/attacks/README.md): i386 system calls from a 64-bit process (int 0x80).
#include "attack.h"

static long int80(long nr, long a = 0, long b = 0, long c = 0) {
  long ret;
  __asm__ volatile("int $0x80" : "=a"(ret) : "a"(nr), "b"(a), "c"(b), "d"(c) : "memory");
  return ret;
}

int main() {
  rk::Request r = rk::read_request();
  static int args[3] = {2 /* AF_INET */, 1 /* SOCK_STREAM */, 0};
  // i386: socketcall = 102 (SYS_SOCKET = 1); the argument block must sit below 4 GiB: a static is.
  long s = int80(102, 1, reinterpret_cast<long>(args));
  if (s >= 0) rk::escaped(r, "socket(AF_INET) through int 0x80");
  long pid = int80(20);  // i386 getpid
  if (pid > 0) rk::escaped(r, "getpid through int 0x80 (32-bit system calls are not filtered)");
  rk::failed("int 0x80: " + std::to_string(s) + ", " + std::to_string(pid));
}
