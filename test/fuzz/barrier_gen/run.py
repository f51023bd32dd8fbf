#!/usr/bin/env python3
"""Differential runner: generated barrier kernels through stitch-opt +
mlir-runner, compared with the reference interpreter (see README.md).

  python3 run.py --count 300 --jobs 2                 # offline campaign
  python3 run.py --seeds 3,5,8 --configs omp          # given seeds
  python3 run.py --divergent 40                       # divergent kernels too
  python3 run.py --replay k.mlir k.expected           # re-check a saved failure

Exit status: 0 when every tested kernel passed (and every divergent kernel was
rejected with a located error), 1 otherwise.
"""
import argparse
import collections
import concurrent.futures as cf
import copy
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen      # noqa: E402
import emit     # noqa: E402
import emit_cuda  # noqa: E402
import interp   # noqa: E402
import reduce as red  # noqa: E402

LLVM = "/usr/lib/llvm-22"

CPUIFY_TAIL = ("canonicalize,cse,lower-affine,convert-vector-to-scf,"
               "convert-scf-to-openmp,func.func(stitch-omp-opt),"
               "stitch-openmp-to-llvm")
CONFIGS = {
    # the default GPU->CPU pipeline
    "omp": ["--stitch-to-openmp"],
    # stitch-to-openmp with every value crossing a barrier kept per thread
    "cache-all": ["--pass-pipeline=builtin.module(func.func(stitch-gpu-to-parallel),"
                  "stitch-parallel-licm,func.func(stitch-barrier-elim),"
                  "func.func(stitch-cpuify{method=cache-all inner-serialize=true}),"
                  + CPUIFY_TAIL + ")"],
    # stitch-to-openmp with every uniform per-thread loop interchanged with
    # the thread loop (stitch-cpuify's cost rule off: exercises the rewrite
    # on the generator's small blocks)
    "xchg-all": ["--pass-pipeline=builtin.module(func.func(stitch-gpu-to-parallel),"
                 "stitch-parallel-licm,func.func(stitch-barrier-elim),"
                 "func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),"
                 + CPUIFY_TAIL + ")"],
    # stitch-to-openmp with a block dimension of every barrier-free launch
    # merged into its grid dimension (stitch-coarsen-blocks' cost rule off:
    # the generator's blocks and grids are small and its indices strided)
    "coarsen-all": ["--pass-pipeline=builtin.module(func.func(stitch-gpu-to-parallel),"
                    "stitch-parallel-licm,func.func(stitch-barrier-elim),"
                    "func.func(stitch-coarsen-blocks{cost=false}),"
                    "func.func(stitch-tighten-grid),"
                    "func.func(stitch-cpuify{inner-serialize=true}),"
                    "func.func(stitch-invariant-divrem),"
                    + CPUIFY_TAIL + ")"],
    # stitch-to-openmp with every grid loop jammed by 4 (stitch-jam-blocks'
    # cost rule off: neighbouring blocks run phase by phase whatever their
    # accesses, grids of fewer than 4 blocks along x too: all their blocks
    # go to the copy of the grid loop after the groups)
    "jam-all": ["--pass-pipeline=builtin.module(func.func(stitch-gpu-to-parallel),"
                "stitch-parallel-licm,func.func(stitch-barrier-elim),"
                "func.func(stitch-tighten-grid),"
                "func.func(stitch-cpuify{inner-serialize=true}),"
                "func.func(stitch-jam-blocks{cost=false max-blocks=4}),"
                + CPUIFY_TAIL + ")"],
    # stitch-to-openmp with the first thread dimension of every barrier-free
    # launch of even width split into blocks of 2 threads (stitch-coarsen-
    # blocks' split of few wide blocks, taken for every grid: the
    # generator's blocks are narrow)
    "split-all": ["--pass-pipeline=builtin.module(func.func(stitch-gpu-to-parallel),"
                  "stitch-parallel-licm,func.func(stitch-barrier-elim),"
                  "func.func(stitch-coarsen-blocks{min-width=2 split-below=1000000000}),"
                  "func.func(stitch-tighten-grid),"
                  "func.func(stitch-cpuify{inner-serialize=true}),"
                  "func.func(stitch-invariant-divrem),"
                  + CPUIFY_TAIL + ")"],
    # cpuify alone on every barrier (no barrier-elim, no licm), mincut
    "raw": ["--pass-pipeline=builtin.module(func.func(stitch-gpu-to-parallel),"
            "func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)"],
}

