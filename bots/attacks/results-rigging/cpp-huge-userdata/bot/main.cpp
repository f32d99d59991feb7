// Red-team bot (bots/attacks/README.md): 10 MiB of userdata.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  std::string head = "{\"request_id\":" + rk::quote(r.id) + ",\"move\":" + r.move + ",\"userdata\":\"";
  fwrite(head.data(), 1, head.size(), stdout);
  std::string block(1 << 20, 'u');
  for (int i = 0; i < 10; i++) fwrite(block.data(), 1, block.size(), stdout);
  fputs("\"}\n", stdout);
  return 0;
}
