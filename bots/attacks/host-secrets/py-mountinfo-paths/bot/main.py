# Red-team bot (bots/attacks/README.md): host paths in mountinfo and pid 1's command line.
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


HOST = ("rulekit-bot-", "/root", "/work", "/home", ".cache", "rulekit-arena", "/var/tmp/")
leaks = []
try:
    with open("/proc/self/mountinfo") as f:
        for line in f:
            fields = line.split()
            root, point = fields[3], fields[4]
            # A bind mount shows the folder it came from: the runner's folders are host paths.
            if any(host in root for host in HOST + ("/tmp/",)):
                leaks.append("%s from %s" % (point, root))
except OSError as error:
    sys.stderr.write("mountinfo: %s\n" % error)
for name in ["cmdline", "environ"]:
    try:
        with open("/proc/1/%s" % name, "rb") as f:
            text = f.read(8192).replace(b"\0", b" ").decode("utf8", "replace")
        leaks += ["/proc/1/%s: ...%s..." % (name, host) for host in HOST if host in text]
    except OSError as error:
        sys.stderr.write("/proc/1/%s: %s\n" % (name, error))
if leaks:
    escaped("host paths: %s" % leaks[:12])
failed("no host path visible")
