// Red-team bot (bots/attacks/README.md): perf events.
#include <linux/perf_event.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  perf_event_attr attr{};
  attr.type = PERF_TYPE_HARDWARE;
  attr.size = sizeof attr;
  attr.config = PERF_COUNT_HW_INSTRUCTIONS;
  attr.disabled = 1;
  int fd = static_cast<int>(syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0));
  if (fd >= 0) rk::escaped(r, "perf_event_open on itself");
  std::string first = rk::errno_text();
  attr.type = PERF_TYPE_SOFTWARE;
  attr.config = PERF_COUNT_SW_CPU_CLOCK;
  fd = static_cast<int>(syscall(SYS_perf_event_open, &attr, -1, 0, -1, 0));
  if (fd >= 0) rk::escaped(r, "perf_event_open on CPU 0 (every process)");
  rk::failed("perf_event_open: " + first + ", " + rk::errno_text());
}
