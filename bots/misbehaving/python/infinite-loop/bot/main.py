# Expected fault: cpu_timeout (killed as soon as it crosses moveCpuMs).
import sys

sys.stdin.readline()
while True:
    pass
