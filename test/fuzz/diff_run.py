#!/usr/bin/env python3
"""Differential testing of Stitch's barrier elimination on random kernels.

For a range of seeds, generates kernels (gen_kernels.py), runs their
sequential C reference (clang-22) and the MLIR through `stitch-opt` with each
pipeline configuration and `mlir-runner` with OMP_NUM_THREADS=1 and 2, and
compares the outputs exactly. Many kernels share one module (one stitch-opt
and one mlir-runner call per batch and configuration); a failing batch is
bisected down to the failing kernels, which are then minimised (statements
dropped while the failure stays the same and the C reference still finds the
program race-free and valid) and saved as regression tests.

  python3 test/fuzz/diff_run.py --count 3000 --jobs 2        # long profile
  python3 test/fuzz/diff_run.py --seed 1234 --count 1 -v     # one kernel

Exit status: 0 when every kernel agrees in every configuration, 1 otherwise.
"""

import argparse
import copy
import hashlib
import multiprocessing
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_kernels as G  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
THREAD_COUNTS = (1, 2)
EXPLICIT = ("builtin.module(func.func(stitch-cpuify{method=%s inner-serialize=%s}),"
            "canonicalize,cse,stitch-lower-to-llvm-cpu)")

# --------------------------------------------------------------------------
# Tools and configurations
# --------------------------------------------------------------------------


class Tools:
    def __init__(self, a):
        self.stitch_opt = a.stitch_opt or shutil.which("stitch-opt") or os.path.join(
            ROOT, "build", "bin", "stitch-opt")
        llvm = a.llvm
        if a.runner:
            self.runner = shlex.split(a.runner)
        else:
            libs = ",".join(os.path.join(llvm, "lib", l) for l in (
                "libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libomp.so"))
            self.runner = [os.path.join(llvm, "bin", "mlir-runner"), "-e", "main",
                           "-entry-point-result=void", "-shared-libs=" + libs]
        self.clang = a.clang
        self.ref_opt = a.ref_opt
        self.timeout = a.timeout
        self.small = a.small
        # One mlir-runner process per module switching thread counts with
        # omp_set_num_threads, or (omp_env) one per count with OMP_NUM_THREADS.
        self.omp_env = a.omp_env
        self.nthreads = None if a.omp_env else THREAD_COUNTS

    def module(self, kernels, header=""):
        return G.emit_mlir(kernels, header, self.nthreads)


def run(cmd, timeout, env=None, stdin=None):
    """(rc, stdout, stderr); rc None on timeout, negative on a signal."""
    try:
        p = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "", "timeout after %ss" % timeout
    except OSError as e:  # e.g. the tool is being rebuilt right now
        return 126, "", "cannot run %s: %s" % (cmd[0], e)


def probe_pass(tools, name):
    """Pipeline fragment running Stitch pass `name` on every function, or
    None when stitch-opt does not know it."""
    src = "func.func @f() {\n  return\n}\n"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(src)
    try:
        for frag in ("func.func(%s)" % name, name):
            rc, _, _ = run([tools.stitch_opt, f.name, "--pass-pipeline=builtin.module(%s)" % frag], 60)
            if rc == 0:
                return frag
    finally:
        os.unlink(f.name)
    return None


def configurations(tools, wanted):
    rc, out, err = run([tools.stitch_opt, "--list-stitch-passes"], 60)
    if rc != 0:
        sys.exit("diff_run: cannot run %s --list-stitch-passes: %s" % (tools.stitch_opt, err.strip()))
    listed = set(out.split())
    cfgs = [("default", "builtin.module(stitch-to-openmp)")]
    for method in ("mincut", "cache-all"):
        for ser in ("false", "true"):
            cfgs.append(("%s-ser%s" % (method, "1" if ser == "true" else "0"), EXPLICIT % (method, ser)))
    # Passes other engineers add: run them before cpuify when they exist.
    for name, label in (("stitch-barrier-elim", "barrier-elim"), ("stitch-parallel-licm", "licm")):
        if name in listed:
            frag = probe_pass(tools, name)
            if frag:
                cfgs.append((label, "builtin.module(%s,func.func(stitch-cpuify),canonicalize,cse,"
                                    "stitch-lower-to-llvm-cpu)" % frag))
    if "stitch-omp-opt" in listed and "stitch-openmp-to-llvm" in listed:
        cfgs.append(("omp-opt", "builtin.module(func.func(stitch-cpuify),canonicalize,cse,lower-affine,"
                                "convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt),"
                                "stitch-openmp-to-llvm)"))
    if wanted and wanted != "all":
        names = wanted.split(",")
        unknown = [n for n in names if n not in [c[0] for c in cfgs]]
        if unknown:
            sys.exit("diff_run: unknown configuration(s) %s; have %s" % (
                ", ".join(unknown), ", ".join(c[0] for c in cfgs)))
        cfgs = [c for c in cfgs if c[0] in names]
    return cfgs


