#!/usr/bin/env python3
"""`make demo`, part 1: a TOSA transformer encoder block fused and run on
the CPU (Python stdlib only; scripts/demo.sh calls it).

  demo_encoder.py --stitch-opt PATH --out DIR [--reps N] [model.tosa.mlir]

1. The model's @forward (TOSA on tensors, as a front end emits it) gets a
   timed @main: bench/fusion/gen_cases.py's harness (deterministic inputs,
   a warm-up call printing checksums, `reps` timed calls).
2. The same file is compiled twice, side by side:
     stitch   builtin.module(stitch-compile-cpu)   (TOSA goes straight in)
     upstream the upstream TOSA front end, then bufferization and
              convert-linalg-to-parallel-loops (one loop nest per op, no
              fusion) and stitch-lower-to-llvm-cpu: bench/fusion's
              `unfused` pipeline
   and both run with mlir-runner (-O3, OpenMP); the checksums must agree
   (bench/fusion/report.py's tolerance) and the times are compared.
3. stitch-fusion-report gives launches and estimated global bytes before
   and after fusion (JSON) and the fusion picture (DOT), which Graphviz's
   `dot` renders as SVG.
Exits 1 when a step fails or the results disagree.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "bench", "fusion"))
from gen_cases import Case, render  # noqa: E402
from report import TOL  # noqa: E402

LLVM = os.environ.get("LLVM", "/usr/lib/llvm-22")
TOSA = "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize"
UPSTREAM = ("builtin.module(%s,func.func(convert-elementwise-to-linalg),"
            "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
            "func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,"
            "convert-bufferization-to-memref,stitch-lower-to-llvm-cpu)" % TOSA)
STITCH = "builtin.module(stitch-compile-cpu)"
REPORT = ("builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true}),"
          "stitch-fusion-report{json=%s dot=%s})")
T0 = time.time()


def say(msg):
    print("  [%4.1fs] %s" % (time.time() - T0, msg), flush=True)


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode:
        sys.stderr.write("demo: failed: %s\n%s%s" % (" ".join(cmd), p.stdout[-3000:], p.stderr[-3000:]))
        sys.exit(1)
    return p.stdout


def timed_program(tosa_text, reps):
    """@forward of the TOSA module with bench/fusion's timed @main."""
    m = re.search(r"func\.func @forward\((.*?)\) -> \((.*?)\) \{\n(.*)\n  return (.*?) : .*?\n\}", tosa_text, re.S)
    if not m:
        sys.exit("demo: no func.func @forward(...) -> (...) in the model")
    shape = lambda t: [int(d) for d in re.fullmatch(r"tensor<((?:\d+x)+)f32>", t.strip()).group(1).split("x") if d]  # noqa: E731
    inputs = [(n, shape(t), 0.125) for n, t in re.findall(r"%(\w+): (tensor<[^>]*>)", m.group(1))]
    outputs = [shape(t) for t in re.findall(r"tensor<[^>]*>", m.group(2))]
    results = [r.strip()[1:] for r in m.group(4).split(",")]
    text = render(Case("forward", "demo", inputs, outputs, m.group(3) + "\n", results, inner=1,
                       doc="the demo's encoder block"))
    return re.sub(r"arith.constant \d+ : index  // BENCH_REPS", "arith.constant %d : index  // BENCH_REPS" % reps, text)


