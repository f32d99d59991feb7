# Expected fault: invalid_output (a valid response, printed twice: two JSON lines).
import json
import sys

request = json.loads(sys.stdin.readline())
line = json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0]})
print(line)
print(line)
