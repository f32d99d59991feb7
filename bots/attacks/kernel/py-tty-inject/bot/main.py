# Red-team bot (bots/attacks/README.md): is there a terminal to push keystrokes into? (checks only)
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
for fd in (0, 1, 2):
    if os.isatty(fd):
        found.append("fd %d is a terminal" % fd)
candidates = ["/dev/tty", "/dev/console", "/dev/tty0"]
try:
    candidates += ["/dev/pts/" + name for name in os.listdir("/dev/pts") if name.isdigit()]
except OSError:
    pass
for path in candidates:
    try:
        fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        if os.isatty(fd):
            found.append("opened %s" % path)
        os.close(fd)
    except OSError:
        pass
if found:
    escaped("a terminal is reachable: %s" % found)
failed("no terminal")
