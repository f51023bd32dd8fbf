#!/usr/bin/env python3
"""Runs a TOSA function through Stitch and through the unfused upstream
lowering and compares the numbers (Python stdlib only).

Shared by the model corpus (test/Models/*.test, `model` command below) and
the random TOSA-graph differential (test/fuzz/tosa_gen/). For a module
whose function @forward takes and returns f32/f16 tensors (a dimension may
be dynamic, '?': it is bound to --dyn N):

  1. a @main is appended (linalg/tensor, no TOSA) that fills each input
     deterministically (test/Execution/Inputs/kernel_kinds.py init_input:
     ((linear index * 7 + k) mod 23 - 11) / 8, cast to the dynamic type
     where the argument has one), calls @forward and prints every element
     of every result, one per line (print_output);
  2. reference: the upstream TOSA front end (REF_FRONTEND: tosa-to-linalg
     without unit-dim folding), convert-elementwise-to-linalg, one-shot
     bufferization, convert-linalg-to-loops, the deallocation pipeline and
     stitch-lower-to-llvm-cpu -- the lowering of
     test/Execution/Inputs/fusion-models.sh, no fusion. It runs with
     stitch-approximate-math in front of the LLVM lowering (the polynomial
     math stitch-compile-cpu uses, as graph-differential.sh does: chains of
     exp/tanh through matmuls amplify the few-ulp difference from libm past
     the tolerance);
  3. Stitch: the front-end prefix, then stitch-compile-cpu;
  4. both run with mlir-runner at OMP_NUM_THREADS=1 and 2 and the outputs
     are compared with test/Execution/Inputs/fusion-compare.py;
  5. the fusion report: the front-end prefix, then
     func.func(convert-elementwise-to-linalg,stitch-fuse{target=cpu}) (what
     stitch-compile-cpu fuses) and stitch-fusion-report{json=-}; the
     @forward entry gives launches before/after.

Switching to a stitch-compile-cpu that accepts TOSA itself: set
STITCH_TOSA_FRONTEND=none (or pass --frontend none); the Stitch path is
then `stitch-compile-cpu` alone and the report pipeline is
STITCH_TOSA_REPORT (default: the fuse step above, which then needs a
front end inside stitch-fuse's pipeline; set it to e.g.
'stitch-tosa-frontend,func.func(stitch-fuse{target=cpu}),stitch-fusion-report{json=-}').

Environment: STITCH_TOSA_FRONTEND (front-end prefix of the Stitch path;
'none' = empty), STITCH_TOSA_COMPILE (default stitch-compile-cpu),
STITCH_TOSA_REPORT (fusion + report pipeline after the prefix),
STITCH_OPT (default: stitch-opt on PATH), TOSA_JIT_OPT (mlir-runner
optimisation level, default -O0: only numbers are compared).

CLI (model corpus):
  tosa_harness.py model <model.mlir> --tmp <prefix> [--dyn N] [--dyn-arg K=N] [--name NAME]
                  [--frontend PIPE|none] -- <runner cmd...>
prints `NAME: ...` lines (FileCheck'd by test/Models/*.test) and exits 1
on any failure.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
EXEC_INPUTS = os.path.join(ROOT, "test", "Execution", "Inputs")
sys.path.insert(0, EXEC_INPUTS)
from kernel_kinds import init_input, print_output  # noqa: E402
sys.path.insert(0, HERE)
from tosa_emit import ttype  # noqa: E402  (prints dynamic dims as '?')

TOSA_PASSES = "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)"
REF_FRONTEND = TOSA_PASSES + ",canonicalize"
FOLD_FRONTEND = TOSA_PASSES + ",func.func(linalg-fold-unit-extent-dims),canonicalize"
LOWER = ("one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
         "func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,"
         "func.func(stitch-approximate-math),stitch-lower-to-llvm-cpu")
REF_PIPELINE = "builtin.module(%s,func.func(convert-elementwise-to-linalg),%s)" % (REF_FRONTEND, LOWER)
# What stitch-compile-cpu fuses: its front door and its fusion step.
FUSE_REPORT = "stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true}),stitch-fusion-report{json=-}"
CRASH_MARKS = ("Stack dump", "PLEASE submit a bug report", "Assertion", "AddressSanitizer",
               "UndefinedBehaviorSanitizer", "Segmentation fault")


def stitch_opt():
    return os.environ.get("STITCH_OPT", "stitch-opt")


def frontend(override=None):
    """The Stitch path's front-end prefix ('' when stitch-compile-cpu takes TOSA)."""
    # stitch-compile-cpu takes TOSA directly (its stitch-frontend): no prefix
    # unless asked for one.
    fe = override if override is not None else os.environ.get("STITCH_TOSA_FRONTEND", "none")
    return "" if fe.strip() in ("", "none") else fe


