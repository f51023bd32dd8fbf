#!/usr/bin/env python3
"""cuda_gen runner (README.md): generate CUDA programs (gen.py), compute the
reference by compiling the same source for the host with clang++ and the
sequential emulation header emu.h, build the program with `stitch-cuda
prog.cu -o prog`, run it at OMP_NUM_THREADS=1 and 2, compare.

  python3 run.py --seed 1 --count 200 --jobs 2 --workdir /tmp/cg
  python3 run.py --seeds 3,17 -v
  python3 run.py --replay prog.cu        # one saved program (any .cu of this form)

Classes: pass; mismatch; crash (stitch-cuda died on a signal / assertion,
or the program crashed); timeout; rejected (stitch-cuda exit 1 with an
error located in prog.cu: not a bug, counted by reason); compile-error
(any other stitch-cuda failure); invalid (the reference found the program
invalid: UBSan, a divergent barrier, or the two thread orders disagree,
i.e. a race: a generator bug, never tested). Exit status 0 when nothing
was mismatch / crash / timeout / compile-error.
"""
import argparse
import collections
import concurrent.futures as cf
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

CLANGXX = "/usr/lib/llvm-22/bin/clang++"
REF_FLAGS = ["-std=c++17", "-O1", "-w", "-ffp-contract=off",
             "-fsanitize=signed-integer-overflow,shift,integer-divide-by-zero,"
             "bounds,float-cast-overflow,return,unreachable",
             "-fno-sanitize-recover=all"]
LOC_RE = re.compile(r"^(\S+\.cu):(\d+):(\d+): error: (.*)$", re.M)
CRASH_RE = re.compile(r"Assertion|Stack dump|PLEASE submit|Segmentation|core dumped|"
                      r"signal|Aborted|UNREACHABLE", re.I)


