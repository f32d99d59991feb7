// Red-team bot (bots/attacks/README.md): a response with a field nested 10000 deep.
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  std::string deep;
  for (int i = 0; i < 10000; i++) deep += "{\"a\":";
  deep += "0";
  deep += std::string(10000, '}');
  std::string line = "{\"request_id\":" + rk::quote(r.id) + ",\"move\":" + r.move + ",\"x\":" + deep + "}\n";
  fwrite(line.data(), 1, line.size(), stdout);
  return 0;
}