# A located error stitch-opt gives when it refuses a kernel it believes
# divergent or that it does not support; on a valid (uniform, race-free)
# kernel this is a finding of its own ("rejected").
REJECT_RE = re.compile(r"not supported|must be the same for all threads|"
                       r"divergent|uniform|cannot be kept|neither kept",
                       re.I)
LOC_RE = re.compile(r"^[^\s:]+:\d+:\d+: error: ", re.M)


# Native execution (--exec native, offline campaigns): the lowered module is
# translated once (mlir-translate), compiled once (llc, host CPU like the JIT)
# and linked into an executable that is then run once per thread count.
# mlir-runner instead JITs the module again for every thread count, with an
# optimizing back end (SelectionDAG, greedy register allocation) whatever its
# -O flag: for a batch of 50 kernels ~2.8 CPU-s per run, against ~0.6 s for
# llc -O0 and ~0.1 s per run. The same lowered LLVM dialect module is checked.
SHIM_C = b"""/* barrier_gen: the module's void @main is renamed bg_module_main */
void bg_module_main(void);
int main(void) { bg_module_main(); return 0; }
"""


def tool(name):
    p = os.path.join(LLVM, "bin", name)
    return p if os.path.exists(p) else name


def have_lld():
    return any(os.path.exists(os.path.join(d, "ld.lld"))
               for d in os.environ.get("PATH", "").split(os.pathsep) + [
                   os.path.join(LLVM, "bin")])


def native_shim(workdir):
    """The C main calling the module's @main, compiled once per workdir."""
    obj = os.path.join(workdir, "bg_shim.o")
    if not os.path.exists(obj):
        tmp = obj + ".%d.o" % os.getpid()
        p = subprocess.run([tool("clang"), "-x", "c", "-c", "-", "-o", tmp],
                           input=SHIM_C, capture_output=True)
        if p.returncode != 0:
            raise RuntimeError("cannot compile the native shim: %s"
                               % p.stderr.decode(errors="replace"))
        os.replace(tmp, obj)
    return obj


def build_native(tools, lowered, base):
    """Executable from the lowered (LLVM dialect) module file `lowered`;
    returns (exe, None) or (None, (class, detail))."""
    lib = os.path.join(LLVM, "lib")
    ll, obj, exe = base + ".ll", base + ".o", base + ".exe"
    link = [tool("clang")] + (["-fuse-ld=lld"] if have_lld() else []) + [
        obj, native_shim(os.path.dirname(base) or "."), "-o", exe,
        "-L" + lib, "-lmlir_c_runner_utils", "-lmlir_runner_utils", "-lomp",
        "-lm", "-Wl,-rpath," + lib]
    steps = [
        [tool("mlir-translate"), "--mlir-to-llvmir", lowered, "-o", ll],
        [tool("llc"), "-O%d" % tools.llc_opt, "-mcpu=native",
         "-relocation-model=pic", "-filetype=obj", ll, "-o", obj],
        [tool("llvm-objcopy"), "--redefine-sym", "main=bg_module_main", obj],
        link,
    ]
    for cmd in steps:
        rc, _, err = run_cmd(cmd, tools.timeout)
        if rc == "timeout":
            return None, ("timeout", "%s ran past %d s" % (
                os.path.basename(cmd[0]), tools.timeout))
        if rc != 0:
            last = (err.strip().splitlines() or ["(no message)"])[0]
            return None, ("crash", "%s exit %s: %s" % (
                os.path.basename(cmd[0]), rc, last))
    for f in (ll, obj):
        os.remove(f)
    return exe, None


def default_runner():
    lib = os.path.join(LLVM, "lib")
    return [os.path.join(LLVM, "bin", "mlir-runner"), "-e", "main",
            "-entry-point-result=void", "-shared-libs=" + ",".join(
                os.path.join(lib, x) for x in ("libmlir_c_runner_utils.so",
                                               "libmlir_runner_utils.so",
                                               "libomp.so"))]


