// Expected fault: total_cpu_timeout. Each move burns 60% of moveCpuMs (under the per-move
// limit), then plays its first legal move, until the match CPU budget runs out.
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

#include <ctime>

int main() {
  const std::string request = readRequest();
  const size_t at = request.find("\"moveCpuMs\":") + 12;
  const double budget = std::stod(request.substr(at)) * 0.6 / 1000.0;
  volatile unsigned long spin = 0;
  while (static_cast<double>(std::clock()) / CLOCKS_PER_SEC < budget) spin = spin + 1;
  std::cout << "{\"request_id\":\"" << stringField(request, "request_id") << "\",\"move\":"
            << firstLegalMove(request) << "}\n"
            << std::flush;
  return 0;
}