# --------------------------------------------------------------------------
# Running one module
# --------------------------------------------------------------------------

MARK = re.compile(r"^K(-?\d+)\.(\d+)(?:\.(\d+))?$")


def split_outputs(text):
    """{thread count or None: {kernel id: its printed lines}}, from the marks
    K<id>.<run>[.<threads>] (the thread count is dropped from the text)."""
    out = {}
    cur = None
    for line in text.splitlines():
        m = MARK.match(line)
        if m:
            n = int(m.group(3)) if m.group(3) else None
            cur = out.setdefault(n, {}).setdefault(int(m.group(1)), [])
            cur.append("K%s.%s" % (m.group(1), m.group(2)))
        elif cur is not None:
            cur.append(line)
    return {n: {k: "\n".join(v) for k, v in d.items()} for n, d in out.items()}


def reference(tools, kernels, path, opt=None):
    """Compiles and runs the C reference: (outputs by kernel id, None) or
    (None, (kernel id or None, message)) when it rejects a kernel."""
    with open(path + ".c", "w") as f:
        f.write(G.emit_c(kernels))
    exe = path + ".ref"
    rc, _, err = run([tools.clang, opt or tools.ref_opt, "-w", path + ".c", "-o", exe], 600)
    if rc != 0:
        return None, (None, "reference does not compile: " + err[-2000:])
    rc, out, err = run([exe], tools.timeout)
    if rc != 0:
        m = re.search(r"INVALID k(-?\d+): (.*)", err)
        return None, (int(m.group(1)) if m else None, (m.group(2) if m else err[-500:]) or "rc %s" % rc)
    return split_outputs(out).get(None, {}), None


class Outcome:
    """What a configuration did with a module: kind is 'ok' (outputs),
    'opt-error' (diagnostics, exit 1), 'opt-crash', 'opt-timeout',
    'run-crash' or 'run-timeout'."""

    def __init__(self, kind, detail="", outputs=None, omp=None):
        self.kind, self.detail, self.outputs, self.omp = kind, detail, outputs or {}, omp


def first_error(stderr):
    for line in stderr.splitlines():
        m = re.search(r"error: (.*)", line)
        if m:
            return m.group(1).strip()
    return stderr.strip().splitlines()[-1] if stderr.strip() else ""


def run_config(tools, mlir_path, pipeline, omps=(1, 2), seen=None):
    """Lowers the module with `pipeline` and runs it. `seen` (lowered text
    digest -> Outcome) lets configurations that produce the same code share
    one execution."""
    ll = "%s.%s.ll.mlir" % (mlir_path, hashlib.md5(pipeline.encode()).hexdigest()[:8])
    rc, out, err = run([tools.stitch_opt, mlir_path, "--pass-pipeline=" + pipeline, "-o", ll],
                       tools.timeout)
    if rc is None:
        return Outcome("opt-timeout", err)
    if rc == 1:
        return Outcome("opt-error", first_error(err))
    if rc != 0:
        return Outcome("opt-crash", "exit %s: %s" % (rc, err.strip()[-300:]))
    digest = None
    if seen is not None:
        with open(ll, "rb") as f:
            digest = hashlib.md5(f.read()).hexdigest()
        if digest in seen:
            os.unlink(ll)
            return seen[digest]
    outputs = {}
    for omp in (omps if tools.omp_env else [None]):
        env = dict(os.environ, OMP_NUM_THREADS=str(omp)) if omp else None
        rc, out, err = run(tools.runner + [ll], tools.timeout, env=env)
        if rc is None:
            return Outcome("run-timeout", err, omp=omp)
        if rc != 0:
            return Outcome("run-crash", "exit %s: %s" % (rc, err.strip()[-300:]), omp=omp)
        split = split_outputs(out)
        if omp:
            outputs[omp] = split.get(None, {})
        else:
            for n in omps:
                outputs[n] = split.get(n, {})
    os.unlink(ll)
    o = Outcome("ok", outputs=outputs)
    if digest is not None:
        seen[digest] = o
    return o