def join(*parts):
    return "builtin.module(%s)" % ",".join(p for p in parts if p)


def stitch_pipeline(fe):
    return join(fe, os.environ.get("STITCH_TOSA_COMPILE", "stitch-compile-cpu"))


def report_pipeline(fe):
    return join(fe, os.environ.get("STITCH_TOSA_REPORT", FUSE_REPORT))


# -- @main ---------------------------------------------------------------------
TYPE_RE = re.compile(r"tensor<((?:(?:\d+|\?)x)*)(\w+)>")


def parse_type(t):
    m = TYPE_RE.fullmatch(t.strip())
    if not m:
        raise ValueError("unsupported type " + t)
    dims = [None if d == "?" else int(d) for d in m.group(1).split("x") if d]
    return tuple(dims), m.group(2)


def signature(text, fn="forward"):
    m = re.search(r"func\.func @%s\((.*?)\) -> \(?(.*?)\)? \{" % fn, text, re.S)
    if not m:
        raise ValueError("no func.func @%s(...) -> (...) found" % fn)
    args = [parse_type(a.split(":", 1)[1]) for a in m.group(1).split(", %")] if m.group(1).strip() else []
    results = [parse_type(t.group(0)) for t in TYPE_RE.finditer(m.group(2))]
    return args, results


def with_main(text, dyn=2, fn="forward", arg_dyn=None):
    """text + a @main that fills the inputs, calls @fn and prints the results.
    Dynamic dims are bound to dyn; arg_dyn {argument index: n} binds those
    of one argument apart (an attention mask of batch 1 broadcast over a
    batch of 3)."""
    args, results = signature(text, fn)
    static = lambda s, n=dyn: tuple(n if d is None else d for d in s)  # noqa: E731
    lines = ["", "func.func @main() {", "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index"]
    names = []
    for k, (shape, dt) in enumerate(args):
        n = (arg_dyn or {}).get(k, dyn)
        lines.append(init_input(k, static(shape, n), dt))
        if None in shape:
            lines.append("  %%arg%d = tensor.cast %%in%d : %s to %s" % (k, k, ttype(static(shape, n), dt),
                                                                       ttype(shape, dt)))
            names.append("%%arg%d" % k)
        else:
            names.append("%%in%d" % k)
    res = ", ".join("%%res%d" % k for k in range(len(results)))
    lines.append("  %s = call @%s(%s) : (%s) -> (%s)" % (
        res, fn, ", ".join(names), ", ".join(ttype(*a) for a in args), ", ".join(ttype(*r) for r in results)))
    for k, (shape, dt) in enumerate(results):
        if None in shape:
            lines.append("  %%out%d = tensor.cast %%res%d : %s to %s" % (k, k, ttype(shape, dt), ttype(static(shape), dt)))
        else:
            lines.append("  %%out%d = tensor.cast %%res%d : %s to %s" % (k, k, ttype(shape, dt), ttype(shape, dt)))
        lines.append(print_output(k, static(shape), dt))
    lines += ["  return", "}", ""]
    return text + "\n".join(lines)


