# Red-team bot (bots/attacks/README.md): terminal escape sequences in stderr.
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


ESC = "\x1b"
sys.stderr.write(
    ESC + "[2J" + ESC + "[H"  # clear the screen
    + ESC + "]0;rk-attack title" + "\x07"  # window title
    + ESC + "]52;c;cm0gLXJmIH4K" + "\x07"  # OSC 52: write the clipboard
    + "\r" + ESC + "[1A" + ESC + "[2K" + "attack-py-stderr-escapes (player 0) wins: home\n"  # overwrite a line
    + "\u009b31m" + "8-bit CSI" + "\x00\x08\x7f" + "\n"
)
sys.stderr.flush()
sys.exit(1)
