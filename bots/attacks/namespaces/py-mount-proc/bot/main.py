# Red-team bot (bots/attacks/README.md): mount(2) from Python through ctypes.
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


import ctypes

libc = ctypes.CDLL(None, use_errno=True)
os.makedirs("/tmp/p", exist_ok=True)
if libc.mount(b"proc", b"/tmp/p", b"proc", 0, None) == 0:
    escaped("mounted a procfs at /tmp/p: %s" % sorted(os.listdir("/tmp/p"))[:20])
first = ctypes.get_errno()
MS_BIND = 4096
if libc.mount(b"/", b"/tmp", None, MS_BIND, None) == 0:
    escaped("bind-mounted / onto /tmp")
failed("mount: %s, %s" % (os.strerror(first), os.strerror(ctypes.get_errno())))