def mismatches(outcome, ref, kids):
    """Kernel ids whose output differs, with the thread counts."""
    bad = {}
    for omp, outs in outcome.outputs.items():
        for kid in kids:
            if outs.get(kid) != ref.get(kid):
                bad.setdefault(kid, []).append(omp)
    return bad


def signature(tools, kernels, ref, pipeline, path, omps=(1, 2)):
    """None if the configuration agrees with the reference on these kernels,
    else a comparable description of the failure."""
    with open(path + ".mlir", "w") as f:
        f.write(tools.module(kernels))
    o = run_config(tools, path + ".mlir", pipeline, omps)
    if o.kind != "ok":
        if o.kind == "opt-error":
            # Locations and SSA names change while minimising.
            return (o.kind, re.sub(r"%[\w#]+", "%_", o.detail))
        return (o.kind,)
    bad = mismatches(o, ref, [k.kid for k in kernels])
    if bad:
        return ("mismatch",)
    return None


# --------------------------------------------------------------------------
# Batches (worker processes)
# --------------------------------------------------------------------------


def batch_path(workdir, seeds):
    return os.path.join(workdir, "b%d_%d" % (seeds[0], len(seeds)))


def task(args):
    """One module: its reference, then every configuration. Configurations
    that lower the module to the same text share one execution."""
    tools, workdir, seeds, cfgs = args
    path = batch_path(workdir, seeds)
    timing = {}
    t0 = time.time()
    kernels = [G.gen_kernel(s, tools.small) for s in seeds]
    invalid = []
    while True:
        ref, err = reference(tools, kernels, path)
        if ref is not None:
            break
        kid, msg = err
        invalid.append((kid, msg))
        if kid is None:
            break
        kernels = [k for k in kernels if k.kid != kid]
    if ref is not None and len(kernels) != len(seeds):
        with open(path + ".mlir", "w") as f:
            f.write(tools.module(kernels))
    timing["reference"] = time.time() - t0
    outcomes, seen = {}, {}
    for cfg in cfgs:
        t0 = time.time()
        if ref is not None:
            outcomes[cfg[0]] = run_config(tools, path + ".mlir", cfg[1], seen=seen)
        timing[cfg[0]] = time.time() - t0
    return seeds, ref, invalid, outcomes, timing


# --------------------------------------------------------------------------
# Bisection and minimisation (main process)
# --------------------------------------------------------------------------


class Checker:
    def __init__(self, tools, workdir, pipeline, verbose, timeout=None):
        if timeout:
            # Minimising may turn a loop into one that never ends (in the
            # reference, too): the original kernel takes well under a second.
            tools = copy.copy(tools)
            tools.timeout = min(tools.timeout, timeout)
        self.tools, self.workdir, self.pipeline, self.verbose = tools, workdir, pipeline, verbose
        self.n = 0
        self.refs = {}

    def path(self):
        self.n += 1
        return os.path.join(self.workdir, "chk%d" % self.n)

    def check(self, kernels, ref):
        return signature(self.tools, kernels, ref, self.pipeline, self.path())

    def bisect(self, kernels, ref, sig=None):
        """Kernels that fail on their own (or the smallest failing group)."""
        if sig is None:
            sig = self.check(kernels, ref)
        if sig is None:
            return []
        if len(kernels) == 1:
            return [(kernels[0], sig)]
        half = len(kernels) // 2
        found = []
        for part in (kernels[:half], kernels[half:]):
            found += self.bisect(part, ref)
        if not found:  # only fails together: keep the group
            return [(k, sig) for k in kernels]
        return found

    def valid(self, k):
        """The C reference accepts k (race-free, initialized, in bounds,
        uniform barrier control flow): its outputs, or None."""
        ref, err = reference(self.tools, [k], self.path(), opt="-O0")
        return ref

    def same_failure(self, k, sig):
        ref = self.valid(k)
        if ref is None:
            return False
        return self.check([k], ref) == sig


