# Red-team bot (bots/attacks/README.md): a fork bomb.
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


children = 0
try:
    for _ in range(10000):
        if os.fork() == 0:
            import time

            time.sleep(60)  # children only wait to be killed with the sandbox
            os._exit(0)
        children += 1
except OSError as error:
    if children == 0:
        failed("fork: %s" % error)
escaped("forked %d processes" % children)
