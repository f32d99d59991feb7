# Expected fault: invalid_output (request_id does not match the request).
import json
import sys

request = json.loads(sys.stdin.readline())
print(json.dumps({"request_id": request["request_id"] + "-wrong", "move": request["legal_moves"][0]}))
