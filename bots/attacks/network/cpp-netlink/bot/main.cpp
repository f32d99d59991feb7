// Red-team bot (bots/attacks/README.md): a netlink socket (interfaces, routes, the kernel's uevents).
#include <linux/netlink.h>
#include <sys/socket.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int s = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
  if (s < 0) rk::failed("socket(AF_NETLINK): " + rk::errno_text());
  sockaddr_nl addr{};
  addr.nl_family = AF_NETLINK;
  if (bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) rk::failed("bind: " + rk::errno_text());
  rk::escaped(r, "opened and bound a NETLINK_ROUTE socket");
}
