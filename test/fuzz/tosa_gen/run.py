#!/usr/bin/env python3
"""Differential testing of random TOSA graphs (gen.py) through Stitch.

Each graph is compiled in two forms and compared with the unfused upstream
lowering (test/Models/Inputs/tosa_harness.py: REF_PIPELINE, run once):

  plain  func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,
         tosa-to-tensor),canonicalize, then stitch-compile-cpu
  fold   the same with func.func(linalg-fold-unit-extent-dims) before
         canonicalize, then stitch-compile-cpu
  (STITCH_TOSA_FRONTEND=none: one form, `direct`: stitch-compile-cpu on the
  TOSA itself, once it takes TOSA.)

Outcome per form: pass | mismatch | compile-error | crash | timeout
(crash: a signal or a crash banner from stitch-opt or the JIT run);
ref-error when the upstream reference itself does not compile or run
(counted apart: not a Stitch bug).

Commands:
  run.py quick --seeds 1,2,3 --tmp DIR [--ops K] [--dyn-batch P] [-- runner...]
      one line per seed and form, `quick: N graphs, ...`; exit 1 unless all
      pass (the lit tests test/fuzz/tosa-differential-quick*.test)
  run.py offline [--count 1000] [--start 1] [--jobs 2] [--ops K (0: 4..14
                 by seed)] [--threads 2] [--max-elems 6000] [--out DIR]
                 [--failures /work/failures/fuse] [--reduce N] [--dyn-batch P]
                 [--forms plain,fold]
      sweeps seeds start..start+count-1 in parallel, prints summary counts
      per form and outcome, writes DIR/results.jsonl, and for up to N
      failures per distinct signature (form, outcome, first error line)
      saves the graph reduced by a delta reducer as
      FAILURES/tosa-<outcome>-<form>-s<seed>.tosa.mlir plus a .txt note
      (commands, what happened); --dyn-batch P: a fraction P of the graphs
      have a dynamic batch dim (gen.py) and run at batch 1 and 3
  run.py reduce --seed N --form F [--ops K] [--max-elems E] [--failures DIR]
      reruns one seed of an offline sweep, reduces and saves it as offline does
  run.py repro FILE.tosa.mlir [--form plain|fold|direct] [--tmp DIR]
      reruns one saved graph: prints its outcome and details
"""
import argparse
import json
import multiprocessing
import os
import re
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Models", "Inputs"))
import tosa_harness as H  # noqa: E402
from gen import generate  # noqa: E402

TIMEOUT = 60


def forms():
    """TOSA straight into stitch-compile-cpu (its front door), plus the two
    forms a user may hand it after lowering TOSA upstream: plain
    tosa-to-linalg, and with linalg-fold-unit-extent-dims."""
    return {"direct": H.stitch_pipeline(""),
            "plain": H.stitch_pipeline(H.REF_FRONTEND),
            "fold": H.stitch_pipeline(H.FOLD_FRONTEND)}


# Runtime sizes of a dynamic batch (gen.py --dyn-batch): 1 (where
# tosa-to-linalg's broadcast guards take their then branch) and an odd one.
DYN_SIZES = (1, 3)


def check_graph(text, tmp, runner, only=None, threads=(1, 2)):
    """{form: (outcome, detail)} for one TOSA module text; a graph with
    dynamic dims runs at each of DYN_SIZES (the first failure counts)."""
    os.makedirs(os.path.dirname(tmp) or ".", exist_ok=True)
    with open(tmp + ".tosa.mlir", "w") as f:
        f.write(text)
    try:
        dynamic = any(None in shape for shape, _ in sum(H.signature(text), []))
    except ValueError as e:
        return {f: ("ref-error", str(e)) for f in (only or forms())}
    out = {}
    for n in DYN_SIZES if dynamic else (2,):
        base = "%s.n%d" % (tmp, n) if dynamic else tmp
        res = check_size(text, base, runner, n, only, threads)
        for form, (outcome, detail) in res.items():
            if form not in out or out[form][0] == "pass":
                out[form] = (outcome, ("batch %d: " % n if dynamic and outcome != "pass" else "") + detail)
    return out


