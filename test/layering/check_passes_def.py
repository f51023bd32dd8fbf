#!/usr/bin/env python3
"""Checks passes/Passes.def, the one list of Stitch's passes and pipelines:
every entry's file exists and defines its symbol with its argument, the list
is sorted, every pass has tests named after it (test/Passes/<name>*.mlir or
.test, <name> = argument without "stitch-"), and every pipeline is used by
at least one test. Prints one line per problem; exit 1 if any."""
import glob
import os
import re
import sys

ENTRY = re.compile(r'^STITCH_(PASS|PIPELINE)\("([\w-]+)", (\w+), "([^"]+)"\)', re.M)


def main(root):
    text = open(os.path.join(root, "passes", "Passes.def")).read()
    entries = ENTRY.findall(text)
    problems = []
    tests = []
    for path in glob.glob(os.path.join(root, "test", "**", "*"), recursive=True):
        if os.path.isfile(path) and "/Inputs/" not in path and "/Output/" not in path:
            tests.append(path)
    test_text = {p: open(p, errors="replace").read() for p in tests
                 if p.endswith((".mlir", ".test", ".sh", ".py"))}
    for kind in ("PASS", "PIPELINE"):
        args = [a for k, a, _, _ in entries if k == kind]
        if args != sorted(args):
            problems.append("%s entries are not sorted by argument" % kind.lower())
    for kind, arg, symbol, file in entries:
        path = os.path.join(root, "passes", file)
        if not os.path.isfile(path):
            problems.append("%s: file passes/%s does not exist" % (arg, file))
            continue
        src = open(path).read()
        m = re.search(r'\bconst Stitch(Pass|Pipeline)Def %s = \{(.*?)\n\};' % symbol, src, re.S)
        if not m:
            problems.append("%s: passes/%s does not define %s" % (arg, file, symbol))
        elif '.argument = "%s"' % arg not in m.group(2):
            problems.append("%s: %s has another argument" % (arg, symbol))
        if kind == "PASS":
            name = arg[len("stitch-"):]
            own = glob.glob(os.path.join(root, "test", "Passes", name + "*.mlir")) + \
                glob.glob(os.path.join(root, "test", "Passes", name + "*.test"))
            if not own:
                problems.append("%s: no test/Passes/%s*.mlir" % (arg, name))
        else:
            if not any(arg in t for t in test_text.values()):
                problems.append("%s: no test runs this pipeline" % arg)
    for p in problems:
        print("passes-def: " + p)
    print("passes-def: %d passes, %d pipelines, %d problem(s)" % (
        sum(1 for e in entries if e[0] == "PASS"),
        sum(1 for e in entries if e[0] == "PIPELINE"), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