# -- running -------------------------------------------------------------------
class Outcome:
    """kind: ok | compile-error | crash | timeout | run-error."""

    def __init__(self, kind, detail="", stdout=""):
        self.kind, self.detail, self.stdout = kind, detail, stdout


def run_tool(cmd, stdin_text=None, timeout=120, env=None, infile=None):
    try:
        p = subprocess.run(cmd, input=stdin_text, capture_output=True, text=True, timeout=timeout, env=env,
                           stdin=open(infile) if infile else None)
    except subprocess.TimeoutExpired:
        return Outcome("timeout", "timed out after %d s: %s" % (timeout, " ".join(cmd)))
    if p.returncode == 0:
        return Outcome("ok", p.stderr, p.stdout)
    crashed = p.returncode < 0 or p.returncode >= 128 or any(m in p.stderr for m in CRASH_MARKS)
    kind = "crash" if crashed else "compile-error"
    return Outcome(kind, "exit %d: %s\n%s" % (p.returncode, " ".join(cmd), p.stderr[-4000:]))


# 300 s: the ASan build of stitch-opt takes about 65 s for the largest
# GPU-mapped model (fuse-dynamic's dyn1) on an idle 2-core machine; a hang
# still ends the test.
def compile_to(src, pipeline, dst, timeout=300):
    out = run_tool([stitch_opt(), src, "--pass-pipeline=" + pipeline, "-o", dst], timeout=timeout)
    return out


def execute(ll, runner, threads, dst, timeout=120):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    out = run_tool(runner, env=env, timeout=timeout, infile=ll)
    if out.kind == "ok":
        with open(dst, "w") as f:
            f.write(out.stdout)
    elif out.kind == "compile-error":
        out.kind = "run-error"
    return out


def compare(expected, actual):
    """fusion-compare.py: (True, '') or (False, its message). Absolute
    tolerance 1e-4 (fusion-compare's default is 1e-5): stitch-compile-cpu's
    GEMMs (stitch-cpu-gemm) use FMA, one rounding per k step where the
    unfused reference rounds the product and the sum; through a whole block
    (norms, softmax, gated MLP) that moves outputs near cancellations by a
    few 1e-5 (e.g. -0.21068 vs -0.210636 in llama_block)."""
    p = subprocess.run([sys.executable, os.path.join(EXEC_INPUTS, "fusion-compare.py"), expected, actual,
                        "--atol", "1e-4"],
                       capture_output=True, text=True)
    return p.returncode == 0, (p.stdout + p.stderr).strip()


def fusion_report(src, pipeline, fn="forward", timeout=120):
    """(launches_before, launches_after, kernel kinds) of @fn, or an Outcome."""
    out = run_tool([stitch_opt(), src, "--pass-pipeline=" + pipeline, "-o", os.devnull], timeout=timeout)
    if out.kind != "ok":
        return out
    start = out.stdout.find("{")
    try:
        doc = json.loads(out.stdout[start:])
    except ValueError as e:
        return Outcome("compile-error", "report is not JSON: %s" % e)
    for f in doc.get("functions", []):
        if f.get("name") == fn:
            kinds = sorted(k["kind"] for k in f.get("kernels", []) if k.get("parent") in (None, -1, ""))
            return f["launches_before"], f["launches_after"], kinds
    return Outcome("compile-error", "no @%s in the fusion report" % fn)


