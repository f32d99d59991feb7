# Expected fault: invalid_output (coordinates must be integers).
import json
import sys

request = json.loads(sys.stdin.readline())
move = dict(request["legal_moves"][0])
move["toCol"] = move["toCol"] + 0.5
print(json.dumps({"request_id": request["request_id"], "move": move}))
