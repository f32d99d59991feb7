# Red-team bot (bots/attacks/README.md): prints every file of its bot/ folder (the test looks for the canary).
import json
import os
import sys

request = json.loads(sys.stdin.readline())
seen = []
for root, dirs, files in os.walk("/bot"):
    for name in files:
        path = os.path.join(root, name)
        try:
            with open(path, errors="replace") as f:
                text = f.read(4096)
            sys.stderr.write("%s: %s\n" % (path, text))
            seen.append("%s: %s" % (path, text[:200]))
        except OSError as error:
            seen.append("%s: %s" % (path, error))
sys.stderr.write("ESCAPED: a submission with links or special files was accepted\n")
escaped = {"escaped": "accepted; its files: %s" % seen[:10]}
print(json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0], "userdata": escaped}))
