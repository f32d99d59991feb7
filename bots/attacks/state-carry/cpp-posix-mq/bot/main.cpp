// Red-team bot (bots/attacks/README.md): carries state between moves in a POSIX message queue.
#include <mqueue.h>

#include <random>

#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  if (r.turn == 0) {
    std::random_device device;
    unsigned token = device() % 1000000000U;
    mq_attr attr{};
    attr.mq_maxmsg = 1;
    attr.mq_msgsize = 32;
    mqd_t q = mq_open("/rk-attack", O_CREAT | O_WRONLY, 0600, &attr);
    if (q == static_cast<mqd_t>(-1)) rk::failed("mq_open: " + rk::errno_text());
    std::string text = std::to_string(token);
    if (mq_send(q, text.c_str(), text.size() + 1, 0) != 0) rk::failed("mq_send: " + rk::errno_text());
    rk::answer(r, "{\"turn\":1,\"token\":" + std::to_string(token % 7919) + "}");
    return 0;
  }
  mqd_t q = mq_open("/rk-attack", O_RDONLY | O_NONBLOCK);
  if (q == static_cast<mqd_t>(-1)) rk::failed("nothing carried over: mq_open: " + rk::errno_text());
  char buf[64] = {0};
  if (mq_receive(q, buf, sizeof buf, nullptr) < 0) rk::failed("nothing carried over: mq_receive: " + rk::errno_text());
  long want = rk::int_after(r.line, 0, "\"token\":");
  if (std::strtol(buf, nullptr, 10) % 7919 == want)
    rk::escaped(r, "carried a token through a POSIX message queue", ",\"token\":" + std::to_string(want));
  rk::failed("a queue, but not our token");
}
