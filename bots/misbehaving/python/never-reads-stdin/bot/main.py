# Never reads its request (however big) and never answers: wall_timeout, and the runner must not hang.
import time

time.sleep(3600)
