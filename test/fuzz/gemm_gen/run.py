#!/usr/bin/env python3
"""Differential runner for gen.py's random contraction kernels: each program
is compiled by stitch-opt in several variants, run with mlir-runner at
OMP_NUM_THREADS=1 and 2, and every printed value compared with the Python
reference gen.py wrote (a tolerance only for the epilogue's math functions
and for bf16/f16 results).

Variants (--variants, default all):
  cpu    stitch-compile-cpu (stitch-cpu-gemm on the host's vector ISA and L2)
  small  the same with stitch-cpu-gemm{l2-kib=16 cpu=avx2}: many small
         output tiles with partial ones, AVX2 register tiles
  gpu    the GPU mapping run on the CPU: stitch-fuse{target=gpu},
         stitch-lower-kernels (tiled GEMM), stitch-to-openmp
  ref    the upstream lowering without fusion: checks the generator and
         the reference (a mismatch here is reported as REFERENCE)

  run.py [--seed-start S] [--count N | --seeds S1,S2,..] [--kernels K]
         [--jobs J] [--variants cpu,small,gpu,ref] [--keep DIR]
         [--stitch-opt PATH] [-v]

Prints one line per failing program (seed, variant, threads, first bad
values), then totals: programs, kernels, kernels per lowering strategy of
the cpu variant, and failures. Exit status 1 if any program failed.
"""
import argparse
import concurrent.futures
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
LLVM = os.environ.get("LLVM", "/usr/lib/llvm-22")

FRONT = "stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true})"
REST = ("one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
        "func.func(convert-linalg-to-parallel-loops),expand-realloc{emit-deallocs=false},"
        "ownership-based-buffer-deallocation,func.func(stitch-split-deallocs),"
        "buffer-deallocation-simplification,bufferization-lower-deallocations,cse,"
        "convert-bufferization-to-memref,func.func(scf-forall-to-parallel,"
        "convert-vector-to-scf{full-unroll=true},stitch-approximate-math),stitch-to-openmp")
PIPELINES = {
    "cpu": "builtin.module(stitch-compile-cpu)",
    "small": "builtin.module(%s,func.func(linalg-generalize-named-ops,"
             "stitch-cpu-gemm{l2-kib=16 cpu=avx2},stitch-kernel-to-parallel{target=cpu}),%s)" % (FRONT, REST),
    "gpu": "builtin.module(stitch-frontend,func.func(stitch-fuse{target=gpu}),"
           "stitch-lower-kernels,stitch-to-openmp)",
    "ref": "builtin.module(func.func(convert-elementwise-to-linalg),"
           "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
           "func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,"
           "convert-bufferization-to-memref,stitch-lower-to-llvm-cpu)",
}
STRATEGIES = ("builtin.module(%s,func.func(linalg-generalize-named-ops,stitch-cpu-gemm,"
              "stitch-kernel-to-parallel{target=cpu}))" % FRONT)
# Relative tolerance per result type: f32 results differ from the double
# reference only through the polynomial math functions; bf16/f16 results
# were rounded once more (the reference rounds too, so one unit is enough).
RTOL = {"f32": 1e-4, "bf16": 2.0 ** -7, "f16": 2.0 ** -10}
ATOL = {"f32": 1e-5, "bf16": 1e-3, "f16": 1e-4}


STITCH_OPT = os.environ.get("STITCH_OPT", os.path.join(ROOT, "build", "bin", "stitch-opt"))


def stitch_opt():
    return STITCH_OPT