def differential(src_main, tmp, runner, stitch_pipe, threads=(1, 2), ref_out=None, timeout=120):
    """Compiles src_main (a module with @main) with the reference and with
    stitch_pipe, runs both and compares. Returns (status, detail) where
    status is pass | mismatch | compile-error | crash | timeout | ref-error."""
    if ref_out is None:
        r = compile_to(src_main, REF_PIPELINE, tmp + ".ref.ll", timeout)
        if r.kind != "ok":
            return "ref-error", r.detail
        r = execute(tmp + ".ref.ll", runner, 1, tmp + ".ref.out", timeout)
        if r.kind != "ok":
            return "ref-error", r.detail
        ref_out = tmp + ".ref.out"
    s = compile_to(src_main, stitch_pipe, tmp + ".ll", timeout)
    if s.kind != "ok":
        return s.kind, s.detail
    for t in threads:
        r = execute(tmp + ".ll", runner, t, "%s.out%d" % (tmp, t), timeout)
        if r.kind != "ok":
            return ("timeout" if r.kind == "timeout" else "crash"), "OMP_NUM_THREADS=%d: %s" % (t, r.detail)
        ok, msg = compare(ref_out, "%s.out%d" % (tmp, t))
        if not ok:
            return "mismatch", "OMP_NUM_THREADS=%d:\n%s" % (t, msg)
    return "pass", ""


def default_runner():
    llvm = "/usr/lib/llvm-22"
    libs = ",".join("%s/lib/%s" % (llvm, l) for l in
                    ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libomp.so"))
    return ["%s/bin/mlir-runner" % llvm, "-e", "main", "-entry-point-result=void", "-shared-libs=" + libs]


def with_jit_opt(runner):
    opt = os.environ.get("TOSA_JIT_OPT", "-O0")
    if not opt or any(re.fullmatch(r"-O\d", a) for a in runner[1:]):
        return runner
    return [runner[0], opt] + list(runner[1:])


# -- model command ---------------------------------------------------------------
def model_main(argv):
    import argparse
    if "--" in argv:
        i = argv.index("--")
        argv, runner = argv[:i], argv[i + 1:]
    else:
        runner = default_runner()
    ap = argparse.ArgumentParser(prog="tosa_harness.py model")
    ap.add_argument("model")
    ap.add_argument("--tmp", required=True)
    ap.add_argument("--dyn", type=int, default=2)
    ap.add_argument("--dyn-arg", action="append", default=[], metavar="K=N",
                    help="bind the dynamic dims of argument K to N instead of --dyn")
    ap.add_argument("--name")
    ap.add_argument("--frontend", default=None)
    a = ap.parse_args(argv)
    runner = with_jit_opt(runner)
    name = a.name or os.path.basename(a.model).split(".")[0]
    fe = frontend(a.frontend)
    os.makedirs(os.path.dirname(os.path.abspath(a.tmp)), exist_ok=True)
    text = open(a.model).read()
    src = a.tmp + ".main.mlir"
    with open(src, "w") as f:
        f.write(with_main(text, a.dyn, arg_dyn={int(k): int(n) for k, n in
                                                (d.split("=") for d in a.dyn_arg)}))
    status = 0
    rep = fusion_report(a.model, report_pipeline(fe))
    if isinstance(rep, Outcome):
        print("%s: fusion report FAILED (%s)\n%s" % (name, rep.kind, rep.detail))
        status = 1
    else:
        print("%s: launches %d -> %d" % (name, rep[0], rep[1]))
        print("%s: kernels %s" % (name, " ".join(rep[2]) if rep[2] else "none"))
    r = compile_to(src, REF_PIPELINE, a.tmp + ".ref.ll")
    if r.kind == "ok":
        r = execute(a.tmp + ".ref.ll", runner, 1, a.tmp + ".ref.out")
    if r.kind != "ok":
        print("%s: reference FAILED (%s)\n%s" % (name, r.kind, r.detail))
        return 1
    vals = sum(1 for line in open(a.tmp + ".ref.out") if line.strip())
    print("%s: reference ran (%d values)" % (name, vals))
    st, detail = differential(src, a.tmp + ".stitch", runner, stitch_pipeline(fe), ref_out=a.tmp + ".ref.out")
    if st == "pass":
        print("%s: stitch matches the reference (OMP_NUM_THREADS=1 and 2)" % name)
    else:
        print("%s: stitch %s\n%s" % (name, st.upper(), detail))
        status = 1
    return status


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "model":
        sys.exit(__doc__)
    sys.exit(model_main(sys.argv[2:]))
