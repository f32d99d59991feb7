# Not a fault: plays its first legal move and reports in userdata what the sandbox let it do.
import json
import os
import sys

request = json.loads(sys.stdin.readline())
# Anything left in /tmp by an earlier move of this match? (It must not be: state goes in userdata.)
report = {"tmp_before": sorted(os.listdir("/tmp"))}
for path in ["/tmp/probe.txt", "/bot/probe.txt", "/probe.txt", "/usr/probe.txt", "/dev/probe.txt", "/proc/probe.txt"]:
    try:
        with open(path, "w") as f:
            f.write("written")
        report[path] = "written"
    except OSError as error:
        report[path] = type(error).__name__ + ": " + (error.strerror or "")
# Leave a 2000-deep tree with a locked top behind: /tmp must still be empty at the next move.
os.chdir("/tmp")
for _ in range(2000):
    os.mkdir("d")
    os.chdir("d")
os.chdir("/")
os.chmod("/tmp/d", 0)
try:
    with open("/proc/self/net/dev") as f:
        report["interfaces"] = sorted(line.split(":")[0].strip() for line in f.readlines()[2:])
except OSError as error:
    report["interfaces"] = str(error)
# Its own pid namespace: the only process it can see is itself (pid 1), and no system files.
report["processes"] = sorted(name for name in os.listdir("/proc") if name.isdigit())
report["pid"] = os.getpid()
report["proc_sys"] = os.path.exists("/proc/sys")
report["uid"] = os.getuid()
report["groups"] = os.getgroups()
report["visible_root"] = sorted(os.listdir("/"))
report["etc_visible"] = os.path.exists("/etc")
print(json.dumps({"request_id": request["request_id"], "move": request["legal_moves"][0], "userdata": report}))
