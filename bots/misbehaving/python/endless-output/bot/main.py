# Expected fault: output_limit. Floods stdout and stderr forever without reading its request:
# the runner kills it at the output limit and must not hang or run out of memory.
import sys

while True:
    sys.stdout.write("y" * 4096)
    sys.stderr.write("z" * 4096)
