#!/usr/bin/env python3
"""Appends a @main to a module whose function @graph takes and returns
static tensors (bench/fusion/gen_graph.py output): main builds deterministic
inputs (kernel_kinds.py's init_input), calls @graph and prints every element
of every result, one per line. Used by graph-differential.test to run random
graphs fused (stitch-compile-cpu) and unfused and compare the numbers.

Usage: graph_main.py <in.mlir> <out.mlir>
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernel_kinds import init_input, print_output, ttype  # noqa: E402


def parse_tensor(t):
    m = re.fullmatch(r"tensor<((?:\d+x)*)(\w+)>", t.strip())
    if not m:
        sys.exit("graph_main.py: unsupported type " + t)
    dims = [int(d) for d in m.group(1).split("x") if d]
    return tuple(dims), m.group(2)


def main():
    text = open(sys.argv[1]).read()
    m = re.search(r"func\.func @graph\((.*?)\) -> \((.*?)\) \{", text)
    if not m:
        sys.exit("graph_main.py: no @graph(...) -> (...) found")
    inputs = [parse_tensor(a.split(":", 1)[1]) for a in m.group(1).split(", %")]
    outputs = [parse_tensor(t) for t in re.findall(r"tensor<[^>]*>", m.group(2))]
    lines = ["", "func.func @main() {", "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index"]
    lines += [init_input(k, *t) for k, t in enumerate(inputs)]
    outs = ", ".join("%%out%d" % k for k in range(len(outputs)))
    lines.append("  %s = call @graph(%s) : (%s) -> (%s)" % (
        outs, ", ".join("%%in%d" % k for k in range(len(inputs))),
        ", ".join(ttype(*t) for t in inputs), ", ".join(ttype(*t) for t in outputs)))
    lines += [print_output(k, *t) for k, t in enumerate(outputs)]
    lines += ["  return", "}", ""]
    with open(sys.argv[2], "w") as f:
        f.write(text + "\n".join(lines))


if __name__ == "__main__":
    main()
