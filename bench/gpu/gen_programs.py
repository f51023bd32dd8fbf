#!/usr/bin/env python3
"""Writes the dynamic-shape programs bench/gpu/bundle.sh checks on the GPU,
each a module with a @main that prints every output element:
  dyn-N.mlir          test/Execution/Inputs/dynamic_kernels.py's cases
                      (linalg, dynamic outermost dim) bound to N rows
  model-NAME-bN.mlir  the TOSA model corpus (test/Models/Inputs/models),
                      the dynamic-batch models at batch N
Usage: gen_programs.py OUT_DIR"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "test", "Execution", "Inputs"))
sys.path.insert(0, os.path.join(ROOT, "test", "Models", "Inputs"))
import dynamic_kernels  # noqa: E402
import tosa_harness  # noqa: E402


def main(out):
    os.makedirs(out, exist_ok=True)
    for n in (1, 37, 1000):
        with open(os.path.join(out, "dyn-%d.mlir" % n), "w") as f:
            f.write(dynamic_kernels.program(n))
    models = os.path.join(ROOT, "test", "Models", "Inputs", "models")
    for m in sorted(os.listdir(models)):
        if not m.endswith(".tosa.mlir"):
            continue
        text = open(os.path.join(models, m)).read()
        name = m[:-len(".tosa.mlir")]
        for b in ((1, 3) if "dynbatch" in name else (2,)):
            with open(os.path.join(out, "model-%s-b%d.mlir" % (name, b)), "w") as f:
                f.write(tosa_harness.with_main(text, dyn=b))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
