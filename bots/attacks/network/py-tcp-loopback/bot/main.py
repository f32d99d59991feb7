# Red-team bot (bots/attacks/README.md): TCP to a loopback listener of the host.
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


import socket

ports = list(range(47350, 47370))
try:
    with open("/var/tmp/rulekit-redteam/port") as f:
        ports.insert(0, int(f.read()))
except OSError:
    pass
errors = []
for port in ports:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(0.2)
    try:
        s.connect(("127.0.0.1", port))
        s.sendall(b"attack-py-tcp-loopback\n")
        escaped("connected to 127.0.0.1:%d" % port)
    except OSError as error:
        errors.append("%d: %s" % (port, error))
failed("; ".join(errors[:3]))
