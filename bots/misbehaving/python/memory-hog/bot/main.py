# Expected fault: bot_crash (the address space limit, memoryMb, makes a 1 GiB allocation fail: MemoryError).
import sys

sys.stdin.readline()
hog = bytearray(1024 * 1024 * 1024)
print(len(hog))
