// Red-team bot (bots/attacks/README.md): UDP to a loopback listener of the host.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  int s = socket(AF_INET, SOCK_DGRAM, 0);
  if (s < 0) rk::failed("socket: " + rk::errno_text());
  int sent = 0;
  for (int port = 47350; port < 47370; port++) {
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<uint16_t>(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const char msg[] = "attack-cpp-udp-loopback\n";
    if (sendto(s, msg, sizeof msg - 1, 0, reinterpret_cast<sockaddr*>(&to), sizeof to) > 0) sent++;
  }
  if (sent == 0) rk::failed("sendto: " + rk::errno_text());
  rk::escaped(r, "sent " + std::to_string(sent) + " UDP datagrams to 127.0.0.1");
}
