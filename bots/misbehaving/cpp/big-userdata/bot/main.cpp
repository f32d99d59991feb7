// Expected fault: userdata_limit (20 KiB of userdata, limit 16 KiB).
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

int main() {
  const std::string request = readRequest();
  std::cout << "{\"request_id\":\"" << stringField(request, "request_id") << "\",\"move\":"
            << firstLegalMove(request) << ",\"userdata\":\"" << std::string(20 * 1024, 'x') << "\"}\n"
            << std::flush;
  return 0;
}
