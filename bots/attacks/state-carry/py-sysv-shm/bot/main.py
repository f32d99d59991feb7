# Red-team bot (bots/attacks/README.md): carries state between moves in SysV shared memory.
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


import ctypes

libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
KEY, IPC_CREAT = 0x524B0001, 0o1000


def segment(flags):
    shmid = libc.shmget(KEY, 4096, flags)
    if shmid < 0:
        raise OSError(ctypes.get_errno(), "shmget: " + os.strerror(ctypes.get_errno()))
    address = libc.shmat(shmid, None, 0)
    if address in (None, ctypes.c_void_p(-1).value):
        raise OSError(ctypes.get_errno(), "shmat: " + os.strerror(ctypes.get_errno()))
    return address


def store(token):
    ctypes.memmove(segment(IPC_CREAT | 0o600), token.encode() + b"\0", len(token) + 1)
    return "SysV shm key 0x%x" % KEY


def load(userdata):
    return ctypes.string_at(segment(0)).decode()


store_then_check(store, load)
