#!/usr/bin/env python3
"""Statistics of the typed and unsigned loops (gen.KGen.retype_for) in the
valid programs of a seed range: how many a campaign over it exercises of
the shapes review 17 found miscompiled (an `scf.for unsigned` around a
barrier whose signed and unsigned trip counts differ; an i32/i64 counted
uniform loop without a barrier, jam-uniform's shape). Trip counts come from
the interpreter (interp.Interp.lstats), the shapes from the AST.

  python3 ltstats.py --seed 9100000 --count 600 [--gen-opts looptypes]
"""
import argparse
import collections

import gen
import interp
from kast import Const, For, has_barrier, stmt_bodies


def typed_loops(prog):
    """[(For, depth)] of the generator's typed loops in prog's kernels."""
    out = []

    def walk(stmts, d):
        for s in stmts:
            if isinstance(s, For) and hasattr(s, "lt"):
                out.append((s, d))
            for b in stmt_bodies(s):
                walk(b, d + 1)
    for k in prog.kernels():
        for _, st in k.segments:
            walk(st, 0)
    return out


def const_span_below(s, n):
    """Constant bounds less than n steps apart (jam-uniform's test)."""
    if isinstance(s.lb, Const) and isinstance(s.ub, Const):
        return (s.ub.v - s.lb.v) // s.step.v < n
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--gen-opts", default="")
    a = ap.parse_args()
    opts = {o: True for o in a.gen_opts.split(",") if o}
    progs = collections.Counter()   # programs having ...
    loops = collections.Counter()   # loops that are ...
    for seed in range(a.seed, a.seed + a.count):
        prog = gen.generate(seed, opts)
        it = interp.Interp(prog)
        it.lstats = {}
        try:
            it.run()
        except interp.Invalid:
            progs["discarded"] += 1
            continue
        progs["valid"] += 1
        feats = set()
        for s, d in typed_loops(prog):
            ity = s.ity
            uns = getattr(s, "unsigned", False)
            bar = has_barrier(s.body)
            st = it.lstats.get(id(s))
            ran = st is not None
            differ = ran and st["differ"]
            tags = ["typed", "%s%s" % ("u" if uns else "s", ity)]
            if d:
                tags.append("nested")
            if s.iters:
                tags.append("iter_args")
            tags.append("uniform" if s.lt["uni"] else "per-thread")
            if bar:
                tags.append("barrier")
            if uns and bar:
                tags.append("unsigned+barrier")
                if differ:
                    # review 17's first bug: cpuify rebuilt it signed
                    tags.append("unsigned+barrier, signed/unsigned trips differ")
            if uns and differ:
                tags.append("unsigned, trips differ")
            if not uns and differ:
                tags.append("signed, trips differ")
            if ity != "index" and s.lt["uni"] and not bar:
                tags.append("i32/i64 uniform barrier-free")
                if not s.iters and not const_span_below(s, 4):
                    # review 17's second bug: jam-uniform's shape (no
                    # results, constant step; constant bounds >= 4 apart)
                    tags.append("i32/i64 jam shape")
                    if ran and max(st["trips"]) >= 4:
                        tags.append("i32/i64 jam shape, >= 4 trips")
            if ity != "index" and uns and bar:
                tags.append("unsigned i32/i64 + barrier")
            if not ran:
                tags.append("never reached")
            for t in tags:
                loops[t] += 1
                feats.add(t)
        for t in feats:
            progs[t] += 1
    print("seeds %d..%d%s: %d valid programs, %d discarded" % (
        a.seed, a.seed + a.count - 1,
        " (--gen-opts %s)" % a.gen_opts if a.gen_opts else "",
        progs["valid"], progs["discarded"]))
    print("%-52s %8s %8s" % ("", "programs", "loops"))
    for t in sorted(loops, key=lambda t: (-progs[t], t)):
        print("%-52s %8d %8d" % (t, progs[t], loops[t]))


if __name__ == "__main__":
    main()