def check_size(text, tmp, runner, n, only, threads):
    """check_graph at one binding n of the dynamic dims."""
    try:
        main = H.with_main(text, n)
    except ValueError as e:
        return {f: ("ref-error", str(e)) for f in (only or forms())}
    src = tmp + ".main.mlir"
    with open(src, "w") as f:
        f.write(main)
    r = H.compile_to(src, H.REF_PIPELINE, tmp + ".ref.ll", TIMEOUT)
    if r.kind == "ok":
        r = H.execute(tmp + ".ref.ll", runner, 1, tmp + ".ref.out", TIMEOUT)
    if r.kind != "ok":
        return {f: ("ref-error", r.detail) for f in (only or forms())}
    out = {}
    for name, pipe in forms().items():
        if only and name not in only:
            continue
        out[name] = H.differential(src, "%s.%s" % (tmp, name), runner, pipe, threads=threads,
                                   ref_out=tmp + ".ref.out", timeout=TIMEOUT)
    return out


def signature(outcome, detail):
    """Groups failures by cause: outcome + the first diagnostic, numbers and
    SSA names blurred."""
    if outcome == "mismatch":
        return "mismatch"
    if outcome in ("crash", "timeout") and "error:" not in detail:
        # No diagnostic: the exit status and the tool (the JIT run starts
        # with OMP_NUM_THREADS=).
        m = re.search(r"exit (-?\d+): (\S+)", detail)
        tool = os.path.basename(m.group(2)) if m else "?"
        where = "run" if detail.startswith("OMP_NUM_THREADS") else "compile"
        return "%s: %s %s exit %s" % (outcome, where, tool, m.group(1) if m else "?")
    lines = [l for l in detail.splitlines() if "error:" in l or "Assertion" in l or "signal" in l.lower()]
    first = lines[0] if lines else (detail.splitlines()[1] if len(detail.splitlines()) > 1 else detail)
    first = re.sub(r"^.*?error:", "error:", first)
    first = re.sub(r"%[\w#]+", "%v", first)
    first = re.sub(r"\d+", "N", first)
    return "%s: %s" % (outcome, first.strip()[:160])


# -- delta reducer ---------------------------------------------------------------
DEF_RE = re.compile(r"^\s*(%[\w]+) = (.*)$")
NAME_RE = re.compile(r"%[\w]+")


class Func:
    """The @forward of a generated graph: params, defining lines, results."""

    def __init__(self, text):
        m = re.search(r"func\.func @forward\((.*?)\) -> \((.*?)\) \{\n(.*?)\n  return (.*?) : .*?\n\}", text, re.S)
        if not m:
            raise ValueError("not a tosa_gen graph")
        self.params = [(p.split(":")[0].strip(), p.split(":", 1)[1].strip())
                       for p in re.split(r", (?=%)", m.group(1)) if p.strip()]
        self.lines = []  # (name, type, text)
        for line in m.group(3).splitlines():
            d = DEF_RE.match(line)
            ty = re.search(r"-> (\S+)$", line).group(1)
            self.lines.append((d.group(1), ty, line))
        self.results = [r.strip() for r in m.group(4).split(",")]
        self.types = dict(self.params)
        self.types.update({n: t for n, t, _ in self.lines})

    def text(self, results, cut=()):
        """Module returning `results`, with the values in `cut` turned into
        new arguments, dead lines and unused arguments dropped."""
        need, keep = set(results), []
        for name, ty, line in reversed(self.lines):
            if name in need and name not in cut:
                keep.append(line)
                need.update(NAME_RE.findall(line.split("=", 1)[1]))
        keep.reverse()
        params = [(n, t) for n, t in self.params if n in need]
        params += [(n, self.types[n]) for n, _, _ in self.lines if n in cut and n in need]
        sig = ", ".join("%s: %s" % p for p in params)
        rt = ", ".join(self.types[r] for r in results)
        return ("// reduced tosa_gen graph\nfunc.func @forward(%s) -> (%s) {\n%s\n  return %s : %s\n}\n"
                % (sig, rt, "\n".join(keep), ", ".join(results), rt))

    def cone(self, results, cut=()):
        need, n = set(results), 0
        for name, _, line in reversed(self.lines):
            if name in need and name not in cut:
                n += 1
                need.update(NAME_RE.findall(line.split("=", 1)[1]))
        return n


def printable(ty):
    return ty.startswith("tensor<") and ty.endswith("xf32>") or ty == "tensor<f32>"


def cuttable(ty):
    return ty.startswith("tensor<") and re.search(r"x?(f32|f16|bf16)>$", ty) is not None and "x" in ty


