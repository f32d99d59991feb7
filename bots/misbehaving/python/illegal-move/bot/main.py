# Expected fault: illegal_move (a piece "moving" onto its own cell is never in legal_moves).
import json
import sys

request = json.loads(sys.stdin.readline())
first = request["legal_moves"][0]
move = {"fromRow": first["fromRow"], "fromCol": first["fromCol"], "toRow": first["fromRow"], "toCol": first["fromCol"]}
print(json.dumps({"request_id": request["request_id"], "move": move}))
