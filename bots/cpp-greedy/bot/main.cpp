// Greedy sample bot (OTTv2 bot protocol v1, C++17 with nlohmann/json).
//
// Reads one request line on stdin, scores every legal move and prints the best one as one JSON
// line. Score (the protocol's sample scoring): +100000 for landing on the opponent's home; +40 for
// a capture (+5 instead against a shielded piece, which only breaks the shield); +15 for picking up
// a power-up when the piece is not powered, or an effect tile when it has no effect; minus the
// Manhattan distance to the opponent's home. Ties keep the move that comes first in legal_moves.
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

using json = nlohmann::json;

namespace {

constexpr long HOME = 100000;
constexpr long CAPTURE = 40;
constexpr long SHIELDED_CAPTURE = 5;
constexpr long PICKUP = 15;

long score(const json& request, const json& move) {
  const json& rules = request["rules"];
  const json& state = request["state"];
  const int me = request["player_index"].get<int>();
  const json& home = rules["homes"][1 - me];
  const int homeRow = home[0].get<int>(), homeCol = home[1].get<int>();
  const int toRow = move["toRow"].get<int>(), toCol = move["toCol"].get<int>();
  const json& board = state["board"];
  const json& piece = board[move["fromRow"].get<int>()][move["fromCol"].get<int>()];
  const json& target = board[toRow][toCol];

  long value = 0;
  if (toRow == homeRow && toCol == homeCol) value += HOME;
  if (!target.is_null() && target["player"].get<int>() != me) {
    value += target.value("effect", std::string()) == "shield" ? SHIELDED_CAPTURE : CAPTURE;
  }
  bool item = false;
  for (const json& cell : state.value("powerUps", json::array())) {
    if (cell[0].get<int>() == toRow && cell[1].get<int>() == toCol) item = true;
  }
  bool effectTile = false;
  const json tileTypes = rules.value("tileTypes", json::object());
  for (const json& tile : state.value("tiles", json::array())) {
    if (tile["row"].get<int>() != toRow || tile["col"].get<int>() != toCol) continue;
    const std::string type = tile["type"].get<std::string>();
    if (tileTypes.contains(type) && tileTypes[type].contains("effect")) effectTile = true;
  }
  const bool powered = piece.is_object() && piece.value("powered", false);
  const bool hasEffect = piece.is_object() && piece.contains("effect");
  if ((item && !powered) || (effectTile && !hasEffect)) value += PICKUP;
  value -= std::abs(toRow - homeRow) + std::abs(toCol - homeCol);
  return value;
}

}  // namespace

int main() {
  std::string line;
  std::getline(std::cin, line);
  const json request = json::parse(line);
  const json* best = nullptr;
  long bestScore = 0;
  for (const json& move : request["legal_moves"]) {
    const long value = score(request, move);
    if (best == nullptr || value > bestScore) {
      best = &move;
      bestScore = value;
    }
  }
  json response = {
      {"request_id", request["request_id"]},
      {"move",
       {{"fromRow", (*best)["fromRow"]},
        {"fromCol", (*best)["fromCol"]},
        {"toRow", (*best)["toRow"]},
        {"toCol", (*best)["toCol"]}}},
  };
  std::cout << response.dump() << "\n" << std::flush;
  return 0;
}