def reduce_graph(text, form, outcome, sig, tmp, runner, budget_s=240, log=None):
    """Greedy delta reduction keeping (form, outcome, signature)."""
    f = Func(text)
    results, cut = list(f.results), set()
    deadline = time.time() + budget_s
    tries = [0]

    def still(res, cu):
        if time.time() > deadline:
            return False
        tries[0] += 1
        cand = f.text(res, cu)
        got = check_graph(cand, "%s.r%d" % (tmp, tries[0]), runner, only=[form]).get(form, ("?", ""))
        return got[0] == outcome and signature(*got) == sig

    # 1. one result, the one with the smallest cone that still fails
    values = [n for n, t, _ in f.lines if printable(t) and not n.startswith(("%c", "%s", "%zp", "%shift"))]
    values.sort(key=lambda v: f.cone([v]))
    for v in values:
        if f.cone([v]) >= f.cone(results):
            break
        if still([v], cut):
            results = [v]
            break
    # 2. cut producers into arguments, from the top of the cone
    changed = True
    while changed and time.time() < deadline:
        changed = False
        live = [n for n, t, _ in f.lines if cuttable(t) and n not in results and n not in cut
                and not n.startswith(("%c", "%s", "%zp", "%shift"))]
        for v in live:
            if f.cone(results, cut | {v}) >= f.cone(results, cut):
                continue
            if still(results, cut | {v}):
                cut.add(v)
                changed = True
    if log:
        log("reduced in %d tries: %d -> %d ops" % (tries[0], f.cone(f.results), f.cone(results, cut)))
    return f.text(results, cut)


# -- commands ----------------------------------------------------------------------
def split_runner(argv):
    if "--" in argv:
        i = argv.index("--")
        return argv[:i], H.with_jit_opt(argv[i + 1:])
    return argv, H.with_jit_opt(H.default_runner())


# --gathers (quick, offline): gen.py's embedding lookups too. A module flag,
# set before the worker pool forks, so that every job (and the reducer)
# builds the same graph for a seed.
GATHERS = False


def graph(seed, ops, maxe, dyn):
    return generate(seed, ops, maxe, dyn, GATHERS)


