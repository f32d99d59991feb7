// Red-team bot (bots/attacks/README.md): writes a global sysctl of the host kernel.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  // Only printk_ratelimit is ever written; the others are opened for writing and closed untouched.
  const char* probes[] = {"/proc/sys/kernel/core_pattern", "/proc/sys/kernel/modprobe", "/proc/sysrq-trigger",
                          "/proc/sys/vm/drop_caches"};
  std::string writable;
  for (const char* path : probes) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
      writable += std::string(path) + " ";
      close(fd);
    }
  }
  const char* path = "/proc/sys/kernel/printk_ratelimit";
  std::string text;
  if (!rk::read_file(path, text)) rk::failed(std::string(path) + ": " + rk::errno_text());
  long value = std::strtol(text.c_str(), nullptr, 10);
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) rk::failed(std::string(path) + ": " + rk::errno_text() + (writable.empty() ? "" : "; open for writing: " + writable));
  std::string next = std::to_string(value + 1);
  if (write(fd, next.data(), next.size()) != static_cast<ssize_t>(next.size()))
    rk::failed(std::string("write ") + path + ": " + rk::errno_text());
  close(fd);
  rk::escaped(r, std::string("wrote ") + path + " " + std::to_string(value) + " -> " + next + "; open for writing: " + writable);
}
