# Red-team bot (bots/attacks/README.md): forges a supervisor report through /proc/<pid>/fd.
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


FORGED = b'{"v":1,"exited":true,"code":0,"signal":0,"cpuUs":1,"wallUs":1,"killed":"none","maxRssKb":1,"outputBytes":0,"stdoutLen":0,"stderrLen":0}\n'
errors = []
if os.getpid() < 50:
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid() or int(pid) >= 50:
            continue
        try:
            fds = os.listdir("/proc/%s/fd" % pid)
        except OSError as error:
            errors.append("pid %s: %s" % (pid, error.strerror))
            continue
        for fd in fds:
            path = "/proc/%s/fd/%s" % (pid, fd)
            try:
                target = os.readlink(path)
                if not target.startswith("pipe:"):
                    continue
                with open(path, "wb", buffering=0) as f:
                    f.write(FORGED)
                escaped("wrote a forged report into %s (%s)" % (path, target))
            except OSError as error:
                errors.append("%s: %s" % (path, error.strerror))
failed("; ".join(errors[:6]) or "no other process")
