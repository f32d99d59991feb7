# Red-team bot (bots/attacks/README.md): fills /tmp.
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


MIB = b"\1" * (1 << 20)
written = 0
try:
    with open("/tmp/rk-attack-huge", "wb") as f:
        for _ in range(1024):
            f.write(MIB)
            written += 1
except OSError as error:
    sys.stderr.write("one file: %d MiB, then %s\n" % (written, error))
try:
    for i in range(1024):
        with open("/tmp/rk-attack-%d" % i, "wb") as f:
            f.write(MIB)
        written += 1
except OSError as error:
    if written < 64:
        failed("stopped at %d MiB: %s" % (written, error))
escaped("wrote %d MiB in /tmp" % written)
