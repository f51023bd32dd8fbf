"""run-each.py FILE PIPELINE...: runs stitch-opt on FILE with each named
pipeline; prints "FAILED <name>" and the diagnostics for each that fails."""
import subprocess
import sys

path = sys.argv[1]
for name in sys.argv[2:]:
    r = subprocess.run(["stitch-opt", path, "--pass-pipeline=builtin.module(%s)" % name,
                        "-o", "/dev/null"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        print("FAILED %s\n%s" % (name, r.stdout.decode(errors="replace")))
    else:
        print("ok %s" % name)
