# Red-team bot (bots/attacks/README.md): am I host root, or do I hold a capability?
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


uid = os.getuid()
problems = []
try:
    with open("/proc/self/uid_map") as f:
        for line in f:
            inside, outside, count = (int(x) for x in line.split())
            if inside <= uid < inside + count and outside + (uid - inside) == 0:
                problems.append("uid %d is host root (uid_map %s)" % (uid, line.strip()))
except OSError as error:
    sys.stderr.write("uid_map: %s\n" % error)
if uid == 0 or os.geteuid() == 0:
    problems.append("uid 0")
try:
    with open("/proc/self/status") as f:
        for line in f:
            if line.split(":")[0] in ("CapEff", "CapPrm", "CapAmb") and int(line.split()[1], 16) != 0:
                problems.append(line.strip())
except OSError as error:
    sys.stderr.write("status: %s\n" % error)
if problems:
    escaped("; ".join(problems))
failed("uid %d, not host root, no capabilities" % uid)
