# Expected fault: total_cpu_timeout. Each move burns 60% of moveCpuMs (always under the per-move
# limit), then plays its first legal move, until the match CPU budget (totalCpuMs) runs out.
import json
import sys
import time

request = json.loads(sys.stdin.readline())
budget = request["limits"]["moveCpuMs"] * 0.6 / 1000
while time.process_time() < budget:
    pass
print(json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0]}))
