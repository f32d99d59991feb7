# Red-team bot (bots/attacks/README.md): what other processes, and which host paths, can it see?
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


seen = []
for pid in sorted((int(p) for p in os.listdir("/proc") if p.isdigit()), key=int):
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            cmd = f.read(2000).replace(b"\0", b" ").decode("utf8", "replace").strip()
    except OSError as error:
        cmd = "(%s)" % error.strerror
    if pid != os.getpid():
        seen.append("%d: %s" % (pid, cmd[:300]))
    elif any(host in cmd for host in ("/root/", "/work/", "/tmp/rulekit-", ".cache")):
        seen.append("own cmdline shows host paths: %s" % cmd[:300])
if seen:
    escaped("sees: " + " | ".join(seen))
failed("alone: only pid %d" % os.getpid())
