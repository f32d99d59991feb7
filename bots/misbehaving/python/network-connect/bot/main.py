# Expected fault: sandbox_violation (opening a network socket is killed by seccomp; there is no network anyway).
import socket
import sys

sys.stdin.readline()
connection = socket.create_connection(("1.1.1.1", 53), timeout=1)
