# Expected fault: sandbox_violation (creating a process is killed by seccomp).
import os
import sys

sys.stdin.readline()
pid = os.fork()
print("forked", pid)
