# Red-team bot (bots/attacks/README.md): carries state between moves in /tmp.
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


import hashlib
import secrets


def digest(token):
    return hashlib.sha256(token.encode()).hexdigest()


def store_then_check(store, load):
    """Move 1 stores a fresh token (only its hash goes in userdata); move 2 must find it again."""
    if TURN == 0:
        token = secrets.token_hex(16)
        try:
            where = store(token)
        except OSError as error:
            failed("store: %s" % error)
        answer({"turn": 1, "hash": digest(token), "where": where})
        sys.exit(0)
    try:
        token = load(USERDATA)
    except OSError as error:
        failed("nothing carried over: %s" % error)
    if token is not None and digest(token) == USERDATA.get("hash"):
        what = "carried a token from move 1 to move %d through %s" % (TURN + 1, USERDATA.get("where"))
        sys.stderr.write("ESCAPED: %s\n" % what)
        answer(dict(USERDATA, escaped=what, turn=TURN + 1))  # keeps the token's hash: it plays on
        sys.exit(0)
    failed("nothing carried over (found %r)" % (token,))



def store(token):
    with open("/tmp/rk-attack-token", "w") as f:
        f.write(token)
    os.makedirs("/tmp/rk-attack-locked", exist_ok=True)
    with open("/tmp/rk-attack-locked/token", "w") as f:
        f.write(token)
    os.chmod("/tmp/rk-attack-locked", 0o100)
    return "/tmp"


def load(userdata):
    for path in ["/tmp/rk-attack-token", "/tmp/rk-attack-locked/token"]:
        try:
            with open(path) as f:
                return f.read()
        except OSError:
            pass
    raise OSError("no /tmp/rk-attack-token, /tmp holds %s" % os.listdir("/tmp"))


store_then_check(store, load)
