# Expected fault: sandbox_violation (creating a thread is killed by seccomp: bots run single-threaded).
import sys
import threading

sys.stdin.readline()
worker = threading.Thread(target=lambda: None)
worker.start()
worker.join()
