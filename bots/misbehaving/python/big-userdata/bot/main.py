# Expected fault: userdata_limit (20 KiB of userdata, limit 16 KiB).
import json
import sys

request = json.loads(sys.stdin.readline())
userdata = {"blob": "x" * (20 * 1024)}
print(json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0], "userdata": userdata}))