def runner():
    libs = ",".join(os.path.join(LLVM, "lib", l) for l in
                    ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libomp.so"))
    return [os.path.join(LLVM, "bin", "mlir-runner"), "-e", "main",
            "-entry-point-result=void", "-shared-libs=" + libs]


def compare(expected, text):
    got = [float(x) for x in text.split()]
    if len(got) != len(expected):
        return "%d values, expected %d" % (len(got), len(expected))
    bad = []
    for i, ((e, elem), a) in enumerate(zip(expected, got)):
        if math.isnan(e) or math.isinf(e):
            ok = a == e or (math.isnan(e) and math.isnan(a))
        else:
            ok = math.isfinite(a) and abs(a - e) <= ATOL[elem] + RTOL[elem] * abs(e)
        if not ok:
            bad.append("value %d: expected %r, got %r" % (i, e, a))
    return "; ".join(bad[:3]) + (" (+%d more)" % (len(bad) - 3) if len(bad) > 3 else "") if bad else None


def run_one(seed, kernels, variants, keep):
    work = tempfile.mkdtemp(prefix="gemm_gen_%d_" % seed, dir=keep)
    src, exp = os.path.join(work, "p.mlir"), os.path.join(work, "p.expected")
    gen = subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), "--seed", str(seed),
                          "--kernels", str(kernels), "--mlir", src, "--expected", exp, "--describe"],
                         capture_output=True, text=True)
    if gen.returncode:
        return seed, ["GENERATOR: " + gen.stderr.strip().splitlines()[-1]], {}, ""
    with open(exp) as f:
        expected = [(float(v), e) for v, e in (line.split() for line in f if line.strip())]
    failures, strategies = [], {}
    st = subprocess.run([stitch_opt(), src, "--pass-pipeline=" + STRATEGIES],
                        capture_output=True, text=True)
    if st.returncode == 0:
        body = st.stdout.split("func.func @main(")[0]
        for s in re.findall(r'strategy = "([a-z-]+)"', body):
            strategies[s] = strategies.get(s, 0) + 1
    for v in variants:
        ll = os.path.join(work, v + ".ll")
        c = subprocess.run([stitch_opt(), src, "--pass-pipeline=" + PIPELINES[v], "-o", ll],
                           capture_output=True, text=True)
        if c.returncode:
            failures.append("%s: COMPILE (exit %d) %s" % (v, c.returncode,
                                                            (c.stderr.strip().splitlines() or [""])[0][:300]))
            continue
        for threads in ((1,) if v == "ref" else (1, 2)):
            env = dict(os.environ, OMP_NUM_THREADS=str(threads))
            try:
                r = subprocess.run(runner() + [ll], capture_output=True, text=True, env=env, timeout=120)
            except subprocess.TimeoutExpired:
                failures.append("%s T=%d: TIMEOUT" % (v, threads))
                continue
            if r.returncode:
                failures.append("%s T=%d: RUN (exit %d) %s" % (v, threads, r.returncode, r.stderr.strip()[:300]))
                continue
            bad = compare(expected, r.stdout)
            if bad:
                tag = "REFERENCE" if v == "ref" else "MISMATCH"
                failures.append("%s T=%d: %s %s" % (v, threads, tag, bad))
    if not failures and not keep:
        shutil.rmtree(work, ignore_errors=True)
    return seed, failures, strategies, gen.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed-start", type=int, default=1)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--kernels", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--variants", default="cpu,small,gpu,ref")
    ap.add_argument("--keep", help="keep every program's files under this directory")
    ap.add_argument("--seeds", help="comma-separated seeds instead of --seed-start/--count")
    ap.add_argument("--stitch-opt", help="stitch-opt to test (default: $STITCH_OPT, else build/bin)")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    global STITCH_OPT
    if a.stitch_opt:
        STITCH_OPT = shutil.which(a.stitch_opt) or a.stitch_opt
    variants = a.variants.split(",")
    for v in variants:
        if v not in PIPELINES:
            sys.exit("run.py: unknown variant %s (have: %s)" % (v, ", ".join(PIPELINES)))
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    totals, failed = {}, 0
    seeds = ([int(x) for x in a.seeds.split(",")] if a.seeds
             else list(range(a.seed_start, a.seed_start + a.count)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for seed, failures, strategies, desc in pool.map(
                lambda s: run_one(s, a.kernels, variants, a.keep), seeds):
            for k, n in strategies.items():
                totals[k] = totals.get(k, 0) + n
            if failures:
                failed += 1
                print("seed %d: FAILED\n  %s\n%s" % (seed, "\n  ".join(failures), desc), flush=True)
            elif a.verbose:
                print("seed %d: ok\n%s" % (seed, desc), flush=True)
    print("gemm_gen: %d programs, %d kernels (seeds %d-%d); cpu variant strategies: %s; %d failed"
          % (len(seeds), len(seeds) * a.kernels, min(seeds), max(seeds),
             ", ".join("%s x%d" % kv for kv in sorted(totals.items())) or "none", failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
