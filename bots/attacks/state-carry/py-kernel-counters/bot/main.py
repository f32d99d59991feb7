# Red-team bot (bots/attacks/README.md): the Python side of state-carry/cpp-kernel-counters. It tries
# the machine-wide counters a Python bot reaches without ctypes, to carry a value from one move to the
# next outside userdata: SO_COOKIE / SO_NETNS_COOKIE / SO_PEERPIDFD of a unix socket, the inode
# numbers of pipes and sockets (get_next_ino, shared by every process on the machine), /proc's inode
# numbers (the same counter), pid numbers, and /tmp's inode numbers compared between moves. A channel
# is open when the box lets it both move and read such a counter: the same on every run, never luck.
import json
import os
import socket
import sys

REQUEST = json.loads(sys.stdin.readline())
USERDATA = REQUEST.get("userdata") if isinstance(REQUEST.get("userdata"), dict) else {}
TURN = USERDATA.get("turn", 0)
OPTIONS = {"SO_COOKIE": 57, "SO_NETNS_COOKIE": 71, "SO_PEERPIDFD": 77}


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


opened, closed = [], []
sockets = []
try:
    sockets.append(socket.socket(socket.AF_UNIX, socket.SOCK_STREAM))
    sockets.extend(socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM))
except OSError as error:
    closed.append("unix socket: %s" % error.strerror)
for label, option in OPTIONS.items():
    for sock in sockets:
        try:
            value = int.from_bytes(sock.getsockopt(socket.SOL_SOCKET, option, 8), "little")
            opened.append("%s readable (%d)" % (label, value))
            break
        except OSError as error:
            closed.append("%s: %s" % (label, error.strerror))
if sockets:
    opened.append("socket inode numbers from the shared counter (%d)" % os.fstat(sockets[0].fileno()).st_ino)
try:
    read_end, write_end = os.pipe()
    opened.append("pipe inode numbers from the shared counter (%d)" % os.fstat(read_end).st_ino)
except OSError as error:
    closed.append("pipe: %s" % error.strerror)
try:
    opened.append("/proc entries numbered from the shared counter (%d)" % os.stat("/proc/self/stat").st_ino)
except OSError as error:
    closed.append("/proc/self/stat: %s" % error.strerror)
if os.getpid() != 1:
    opened.append("pid %d from a shared pid space" % os.getpid())

with open("/tmp/rk-attack-counter", "x") as first:
    inode = os.fstat(first.fileno()).st_ino
for i in range(64):
    open("/tmp/rk-attack-counter-%d" % i, "w").close()

if opened:
    escaped("kernel-wide counters a move can move and read: " + "; ".join(opened))
if TURN == 0:
    answer({"turn": 1, "tmp_inode": inode})
    sys.exit(0)
if inode != USERDATA.get("tmp_inode"):
    escaped("the first file in /tmp got inode %d after %s at the move before" % (inode, USERDATA.get("tmp_inode")))
failed("no counter to carry a value: %s; /tmp's first inode is %d at every move" % ("; ".join(closed), inode))
