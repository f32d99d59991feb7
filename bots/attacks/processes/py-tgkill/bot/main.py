# Red-team bot (bots/attacks/README.md): tgkill to another process.
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
import signal

libc = ctypes.CDLL(None, use_errno=True)
target, sig = 2 if os.getpid() != 2 else 3, 0
for pid in os.listdir("/proc"):
    if pid.isdigit() and int(pid) != os.getpid() and os.getpid() < 50:
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                if b".rk/supervisor" in f.read():
                    target, sig = int(pid), signal.SIGKILL
        except OSError:
            pass
SYS_tgkill = 234
if libc.syscall(SYS_tgkill, target, target, sig) != 0:
    failed("tgkill(%d): %s" % (target, os.strerror(ctypes.get_errno())))
escaped("tgkill(%d, %d) allowed" % (target, sig))
