# Red-team bot (bots/attacks/README.md): a root-only unix socket of the host.
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

errors = []
for path in ["/var/tmp/rulekit-redteam/host.sock", "/run/dbus/system_bus_socket", "/var/run/docker.sock"]:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.connect(path)
        if path.startswith("/var/tmp/rulekit-redteam"):
            s.sendall(b"attack-py-unix-host-socket\n")
        escaped("connected to %s" % path)
    except OSError as error:
        errors.append("%s: %s" % (path, error.strerror))
failed("; ".join(errors))
