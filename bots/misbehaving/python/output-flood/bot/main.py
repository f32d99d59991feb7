# Expected fault: output_limit (100 KiB on stdout, limit 64 KiB of stdout+stderr).
import sys

sys.stdin.readline()
sys.stdout.write("x" * (100 * 1024))
sys.stdout.flush()
