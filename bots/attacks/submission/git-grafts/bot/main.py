# Red-team bot (bots/attacks/README.md): the submitter's own harmless bot. The attack is the
# repository around it (see attack.json): a legal move each turn if it is ever played.
import json
import sys

request = json.loads(sys.stdin.readline())
print(json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0]}))
