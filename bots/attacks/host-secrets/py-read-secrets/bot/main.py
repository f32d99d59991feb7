# Red-team bot (bots/attacks/README.md): reads host secrets and prints them (a leak the test looks for).
import json
import os
import sys

REQUEST = json.loads(sys.stdin.readline())
USERDATA = REQUEST.get("userdata") if isinstance(REQUEST.get("userdata"), dict) else {}
TURN = USERDATA.get("turn", 0)


def answer(userdata):
    move = REQUEST["legal_moves"][0]
    sys.stdout.write(json.dumps({"request_id": REQUEST["request_id"], "move": move, "userdata": userdata}) + "\n")
    sys.stdout.flush()


def escaped(what):
    sys.stderr.write("ESCAPED: %s\n" % what)
    answer({"escaped": what, "turn": TURN + 1})
    sys.exit(0)


def failed(why):
    sys.stderr.write("contained: %s\n" % why)
    sys.exit(1)


found = []
try:
    with open("/var/tmp/rulekit-redteam/canary") as f:
        text = f.read(4096)
    sys.stderr.write("canary: %s\n" % text)
    found.append("canary: %s" % text.strip())
except OSError as error:
    sys.stderr.write("canary: %s\n" % error)
try:
    # Only its size: real password hashes stay out of logs.
    with open("/etc/shadow", "rb") as f:
        found.append("/etc/shadow: read %d bytes" % len(f.read()))
except OSError as error:
    sys.stderr.write("/etc/shadow: %s\n" % error)
try:
    found.append("/root: %s" % sorted(os.listdir("/root")))
except OSError as error:
    sys.stderr.write("/root: %s\n" % error)
if found:
    escaped("; ".join(found))
failed("no secret readable")
