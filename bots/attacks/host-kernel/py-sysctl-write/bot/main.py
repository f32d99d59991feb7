# Red-team bot (bots/attacks/README.md): writes a global sysctl of the host kernel.
# kernel.printk_ratelimit is harmless to change (the test restores it if this ever works).
import json
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


PATH = "/proc/sys/kernel/printk_ratelimit"
try:
    with open(PATH) as f:
        value = int(f.read().strip())
    with open(PATH, "w") as f:
        f.write(str(value + 1))
except OSError as error:
    failed("%s: %s" % (PATH, error))
escaped("wrote %s (%d -> %d)" % (PATH, value, value + 1))
