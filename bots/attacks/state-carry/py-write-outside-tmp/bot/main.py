# Red-team bot (bots/attacks/README.md): writes anywhere but /tmp.
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


written = []
errors = []
for folder in ["/bot", os.getcwd(), "/", "/usr", "/usr/lib", "/dev", "/proc", "/run", "/exe", "/var/tmp"]:
    path = os.path.join(folder, "rk-attack-written")
    try:
        with open(path, "w") as f:
            f.write("written by an attack bot")
        written.append(path)
    except OSError as error:
        errors.append("%s: %s" % (path, error.strerror))
if written:
    escaped("wrote %s" % written)
failed("; ".join(errors))
