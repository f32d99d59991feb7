// Red-team bot (bots/attacks/README.md): loads an eBPF program (a large kernel attack surface).
#include <linux/bpf.h>
#include <sys/syscall.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  bpf_insn prog[2] = {};
  prog[0].code = BPF_ALU64 | BPF_MOV | BPF_K;  // r0 = 0
  prog[1].code = BPF_JMP | BPF_EXIT;
  char license[] = "GPL";
  bpf_attr attr{};
  attr.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
  attr.insn_cnt = 2;
  attr.insns = reinterpret_cast<unsigned long>(prog);
  attr.license = reinterpret_cast<unsigned long>(license);
  int fd = static_cast<int>(syscall(SYS_bpf, BPF_PROG_LOAD, &attr, sizeof attr));
  if (fd >= 0) rk::escaped(r, "loaded an eBPF program");
  std::string first = rk::errno_text();
  bpf_attr map{};
  map.map_type = BPF_MAP_TYPE_ARRAY;
  map.key_size = 4;
  map.value_size = 4;
  map.max_entries = 1;
  if (syscall(SYS_bpf, BPF_MAP_CREATE, &map, sizeof map) >= 0) rk::escaped(r, "created an eBPF map");
  rk::failed("bpf: " + first + ", " + rk::errno_text());
}