def quick(argv):
    argv, runner = split_runner(argv)
    ap = argparse.ArgumentParser(prog="run.py quick")
    ap.add_argument("--seeds", required=True)
    ap.add_argument("--ops", type=int, default=6)
    ap.add_argument("--tmp", required=True)
    ap.add_argument("--dyn-batch", type=float, default=0.0, help="gen.py --dyn-batch")
    ap.add_argument("--gathers", action="store_true", help="gen.py --gathers")
    a = ap.parse_args(argv)
    global GATHERS
    GATHERS = a.gathers
    seeds = [int(s) for s in a.seeds.split(",") if s]
    counts, bad = {}, 0
    for s in seeds:
        res = check_graph(graph(s, a.ops, 6000, a.dyn_batch), os.path.join(a.tmp, "s%d" % s), runner)
        for form, (outcome, detail) in sorted(res.items()):
            counts[outcome] = counts.get(outcome, 0) + 1
            print("seed %d %s: %s" % (s, form, outcome))
            if outcome != "pass":
                bad += 1
                print("  " + "\n  ".join(detail.splitlines()[:12]))
    print("quick: %d graphs, %s" % (len(seeds), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    return 1 if bad else 0


def _worker(job):
    seed, ops, out, runner, keep, threads, maxe, dyn, only = job
    tmp = os.path.join(out, "work", "s%d" % seed)
    text = graph(seed, ops, maxe, dyn)
    t0 = time.time()
    res = check_graph(text, tmp, runner, only=only, threads=threads)
    rec = {"seed": seed, "ops": ops, "max_elems": maxe, "secs": round(time.time() - t0, 1),
           "dynamic": "?" in text.split("{", 1)[0], "dyn_batch": dyn,
           "forms": {f: {"outcome": o, "sig": signature(o, d) if o != "pass" else "",
                         "detail": d[-3000:]} for f, (o, d) in res.items()}}
    if not keep and all(v["outcome"] == "pass" for v in rec["forms"].values()):
        for p in os.listdir(os.path.dirname(tmp)):
            if p.startswith("s%d." % seed):
                os.remove(os.path.join(os.path.dirname(tmp), p))
    return rec


def _reduce_job(job):
    seed, ops, form, outcome, sig, detail, out, fails, runner, budget = job
    seed, maxe, dyn = seed if isinstance(seed, tuple) else (seed, 6000, 0.0)
    text = graph(seed, ops, maxe, dyn)
    tmp = os.path.join(out, "reduce", "s%d.%s" % (seed, form))
    os.makedirs(os.path.dirname(tmp), exist_ok=True)
    msgs = []
    try:
        red = reduce_graph(text, form, outcome, sig, tmp, runner, budget_s=budget, log=msgs.append)
    except Exception as e:  # the reducer must not lose the failure
        red, msgs = text, ["reducer failed: %r (graph saved unreduced)" % e]
    base = os.path.join(fails, "tosa-%s-%s-s%d%s" % (outcome, form, seed, "" if maxe == 6000 else "-e%d" % maxe))
    with open(base + ".tosa.mlir", "w") as f:
        f.write(red)
    final = check_graph(red, tmp + ".final", runner, only=[form]).get(form, ("?", ""))
    pipe = forms()[form]
    note = ["tosa_gen differential failure: %s (form %s)" % (outcome, form),
            "signature: " + sig,
            "",
            ("original: python3 test/fuzz/tosa_gen/gen.py --seed %d --ops %d --max-elems %d --dyn-batch %g"
             % (seed, ops, maxe, dyn)) + (" --gathers" if GATHERS else ""),
            "reduced:  %s (%s)" % (os.path.basename(base) + ".tosa.mlir", "; ".join(msgs)),
            "repro:    python3 test/fuzz/tosa_gen/run.py repro %s.tosa.mlir --form %s" % (base, form),
            "",
            "Stitch path: stitch-opt <graph + @main> --pass-pipeline='%s'" % pipe,
            "reference:   stitch-opt <graph + @main> --pass-pipeline='%s'" % H.REF_PIPELINE,
            "(@main from test/Models/Inputs/tosa_harness.py with_main: deterministic inputs, prints all results;",
            " outputs compared with test/Execution/Inputs/fusion-compare.py at OMP_NUM_THREADS=1 and 2)",
            "",
            "what happened on the reduced graph: %s" % final[0],
            final[1][-3000:],
            "",
            "what happened on the original graph:",
            detail[-3000:]]
    with open(base + ".txt", "w") as f:
        f.write("\n".join(note) + "\n")
    return base, final[0]


def offline(argv):
    argv, runner = split_runner(argv)
    ap = argparse.ArgumentParser(prog="run.py offline")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--ops", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "tosa_gen"))
    ap.add_argument("--failures", default="/work/failures/fuse")
    ap.add_argument("--reduce", type=int, default=2, help="failures reduced and saved per signature")
    ap.add_argument("--reduce-budget", type=int, default=240, help="seconds per reduction")
    ap.add_argument("--keep", action="store_true", help="keep the scratch files of passing graphs")
    ap.add_argument("--threads", default="2", help="OMP_NUM_THREADS values the Stitch build runs with")
    ap.add_argument("--max-elems", type=int, default=6000, help="largest tensor of a graph (elements)")
    ap.add_argument("--dyn-batch", type=float, default=0.0,
                    help="fraction of graphs with a dynamic batch dim (gen.py), run at batch 1 and 3")
    ap.add_argument("--forms", default="", help="comma-separated forms to run (default: all of %s)"
                    % ", ".join(forms()))
    ap.add_argument("--gathers", action="store_true", help="gen.py --gathers")
    a = ap.parse_args(argv)
    global GATHERS
    GATHERS = a.gathers
    only = [f for f in a.forms.split(",") if f] or None
    threads = tuple(int(t) for t in a.threads.split(","))
    os.makedirs(os.path.join(a.out, "work"), exist_ok=True)
    os.makedirs(a.failures, exist_ok=True)
    seeds = range(a.start, a.start + a.count)
    # Sizes vary with the seed: 4..14 steps.
    jobs = [(s, a.ops if a.ops > 0 else 4 + s % 11, a.out, runner, a.keep, threads, a.max_elems, a.dyn_batch,
             only) for s in seeds]
    recs = []
    t0 = time.time()
    with multiprocessing.Pool(a.jobs) as pool, open(os.path.join(a.out, "results.jsonl"), "w") as log:
        for i, rec in enumerate(pool.imap_unordered(_worker, jobs)):
            recs.append(rec)
            log.write(json.dumps(rec) + "\n")
            log.flush()
            bad = {f: v["outcome"] for f, v in rec["forms"].items() if v["outcome"] != "pass"}
            # Progress: a line per graph with the elapsed time.
            print("[%d/%d, %.0f s] seed %d: %s" % (
                i + 1, len(jobs), time.time() - t0, rec["seed"],
                ", ".join("%s %s" % kv for kv in sorted(bad.items())) if bad else "pass"), flush=True)
    summary(recs)
    # Reduce a few representatives of each distinct failure signature.
    groups = {}
    for rec in sorted(recs, key=lambda r: r["seed"]):
        for form, v in sorted(rec["forms"].items()):
            if v["outcome"] in ("pass", "ref-error"):
                continue
            groups.setdefault((form, v["sig"]), []).append(((rec["seed"], rec.get("max_elems", 6000),
                                                             rec.get("dyn_batch", 0.0)), rec["ops"], form,
                                                            v["outcome"], v["sig"], v["detail"]))
    rjobs = []
    for key, items in sorted(groups.items()):
        print("signature %s [%s]: %d graphs, e.g. seeds %s" % (key[1], key[0], len(items),
                                                             ",".join(str(i[0][0]) for i in items[:8])))
        rjobs += [it + (a.out, a.failures, runner, a.reduce_budget) for it in items[:a.reduce]]
    if rjobs:
        with multiprocessing.Pool(a.jobs) as pool:
            for base, final in pool.imap_unordered(_reduce_job, rjobs):
                print("saved %s.tosa.mlir (reduced: %s)" % (base, final), flush=True)
    return 0


def summary(recs):
    table = {}
    refs = 0
    for rec in recs:
        for form, v in rec["forms"].items():
            table.setdefault(form, {})
            table[form][v["outcome"]] = table[form].get(v["outcome"], 0) + 1
        refs += any(v["outcome"] == "ref-error" for v in rec["forms"].values())
    cols = ["pass", "mismatch", "compile-error", "crash", "timeout"]
    print("summary: %d graphs (%d with a dynamic batch, run at batch %s; %d with a reference that does not "
          "compile/run, left out below)" % (len(recs), sum(1 for r in recs if r.get("dynamic")),
                                            " and ".join(map(str, DYN_SIZES)), refs))
    print("| form | " + " | ".join(cols) + " |")
    print("|---|" + "---|" * len(cols))
    for form, c in sorted(table.items()):
        print("| %s | %s |" % (form, " | ".join(str(c.get(k, 0)) for k in cols)))


def repro(argv):
    argv, runner = split_runner(argv)
    ap = argparse.ArgumentParser(prog="run.py repro")
    ap.add_argument("file")
    ap.add_argument("--form")
    ap.add_argument("--tmp", default=os.path.join(tempfile.gettempdir(), "tosa_gen_repro"))
    a = ap.parse_args(argv)
    res = check_graph(open(a.file).read(), os.path.join(a.tmp, "g"), runner, only=[a.form] if a.form else None)
    for form, (o, d) in sorted(res.items()):
        print("%s: %s" % (form, o))
        if d:
            print(d)
    return 0 if all(o == "pass" for o, _ in res.values()) else 1


def reduce_cmd(argv):
    argv, runner = split_runner(argv)
    ap = argparse.ArgumentParser(prog="run.py reduce")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--ops", type=int, default=0, help="0: 4 + seed mod 11 (offline's default)")
    ap.add_argument("--form", required=True)
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "tosa_gen"))
    ap.add_argument("--failures", default="/work/failures/fuse")
    ap.add_argument("--budget", type=int, default=240)
    ap.add_argument("--max-elems", type=int, default=6000)
    ap.add_argument("--dyn-batch", type=float, default=0.0)
    a = ap.parse_args(argv)
    ops = a.ops if a.ops > 0 else 4 + a.seed % 11
    res = check_graph(graph(a.seed, ops, a.max_elems, a.dyn_batch), os.path.join(a.out, "work", "s%d" % a.seed),
                      runner, only=[a.form])
    o, d = res[a.form]
    print("seed %d %s: %s" % (a.seed, a.form, o))
    if o in ("pass", "ref-error"):
        return 0
    os.makedirs(a.failures, exist_ok=True)
    base, final = _reduce_job(((a.seed, a.max_elems, a.dyn_batch), ops, a.form, o, signature(o, d), d, a.out, a.failures, runner, a.budget))
    print("saved %s.tosa.mlir (reduced: %s)" % (base, final))
    return 0


if __name__ == "__main__":
    cmds = {"quick": quick, "offline": offline, "repro": repro, "reduce": reduce_cmd}
    if len(sys.argv) < 2 or sys.argv[1] not in cmds:
        sys.exit(__doc__)
    sys.exit(cmds[sys.argv[1]](sys.argv[2:]))
