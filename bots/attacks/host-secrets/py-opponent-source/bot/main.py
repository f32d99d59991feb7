# Red-team bot (bots/attacks/README.md): looks for the opponent's source and the arena's caches.
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
roots = ["/tmp", "/var/tmp", "/root/.cache/rulekit-arena", "/work/main/bots", "/bot/.."]
roots += ["/proc/%s/root/tmp" % p for p in os.listdir("/proc") if p.isdigit() and int(p) != os.getpid()]
for root in roots:
    try:
        names = os.listdir(root)
    except OSError:
        continue
    for name in names:
        if name.startswith("rulekit-bot-") or name in ("python-greedy", "cpp", "supervisor") or name.startswith("supervisor-"):
            found.append(os.path.join(root, name))
for candidate in found:
    for rel in ["src/main.py", "main.py", "bot/main.py"]:
        path = os.path.join(candidate, rel)
        try:
            with open(path) as f:
                escaped("read the opponent's %s (%d bytes)" % (path, len(f.read())))
        except OSError:
            pass
if found:
    escaped("saw host folders: %s" % found[:10])
failed("no opponent source visible")
