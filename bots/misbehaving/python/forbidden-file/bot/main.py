# Expected fault: bot_crash (reads a host file outside its sandbox view and does not handle the error).
import sys

sys.stdin.readline()
with open("/etc/passwd") as f:
    print(f.read())