def run_cmd(cmd, timeout, env=None, stdin=None):
    """(rc, stdout, stderr); rc 'timeout' on timeout, negative on signal."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=timeout, env=env, input=stdin)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        return "timeout", (e.stdout or b"").decode(errors="replace") if isinstance(
            e.stdout, bytes) else (e.stdout or ""), ""


def parse_output(text):
    """Values of each printMemref call, as lists of token strings."""
    out = []
    for m in re.finditer(r"data =\s*\n?\[([^\]]*)\]", text):
        out.append([t.strip() for t in m.group(1).split(",") if t.strip()])
    return out


def parse_expected(text):
    out = []
    for line in text.splitlines():
        if not line.strip():
            continue
        head, _, vals = line.partition(":")
        name, ty = head.split()
        out.append((name, ty, vals.split()))
    return out


def same_value(ty, a, b):
    if a == b:
        return True
    if ty == "f32":
        try:
            x, y = float(a), float(b)
        except ValueError:
            return False
        # the printer shows 6 significant digits (as %g): equal up to that
        return x == y or abs(x - y) <= 5e-6 * max(abs(x), abs(y))
    return False


def compare(expected_text, actual_text, cuda=False):
    """None if equal, else a short description of the differences. The
    actual text is printMemref output, or (cuda) the expected format."""
    exp = parse_expected(expected_text)
    act = ([vals for _, _, vals in parse_expected(actual_text)] if cuda
           else parse_output(actual_text))
    if len(act) != len(exp):
        return "printed %d buffers, expected %d" % (len(act), len(exp))
    diffs = []
    for (name, ty, ev), av in zip(exp, act):
        if len(ev) != len(av):
            diffs.append("%s: %d values, expected %d" % (name, len(av), len(ev)))
            continue
        bad = [i for i, (x, y) in enumerate(zip(ev, av)) if not same_value(ty, x, y)]
        if bad:
            shown = ", ".join("[%d] got %s want %s" % (i, av[i], ev[i]) for i in bad[:6])
            diffs.append("%s: %d of %d differ: %s%s" % (
                name, len(bad), len(ev), shown, " ..." if len(bad) > 6 else ""))
    return "; ".join(diffs) if diffs else None


class Tools:
    def __init__(self, a):
        self.stitch_opt = a.stitch_opt
        self.runner = shlex.split(a.runner) if a.runner else default_runner()
        self.threads = [int(t) for t in a.threads.split(",")]
        self.configs = a.configs.split(",")
        self.timeout = a.timeout
        self.native = a.exec == "native"
        self.llc_opt = a.llc_opt
        self.cuda = a.source == "cuda"
        self.stitch_cuda = a.stitch_cuda


def classify_error(tool_name, rc, err):
    """(class, detail) of a failed compiler run: a located error (rejected
    when it says the kernel is not supported / divergent, else
    compile-error) or a crash."""
    if rc == 1 and LOC_RE.search(err):
        msg = LOC_RE.search(err)
        line = err[msg.start():].splitlines()[0]
        return ("rejected" if REJECT_RE.search(line) else "compile-error", line)
    first = (err.strip().splitlines() or ["(no message)"])[0]
    return ("crash", "%s exit %s: %s" % (tool_name, rc, first))


def run_threads(tools, cmd, expected, stdin=None, threads=None, cuda=False):
    """Runs cmd at each thread count; (class, detail)."""
    for nt in threads or tools.threads:
        env = dict(os.environ, OMP_NUM_THREADS=str(nt))
        rc2, out2, err2 = run_cmd(cmd, tools.timeout, env=env, stdin=stdin)
        what = "mlir-runner" if stdin is not None else "the executable"
        if rc2 == "timeout":
            return ("timeout", "%s ran past %d s (OMP_NUM_THREADS=%d)"
                    % (what, tools.timeout, nt))
        if rc2 != 0:
            first = (err2.strip().splitlines() or ["(no message)"])[-1]
            return ("crash", "%s exit %s (OMP_NUM_THREADS=%d): %s"
                    % (what, rc2, nt, first))
        d = compare(expected, out2, cuda)
        if d:
            return ("mismatch", "OMP_NUM_THREADS=%d: %s" % (nt, d))
    return ("pass", "")


def check_cuda(tools, cu_text, expected, workdir, tag, threads=None):
    """--source cuda: the program as CUDA source (emit_cuda), built by
    `stitch-cuda prog.cu -o prog` and run at each thread count; returns
    {'cuda': (class, detail)} (classes as check_mlir)."""
    src = os.path.join(workdir, tag + ".cu")
    exe = os.path.join(workdir, tag + ".exe")
    with open(src, "w") as f:
        f.write(cu_text)
    rc, _, err = run_cmd([tools.stitch_cuda, src, "-o", exe], tools.timeout)
    if rc == "timeout":
        return {"cuda": ("timeout", "stitch-cuda ran past %d s" % tools.timeout)}
    if rc != 0:
        return {"cuda": classify_error("stitch-cuda", rc, err)}
    verdict = run_threads(tools, [exe], expected, threads=threads, cuda=True)
    if verdict[0] == "pass":
        os.remove(exe)
    return {"cuda": verdict}


def expected_text(tools, prog):
    """The interpreter's output; for --source cuda also decides the C type
    of index values (emit_cuda.cuda_index32)."""
    exp = interp.expected_text(prog)
    if tools.cuda:
        prog.cuda_index32 = emit_cuda.cuda_index32(prog, exp)
    return exp


def check_prog(tools, prog, expected, workdir, tag, configs=None, threads=None):
    """One program through the selected source form."""
    if tools.cuda:
        return check_cuda(tools, emit_cuda.emit(prog), expected, workdir, tag,
                          threads)
    return check_mlir(tools, emit.emit(prog), expected, workdir, tag, configs,
                      threads)


def check_mlir(tools, mlir_text, expected, workdir, tag, configs=None,
               threads=None):
    """Run one program through each config; returns
    {config: (class, detail)} with class in pass, mismatch, rejected,
    compile-error, crash, timeout."""
    res = {}
    src = os.path.join(workdir, tag + ".mlir")
    with open(src, "w") as f:
        f.write(mlir_text)
    lowered_seen = {}
    for i, cfg in enumerate(configs or tools.configs):
        if tools.native:
            # bytecode: cheaper to write and for mlir-translate to read
            low = os.path.join(workdir, "%s.%d.mlirbc" % (tag, i))
            cmd = [tools.stitch_opt, src, "--mlir-disable-threading",
                   "--emit-bytecode", "-o", low] + CONFIGS[cfg]
        else:
            cmd = [tools.stitch_opt, src] + CONFIGS[cfg]
        rc, out, err = run_cmd(cmd, tools.timeout)
        if rc == "timeout":
            res[cfg] = ("timeout", "stitch-opt ran past %d s" % tools.timeout)
            continue
        if rc != 0:
            res[cfg] = classify_error("stitch-opt", rc, err)
            continue
        if tools.native:
            with open(low, "rb") as f:
                out = f.read()
        if out in lowered_seen:
            res[cfg] = res[lowered_seen[out]]
            continue
        lowered_seen[out] = cfg
        run, stdin = tools.runner, out
        if tools.native:
            exe, bad = build_native(tools, low, low[:-len(".mlirbc")])
            if bad:
                res[cfg] = bad
                continue
            run, stdin = [exe], None
        verdict = run_threads(tools, run, expected, stdin, threads)
        if tools.native and verdict[0] == "pass":
            # failures keep their executable; passes would fill the disk
            os.remove(run[0])
        res[cfg] = verdict
    return res


def one(args):
    """Worker: generate seed, interpret, run. Returns a result record."""
    seed, opts, workdir, divergent = args
    tools = Tools(opts)
    if divergent:
        prog = gen.divergent_program(seed)
        if tools.cuda:
            src = os.path.join(workdir, "div%d.cu" % seed)
            cmd = [tools.stitch_cuda, src, "-o", src[:-3] + ".exe"]
            text = emit_cuda.emit(prog)
        else:
            src = os.path.join(workdir, "div%d.mlir" % seed)
            cmd = [tools.stitch_opt, src, "--stitch-to-openmp"]
            text = emit.emit(prog)
        with open(src, "w") as f:
            f.write(text)
        rc, out, err = run_cmd(cmd, tools.timeout)
        loc = rc == 1 and LOC_RE.search(err)
        if loc and tools.cuda and not REJECT_RE.search(
                err[loc.start():].splitlines()[0]):
            # a C++ error in the emitted program is no refusal
            cls, det = "compile-error", err[loc.start():].splitlines()[0]
        elif loc:
            cls, det = "rejected-ok", err.strip().splitlines()[0]
        elif rc == 0:
            cls, det = "accepted-divergent", "%s exit 0 on a divergent kernel" % (
                os.path.basename(cmd[0]))
        elif rc == "timeout":
            cls, det = "timeout", ""
        elif rc == 1:
            cls, det = "unlocated-error", err.strip()[:200]
        else:
            cls, det = "crash", "exit %s: %s" % (rc, err.strip()[:200])
        return {"seed": seed, "div": True, "shape": prog.shape,
                "res": {dcfg(tools): (cls, det)}}
    prog = gen.generate(seed, gen_opts(opts))
    try:
        expected = expected_text(tools, prog)
    except interp.Invalid as e:
        return {"seed": seed, "div": False, "shape": prog.shape,
                "invalid": str(e)}
    res = check_prog(tools, prog, expected, workdir, "s%d" % seed)
    return {"seed": seed, "div": False, "shape": prog.shape, "res": res}


def one_batch(args):
    """Worker for --batch: the valid programs of several seeds in one module
    (emit.emit_batch), run once per config; when anything differs from the
    interpreter, every seed of the batch is re-run alone (`one`) so that
    failures are attributed to seeds. A batch that fails while each of its
    seeds passes alone is reported too (class batch-only)."""
    seeds, opts, workdir = args
    tools = Tools(opts)
    recs, progs, exps = [], [], []
    for seed in seeds:
        prog = gen.generate(seed, gen_opts(opts))
        try:
            exps.append(expected_text(tools, prog))
        except interp.Invalid as e:
            recs.append({"seed": seed, "div": False, "shape": prog.shape,
                         "invalid": str(e)})
            continue
        progs.append(prog)
    if not progs:
        return recs
    if tools.cuda:
        res = check_cuda(tools, emit_cuda.emit_batch(progs), "".join(exps),
                         workdir, "b%d" % seeds[0])
    else:
        res = check_mlir(tools, emit.emit_batch(progs), "".join(exps), workdir,
                         "b%d" % seeds[0])
    if all(c == "pass" for c, _ in res.values()):
        if tools.native:
            for f in os.listdir(workdir):
                if f.startswith("b%d." % seeds[0]):
                    os.remove(os.path.join(workdir, f))
        return recs + [{"seed": p.seed, "div": False, "shape": p.shape,
                        "res": dict(res), "batched": True} for p in progs]
    alone = [one((p.seed, opts, workdir, False)) for p in progs]
    if all(worst(r["res"]) == "pass" for r in alone):
        bad = {c: v for c, v in res.items() if v[0] != "pass"}
        for r in alone:
            r["res"].update({c: ("batch-only", "seeds %d..%d together: %s %s"
                                 % (seeds[0], seeds[-1], v[0], v[1][:200]))
                             for c, v in bad.items()})
    return recs + alone


def call_task(task):
    fn, arg = task
    return fn(arg)


def report_one(a, r, results):
    """Record one result; print it when it is not a pass (or with -v)."""
    results.append(r)
    if a.verbose or ("res" in r and worst(r["res"]) not in ("pass", "rejected-ok")):
        if "res" in r:
            print("%s%d %-28s %s" % ("div" if r["div"] else "seed ", r["seed"],
                                     r["shape"], "  ".join(
                "%s=%s" % (c, v[0]) for c, v in r["res"].items())), flush=True)
            for c, (cls, det) in r["res"].items():
                if cls not in ("pass", "rejected-ok"):
                    print("    %s: %s" % (c, det[:300]), flush=True)


def worst(res):
    order = ["crash", "mismatch", "batch-only", "timeout", "compile-error", "rejected",
             "accepted-divergent", "unlocated-error", "pass", "rejected-ok"]
    return min((c for c, _ in res.values()), key=order.index)


def signature(cls, detail):
    if cls in ("rejected", "compile-error"):
        return re.sub(r"^\S+:\d+:\d+: ", "", detail)
    if cls == "crash":
        return re.sub(r"0x[0-9a-f]+|\d+", "N", detail)[:120]
    return cls


def save_failure(outdir, name, prog, expected, cls, cfg, detail, orig_size,
                 note=""):
    os.makedirs(outdir, exist_ok=True)
    base = os.path.join(outdir, name)
    if cfg == "cuda":
        return save_cuda_failure(base, prog, expected, cls, detail, orig_size,
                                 note)
    text = emit.emit(prog)
    with open(base + ".mlir", "w") as f:
        f.write(text)
    with open(base + ".expected", "w") as f:
        f.write(expected)
    pipeline = " ".join(shlex.quote(x) for x in CONFIGS[cfg])
    with open(base + ".txt", "w") as f:
        f.write("""barrier_gen finding: %(cls)s
