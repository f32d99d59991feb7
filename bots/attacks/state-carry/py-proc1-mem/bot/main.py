# Red-team bot (bots/attacks/README.md): carries state between moves in pid 1's memory.
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



def init_is_sandbox():
    """Only ever write into the sandbox's own init (bubblewrap) or into this process itself."""
    if os.getpid() == 1:
        return True
    with open("/proc/1/cmdline", "rb") as f:
        return f.read().startswith(b"bwrap") and os.getpid() < 50


def stack_bottom():
    with open("/proc/1/maps") as f:
        for line in f:
            if line.rstrip().endswith("[stack]"):
                return int(line.split("-")[0], 16) + 256
    raise OSError("no [stack] in /proc/1/maps")


def store(token):
    if not init_is_sandbox():
        raise OSError("pid 1 is not the sandbox's init")
    address = stack_bottom()
    with open("/proc/1/mem", "r+b", buffering=0) as f:
        f.seek(address)
        f.write(b"RKT" + token.encode())
    return "/proc/1/mem at 0x%x" % address


def load(userdata):
    address = int(userdata["where"].split("0x")[1], 16)
    with open("/proc/1/mem", "rb", buffering=0) as f:
        f.seek(address)
        data = f.read(35)
    return data[3:].decode("ascii", "replace") if data.startswith(b"RKT") else None


store_then_check(store, load)
