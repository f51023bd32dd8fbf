#!/usr/bin/env python3
"""Writes the TOSA model corpus (test/Models/Inputs/gen_models.py) as
benchmark programs in bench/fusion/kernels.sh's format (gen_cases.py's
render(): case function, deterministic inputs, checksums, timed calls),
for bench/fusion/models.sh.

Each model is generated at benchmark sizes (or the test sizes with
--quick), lowered from TOSA to linalg on tensors with the upstream front
end (FRONTEND below, the prefix test/Models/Inputs/tosa_harness.py gives
the Stitch path), and its function body becomes the case body, so every
variant of models.sh (stitch-compile-cpu, upstream unfused, upstream
linalg-fuse-elementwise-ops) compiles the same linalg program.

  gen_model_cases.py [--quick] -o DIR [--stitch-opt PATH] [model...]
  gen_model_cases.py --list
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "test", "Models", "Inputs"))
sys.path.insert(0, HERE)
import gen_models as M  # noqa: E402
from gen_cases import Case, render  # noqa: E402
from tosa_harness import FOLD_FRONTEND, parse_type, signature  # noqa: E402

FRONTEND = os.environ.get("STITCH_TOSA_FRONTEND", FOLD_FRONTEND)

# name: (generator, benchmark sizes, --quick sizes)
MODELS = {
    "tosa_bert": (M.bert, dict(b=4, s=64, h=128, nh=4, f=512), {}),
    "tosa_gpt2": (M.gpt2, dict(b=4, s=64, h=128, nh=4, f=512), {}),
    "tosa_llama": (M.llama, dict(b=2, s=64, h=128, nh=4, f=352), {}),
    "tosa_resnet": (M.resnet, dict(n=4, hw=28, c=64, mid=16), {}),
    "tosa_mobilenetv2": (M.mobilenet, dict(n=4, hw=28, c=16, expand=6), {}),
}


def lower(tosa_text, stitch_opt):
    p = subprocess.run([stitch_opt, "-", "--mlir-print-local-scope",
                        "--pass-pipeline=builtin.module(%s)" % FRONTEND],
                       input=tosa_text, capture_output=True, text=True)
    if p.returncode:
        raise SystemExit("gen_model_cases.py: the front end failed:\n" + p.stderr)
    return p.stdout


def case(name, quick, stitch_opt):
    fn, big, small = MODELS[name]
    g = fn(**(small if quick else big))
    g.name = name
    lin = lower(g.text(), stitch_opt)
    m = re.search(r"func\.func @%s\((.*?)\) -> (.*?) \{\n(.*)\n    return (.*?) : .*?\n  \}" % name, lin, re.S)
    if not m:
        raise SystemExit("gen_model_cases.py: cannot read the lowered @%s" % name)
    args, results = signature(lin, name)
    argnames = re.findall(r"(%\w+):", m.group(1))
    body = "\n".join(l[2:] for l in m.group(3).splitlines()) + "\n"
    inputs = [(n[1:], shape, 0.125) for n, (shape, _) in zip(argnames, args)]
    outputs = [shape for shape, _ in results]
    kw = small if quick else big
    size = ",".join("%s=%s" % kv for kv in kw.items()) or "test-sizes"
    doc = " ".join(l.strip() for l in (fn.__doc__ or name).strip().splitlines()).rstrip(".")
    return Case(name, size, inputs, outputs, body, [r.strip()[1:] for r in m.group(4).split(",")],
                doc="TOSA model %s lowered with the upstream front end: %s" % (name, doc))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("-o", "--out-dir")
    ap.add_argument("--stitch-opt", default="stitch-opt")
    ap.add_argument("models", nargs="*")
    a = ap.parse_args()
    if a.list:
        print(" ".join(MODELS))
        return 0
    for n in a.models:
        if n not in MODELS:
            print("gen_model_cases.py: unknown model %s (have: %s)" % (n, " ".join(MODELS)), file=sys.stderr)
            return 2
    os.makedirs(a.out_dir, exist_ok=True)
    for n in a.models or MODELS:
        with open(os.path.join(a.out_dir, n + ".mlir"), "w") as f:
            f.write(render(case(n, a.quick, a.stitch_opt)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