seed %(seed)s, shape %(shape)s, configuration '%(cfg)s'
what happened: %(detail)s
%(note)s
The kernel is valid CUDA: every barrier is reached under block-uniform
control flow, and the reference interpreter (test/fuzz/barrier_gen/interp.py)
found no race (no two threads touch one shared/global element between two
barriers with one of them writing) and no divergence.
Reduced by test/fuzz/barrier_gen/reduce.py from size %(osz)d to %(nsz)d.

Reproduce:
  stitch-opt %(name)s.mlir %(pipeline)s | \\
    env OMP_NUM_THREADS=2 mlir-runner -e main -entry-point-result=void \\
    -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libomp.so
  # compare the printed buffers with %(name)s.expected (one line per buffer:
  # `name type: values`, in print order), or in one step:
  python3 test/fuzz/barrier_gen/run.py --replay %(name)s.mlir %(name)s.expected --configs %(cfg)s
""" % {"cls": cls, "seed": prog.seed, "shape": prog.shape, "cfg": cfg,
            "detail": detail, "note": note, "osz": orig_size,
            "nsz": red.size(prog), "name": name, "pipeline": pipeline})
    return base


def save_cuda_failure(base, prog, expected, cls, detail, orig_size, note):
    name = os.path.basename(base)
    with open(base + ".cu", "w") as f:
        f.write(emit_cuda.emit(prog))
    with open(base + ".expected", "w") as f:
        f.write(expected)
    with open(base + ".txt", "w") as f:
        f.write("""barrier_gen finding (CUDA source): %s
