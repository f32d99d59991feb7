# Red-team bot (bots/attacks/README.md): raises its own hard limits.
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


import resource

raised = []
errors = []
for name in ["RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_FSIZE", "RLIMIT_NOFILE"]:
    which = getattr(resource, name)
    soft, hard = resource.getrlimit(which)
    if hard == resource.RLIM_INFINITY:
        continue
    try:
        resource.setrlimit(which, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        raised.append(name)
    except (OSError, ValueError) as error:
        errors.append("%s: %s" % (name, error))
if raised:
    escaped("raised %s" % raised)
failed("; ".join(errors) or "no limit to raise")
