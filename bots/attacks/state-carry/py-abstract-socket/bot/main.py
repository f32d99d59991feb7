# Red-team bot (bots/attacks/README.md): carries state between moves through unix sockets.
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


import socket

NAMES = ["\0rk-attack-carry", "/tmp/rk-attack.sock"]
KEEP = []


def store(token):
    for name in NAMES:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(name)
        s.listen(1)
        KEEP.append(s)
    return "unix sockets %r" % NAMES


def load(userdata):
    errors = []
    for name in NAMES:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            s.connect(name)
            return "connected to %r" % name
        except OSError as error:
            errors.append("%r: %s" % (name, error.strerror))
    raise OSError("; ".join(errors))


if TURN >= 1:
    try:
        escaped("a socket of move 1 is still there: %s" % load(USERDATA))
    except OSError as error:
        failed("nothing carried over: %s" % error)
store_then_check(store, load)
