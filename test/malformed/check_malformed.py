#!/usr/bin/env python3
"""Runs stitch-opt on every malformed input in a directory (see
malformed.test). Each input's first lines say what to expect:

  // EXPECT: parse    fails to parse or verify (also without passes)
  // EXPECT: pass     parses, then a pass rejects it (--stitch-to-openmp)
  // ERROR: text      the first error message contains this text
  // SKIP: reason     known crash, skipped until fixed (reported to the lead)

Files without a header (bytecode junk) expect a parse failure. Exit status 0
when every input behaves, 1 otherwise; one line per input.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

LOCATED = re.compile(rb"^(.+?):(\d+):(\d+): error: (.*)$", re.M)


def header(data):
    meta = {"EXPECT": "parse", "ERROR": None, "SKIP": None}
    for line in data.split(b"\n")[:12]:
        m = re.match(rb"^// (EXPECT|ERROR|SKIP): (.*)$", line)
        if m:
            meta[m.group(1).decode()] = m.group(2).decode("utf-8", "replace").strip()
    return meta


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return None, b""


def check(rc, err, path, want_error, what):
    """Problems with one call that must fail cleanly."""
    if rc is None:
        return ["%s: hangs (timeout)" % what]
    if rc != 1:
        tail = err.decode("utf-8", "replace").strip().splitlines()[-3:]
        return ["%s: exit code %s (want 1): %s" % (what, rc, " | ".join(tail))]
    m = LOCATED.search(err)
    if not m or os.path.basename(m.group(1).decode("utf-8", "replace")) != os.path.basename(path):
        return ["%s: no located diagnostic (file:line:col: error:): %s" % (
            what, err.decode("utf-8", "replace").strip()[:200])]
    if want_error and want_error not in m.group(4).decode("utf-8", "replace"):
        return ["%s: first error '%s' does not mention '%s'" % (
            what, m.group(4).decode("utf-8", "replace"), want_error)]
    return []


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--stitch-opt", default="stitch-opt")
    ap.add_argument("--timeout", type=int, default=20, help="seconds per stitch-opt call")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("dir")
    a = ap.parse_args(argv)
    opt = a.stitch_opt
    names = subprocess.run([opt, "--list-stitch-passes"], stdout=subprocess.PIPE,
                           check=True).stdout.decode().split()
    # Every other Stitch pass and pipeline: exit 0 or 1, never a crash.
    others = [n for n in names if n != "stitch-to-openmp"]
    files = sorted(f for f in os.listdir(a.dir) if f.endswith(".mlir"))

    def one(name):
        """(status, lines) for one input."""
        path = os.path.join(a.dir, name)
        with open(path, "rb") as f:
            meta = header(f.read())
        if meta["SKIP"]:
            return "skip", ["SKIP %s: %s" % (name, meta["SKIP"])]
        problems = []
        rc, err = run([opt, path], a.timeout)
        if meta["EXPECT"] == "parse":
            problems += check(rc, err, path, meta["ERROR"], "no passes")
        elif rc != 0:
            problems.append("no passes: exit code %s (want 0: the input is valid IR): %s" % (
                rc, err.decode("utf-8", "replace").strip()[:200]))
        rc, err = run([opt, path, "--stitch-to-openmp"], a.timeout)
        problems += check(rc, err, path, meta["ERROR"], "--stitch-to-openmp")
        # Inputs that parse reach the passes: none of them may crash.
        for other in (others if meta["EXPECT"] == "pass" else []):
            rc, err = run([opt, path, "--" + other], a.timeout)
            if rc is None:
                problems.append("--%s: hangs (timeout)" % other)
            elif rc not in (0, 1):
                tail = err.decode("utf-8", "replace").strip().splitlines()[-3:]
                problems.append("--%s: exit code %s: %s" % (other, rc, " | ".join(tail)))
        if problems:
            return "fail", ["FAIL %s: %s" % (name, p) for p in problems]
        return "ok", ["ok   %s" % name]

    failed = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for status, lines in pool.map(one, files):
            failed += status == "fail"
            skipped += status == "skip"
            for line in lines:
                print(line)
    print("check_malformed: %d inputs, %d failed, %d skipped" % (len(files), failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
