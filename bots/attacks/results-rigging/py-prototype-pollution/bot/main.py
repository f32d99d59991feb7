# Red-team bot (bots/attacks/README.md): prototype pollution through the response JSON.
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


if TURN == 0:
    move = dict(REQUEST["legal_moves"][0])
    line = json.dumps({"request_id": REQUEST["request_id"], "move": move, "userdata": {"turn": 1}})
    poison = '"__proto__": {"polluted": "rk-attack", "toRow": 99}, "constructor": {"prototype": {"polluted": "rk-attack"}}'
    line = line[:-1] + ", " + poison + "}"
    line = line.replace('"move": {', '"move": {' + poison + ", ", 1)
    line = line.replace('"userdata": {', '"userdata": {' + poison + ", ", 1)
    sys.stdout.write(line + "\n")
    sys.exit(0)
text = json.dumps(REQUEST)
if "rk-attack" in text.replace(json.dumps(USERDATA), ""):
    escaped("the polluted value came back outside my own userdata")
failed("no sign of pollution in the request")
