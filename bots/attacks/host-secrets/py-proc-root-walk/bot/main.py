# Red-team bot (bots/attacks/README.md): reads the canary through other processes' /proc/<pid>/root and cwd.
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
errors = []
pids = [p for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid()] + ["self"]
for pid in pids:
    for link in ["root", "cwd"]:
        for rel in ["var/tmp/rulekit-redteam/canary", "../var/tmp/rulekit-redteam/canary", "etc/shadow"]:
            path = "/proc/%s/%s/%s" % (pid, link, rel)
            try:
                with open(path) as f:
                    text = f.read(4096)
                # The canary in full (the test looks for it); /etc/shadow only by size.
                shown = text.strip() if "canary" in rel else "%d bytes" % len(text)
                sys.stderr.write("%s: %s\n" % (path, shown))
                found.append("%s: %s" % (path, shown))
            except OSError as error:
                errors.append("%s: %s" % (path, error.strerror))
if found:
    escaped("; ".join(found))
failed("; ".join(errors[:6]))