def kernel_uses(k):
    names = set()

    def exprs_of(s):
        if isinstance(s, G.Let):
            return [s.e]
        if isinstance(s, G.Load):
            return [s.addr]
        if isinstance(s, G.Store):
            return [s.val, s.addr]
        if isinstance(s, G.If):
            return [s.cond] + [r[1] for r in s.results] + [r[2] for r in s.results]
        if isinstance(s, G.For):
            return [s.lb, s.ub, s.step] + [e for _, e in s.iters] + list(s.yields)
        if isinstance(s, G.While):
            return [e for _, e in s.args] + [s.cond] + list(s.yields)
        return []

    def visit(s):
        for e in exprs_of(s):
            G.expr_vars(e, names)
    G.walk(k.pre, visit)
    G.walk(k.body, visit)
    return names


def zero(ty):
    return G.C(0, ty)


def list_at(k, path):
    lst = k.body if path[0] == "body" else k.pre
    for i, c in path[1:]:
        lst = G.children(lst[i])[c]
    return lst


def all_lists(k):
    out = [(("pre",), k.pre)]

    def rec(lst, path):
        out.append((path, lst))
        for i, s in enumerate(lst):
            for c, child in enumerate(G.children(s)):
                rec(child, path + ((i, c),))
    rec(k.body, ("body",))
    return out


def edits(k):
    """Candidate simplifications of kernel k, biggest first: functions that
    take a copy of k and change it (returning False if not applicable)."""
    cands = []

    def kernel_level():
        def one_block(c):
            if c.G == 1:
                return False
            c.gx = c.gy = 1
            c.gdims = 1
            return True

        def one_run(c):
            if len(c.args) < 2:
                return False
            c.args = c.args[:1]
            return True

        def other_run(c):
            if len(c.args) < 2:
                return False
            c.args = c.args[1:]
            return True

        # (The block shape stays: the generator's addresses are masked for
        # it, and fewer threads would leave out-of-bounds addresses in code
        # that no longer runs.)
        return [one_block, one_run, other_run]

    cands += kernel_level()
    lists = all_lists(k)
    # Whole chunks of statements, then single statements, then rewrites.
    for path, lst in lists:
        n = len(lst)
        size = n // 2
        while size >= 2:
            for start in range(0, n - size + 1, size):
                cands.append(("drop", path, start, size))
            size //= 2
    for path, lst in lists:
        for i, s in enumerate(lst):
            if isinstance(s, (G.If, G.For, G.While)):
                cands.append(("unwrap", path, i, 0))
                if isinstance(s, G.If):
                    cands.append(("unwrap", path, i, 1))
            cands.append(("drop", path, i, 1))
    for path, lst in lists:
        for i, s in enumerate(lst):
            cands.append(("simplify", path, i, 0))

    def unused_memories(c):
        used = set()

        def visit(s):
            if isinstance(s, (G.Load, G.Store)):
                used.add(s.mem)
        G.walk(c.body, visit)
        changed = False
        for a in list(c.arrays):
            if a[0] not in used:
                c.arrays.remove(a)
                changed = True
        for a in list(c.locals):
            if a[0] not in used:
                c.locals.remove(a)
                changed = True
        c.nout = G.NUM_VALUE_SLOTS + sum(a[1] for a in c.arrays)
        return changed
    cands.append(unused_memories)
    return cands


def replacement_defs(s):
    return [G.Let(n, zero(ty)) for n, ty in G.defs_of(s)]


