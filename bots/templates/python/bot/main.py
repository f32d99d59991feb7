"""Bot template (OTTv2 bot protocol v1, Python 3.11).

The arena starts this file once per move (run with `python3 -I -S -B`; this folder is on sys.path):
read ONE JSON line from stdin, write ONE JSON line to stdout, exit 0. Print logs to stderr only.
Nothing survives between moves except `userdata`, which you return and get back next turn.
Keep the reading and writing as they are; change `choose_move`.
"""

import json
import sys


def choose_move(request, memory):
    """Return one element of request["legal_moves"]. Read the rules and the board from the request:
    rows = len(state["board"]), the opponent's home = rules["homes"][1 - player_index], …"""
    legal_moves = request["legal_moves"]  # never empty: no request is sent without a legal move
    return legal_moves[0]


def main():
    request = json.loads(sys.stdin.readline())
    memory = request.get("userdata") or {"turns": 0}
    move = choose_move(request, memory)
    memory["turns"] = memory.get("turns", 0) + 1  # userdata: any JSON up to limits.userdataBytes
    print(f"turn {memory['turns']}: {move}", file=sys.stderr)  # stderr is a log (counts toward outputBytes)
    response = {
        "request_id": request["request_id"],
        "move": {k: move[k] for k in ("fromRow", "fromCol", "toRow", "toCol")},
        "userdata": memory,
    }
    sys.stdout.write(json.dumps(response) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
