# Red-team bot (bots/attacks/README.md): kills its parent (only if it is the sandbox's supervisor).
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


import signal

parent = os.getppid()
if parent == 0:
    failed("no parent in my pid namespace")
try:
    with open("/proc/%d/cmdline" % parent, "rb") as f:
        machinery = b".rk/supervisor" in f.read() or os.getpid() < 50
except OSError:
    machinery = False
try:
    os.kill(parent, signal.SIGKILL if machinery else 0)
except OSError as error:
    failed("kill(%d): %s" % (parent, error))
escaped("signalled my parent %d" % parent)