def apply_edit(c, e):
    """Applies candidate e to kernel copy c; False if it changes nothing."""
    if callable(e):
        return e(c)
    op, path, i, n = e
    try:
        lst = list_at(c, path)
    except (IndexError, AttributeError):
        return False
    if i + n > len(lst) if op == "drop" else i >= len(lst):
        return False
    if op == "drop":
        repl = []
        for s in lst[i:i + n]:
            if isinstance(s, G.Let) and s.e[0] == "c":
                # Already a constant: drop it if nothing uses it.
                if s.dst not in kernel_uses(c):
                    continue
                repl.append(s)
                continue
            repl += replacement_defs(s)
        if len(repl) == n and all(a is b for a, b in zip(repl, lst[i:i + n])):
            return False
        lst[i:i + n] = repl
        return True
    s = lst[i]
    if op == "unwrap":
        if isinstance(s, G.If):
            branch = s.then if n == 0 else s.els
            tail = [G.Let(r[0], r[1 + n]) for r in s.results]
            lst[i:i + 1] = branch + tail
            return True
        if isinstance(s, G.For):
            lst[i:i + 1] = ([G.Let(s.iv, s.lb)] + [G.Let(a, e) for a, e in s.iters] + s.body
                            + [G.Let(r, y) for r, y in zip(s.results, s.yields)])
            return True
        if isinstance(s, G.While):
            lst[i:i + 1] = ([G.Let(a, e) for a, e in s.args] + s.before
                            + [G.Let(q, G.V(a, "i32")) for q, (a, _) in zip(s.aargs, s.args)] + s.body
                            + [G.Let(r, y) for r, y in zip(s.results, s.yields)])
            return True
        return False
    if op == "simplify":
        if isinstance(s, G.Let):
            e = s.e
            if e[0] in ("c", "v"):
                return False
            ty = G.ty_of(e)
            subs = [x for x in e[1:] if isinstance(x, tuple) and G.ty_of(x) == ty]
            s.e = subs[0] if subs else zero(ty)
            return True
        if isinstance(s, G.Store):
            if s.val[0] == "c" and s.val[1] == 0:
                return False
            s.val = zero("i32")
            return True
        if isinstance(s, G.For):
            one = G.add(s.lb, s.step)
            if s.ub == one:
                return False
            s.ub = one
            return True
        return False
    raise AssertionError(e)


def minimise(checker, k, sig, budget_s):
    t0 = time.time()
    progress = True
    while progress and time.time() - t0 < budget_s:
        progress = False
        for e in edits(k):
            if time.time() - t0 >= budget_s:
                break
            c = copy.deepcopy(k)
            if not apply_edit(c, e):
                continue
            try:
                ok = checker.same_failure(c, sig)
            except Exception as ex:  # an edit that breaks the emitters
                if checker.verbose:
                    print("  (edit failed: %s)" % ex)
                ok = False
            if ok:
                if checker.verbose and count_stmts(c) < count_stmts(k):
                    print("  minimised: %d statements" % count_stmts(c))
                k = c
                progress = True
    return k


def count_stmts(k):
    n = [0]
    G.walk(k.body, lambda s: n.__setitem__(0, n[0] + 1))
    return n[0]


# --------------------------------------------------------------------------
# Regression tests
# --------------------------------------------------------------------------