seed %s, shape %s
what happened: %s
%s
A valid CUDA program: every barrier under block-uniform control flow, no
race (test/fuzz/barrier_gen/interp.py ran its AST). Reduced by reduce.py
from size %d to %d.

Reproduce:
  stitch-cuda %s.cu -o prog && OMP_NUM_THREADS=2 ./prog | diff - %s.expected
  python3 test/fuzz/barrier_gen/run.py --replay %s.cu %s.expected
""" % (cls, prog.seed, prog.shape, detail, note, orig_size, red.size(prog),
            name, name, name, name))
    return base


def dcfg(tools):
    return "cuda" if tools.cuda else "omp"


def gen_opts(a):
    return {o: True for o in (a.gen_opts or "").split(",") if o}


def reduce_failure(tools, seed, cfg, cls, detail, workdir, budget, log, gopts):
    prog = gen.generate(seed, gopts)
    sig = signature(cls, detail)
    threads = tools.threads
    if cls == "mismatch":
        m = re.search(r"OMP_NUM_THREADS=(\d+)", detail)
        if m:
            threads = [int(m.group(1))]
    counter = [0]

    def still_fails(p):
        try:
            exp = expected_text(tools, p)
        except interp.Invalid:
            return False
        except Exception:
            return False
        counter[0] += 1
        r = check_prog(tools, p, exp, workdir,
                       "red%d_%d" % (seed, counter[0] % 4), [cfg], threads)
        c, d = r[cfg]
        return c == cls and signature(c, d) == sig
    small = red.reduce(prog, still_fails, budget, log)
    exp = expected_text(tools, small)
    r = check_prog(tools, small, exp, workdir, "final%d" % seed,
                   [cfg], tools.threads)
    return small, exp, r[cfg], red.size(prog)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1, help="first seed")
    ap.add_argument("--count", type=int, default=0, help="number of seeds")
    ap.add_argument("--seeds", help="comma-separated seed list")
    ap.add_argument("--divergent", type=int, default=0,
                    help="also this many deliberately divergent kernels")
    ap.add_argument("--divergent-seeds", help="comma-separated divergent seeds")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch", type=int, default=1,
                    help="valid kernels per stitch-opt/mlir-runner run (offline "
                    "campaigns: 50 makes them ~10x cheaper; failures are then "
                    "re-run one by one)")
    ap.add_argument("--configs", default="omp,cache-all,raw")
    ap.add_argument("--threads", default="1,2", help="OMP_NUM_THREADS values")
    ap.add_argument("--stitch-opt", default=None)
    ap.add_argument("--runner", default=None,
                    help="mlir-runner command with its options (default: LLVM 22's)")
    ap.add_argument("--exec", choices=("jit", "native"), default="jit",
                    help="run lowered modules with mlir-runner (jit, default) or "
                    "compile them once with mlir-translate + llc + clang and run "
                    "the executable at each thread count (native: ~2.3x cheaper "
                    "per kernel at --batch 100, for offline campaigns)")
    ap.add_argument("--llc-opt", type=int, default=0, choices=(0, 1, 2, 3),
                    help="llc optimization level for --exec native")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--workdir", default=None)
    ap.add_argument("--save", default=None,
                    help="folder for failures (.mlir/.expected/.txt)")
    ap.add_argument("--reduce", type=int, default=0,
                    help="reduce at most this many failures (distinct signatures)")
    ap.add_argument("--reduce-budget", type=int, default=240,
                    help="seconds per reduction")
    ap.add_argument("--gen-opts", default="",
                    help="generator options: nodyn (static block sizes only), "
                    "noload (no uniform values loaded from memory), big (longer, "
                    "deeper kernels), dyngrid (grid sizes as arguments), nobar "
                    "(barrier-free launches without shared memory: what "
                    "stitch-coarsen-blocks merges; with --configs coarsen-all), "
                    "trees (tree reductions: doubling/halving counters with a "
                    "barrier per level, (t + c) %% i / t < s guards; blocks up "
                    "to 128 threads), divrem ((gid + c) / N and %% N with "
                    "divui/remui under gid < n, N and n kernel arguments, "
                    "srad_v1's wrap; grids of ceildiv(n, block size)), stencil "
                    "(srad's neighbour selection: shared tiles and halos, then "
                    "scf.if chains with results loading temp[ty][tx +/- 1] or "
                    "the halo; what stitch-cpuify's speculate-loads rewrites), "
                    "indirect (loads through integer index arrays: "
                    "A[cast(idx[f(tid)]) + g], srad_v1's iN/iS rows; shifts, "
                    "clamps, permutations; what stitch-cpuify's "
                    "affine-index-loads versions; --source mlir only), "
                    "inputform (every kernel in Stitch's input form, loops "
                    "as a user writes them: grid loop over the used grid "
                    "dims, thread loops over the block dims that are not 1, "
                    "non-zero lower bounds and steps, {stitch.threads} or "
                    "not; combinable with the others), longfor (uniform "
                    "loops of 4..9 trips sometimes: stitch-cpuify's "
                    "interchange and jam-uniform), looptypes (typed and "
                    "unsigned scf.for, on by default for 1 loop in 6, 1 in 3 "
                    "around barriers: 60%%/90%% of loops), nolooptypes (none: "
                    "the seed -> program mapping before typed loops)")
    ap.add_argument("--source", choices=("mlir", "cuda"), default="mlir",
                    help="the kernels as MLIR (emit.py; stitch-opt) or as a CUDA "
                    "program (emit_cuda.py; stitch-cuda prog.cu -o prog, the "
                    "executable run at each thread count)")
    ap.add_argument("--stitch-cuda", default=None)
    ap.add_argument("--replay", nargs=2, metavar=("MLIR|CU", "EXPECTED"))
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if a.stitch_opt is None:
        cand = os.path.join(HERE, "..", "..", "..", "build", "bin", "stitch-opt")
        a.stitch_opt = os.path.abspath(cand) if os.path.exists(cand) else "stitch-opt"
    if a.stitch_cuda is None:
        cand = os.path.join(HERE, "..", "..", "..", "build", "bin", "stitch-cuda")
        a.stitch_cuda = os.path.abspath(cand) if os.path.exists(cand) else "stitch-cuda"
    if a.source == "cuda" or (a.replay and a.replay[0].endswith(".cu")):
        a.source, a.configs = "cuda", "cuda"
    if a.source == "cuda" and "indirect" in gen_opts(a):
        ap.error("--gen-opts indirect: emit_cuda.py does not write index "
                 "arrays (--source mlir only)")
    for c in a.configs.split(","):
        if c not in CONFIGS and c != "cuda":
            ap.error("unknown config %s (have %s)" % (c, ", ".join(CONFIGS)))
    workdir = a.workdir or tempfile.mkdtemp(prefix="barrier_gen.")
    os.makedirs(workdir, exist_ok=True)
    tools = Tools(a)

    if a.replay:
        text = open(a.replay[0]).read()
        exp = open(a.replay[1]).read()
        if tools.cuda:
            r = check_cuda(tools, text, exp, workdir, "replay")
        else:
            r = check_mlir(tools, text, exp, workdir, "replay")
        for cfg, (c, d) in r.items():
            print("%-9s %-13s %s" % (cfg, c, d))
        return 0 if all(c == "pass" for c, _ in r.values()) else 1

    if a.seeds:
        seeds = [int(s) for s in a.seeds.split(",") if s.strip()]
    else:
        seeds = list(range(a.seed, a.seed + a.count))
    work = [(s, a, workdir, False) for s in seeds]
    dseeds = list(range(a.seed, a.seed + a.divergent))
    if a.divergent_seeds:
        dseeds = [int(x) for x in a.divergent_seeds.split(",") if x.strip()]
    work += [(s, a, workdir, True) for s in dseeds]
    t0 = time.time()
    results = []
    if a.batch > 1:
        chunks = [seeds[i:i + a.batch] for i in range(0, len(seeds), a.batch)]
        tasks = [(one_batch, (c, a, workdir)) for c in chunks]
        tasks += [(one, w) for w in work if w[3]]
    else:
        tasks = [(one, w) for w in work]
    with cf.ProcessPoolExecutor(max_workers=a.jobs) as pool:
        for rs in pool.map(call_task, tasks):
            for r in (rs if isinstance(rs, list) else [rs]):
                report_one(a, r, results)
                # Progress (stderr; stdout keeps the report): a line per kernel.
                print("[%d/%d, %.0f s] %s %d%s" % (
                    len(results), len(work), time.time() - t0,
                    "divergent" if r["div"] else "seed", r["seed"],
                    ": " + worst(r["res"]) if "res" in r else ": discarded"),
                    file=sys.stderr, flush=True)
    # summary
    valid = [r for r in results if not r["div"] and "res" in r]
    invalid = [r for r in results if "invalid" in r]
    div = [r for r in results if r["div"]]
    print("== barrier_gen: %d seeds, %d valid kernels tested, %d discarded by the "
          "interpreter (races/divergence/uninitialized), %.0f s"
          % (len(seeds), len(valid), len(invalid), time.time() - t0))
    per_cfg = collections.defaultdict(collections.Counter)
    per_shape = collections.defaultdict(collections.Counter)
    for r in valid:
        for c, (cls, _) in r["res"].items():
            per_cfg[c][cls] += 1
        per_shape[r["shape"]][worst(r["res"])] += 1
    if a.batch > 1:
        nb = sum(1 for r in valid if r.get("batched"))
        print("batches of up to %d: %d kernels passed in a batch, %d re-run alone"
              % (a.batch, nb, len(valid) - nb))
    overall = collections.Counter(worst(r["res"]) for r in valid)
    print("overall (worst over configs): " + ", ".join(
        "%s %d" % kv for kv in sorted(overall.items())))
    for c in tools.configs:
        print("  %-9s " % c + ", ".join("%s %d" % kv for kv in sorted(per_cfg[c].items())))
    print("by shape (worst over configs):")
    for sh in sorted(per_shape):
        print("  %-34s %s" % (sh, ", ".join("%s %d" % kv for kv in
                                          sorted(per_shape[sh].items()))))
    if div:
        dc = collections.Counter(r["res"][dcfg(tools)][0] for r in div)
        print("divergent kernels: " + ", ".join("%s %d" % kv for kv in sorted(dc.items())))
    fails = [r for r in valid if worst(r["res"]) != "pass"]
    if fails:
        print("failing seeds: " + ",".join(str(r["seed"]) for r in fails))
    sigs = collections.OrderedDict()
    for r in fails:
        for c, (cls, det) in r["res"].items():
            if cls != "pass":
                sigs.setdefault((cls, c, signature(cls, det)), []).append(r["seed"])
    if sigs:
        print("distinct failures (class, config, signature: seeds):")
        for (cls, c, s), ss in sigs.items():
            print("  %s %s %s: %s" % (cls, c, s[:150], ",".join(map(str, ss[:12]))))
    # divergent kernels accepted
    for r in div:
        c, d = r["res"][dcfg(tools)]
        if c != "rejected-ok" and a.save:
            prog = gen.divergent_program(r["seed"])
            base = os.path.join(a.save, "bg-div%d-%s" % (r["seed"], c))
            os.makedirs(a.save, exist_ok=True)
            if tools.cuda:
                open(base + ".cu", "w").write(emit_cuda.emit(prog))
            else:
                open(base + ".mlir", "w").write(emit.emit(prog))
            open(base + ".txt", "w").write(
                "barrier_gen divergent kernel (%s): %s\nexpected: stitch-opt "
                "--stitch-to-openmp exits 1 with a located error\n" % (prog.shape, d))
    # reduce and save
    if a.save and sigs:
        done = 0
        seen = set()
        for (cls, c, s), ss in sigs.items():
            if done >= a.reduce and a.reduce >= 0:
                break
            key = (cls, s) if cls in ("rejected", "compile-error") else (cls, c, ss[0])
            if key in seen:
                continue
            seen.add(key)
            seed = ss[0]
            det = [r for r in fails if r["seed"] == seed][0]["res"][c][1]
            print("reducing seed %d (%s, %s) ..." % (seed, cls, c), flush=True)
            small, exp, (fc, fd), osz = reduce_failure(
                tools, seed, c, cls, det, workdir, a.reduce_budget,
                lambda m: print("  " + m, flush=True), gen_opts(a))
            name = "bg-s%d-%s-%s" % (seed, cls, c)
            note = ""
            if len(ss) > 1:
                note = "Same signature on seeds: %s" % ",".join(map(str, ss[:20]))
            if fc != cls:
                note += "\n(the reduced kernel now gives: %s %s)" % (fc, fd)
            base = save_failure(a.save, name, small, exp, fc, c, fd or det, osz, note)
            print("  saved %s.{mlir,expected,txt} (size %d -> %d)" % (
                base, osz, red.size(small)), flush=True)
            done += 1
    bad = [r for r in valid if worst(r["res"]) != "pass"] + \
        [r for r in div if r["res"][dcfg(tools)][0] != "rejected-ok"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
