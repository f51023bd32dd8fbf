#!/usr/bin/env python3
"""Runs the commands a newcomer copies from the README files, so that none of
them can rot (test/stitch-opt/readme-commands.test).

  readme_commands.py --root SRC --build BUILD --tmp DIR FILE.md...

For each fenced block of FILE.md:
  sh    every command (comment lines skipped, backslash continuations
        joined) runs with bash in DIR, where build/, examples/ and scripts/
        are links into the build and source trees, HOME is DIR/home and the
        LLVM tools are on PATH; it must exit 0. Its output is printed.
        `make TARGET` lines are not run here (they build, or run the whole
        suite); TARGET must be a target of the Makefile.
  mlir  must parse and verify (stitch-opt).
  c     must be a verbatim excerpt of a file that a test compiles and runs
        (C_SOURCES below).
Exits 1 on the first failure.
"""
import argparse
import os
import re
import subprocess
import sys
import time

C_SOURCES = ["test/install/Inputs/external/external.c",  # built and run by test/install/install.test
             "test/Runtime/Inputs/readme_example.c"]  # by test/Runtime/readme-example.test


def blocks(text):
    for m in re.finditer(r"^```(\w+)\n(.*?)^```$", text, re.M | re.S):
        yield m.group(1), m.group(2)


def commands(block):
    cmd = ""
    for line in block.splitlines():
        if not cmd and (not line.strip() or line.lstrip().startswith("#")):
            continue
        cmd += line
        if cmd.endswith("\\"):
            cmd = cmd[:-1]
            continue
        yield re.sub(r"\s{2,}#\s.*$", "", cmd).strip()
        cmd = ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--tmp", required=True)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    os.makedirs(os.path.join(a.tmp, "home"), exist_ok=True)
    for name, target in (("build", a.build), ("examples", os.path.join(a.root, "examples")),
                         ("scripts", os.path.join(a.root, "scripts"))):
        link = os.path.join(a.tmp, name)
        if not os.path.lexists(link):
            os.symlink(target, link)
    env = dict(os.environ, HOME=os.path.join(a.tmp, "home"),
               PATH="/usr/lib/llvm-22/bin:" + os.environ.get("PATH", ""))
    makefile = open(os.path.join(a.root, "Makefile")).read()
    sources = [open(os.path.join(a.root, p)).read() for p in C_SOURCES]
    counts = {"run": 0, "make": 0, "mlir": 0, "c": 0}
    for md in a.files:
        text = open(os.path.join(a.root, md)).read()
        for lang, body in blocks(text):
            if lang == "sh":
                for cmd in commands(body):
                    m = re.match(r"make (\S+)", cmd)
                    if m:
                        if not re.search(r"^%s:" % re.escape(m.group(1)), makefile, re.M):
                            sys.exit("%s: `%s`: no such Makefile target" % (md, cmd))
                        print("%s: make target exists: %s" % (md, m.group(1)))
                        counts["make"] += 1
                        continue
                    t0 = time.time()
                    p = subprocess.run(["bash", "-c", "set -o pipefail; " + cmd], cwd=a.tmp, env=env,
                                       capture_output=True, text=True)
                    sys.stdout.write(p.stdout[-4000:] + p.stderr[-4000:])
                    if p.returncode:
                        sys.exit("%s: FAILED (exit %d): %s" % (md, p.returncode, cmd))
                    print("%s: ok (%.1f s): %s" % (md, time.time() - t0, cmd[:100]))
                    counts["run"] += 1
            elif lang == "mlir":
                p = subprocess.run([os.path.join(a.build, "bin", "stitch-opt"), "-", "-o", os.devnull],
                                   input=body, capture_output=True, text=True)
                if p.returncode:
                    sys.exit("%s: an mlir block does not parse:\n%s" % (md, p.stderr))
                counts["mlir"] += 1
            elif lang == "c":
                if not any(body in s for s in sources):
                    sys.exit("%s: a c block is not an excerpt of %s:\n%s" % (md, " or ".join(C_SOURCES), body))
                counts["c"] += 1
            else:
                sys.exit("%s: a ```%s block: no rule to test it" % (md, lang))
    print("readme: %d commands ran, %d make targets exist, %d mlir blocks parse, %d c blocks are tested code"
          % (counts["run"], counts["make"], counts["mlir"], counts["c"]))


if __name__ == "__main__":
    main()