def save_regression(outdir, k, cfg, sig, seed, orig_stmts, others=()):
    os.makedirs(outdir, exist_ok=True)
    name = "%s-%s-s%d" % (sig[0], cfg[0], seed)
    k.kid = 1
    pipeline = cfg[1]
    what = {"mismatch": "outputs differ from the sequential C reference",
            "opt-error": "stitch-opt rejects this valid kernel",
            "opt-crash": "stitch-opt crashes",
            "opt-timeout": "stitch-opt hangs",
            "run-crash": "the compiled program crashes",
            "run-timeout": "the compiled program hangs"}.get(sig[0], sig[0])
    detail = (": " + sig[1]) if len(sig) > 1 else ""
    header = "\n".join(l for l in [
        "// Regression found by test/fuzz/diff_run.py (seed %d, configuration %s)," % (seed, cfg[0]),
        "// minimised from %d to %d statements: %s%s." % (orig_stmts, count_stmts(k), what, detail),
        "// The same failure, unminimised: %s." % ", ".join(others) if others else None,
        "// The reference is %s.c (the threads of a block run phase by phase)." % name,
        "// A known bug, reported; XFAIL until fixed (then delete this line).",
        "// XFAIL: *",
        "// RUN: clang-22 -O1 -w %%S/%s.c -o %%t.ref && %%t.ref > %%t.expected" % name,
        "// RUN: stitch-opt %%s --pass-pipeline='%s' > %%t.ll.mlir" % pipeline,
        "// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1",
        "// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2",
        "// RUN: diff %t.expected %t.out1",
        "// RUN: diff %t.expected %t.out2",
        "", ""] if l is not None)
    with open(os.path.join(outdir, name + ".mlir"), "w") as f:
        f.write(G.emit_mlir([k], header))
    with open(os.path.join(outdir, name + ".c"), "w") as f:
        f.write(G.emit_c([k], "/* Reference for %s.mlir (generated by test/fuzz/gen_kernels.py). */\n" % name))
    return os.path.join(outdir, name + ".mlir")


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--seed", type=int, default=1, help="first seed")
    ap.add_argument("--count", type=int, default=200, help="number of kernels")
    ap.add_argument("--seeds", help="comma-separated seeds instead of --seed/--count")
    ap.add_argument("--batch", type=int, default=25, help="kernels per module")
    ap.add_argument("--small", action="store_true", help="smaller kernels (quick profile)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--configs", default="all", help="comma-separated names, or all")
    ap.add_argument("--stitch-opt", help="default: stitch-opt on PATH, else build/bin/stitch-opt")
    ap.add_argument("--runner", help="mlir-runner command with its options (as lit's %%mlir-runner)")
    ap.add_argument("--llvm", default="/usr/lib/llvm-22")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--ref-opt", default="-O1", help="optimisation level of the C reference")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per tool call")
    ap.add_argument("--omp-env", action="store_true",
                    help="one mlir-runner process per thread count (OMP_NUM_THREADS=1, 2) instead of "
                         "one process switching with omp_set_num_threads")
    ap.add_argument("--workdir", help="keep the generated files here (default: a temporary directory)")
    ap.add_argument("--minimise", dest="minimise", action="store_true", default=True)
    ap.add_argument("--no-minimise", dest="minimise", action="store_false")
    ap.add_argument("--minimise-seconds", type=int, default=600, help="time budget per failing kernel")
    ap.add_argument("--max-reports", type=int, default=5, help="failing kernels to minimise and save")
    ap.add_argument("--save", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "regressions"),
                    help="directory for minimised regression tests ('' to not save)")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)

    tools = Tools(a)
    cfgs = configurations(tools, a.configs)
    workdir = a.workdir or tempfile.mkdtemp(prefix="stitch-fuzz-")
    os.makedirs(workdir, exist_ok=True)
    t0 = time.time()
    seeds = ([int(s) for s in a.seeds.split(",")] if a.seeds else list(range(a.seed, a.seed + a.count)))
    batches = [seeds[i:i + a.batch] for i in range(0, len(seeds), a.batch)]
    print("diff_run: %d kernels (seeds %d..%d) in %d modules, %d configurations: %s" % (
        len(seeds), seeds[0], seeds[-1], len(batches), len(cfgs), ", ".join(c[0] for c in cfgs)))
    sys.stdout.flush()
    for b in batches:
        with open(batch_path(workdir, b) + ".mlir", "w") as f:
            f.write(tools.module([G.gen_kernel(s, tools.small) for s in b]))
    tasks = [(tools, workdir, b, cfgs) for b in batches]
    refs, outcomes, invalid = {}, {}, []
    timing = {}
    with multiprocessing.Pool(a.jobs) as pool:
        for done, (b, ref, inv, outs, tm) in enumerate(pool.imap_unordered(task, tasks), 1):
            if len(tasks) > 1:  # progress on stderr: stdout keeps the report
                bad = sum(o.kind != "ok" or bool(ref and mismatches(o, ref, b)) for o in outs.values())
                print("  [%d/%d modules, %.0f s] seeds %d..: %s" % (
                    done, len(tasks), time.time() - t0, b[0],
                    "%d configuration(s) disagree" % bad if bad or ref is None else "ok"),
                    file=sys.stderr, flush=True)
            for key, dt in tm.items():
                timing[key] = timing.get(key, 0) + dt
            refs[b[0]] = ref
            invalid += inv
            for name, o in outs.items():
                outcomes[(b[0], name)] = o
    t_run = time.time() - t0

    failures = []  # (seed, cfg, sig)
    checker_dir = os.path.join(workdir, "check")
    os.makedirs(checker_dir, exist_ok=True)
    for kid, msg in invalid:
        print("GENERATOR BUG: seed %s: the reference rejects it: %s" % (kid, msg))
    for b in batches:
        ref = refs[b[0]]
        if ref is None:
            continue
        bad_ids = {kid for kid, _ in invalid}
        kernels = None
        for cfg in cfgs:
            o = outcomes[(b[0], cfg[0])]
            ids = [s for s in b if s not in bad_ids]
            if o.kind == "ok":
                bad = mismatches(o, ref, ids)
                if not bad:
                    continue
                for kid, omps in sorted(bad.items()):
                    failures.append((kid, cfg, ("mismatch",), "OMP_NUM_THREADS=%s" % ",".join(map(str, omps))))
                continue
            # The whole module failed: bisect down to the kernels.
            if kernels is None:
                kernels = [G.gen_kernel(s, tools.small) for s in ids]
            chk = Checker(tools, checker_dir, cfg[1], a.verbose)
            found = chk.bisect(kernels, ref)
            if not found:
                failures.append((None, cfg, (o.kind, o.detail), "module of seeds %d.. (not reproducible "
                                 "in parts)" % b[0]))
            for k, sig in found:
                failures.append((k.kid, cfg, sig, ""))

    total = len(seeds) - len(invalid)
    print("diff_run: %d kernels x %d configurations x 2 thread counts in %.1f s (%.1f kernels/s, "
          "%.1f kernel-configurations/s)" % (total, len(cfgs), t_run, total / t_run, total * len(cfgs) / t_run))
    if a.verbose:
        for key, dt in sorted(timing.items()):
            print("  %-16s %.1f s" % (key, dt))
    for kid, cfg, sig, note in failures:
        print("FAIL: seed %s, configuration %s: %s %s" % (kid, cfg[0], " ".join(map(str, sig)), note))
    saved = 0
    if a.minimise:
        # One reproducer per distinct failure (kind and message), from its
        # first kernel; the other kernels and configurations are listed.
        groups = {}
        for kid, cfg, sig, note in failures:
            if kid is not None:
                groups.setdefault(sig, []).append((kid, cfg))
        for sig, cases in groups.items():
            if saved >= a.max_reports:
                break
            kid, cfg = cases[0]
            others = sorted({c[0] for _, c in cases if c[0] != cfg[0]})
            seeds = sorted({s for s, _ in cases})
            if len(seeds) > 1:
                others.append("%d kernels in all (seeds %s)" % (
                    len(seeds), ", ".join(map(str, seeds[:12])) + (", ..." if len(seeds) > 12 else "")))
            k = G.gen_kernel(kid, tools.small)
            chk = Checker(tools, checker_dir, cfg[1], a.verbose, timeout=30)
            if not chk.same_failure(k, sig):
                print("  seed %d, %s: does not reproduce on its own" % (kid, cfg[0]))
                continue
            n0 = count_stmts(k)
            m = minimise(chk, k, sig, a.minimise_seconds)
            print("  seed %d, %s: minimised from %d to %d statements (%d checks)" % (
                kid, cfg[0], n0, count_stmts(m), chk.n))
            if a.save:
                print("  saved %s" % save_regression(a.save, m, cfg, sig, kid, n0, others))
            saved += 1
    if not a.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    ok = not failures and not invalid
    print("diff_run: %s" % ("all outputs agree" if ok else "%d failure(s), %d generator bug(s)" % (
        len(failures), len(invalid))))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
