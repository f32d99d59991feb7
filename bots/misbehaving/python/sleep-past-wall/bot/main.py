# Expected fault: wall_timeout (sleeping uses no CPU; the wall limit kills it).
import sys
import time

sys.stdin.readline()
time.sleep(3600)
