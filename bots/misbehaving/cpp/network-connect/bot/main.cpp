// Expected fault: sandbox_violation (opening a network socket is killed by seccomp).
// Minimal request reading without a JSON library (keeps these test bots fast to compile).
#include <iostream>
#include <string>

static std::string readRequest() {
  std::string line;
  std::getline(std::cin, line);
  return line;
}

// The string value of "key":"..." in the request line.
static std::string stringField(const std::string& json, const std::string& key) {
  const std::string needle = "\"" + key + "\":\"";
  const size_t at = json.find(needle);
  if (at == std::string::npos) return "";
  const size_t start = at + needle.size();
  return json.substr(start, json.find('"', start) - start);
}

// The first legal move object {"fromRow":..,"fromCol":..,"toRow":..,"toCol":..} as JSON text.
static std::string firstLegalMove(const std::string& json) {
  const size_t list = json.find("\"legal_moves\":[");
  const size_t start = json.find('{', list);
  return json.substr(start, json.find('}', start) - start + 1);
}

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

int main() {
  readRequest();
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(53);
  inet_pton(AF_INET, "1.1.1.1", &address.sin_addr);
  const int result = connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  std::cout << "connect " << result << "\n";
  return 0;
}