def run_cmd(cmd, timeout, env=None, cwd=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def parse_out(text):
    arrs = collections.OrderedDict()
    for line in text.splitlines():
        f = line.split()
        if f:
            arrs[f[0]] = f[1:]
    return arrs


def feq(a, b):
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    if x == y or (x != x and y != y):
        return True
    return abs(x - y) <= 1e-5 * max(abs(x), abs(y)) + 1e-6


def compare(want, got):
    """None when equal, else a one-line description of the first difference."""
    w, g = parse_out(want), parse_out(got)
    if list(w) != list(g):
        return "arrays %s, want %s" % (list(g), list(w))
    for name in w:
        a, b = w[name], g[name]
        if len(a) != len(b):
            return "%s: %d values, want %d" % (name, len(b), len(a))
        bad = [i for i in range(len(a))
               if not (feq(a[i], b[i]) if name == "gf" else a[i] == b[i])]
        if bad:
            i = bad[0]
            return "%s: %d of %d differ: [%d] got %s want %s" % (name, len(bad), len(a), i,
                                                                 b[i], a[i])
    return None


def reason_of(msg):
    """A rejection message without its specifics (names, numbers)."""
    m = re.sub(r"'[^']*'", "'X'", msg)
    m = re.sub(r"\d+", "N", m)
    return m[:110]


def build_ref(cu, d, timeout):
    """Compiles the reference; returns (exe, None) or (None, error)."""
    ref = os.path.join(d, "ref.cpp")
    with open(ref, "w") as f:
        f.write(gen.host_form(cu))
    exe = os.path.join(d, "ref")
    rc, _, err = run_cmd([CLANGXX] + REF_FLAGS + ["-include", os.path.join(HERE, "emu.h"),
                                                  "-x", "c++", ref, "-o", exe], timeout)
    if rc != 0:
        return None, "reference does not compile: %s" % (err.strip().splitlines() or ["?"])[0]
    return exe, None


def reference(cu, d, timeout):
    """('ok', output) or ('invalid', why) or ('gen-error', why)."""
    exe, err = build_ref(cu, d, timeout)
    if exe is None:
        return "gen-error", err
    outs = []
    for order in ("fwd", "rev"):
        env = dict(os.environ, EMU_ORDER=order)
        rc, out, err = run_cmd([exe], timeout, env=env)
        if rc == "timeout":
            return "invalid", "reference timeout"
        if rc != 0:
            return "invalid", "reference (%s) exit %s: %s" % (
                order, rc, (err.strip().splitlines() or ["?"])[0][:200])
        outs.append(out)
    if outs[0] != outs[1]:
        return "invalid", "race: thread orders disagree: %s" % compare(outs[0], outs[1])
    return "ok", outs[0]


def check(cu, d, a):
    """(class, detail)."""
    st, ref = reference(cu, d, a.timeout)
    if st != "ok":
        return st, ref
    if a.perturb_ref:  # self-test of the comparison: the first gi value off by one
        lines = ref.split("\n")
        f0 = lines[0].split(" ")
        f0[1] = str(int(f0[1]) + 1)
        lines[0] = " ".join(f0)
        ref = "\n".join(lines)
    with open(os.path.join(d, "expected.txt"), "w") as f:
        f.write(ref)
    src = os.path.join(d, "prog.cu")
    exe = os.path.join(d, "prog")
    t0 = time.time()
    rc, _, err = run_cmd([a.stitch_cuda, "prog.cu", "-o", "prog"], a.compile_timeout, cwd=d)
    if rc == "timeout":
        return "timeout", "stitch-cuda ran past %d s" % a.compile_timeout
    if rc != 0:
        m = LOC_RE.search(err)
        if rc == 1 and m and not CRASH_RE.search(err):
            return "rejected", "%s:%s: %s" % (m.group(2), m.group(3), m.group(4))
        if CRASH_RE.search(err) or not isinstance(rc, int) or rc < 0 or rc > 1:
            line = next((l for l in err.splitlines() if CRASH_RE.search(l)),
                        (err.strip().splitlines() or ["?"])[0])
            return "crash", "stitch-cuda exit %s: %s" % (rc, line[:200])
        return "compile-error", (err.strip().splitlines() or ["?"])[0][:200]
    for nt in a.threads:
        env = dict(os.environ, OMP_NUM_THREADS=str(nt))
        rc, out, err = run_cmd([exe], a.timeout, env=env)
        if rc == "timeout":
            return "timeout", "program ran past %d s (OMP_NUM_THREADS=%d)" % (a.timeout, nt)
        if rc != 0:
            return "crash", "program exit %s (OMP_NUM_THREADS=%d): %s" % (
                rc, nt, (err.strip().splitlines() or ["?"])[-1][:200])
        diff = compare(ref, out)
        if diff:
            return "mismatch", "OMP_NUM_THREADS=%d: %s" % (nt, diff)
    return "pass", ""


def one(seed, a, cu=None):
    d = os.path.join(a.workdir, "s%d" % seed if cu is None else "replay")
    os.makedirs(d, exist_ok=True)
    if cu is None:
        cu = gen.generate(seed)
    with open(os.path.join(d, "prog.cu"), "w") as f:
        f.write(cu)
    t0 = time.time()
    try:
        cls, det = check(cu, d, a)
    except Exception as e:  # a runner bug must not stop a campaign
        cls, det = "gen-error", "runner exception: %r" % e
    dt = time.time() - t0
    if cls in ("mismatch", "crash", "timeout", "compile-error", "gen-error"):
        sd = os.path.join(a.save, "s%d-%s" % (seed, cls))
        os.makedirs(sd, exist_ok=True)
        for fn in ("prog.cu", "ref.cpp", "expected.txt"):
            if os.path.exists(os.path.join(d, fn)):
                shutil.copy(os.path.join(d, fn), sd)
        with open(os.path.join(sd, "verdict.txt"), "w") as f:
            f.write("%s: %s\n" % (cls, det))
    if not a.keep and cu is not None and os.path.basename(d) != "replay":
        shutil.rmtree(d, ignore_errors=True)
    return seed, cls, det, dt


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--seeds", default=None, help="comma-separated list (overrides --seed/--count)")
    ap.add_argument("--replay", default=None, help="check this .cu instead of generating")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--stitch-cuda", default=None)
    ap.add_argument("--workdir", default="/tmp/cuda_gen")
    ap.add_argument("--save", default=None, help="failing programs (default WORKDIR/failures)")
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--timeout", type=int, default=30)
    ap.add_argument("--compile-timeout", type=int, default=180)
    ap.add_argument("--keep", action="store_true", help="keep every program's directory")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--perturb-ref", action="store_true",
                    help="self-test: change the reference's first value (must mismatch)")
    a = ap.parse_args()
    if a.stitch_cuda is None:
        cand = os.path.join(HERE, "..", "..", "..", "build", "bin", "stitch-cuda")
        a.stitch_cuda = os.path.abspath(cand) if os.path.exists(cand) else "stitch-cuda"
    elif os.sep in a.stitch_cuda:
        a.stitch_cuda = os.path.abspath(a.stitch_cuda)
    a.workdir = os.path.abspath(a.workdir)
    a.save = os.path.abspath(a.save or os.path.join(a.workdir, "failures"))
    a.threads = [int(x) for x in a.threads.split(",")]
    os.makedirs(a.workdir, exist_ok=True)
    if a.replay:
        a.keep = True
        seed, cls, det, dt = one(0, a, open(a.replay).read())
        print("%s: %s %s" % (a.replay, cls, det))
        return 0 if cls in ("pass", "rejected") else 1
    seeds = ([int(x) for x in a.seeds.split(",")] if a.seeds
             else list(range(a.seed, a.seed + a.count)))
    counts = collections.Counter()
    reasons = collections.Counter()
    bad = []
    t0 = time.time()
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for seed, cls, det, dt in ex.map(lambda s: one(s, a), seeds):
            counts[cls] += 1
            if cls == "rejected":
                reasons[reason_of(det.split(": ", 1)[1] if ": " in det else det)] += 1
            if cls not in ("pass", "rejected", "invalid"):
                bad.append((seed, cls, det))
            if a.verbose or cls not in ("pass", "rejected", "invalid"):
                print("seed %d: %s %s (%.1fs)" % (seed, cls, det, dt), flush=True)
    valid = sum(counts.values()) - counts["invalid"] - counts["gen-error"]
    print("== cuda_gen: %d programs, %d valid, %d invalid, %d gen-error (%.0f s)"
          % (len(seeds), valid, counts["invalid"], counts["gen-error"], time.time() - t0))
    print("pass %d, mismatch %d, crash %d, timeout %d, compile-error %d, rejected %d"
          % (counts["pass"], counts["mismatch"], counts["crash"], counts["timeout"],
             counts["compile-error"], counts["rejected"]))
    for r, n in reasons.most_common(10):
        print("  rejected %d: %s" % (n, r))
    if bad:
        print("failing programs saved under %s" % a.save)
    return 1 if any(c in counts for c in ("mismatch", "crash", "timeout", "compile-error",
                                          "gen-error")) else 0


if __name__ == "__main__":
    sys.exit(main())
