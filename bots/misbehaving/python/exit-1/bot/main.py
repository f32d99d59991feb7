# Expected fault: bot_crash (a valid response, but the process exits with code 1).
import json
import sys

request = json.loads(sys.stdin.readline())
print(json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0]}))
sys.stdout.flush()
sys.exit(1)
