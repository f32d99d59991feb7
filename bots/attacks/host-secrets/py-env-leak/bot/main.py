# Red-team bot (bots/attacks/README.md): looks for the host's environment variables.
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


ALLOWED = {"PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "PWD", "LC_CTYPE"}
leaked = sorted(k for k in os.environ if k not in ALLOWED)
if os.environ.get("HOME", "/tmp") not in ("/tmp", "/"):
    leaked.append("HOME=" + os.environ["HOME"])
for pid in os.listdir("/proc"):
    if not pid.isdigit() or int(pid) == os.getpid():
        continue
    try:
        with open("/proc/%s/environ" % pid, "rb") as f:
            names = [e.split(b"=")[0].decode("utf8", "replace") for e in f.read().split(b"\0") if e]
        extra = [n for n in names if n not in ALLOWED]
        if extra:
            leaked.append("pid %s: %s" % (pid, extra[:20]))
    except OSError:
        pass
if leaked:
    escaped("host environment visible: %s" % leaked[:30])
failed("only the sandbox's own environment: %s" % sorted(os.environ))
