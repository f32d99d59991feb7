// Red-team bot (bots/attacks/README.md): writes host settings in /sys. It writes back the value it
// read, so even a success changes nothing; the write succeeding is the escape.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  const char* paths[] = {"/sys/module/printk/parameters/time", "/sys/kernel/mm/ksm/run"};
  std::string errors;
  for (const char* path : paths) {
    std::string value;
    if (!rk::read_file(path, value)) {
      errors += std::string(path) + ": " + rk::errno_text() + "; ";
      continue;
    }
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
      errors += std::string(path) + " (write): " + rk::errno_text() + "; ";
      continue;
    }
    ssize_t w = write(fd, value.data(), value.size());
    close(fd);
    if (w > 0) rk::escaped(r, std::string("wrote ") + path + " (same value back)");
    errors += std::string(path) + " (write): " + rk::errno_text() + "; ";
  }
  rk::failed(errors);
}