def parse_run(out):
    sums = [tuple(float(x) for x in l.split()[1:3]) for l in out.splitlines() if l.startswith("checksum ")]
    times = [float(l.split()[1]) for l in out.splitlines() if l.startswith("time ")]
    if not sums or not times:
        sys.exit("demo: the program printed no checksum or time:\n" + out[-2000:])
    return sums, statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stitch-opt", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("model", nargs="?", default=os.path.join(ROOT, "examples", "fusion", "bert_encoder.tosa.mlir"))
    a = ap.parse_args()
    opt = a.stitch_opt
    os.makedirs(a.out, exist_ok=True)
    src = open(a.model).read()
    ntosa = len(re.findall(r"^\s*%\w+ = tosa\.(?!const)", src, re.M))
    print("  input: %s (%d TOSA ops; @forward only, weights are arguments)" % (os.path.relpath(a.model), ntosa))

    prog = os.path.join(a.out, "encoder.mlir")
    with open(prog, "w") as f:
        f.write(timed_program(src, a.reps))

    # Compile both variants and the report at once (2 cores: compile is the slow part).
    js, dot = os.path.join(a.out, "fusion.json"), os.path.join(a.out, "fusion.dot")
    jobs = {
        "stitch": [opt, prog, "--pass-pipeline=" + STITCH, "-o", os.path.join(a.out, "stitch.llvm.mlir")],
        "upstream": [opt, prog, "--pass-pipeline=" + UPSTREAM, "-o", os.path.join(a.out, "upstream.llvm.mlir")],
        "report": [opt, a.model, "--pass-pipeline=" + REPORT % (js, dot), "-o", "/dev/null"],
    }
    say("compiling: stitch-opt %s --stitch-compile-cpu   (beside it: the upstream unfused pipeline)"
        % os.path.relpath(prog))
    procs = {k: subprocess.Popen(c, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for k, c in jobs.items()}
    for k, p in procs.items():
        o, e = p.communicate()
        if p.returncode:
            sys.exit("demo: %s failed: %s\n%s" % (k, " ".join(jobs[k]), e[-3000:]))
    say("compiled")

    rep = json.load(open(js))
    fwd = next(f for f in rep["functions"] if f["name"] == "forward")
    kernels = fwd["kernels"]
    kinds = {}
    for k in kernels:
        kinds[k["kind"]] = kinds.get(k["kind"], 0) + 1
    mib = lambda b: b / 2**20  # noqa: E731
    print("  launches (kernels + unfused ops): %d before fusion -> %d after (%s)"
          % (fwd["launches_before"], fwd["launches_after"],
             ", ".join("%d %s" % (n, k) for k, n in sorted(kinds.items()))))
    print("  global memory traffic (estimated): %.1f MiB -> %.1f MiB per call (%.1fx less)"
          % (mib(fwd["bytes_before"]), mib(fwd["bytes_after"]), fwd["bytes_before"] / max(fwd["bytes_after"], 1)))

    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"))
    runner = [os.path.join(LLVM, "bin", "mlir-runner"), "-O3", "-e", "main", "-entry-point-result=void",
              "-shared-libs=" + ",".join(os.path.join(LLVM, "lib", l) for l in
                                         ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libomp.so"))]
    res = {}
    for v in ("stitch", "upstream"):
        say("running %s (mlir-runner, OMP_NUM_THREADS=%s, %d timed calls)" % (v, env["OMP_NUM_THREADS"], a.reps))
        res[v] = parse_run(run(runner + [os.path.join(a.out, v + ".llvm.mlir")], env=env))
    (s_sums, s_t), (u_sums, u_t) = res["stitch"], res["upstream"]
    ok = len(s_sums) == len(u_sums) and all(
        abs(a1 - b1) <= TOL * max(abs(a2), abs(b2), 1e-30) and abs(a2 - b2) <= TOL * max(abs(a2), abs(b2), 1e-30)
        for (a1, a2), (b1, b2) in zip(s_sums, u_sums))
    print("  result: checksums (sum, sum |x|) stitch %s, upstream %s: %s"
          % (" ".join("%g" % x for s in s_sums for x in s), " ".join("%g" % x for s in u_sums for x in s),
             "agree (relative %g)" % TOL if ok else "MISMATCH"))
    print("  time per call (median): stitch %.2f ms, upstream unfused %.2f ms: %.2fx faster"
          % (1e3 * s_t, 1e3 * u_t, u_t / s_t))
    print("    (upstream calls libm for erf/exp, Stitch inlines polynomials; make bench-fusion"
          " separates fusion from math)")
    if shutil.which("dot"):
        svg = os.path.join(a.out, "fusion.svg")
        run(["dot", "-Tsvg", dot, "-o", svg])
        print("  fusion picture (one coloured box per kernel): %s" % svg)
    else:
        print("  fusion picture: %s (install graphviz for the SVG: scripts/install-deps.sh)" % dot)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
