// Red-team bot (bots/attacks/README.md): reads host secrets and prints them (a leak the test looks for).
#include "attack.h"

int main() {
  rk::Request r = rk::read_request();
  std::string found;
  std::string text;
  if (rk::read_file("/var/tmp/rulekit-redteam/canary", text, 4096)) {
    std::fprintf(stderr, "canary: %s\n", text.c_str());
    found += "canary: " + text + "; ";
  }
  // /etc/shadow: only its size (real password hashes stay out of logs).
  if (rk::read_file("/etc/shadow", text)) found += "/etc/shadow: read " + std::to_string(text.size()) + " bytes; ";
  for (const char* path : {"/root", "/root/.cache/rulekit-arena", "/home", "/work"}) {
    if (DIR* dir = opendir(path)) {
      found += std::string(path) + ": ";
      while (dirent* e = readdir(dir)) found += std::string(e->d_name) + " ";
      closedir(dir);
      found += "; ";
    }
  }
  if (!found.empty()) rk::escaped(r, found);
  rk::failed("no secret readable: " + rk::errno_text());
}
