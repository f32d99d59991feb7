// Bot template (OTTv2 bot protocol v1, C++17; compiled once per match with g++ -O2 -std=c++17,
// every .cpp under bot/ linked; nlohmann/json.hpp is available).
//
// The arena starts the program once per move: read ONE JSON line from stdin, write ONE JSON line
// to stdout, exit 0. Log to stderr only. No threads, no processes, no network. Nothing survives
// between moves except `userdata`, which you return and get back next turn.
// Keep the reading and writing as they are; change chooseMove.
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

using json = nlohmann::json;

// Returns one element of request["legal_moves"] (never empty: no request is sent without a legal
// move). Read the rules and the board from the request: rows = state["board"].size(), the
// opponent's home = rules["homes"][1 - player_index], …
static json chooseMove(const json& request, json& memory) {
  (void)memory;
  return request["legal_moves"][0];
}

int main() {
  std::string line;
  std::getline(std::cin, line);
  const json request = json::parse(line);
  json memory = request["userdata"].is_null() ? json{{"turns", 0}} : request["userdata"];
  const json move = chooseMove(request, memory);
  memory["turns"] = memory.value("turns", 0) + 1;  // userdata: any JSON up to limits.userdataBytes
  std::cerr << "turn " << memory["turns"] << ": " << move.dump() << "\n";  // a log, counts toward outputBytes
  const json response = {
      {"request_id", request["request_id"]},
      {"move",
       {{"fromRow", move["fromRow"]}, {"fromCol", move["fromCol"]}, {"toRow", move["toRow"]}, {"toCol", move["toCol"]}}},
      {"userdata", memory},
  };
  std::cout << response.dump() << "\n" << std::flush;
  return 0;
}
