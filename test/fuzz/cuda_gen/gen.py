#!/usr/bin/env python3
"""cuda_gen: seeded generator of random, valid, race-free CUDA programs
(README.md). Standard library only; independent of Stitch and of
../barrier_gen.

  python3 gen.py --seed 7 -o prog.cu          # one program
  python3 gen.py --seed 7 --host prog_ref.cpp # the host (reference) form too

The same seed always gives the same program. Validity is by construction:
signed int expressions carry a value interval and are reduced (% or &)
before anything could overflow; divisors are never 0; indices are in
bounds; every shared array is written (own slot) before it is read; within
a phase (between two barriers) each shared array is accessed in one mode
only (own slot through one permutation / read-only anywhere / written by
thread 0 / atomics); barriers appear only under block-uniform control flow.
run.py double-checks with UBSan and two thread orders in the reference.
"""
import argparse
import random
import re

INT_SAFE = 1 << 30


class E:
    """An expression: C text, type, uniformity, and for int an interval."""
    __slots__ = ("t", "ty", "uni", "lo", "hi")

    def __init__(self, t, ty, uni, lo=None, hi=None):
        self.t, self.ty, self.uni, self.lo, self.hi = t, ty, uni, lo, hi


def bits_for(v):
    k = 1
    while (1 << k) <= v:
        k += 1
    return k


class Var:
    def __init__(self, name, ty, uni, lo, hi, loop_depth, assignable=True):
        self.name, self.ty, self.uni = name, ty, uni
        self.lo, self.hi = lo, hi
        self.loop_depth = loop_depth
        self.assignable = assignable
        self.frozen = 0
        # computed outside the loops with returns, or by speculatable ops
        # only (Ctx.spec); set by the statements that declare it
        self.spec = True


class Shared:
    def __init__(self, name, ty, kind, dims):
        self.name, self.ty, self.kind, self.dims = name, ty, kind, dims
        # kind: '1d' (NT), '2d' ([BY][BX]), 'sc' scalar, 'cnt' atomic counter, 'tree'


def compatible(state):
    modes = {}
    for (arr, mode) in state:
        if arr in modes and modes[arr] != mode:
            return False
        modes[arr] = mode
    return True


class Kernel:
    pass


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.nvar = 0
        self.helpers = []   # (name, text, lo, hi)
        self.loop_returns = 0   # return-mode loops holding a return and a barrier

    # ------------------------------------------------------------ utilities
    def ch(self, *a):
        return self.r.choice(a)

    def p(self, x):
        return self.r.random() < x

    def fresh(self, pre):
        self.nvar += 1
        return "%s%d" % (pre, self.nvar)

    def emit(self, s):
        self.lines.append("  " * self.ind + s)

    # ------------------------------------------------------------ int ranges
    def fit(self, e, lo, hi):
        """e reduced into [lo, hi] (lo <= 0 < hi or lo == 0)."""
        if e.lo >= lo and e.hi <= hi:
            return e
        if lo >= 0:
            k = bits_for(hi) - 1
            m = (1 << k) - 1
            if m < 1:
                return E("0", "int", True, 0, 0)
            return E("((%s) & %d)" % (e.t, m), "int", e.uni, 0, m)
        m = min(hi, -lo) + 1
        if e.lo >= 0:
            return E("((%s) %% %d)" % (e.t, m), "int", e.uni, 0, m - 1)
        return E("((%s) %% %d)" % (e.t, m), "int", e.uni, -(m - 1), m - 1)

    def ibin(self, op, a, b):
        uni = a.uni and b.uni
        if op in "+-":
            if max(abs(a.lo), abs(a.hi)) + max(abs(b.lo), abs(b.hi)) > INT_SAFE:
                a, b = self.fit(a, -32767, 32767), self.fit(b, -32767, 32767)
            if op == "+":
                return E("(%s + %s)" % (a.t, b.t), "int", uni, a.lo + b.lo, a.hi + b.hi)
            return E("(%s - %s)" % (a.t, b.t), "int", uni, a.lo - b.hi, a.hi - b.lo)
        if op == "*":
            ma, mb = max(abs(a.lo), abs(a.hi)), max(abs(b.lo), abs(b.hi))
            if ma * mb > INT_SAFE:
                a, b = self.fit(a, -999, 999), self.fit(b, -999, 999)
            c = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
            return E("(%s * %s)" % (a.t, b.t), "int", uni, min(c), max(c))
        if op in "&|^":
            if a.lo >= 0 and b.lo >= 0:
                if op == "&":
                    return E("(%s & %s)" % (a.t, b.t), "int", uni, 0, min(a.hi, b.hi))
                k = bits_for(max(a.hi, b.hi))
                return E("(%s %s %s)" % (a.t, op, b.t), "int", uni, 0, (1 << k) - 1)
            k = bits_for(max(abs(a.lo), abs(a.hi), abs(b.lo), abs(b.hi)))
            if op == "&" and (a.lo >= 0 or b.lo >= 0):
                hi = a.hi if a.lo >= 0 else b.hi
                return E("(%s & %s)" % (a.t, b.t), "int", uni, 0, hi)
            return E("(%s %s %s)" % (a.t, op, b.t), "int", uni, -(1 << k), (1 << k) - 1)
        if op in ("min", "max"):
            f = min if op == "min" else max
            return E("%s(%s, %s)" % (op, a.t, b.t), "int", uni, f(a.lo, b.lo), f(a.hi, b.hi))
        raise ValueError(op)

    def divisor(self, ctx, uni):
        c = self.r.randrange(5)
        if (ctx.helper and c in (1, 2)) or ctx.spec:
            c = 0
        if c == 0:
            # (a negative one is not speculatable for stitch: Ctx.spec)
            d = self.ch(1, 2, 3, 5, 7, 10, 16) if ctx.spec else self.ch(1, 2, 3, 5, 7, 10, 16, -3, -4)
            return E("%d" % d if d > 0 else "(%d)" % d, "int", True, d, d)
        if c == 1:
            return E("p", "int", True, 1, 17)
        if c == 2:
            k = ctx.k
            return E("(int)blockDim.x", "int", True, k.bx, k.bx)
        b = self.iexpr(ctx, 1, uni)
        m = self.ch(3, 7, 15)
        return E("((%s & %d) + 1)" % (b.t, m), "int", b.uni, 1, m + 1)

    # ------------------------------------------------------------ leaves
    def ileaf(self, ctx, uni):
        k = ctx.k
        opts = ["const", "const", "var", "var", "var", "bid", "p", "it", "in"]
        if ctx.helper:
            opts = ["const", "var", "var", "tid", "u2i"]
        elif ctx.spec:
            opts = ["const", "const", "var", "var", "var", "bid", "p", "it", "u2i"]
        elif not uni:
            opts += ["tid", "tid", "tid", "own", "sh", "sh", "f2i", "u2i"]
        else:
            opts += ["sh", "u2i"]
        for _ in range(8):
            c = self.r.choice(opts)
            if c == "const":
                v = self.r.randint(-20, 60)
                return E(str(v) if v >= 0 else "(%d)" % v, "int", True, v, v)
            if c == "var":
                vs = [v for v in ctx.vars() if v.ty == "int" and (v.uni or not uni)
                      and ctx.spec_ok(v)]
                if vs:
                    v = self.r.choice(vs)
                    return E(v.name, "int", v.uni, v.lo, v.hi)
            if c == "tid":
                return self.r.choice(ctx.tids)
            if c == "bid":
                d = self.r.randrange(3)
                gm = k.gmax[d]
                return self.ch(E("(int)blockIdx.%s" % "xyz"[d], "int", True, 0, gm - 1),
                               E("(int)gridDim.%s" % "xyz"[d], "int", True, 1, gm),
                               E("bid", "int", True, 0, k.gmax[0] * k.gmax[1] * k.gmax[2] - 1))
            if c == "p":
                return E("p", "int", True, 1, 17)
            if c == "it":
                return E("it", "int", True, 0, 4)
            if c == "in":
                idx = self.index(ctx, "NIN", 64, uni)
                return E("ini[%s]" % idx.t, "int", idx.uni, -50, 50)
            if c == "own" and ctx.gmode["gi"] == "own" and ctx.allow_global:
                return E("gi[gid * K + %d]" % self.r.randrange(3), "int", False,
                         -(1 << 31), (1 << 31) - 1)
            if c == "own" and ctx.gmode["gi"] == "ro":
                idx = self.index(ctx, "NOUT", k.nout, uni)
                return E("gi[%s]" % idx.t, "int", idx.uni, -(1 << 31), (1 << 31) - 1)
            if c == "sh" and ctx.allow_shared:
                e = self.shread(ctx, "int", uni)
                if e is not None:
                    return e
            if c == "f2i" and ctx.allow_float:
                f = self.fexpr(ctx, 1, uni)
                return E("(int)fminf(fmaxf(%s, -1000.0f), 1000.0f)" % f.t, "int", f.uni,
                         -1000, 1000)
            if c == "u2i":
                u = self.uexpr(ctx, 1, uni)
                m = self.ch(1000, 255, 70000)
                return E("(int)(%s %% %du)" % (u.t, m), "int", u.uni, 0, m - 1)
        return E("3", "int", True, 3, 3)

    def index(self, ctx, nname, n, uni):
        """An int index expression in [0, n)."""
        e = self.iexpr(ctx, self.ch(0, 0, 1), uni)
        c = self.r.randrange(3)
        if c == 0:
            return E("min(max(%s, 0), %s - 1)" % (e.t, nname), "int", e.uni, 0, n - 1)
        if c == 1:
            return E("(int)((unsigned)%s %% %s)" % (e.t, nname), "int", e.uni, 0, n - 1)
        return E("((%s %% %s + %s) %% %s)" % (self.fit(e, -INT_SAFE, INT_SAFE).t, nname, nname,
                                                 nname), "int", e.uni, 0, n - 1)

    def global_read(self, ctx, arr, ty, uni):
        """A read of global array `arr` (unsigned gu, float gf) as this
        phase allows it: the thread's own slots when it owns them, any
        index when the array is read-only; None otherwise."""
        if ctx.gmode[arr] == "own" and not uni and ctx.allow_global:
            return E("%s[gid * K + %d]" % (arr, self.r.randrange(3)), ty, False)
        if ctx.gmode[arr] == "ro":
            idx = self.index(ctx, "NOUT", ctx.k.nout, uni)
            return E("%s[%s]" % (arr, idx.t), ty, idx.uni)
        return None

    def shread(self, ctx, ty, uni):
        """A read of a shared array of type ty compatible with the phase."""
        k = ctx.k
        cands = [s for s in k.shared if s.ty == ty and s.kind in ("1d", "2d", "sc")]
        self.r.shuffle(cands)
        for s in cands:
            if s.kind == "sc":
                if ctx.try_access(s.name, "ro"):
                    return self.typed(s.name, ty, True)
                continue
            modes = [m for (a, m) in ctx.state if a == s.name]
            if modes:
                mode = modes[0]
            else:
                mode = "ro" if (uni or self.p(0.6)) else self.own_mode(ctx, s)
            if uni and mode != "ro":
                continue
            if not ctx.try_access(s.name, mode):
                continue
            return self.typed(self.shref(ctx, s, mode, uni), ty, uni)
        return None

    def typed(self, t, ty, uni):
        if ty == "int":
            return E(t, "int", uni, -(1 << 20), 1 << 20)
        return E(t, ty, uni)

    def own_mode(self, ctx, s):
        k = ctx.k
        if s.kind == "2d":
            return self.ch("own2", "own2", "own2r")
        c = self.r.randrange(4)
        if c <= 1 or k.nt == 1:
            return "own"
        if c == 2:
            return "ownrev"
        return "ownrot%d" % self.r.randrange(1, k.nt)

    def shref(self, ctx, s, mode, uni=False):
        """C lvalue of array s under mode (uni: a block-uniform index)."""
        k = ctx.k
        if s.kind == "sc" or s.kind == "cnt":
            return s.name
        if mode == "ro" and uni:
            if s.kind == "2d":
                y = self.index(ctx, "%d" % k.by, k.by, True)
                x = self.index(ctx, "%d" % k.bx, k.bx, True)
                return "%s[%s][%s]" % (s.name, y.t, x.t)
            i = self.index(ctx, "%d" % k.nt, k.nt, True)
            return "%s[%s]" % (s.name, i.t)
        if mode == "ro":
            if s.kind == "2d":
                y = self.index(ctx, "%d" % k.by, k.by, False)
                x = self.index(ctx, "%d" % k.bx, k.bx, False)
                if self.p(0.5):  # clamped neighbour
                    x = E("min(max(tx + %d, 0), %d)" % (self.r.randint(-2, 2), k.bx - 1), "int",
                          False, 0, k.bx - 1)
                return "%s[%s][%s]" % (s.name, y.t, x.t)
            if self.p(0.5):
                return "%s[min(max(tid + (%d), 0), %d)]" % (s.name, self.r.randint(-3, 3), k.nt - 1)
            i = self.index(ctx, "%d" % k.nt, k.nt, False)
            return "%s[%s]" % (s.name, i.t)
        if mode == "own":
            return "%s[tid]" % s.name
        if mode == "ownrev":
            return "%s[%s - 1 - tid]" % (s.name, self.ch("nt", str(k.nt)))
        if mode.startswith("ownrot"):
            return "%s[(tid + %s) %% %s]" % (s.name, mode[6:], self.ch("nt", str(k.nt)))
        if mode == "own2":
            return "%s[ty][tx]" % s.name
        if mode == "own2r":
            return "%s[%d - ty][tx]" % (s.name, k.by - 1)
        raise ValueError(mode)

    # ------------------------------------------------------------ expressions
    def iexpr(self, ctx, depth, uni=False):
        if depth <= 0 or self.p(0.3):
            return self.ileaf(ctx, uni)
        c = self.r.randrange(12)
        if c == 8 and ctx.spec:  # ?: may become an scf.if (not speculatable)
            c = 0
        a = self.iexpr(ctx, depth - 1, uni)
        if c <= 3:
            b = self.iexpr(ctx, depth - 1, uni)
            return self.ibin(self.ch("+", "-", "*", "+"), a, b)
        if c == 4:
            d = self.divisor(ctx, uni)
            op = self.ch("/", "%")
            uni2 = a.uni and d.uni
            m = max(abs(d.lo), abs(d.hi))
            mn = min(abs(d.lo), abs(d.hi))
            if op == "/":
                am = max(abs(a.lo), abs(a.hi)) // max(mn, 1)
                lo = -am if a.lo < 0 or d.lo < 0 else 0
                return E("(%s / %s)" % (a.t, d.t), "int", uni2, lo, am)
            lo = -(m - 1) if a.lo < 0 else 0
            hi = m - 1 if a.hi > 0 else 0
            return E("(%s %% %s)" % (a.t, d.t), "int", uni2, lo, hi)
        if c == 5:
            b = self.iexpr(ctx, depth - 1, uni)
            return self.ibin(self.ch("&", "|", "^"), a, b)
        if c == 6:
            s = self.r.randint(0, 5)
            if self.p(0.5):
                return E("(%s >> %d)" % (a.t, s), "int", a.uni, a.lo >> s, a.hi >> s)
            if a.lo < 0 or (a.hi << s) > INT_SAFE:
                a = E("(%s & 1023)" % a.t, "int", a.uni, 0, 1023)
            return E("(%s << %d)" % (a.t, s), "int", a.uni, a.lo << s, a.hi << s)
        if c == 7:
            b = self.iexpr(ctx, depth - 1, uni)
            return self.ibin(self.ch("min", "max"), a, b)
        if c == 8:
            cond = self.cond(ctx, depth - 1, uni)
            b = self.iexpr(ctx, depth - 1, uni)
            if self.p(0.4):
                # arms that differ by a term (hotspot3D's `j == 0 ? c : c -
                # nx`): stitch-cpuify factors the term out of the select
                b = self.ibin(self.ch("+", "-"), a, b)
                if self.p(0.5):
                    a, b = b, a
            return E("(%s ? %s : %s)" % (cond.t, a.t, b.t), "int", cond.uni and a.uni and b.uni,
                     min(a.lo, b.lo), max(a.hi, b.hi))
        if c == 9 and self.helpers and ctx.allow_helpers and not ctx.spec:
            name, _, lo, hi, nargs = self.r.choice(self.helpers)
            args = [self.fit(a, -1000, 1000)]
            for _ in range(nargs - 1):
                args.append(self.fit(self.iexpr(ctx, depth - 1, uni), -1000, 1000))
            return E("%s(%s)" % (name, ", ".join(x.t for x in args)), "int",
                     all(x.uni for x in args), lo, hi)
        if c == 10:
            a = self.fit(a, -INT_SAFE, INT_SAFE)
            return E("(-%s)" % a.t, "int", a.uni, -a.hi, -a.lo)
        cnd = self.cond(ctx, depth - 1, uni)
        return E("(int)(%s)" % cnd.t, "int", cnd.uni, 0, 1)

    def uexpr(self, ctx, depth, uni=False):
        if depth <= 0 or self.p(0.3):
            return self.uleaf(ctx, uni)
        a = self.uexpr(ctx, depth - 1, uni)
        c = self.r.randrange(8)
        if c == 6 and ctx.spec:
            c = 0
        if c <= 2:
            b = self.uexpr(ctx, depth - 1, uni)
            return E("(%s %s %s)" % (a.t, self.ch("+", "-", "*", "^", "&", "|", "*"), b.t),
                     "unsigned", a.uni and b.uni)
        if c == 3:
            return E("(%s %s %du)" % (a.t, self.ch("<<", ">>"), self.r.randint(0, 31)),
                     "unsigned", a.uni)
        if c == 4:
            b = self.uexpr(ctx, depth - 1, uni)
            dd = [("((%s & 15u) + 1u)" % b.t, b.uni), ("%du" % self.r.randint(1, 40), True)]
            if ctx.spec:
                dd = dd[1:]
            elif not ctx.helper:
                dd += [("(unsigned)p", True), ("blockDim.x", True)]
            d, du = self.r.choice(dd)
            return E("(%s %s %s)" % (a.t, self.ch("/", "%"), d), "unsigned", a.uni and du)
        if c == 5:
            b = self.uexpr(ctx, depth - 1, uni)
            return E("%s(%s, %s)" % (self.ch("min", "max"), a.t, b.t), "unsigned",
                     a.uni and b.uni)
        if c == 6:
            cond = self.cond(ctx, depth - 1, uni)
            b = self.uexpr(ctx, depth - 1, uni)
            return E("(%s ? %s : %s)" % (cond.t, a.t, b.t), "unsigned",
                     cond.uni and a.uni and b.uni)
        return E("(~%s)" % a.t, "unsigned", a.uni)

    def uleaf(self, ctx, uni):
        for _ in range(6):
            c = self.r.randrange(9)
            if ctx.helper and c >= 4:
                c = 3
            if c <= 1:
                return E("%du" % self.ch(0, 1, 3, 7, 255, 4096, 2654435761, 4294967295,
                                         self.r.randrange(1 << 32)), "unsigned", True)
            if c == 2:
                vs = [v for v in ctx.vars() if v.ty == "unsigned" and (v.uni or not uni)
                      and ctx.spec_ok(v)]
                if vs:
                    v = self.r.choice(vs)
                    return E(v.name, "unsigned", v.uni)
            if c == 3:
                i = self.iexpr(ctx, 1, uni)
                return E("(unsigned)%s" % i.t, "unsigned", i.uni)
            if c == 4 and not uni:
                return E("threadIdx.%s" % self.ch(*"xyz"[:ctx.k.nd]), "unsigned", False)
            if c == 5:
                return E("blockIdx.%s" % self.ch("x", "y", "z"), "unsigned", True)
            if c == 6 and not ctx.spec:
                e = self.global_read(ctx, "gu", "unsigned", uni)
                if e is not None:
                    return e
            if c == 7 and ctx.allow_shared and not ctx.spec:
                e = self.shread(ctx, "unsigned", uni)
                if e is not None:
                    return e
            if c == 8:
                return E("(unsigned)it", "unsigned", True)
        return E("5u", "unsigned", True)

    def fexpr(self, ctx, depth, uni=False):
        if depth <= 0 or self.p(0.3):
            return self.fleaf(ctx, uni)
        a = self.fexpr(ctx, depth - 1, uni)
        c = self.r.randrange(7)
        if c == 5 and ctx.spec:
            c = 0
        if c <= 2:
            b = self.fexpr(ctx, depth - 1, uni)
            return E("(%s %s %s)" % (a.t, self.ch("+", "-", "*"), b.t), "float", a.uni and b.uni)
        if c == 3:
            if self.p(0.5):
                return E("(%s / %s)" % (a.t, self.ch("2.0f", "3.0f", "-0.75f", "10.0f")),
                         "float", a.uni)
            b = self.fexpr(ctx, depth - 1, uni)
            return E("(%s / (fabsf(%s) + 1.0f))" % (a.t, b.t), "float", a.uni and b.uni)
        if c == 4:
            b = self.fexpr(ctx, depth - 1, uni)
            return E("%s(%s, %s)" % (self.ch("fminf", "fmaxf"), a.t, b.t), "float",
                     a.uni and b.uni)
        if c == 5:
            cond = self.cond(ctx, depth - 1, uni)
            b = self.fexpr(ctx, depth - 1, uni)
            return E("(%s ? %s : %s)" % (cond.t, a.t, b.t), "float", cond.uni and a.uni and b.uni)
        return E("fabsf(%s)" % a.t, "float", a.uni)

    def fleaf(self, ctx, uni):
        for _ in range(6):
            c = self.r.randrange(7)
            if c <= 1:
                return E(self.ch("0.5f", "1.0f", "-2.25f", "3.0f", "0.125f", "100.0f", "-7.5f"),
                         "float", True)
            if c == 2:
                vs = [v for v in ctx.vars() if v.ty == "float" and (v.uni or not uni)
                      and ctx.spec_ok(v)]
                if vs:
                    v = self.r.choice(vs)
                    return E(v.name, "float", v.uni)
            if c == 3:
                i = self.iexpr(ctx, 1, uni)
                i = self.fit(i, -(1 << 20), 1 << 20)
                return E("(float)%s" % i.t, "float", i.uni)
            if c == 4 and not ctx.spec:
                idx = self.index(ctx, "NIN", 64, uni)
                return E("inf_[%s]" % idx.t, "float", idx.uni)
            if c == 5 and not ctx.spec:
                e = self.global_read(ctx, "gf", "float", uni)
                if e is not None:
                    return e
            if c == 6 and ctx.allow_shared and not ctx.spec:
                e = self.shread(ctx, "float", uni)
                if e is not None:
                    return e
        return E("1.5f", "float", True)

    def cond(self, ctx, depth, uni=False):
        c = self.r.randrange(10)
        if c <= 4:
            a = self.iexpr(ctx, depth, uni)
            b = self.iexpr(ctx, max(depth - 1, 0), uni)
            return E("(%s %s %s)" % (a.t, self.ch("<", "<=", ">", ">=", "==", "!="), b.t),
                     "bool", a.uni and b.uni)
        if c == 5:
            a = self.uexpr(ctx, depth, uni)
            b = self.uexpr(ctx, max(depth - 1, 0), uni)
            return E("(%s %s %s)" % (a.t, self.ch("<", ">", "==", "!="), b.t), "bool",
                     a.uni and b.uni)
        if c == 6 and ctx.allow_float:
            a = self.fexpr(ctx, depth, uni)
            b = self.fexpr(ctx, max(depth - 1, 0), uni)
            return E("(%s %s %s)" % (a.t, self.ch("<", ">", "<=", ">="), b.t), "bool",
                     a.uni and b.uni)
        if c == 7 and depth > 0:
            a = self.cond(ctx, depth - 1, uni)
            b = self.cond(ctx, depth - 1, uni)
            return E("(%s %s %s)" % (a.t, self.ch("&&", "||"), b.t), "bool", a.uni and b.uni)
        if c == 8 and depth > 0:
            a = self.cond(ctx, depth - 1, uni)
            return E("!%s" % a.t, "bool", a.uni)
        if not uni:  # mixed signedness: int converted to unsigned
            a = self.iexpr(ctx, 0, uni)
            b = self.uexpr(ctx, 0, uni)
            return E("(%s < %s)" % (a.t, b.t), "bool", a.uni and b.uni)
        a = self.iexpr(ctx, depth, uni)
        return E("(%s %% 2 == 0)" % a.t, "bool", a.uni)

    def expr(self, ctx, ty, depth, uni=False):
        if ty == "int":
            return self.iexpr(ctx, depth, uni)
        if ty == "unsigned":
            return self.uexpr(ctx, depth, uni)
        return self.fexpr(ctx, depth, uni)

    def store_val(self, ctx, ty, depth=None):
        """An expression of type ty fit for storing anywhere (ints in range,
        floats bounded)."""
        e = self.expr(ctx, ty, depth if depth is not None else self.ch(1, 2))
        if ty == "int":
            return self.fit(e, -(1 << 20), 1 << 20)
        if ty == "float":
            return E("fminf(fmaxf(%s, -1.0e6f), 1.0e6f)" % e.t, "float", e.uni)
        return e

    # ------------------------------------------------------------ statements
    def barrier(self, ctx):
        self.emit("__syncthreads();")
        ctx.barrier()

    def block(self, ctx, n, depth):
        for _ in range(n):
            self.stmt(ctx, depth)

    def stmt(self, ctx, depth):
        ucf = ctx.uniform and not ctx.no_barrier
        w = [("decl", 6), ("assign", 6), ("gstore", 4), ("sstore", 4), ("gatom", 1),
             ("satom", 1), ("local_arr", 1)]
        if depth > 0:
            w += [("dif", 3), ("dloop", 2)]
            if ucf:
                w += [("uif", 3), ("uloop", 4), ("tree", 1)]
        if ucf:
            w += [("barrier", 3)]
        if ctx.ret_ok:
            w += [("ret", 2)]
        tot = sum(x[1] for x in w)
        x = self.r.uniform(0, tot)
        for name, wt in w:
            x -= wt
            if x <= 0:
                break
        getattr(self, "s_" + name)(ctx, depth)

    def s_barrier(self, ctx, depth):
        self.barrier(ctx)

    def spec_cond(self, ctx):
        """A uniform condition of an if or loop exit holding barriers: of
        speculatable ops only inside a loop with returns (Ctx.spec)."""
        old = ctx.spec
        ctx.spec = ctx.in_exit()
        c = self.cond(ctx, 1, uni=True)
        ctx.spec = old
        return c

    def ret_cond(self, ctx):
        """A (mostly thread-dependent) condition for a return inside a loop:
        the thread ids, the loop counters, a shared value of this phase, or
        any condition."""
        c = self.r.randrange(6)
        if c == 1 or c == 2:
            t = self.r.choice(ctx.tids[:4] if c == 1 else [E("tid", "int", False, 0, 0)])
            m = self.r.randint(2, 7)
            return E("(%s %% %d %s %d)" % (t.t, m, self.ch("==", "==", ">"), self.r.randrange(m)),
                     "bool", False)
        if c == 3:
            ls = [v for v in ctx.vars() if v.ty == "int" and v.uni and v.loop_depth > 0
                  and v.lo >= -1024 and v.hi <= 1024]
            if ls:
                v = self.r.choice(ls).name
                return E(self.ch("(tid + %s) %% %d == 0" % (v, self.r.randint(2, 6)),
                                 "(tid == %s)" % v,
                                 "(tid >= nt - 1 - (%s & 7))" % v,
                                 "(tid > %s * %d)" % (v, self.r.randint(2, 9))), "bool", False)
        if c == 4:
            e = self.shread(ctx, self.ch("int", "unsigned"), False)
            if e is not None:
                if e.ty == "int":
                    return E("(%s %% %d == 0)" % (e.t, self.r.randint(2, 5)), "bool", e.uni)
                return E("((%s & %du) == 0u)" % (e.t, self.ch(1, 3, 7)), "bool", e.uni)
        if c == 5:
            a = self.ret_cond(ctx)
            b = self.cond(ctx, 0)
            return E("(%s %s %s)" % (a.t, self.ch("&&", "||"), b.t), "bool", a.uni and b.uni)
        return self.cond(ctx, 1)

    def s_ret(self, ctx, depth):
        """A divergent return inside a loop holding barriers (an exit loop:
        the threads that return leave, the barriers after it wait for the
        others). Only where ctx.ret_ok: every loop around it up to the
        kernel body is a return-mode s_uloop (no break/continue of its
        own), and no uniform if lies between it and the innermost one (a
        return in a branch whose rest holds a barrier is not supported).
        Nothing else changes: the threads that return do nothing more, so
        every later phase's accesses are a subset of the ones the model
        checked."""
        if not ctx.ret_ok:
            return self.s_decl(ctx, depth)
        c = self.ret_cond(ctx)
        self.emit("if (%s) return;" % c.t)
        for f in ctx.loops:
            f.has_ret = True

    def s_decl(self, ctx, depth):
        ty = self.ch("int", "int", "unsigned", "float")
        if not ctx.allow_float and ty == "float":
            ty = "int"
        # in a loop with returns, half the uniform ones speculatable (fit
        # for the bounds of the loops and ifs with barriers in it)
        old_spec = ctx.spec
        ctx.spec = ctx.in_exit() and self.p(0.3)
        e = self.expr(ctx, ty, 2, uni=ctx.spec or self.p(0.3))
        spec = ctx.spec or not ctx.in_exit()
        ctx.spec = old_spec
        name = self.fresh("v")
        uni = e.uni and ctx.uniform
        if ty == "int":
            if self.p(0.5):
                e = self.fit(e, -(1 << 20), 1 << 20)
                v = Var(name, ty, uni, -(1 << 20), 1 << 20, ctx.loop_depth)
            else:
                e = self.fit(e, -(1 << 24), 1 << 24)
                v = Var(name, ty, uni, e.lo, e.hi, ctx.loop_depth, assignable=False)
        elif ty == "float":
            e = E("fminf(fmaxf(%s, -1.0e6f), 1.0e6f)" % e.t, "float", e.uni)
            v = Var(name, ty, uni, None, None, ctx.loop_depth)
        else:
            v = Var(name, ty, uni, None, None, ctx.loop_depth)
        v.spec = spec
        self.emit("%s %s = %s;" % (ty, name, e.t))
        ctx.add(v)

    def s_assign(self, ctx, depth):
        vs = [v for v in ctx.vars() if v.assignable and not v.frozen]
        if not vs:
            return self.s_decl(ctx, depth)
        v = self.r.choice(vs)
        e = self.expr(ctx, v.ty, 2)
        uni = e.uni and ctx.uniform
        if v.uni and not uni and v.loop_depth != ctx.loop_depth:
            # would make a value used as uniform (in this loop) vary: use
            # only uniform inputs
            e = self.expr(ctx, v.ty, 2, uni=True)
            if not ctx.uniform:
                return
            uni = True
        if v.ty == "int":
            cur = E(v.name, "int", v.uni, v.lo, v.hi)
            if self.p(0.5):
                e = self.ibin(self.ch("+", "-", "^", "*"), cur, e)
            e = self.fit(e, v.lo, v.hi)
            self.emit("%s = %s;" % (v.name, e.t))
        elif v.ty == "unsigned":
            self.emit("%s %s= %s;" % (v.name, self.ch("", "+", "-", "*", "^", "|", "&"), e.t))
        else:
            op = self.ch("", "+", "-", "*")
            inner = "%s %s %s" % (v.name, op, e.t) if op else e.t
            self.emit("%s = fminf(fmaxf(%s, -1.0e6f), 1.0e6f);" % (v.name, inner))
        v.uni = v.uni and uni

    def s_gstore(self, ctx, depth):
        arrs = [a for a in ("gi", "gu", "gf") if ctx.gmode[a] == "own"]
        if not arrs or not ctx.allow_global:
            return self.s_decl(ctx, depth)
        a = self.r.choice(arrs)
        ty = {"gi": "int", "gu": "unsigned", "gf": "float"}[a]
        e = self.store_val(ctx, ty)
        slot = "%s[gid * K + %d]" % (a, self.r.randrange(3))
        if ty == "unsigned" and self.p(0.5):
            self.emit("%s %s= %s;" % (slot, self.ch("+", "^", "*"), e.t))
        else:
            self.emit("%s = %s;" % (slot, e.t))

    def s_sstore(self, ctx, depth):
        k = ctx.k
        cands = [s for s in k.shared if s.kind in ("1d", "2d", "sc")]
        self.r.shuffle(cands)
        for s in cands:
            if s.kind == "sc":
                mode = "t0w"
            else:
                modes = [m for (a, m) in ctx.state if a == s.name]
                mode = modes[0] if modes else self.own_mode(ctx, s)
                if mode == "ro":
                    if not (ctx.uniform and not ctx.no_barrier):
                        continue
                    self.barrier(ctx)
                    mode = self.own_mode(ctx, s)
            fresh = (s.name, mode) not in ctx.state
            if not ctx.try_access(s.name, mode):
                fresh = True
                if ctx.uniform and not ctx.no_barrier and self.p(0.7):
                    self.barrier(ctx)
                    if not ctx.try_access(s.name, mode):
                        continue
                else:
                    continue
            e = self.store_val(ctx, s.ty)
            if mode == "t0w":
                # one writer thread per phase: thread nt - 1 only when this
                # statement opened the phase's writes (mode 'tlw')
                w = self.ch("0", "0", "nt - 1")
                if w != "0":
                    alt = (ctx.state - {(s.name, "t0w")}) | {(s.name, "tlw")}
                    if fresh and compatible(alt):
                        ctx.state = alt
                        for rc in ctx.recorders:
                            if rc.open:
                                rc.acc.add((s.name, "tlw"))
                    else:
                        w = "0"
                self.emit("if (tid == %s) %s = %s;" % (w, s.name, e.t))
            else:
                ref = self.shref(ctx, s, mode)
                if s.ty == "unsigned" and self.p(0.4):
                    self.emit("%s %s= %s;" % (ref, self.ch("+", "^"), e.t))
                else:
                    self.emit("%s = %s;" % (ref, e.t))
            return

    def s_gatom(self, ctx, depth):
        e = self.fit(self.iexpr(ctx, 1), -1000, 1000)
        self.emit("atomicAdd(&gat[%d], %s);" % (self.r.randrange(4), e.t))

    def s_satom(self, ctx, depth):
        cnt = [s for s in ctx.k.shared if s.kind == "cnt"]
        if not cnt:
            return self.s_gatom(ctx, depth)
        s = cnt[0]
        if not ctx.try_access(s.name, "atom"):
            if ctx.uniform and not ctx.no_barrier:
                self.barrier(ctx)
                ctx.try_access(s.name, "atom")
            else:
                return
        e = self.fit(self.iexpr(ctx, 1), -1000, 1000)
        self.emit("atomicAdd(&%s, %s);" % (s.name if s.dims == 0 else s.name + "[0]", e.t))

    def s_local_arr(self, ctx, depth):
        n = self.r.randint(2, 6)
        name = self.fresh("la")
        self.emit("int %s[%d];" % (name, n))
        q = self.fresh("q")
        ctx.push()
        ctx.loop_depth += 1
        ctx.add(Var(q, "int", True, 0, n - 1, ctx.loop_depth, assignable=False))
        e = self.fit(self.iexpr(ctx, 2), -(1 << 20), 1 << 20)
        self.emit("for (int %s = 0; %s < %d; %s++) %s[%s] = %s;" % (q, q, n, q, name, q, e.t))
        ctx.loop_depth -= 1
        ctx.pop()
        i = self.fit(self.iexpr(ctx, 1), -INT_SAFE, INT_SAFE)
        v = self.fresh("v")
        self.emit("int %s = %s[(unsigned)%s %% %du] + %s[%d];" % (v, name, i.t, n, name,
                                                                 self.r.randrange(n)))
        ctx.add(Var(v, "int", False, -(1 << 21), 1 << 21, ctx.loop_depth, assignable=False))

    def s_dif(self, ctx, depth):
        """if with a thread-dependent (or any) condition: no barrier inside."""
        c = self.cond(ctx, 1)
        self.emit("if (%s) {" % c.t)
        self.sub(ctx, depth, uniform=False)
        if self.p(0.5):
            self.emit("} else {")
            self.sub(ctx, depth, uniform=False)
        self.emit("}")

    def sub(self, ctx, depth, uniform, n=None):
        ctx.push()
        old = ctx.uniform
        ctx.uniform = uniform
        self.ind += 1
        self.block(ctx, n if n is not None else self.r.randint(1, 3), depth - 1)
        self.ind -= 1
        ctx.uniform = old
        ctx.pop()

    def s_uif(self, ctx, depth):
        c = self.spec_cond(ctx)
        s0 = set(ctx.state)
        # a return in its branches would be a return in a branch whose
        # rest may hold a barrier (unsupported): none, directly or in a loop
        old_ret = (ctx.ret_ok, ctx.nest_ok)
        ctx.ret_ok = ctx.nest_ok = False
        self.emit("if (%s) {" % c.t)
        self.sub(ctx, depth, uniform=True)
        s1 = set(ctx.state)
        ctx.state = set(s0)
        if self.p(0.5):
            self.emit("} else {")
            self.sub(ctx, depth, uniform=True)
        s2 = set(ctx.state)
        self.emit("}")
        ctx.ret_ok, ctx.nest_ok = old_ret
        ctx.state = s1 | s2
        if not compatible(ctx.state):
            self.barrier(ctx)

    def s_dloop(self, ctx, depth):
        """A loop without barriers; bounds and exits may depend on the thread."""
        c = self.r.randrange(4)
        i = self.fresh("j")
        ctx.push()
        old = ctx.uniform
        ctx.uniform = False
        old_ret = (ctx.ret_ok, ctx.chain_clean)
        ctx.ret_ok = ctx.chain_clean = False
        ctx.loop_depth += 1
        a = self.fit(self.iexpr(ctx, 1), -5, 10)
        b = self.fit(self.iexpr(ctx, 1), 0, 15)
        if c <= 1:
            self.emit("for (int %s = %s; %s < %s; %s += %d) {" %
                      (i, a.t, i, b.t, i, self.r.randint(1, 3)))
            ctx.add(Var(i, "int", False, a.lo, max(a.hi, b.hi), ctx.loop_depth, False))
        elif c == 2:
            self.emit("int %s = %s;" % (i, a.t))
            self.emit("while (%s < %s) {" % (i, b.t))
            ctx.add(Var(i, "int", False, a.lo, max(a.hi, b.hi) + 3, ctx.loop_depth, False))
            self.ind += 1
            self.emit("%s += %d;" % (i, self.r.randint(1, 3)))
            self.ind -= 1
        else:
            self.emit("int %s = %s;" % (i, a.t))
            self.emit("do {")
            ctx.add(Var(i, "int", False, a.lo, max(a.hi, b.hi) + 1, ctx.loop_depth, False))
        self.ind += 1
        ctx.push()
        n = self.r.randint(1, 3)
        for q in range(n):
            self.stmt(ctx, depth - 1)
            if self.p(0.2):
                cc = self.cond(ctx, 1)
                self.emit("if (%s) %s;" % (cc.t, self.ch("break", "continue")
                                            if c != 3 else "break"))
        ctx.pop()
        self.ind -= 1
        if c == 3:
            self.emit("} while (++%s < %s);" % (i, b.t))
        else:
            self.emit("}")
        ctx.loop_depth -= 1
        ctx.uniform = old
        ctx.ret_ok, ctx.chain_clean = old_ret
        ctx.pop()

    def s_uloop(self, ctx, depth):
        """A loop with uniform bounds; barriers allowed in it; exits only
        uniform, right after a barrier. In return mode (only where every
        loop around it is in return mode too and no uniform if lies between
        it and the innermost one or the kernel body): no break/continue,
        and divergent returns (s_ret) in its body, at least one at its top
        level, and at least one barrier."""
        c = self.r.randrange(6)
        i = self.fresh("i")
        ret_mode = ctx.chain_clean and ctx.nest_ok and not ctx.helper and self.p(0.3)
        frame = LoopFrame(ret_mode)
        ctx.push()
        s0 = set(ctx.state)
        rec = ctx.open_recorder()
        ctx.loop_depth += 1
        ctx.allow_shared = False
        old_spec = ctx.spec
        ctx.spec = ctx.in_exit()
        a = self.fit(self.iexpr(ctx, 1, uni=True), -3, 4)
        b = self.fit(self.iexpr(ctx, 1, uni=True), 0, 7)
        ctx.spec = old_spec
        ctx.allow_shared = True
        step = self.r.randint(1, 2)
        head_vars = []
        if c <= 1:
            self.emit("for (int %s = %s; %s < %s; %s += %d) {" % (i, a.t, i, b.t, i, step))
            ctx.add(Var(i, "int", True, a.lo, max(a.hi, b.hi), ctx.loop_depth, False))
        elif c == 2:  # halving, tree-style
            start = self.ch("(int)blockDim.x / 2", "nt / 2", "%d" % self.r.randint(1, 40), "p")
            self.emit("for (int %s = %s; %s > 0; %s >>= 1) {" % (i, start, i, i))
            ctx.add(Var(i, "int", True, 0, 1024, ctx.loop_depth, False))
        elif c == 3:  # doubling
            lim = self.ch("nt", "(int)blockDim.x", "%d" % self.r.randint(1, 50), "p + 3")
            self.emit("for (int %s = 1; %s < %s; %s *= 2) {" % (i, i, lim, i))
            ctx.add(Var(i, "int", True, 1, 1024, ctx.loop_depth, False))
        elif c == 4:
            self.emit("int %s = %s;" % (i, a.t))
            self.emit("while (%s < %s) {" % (i, b.t))
            ctx.add(Var(i, "int", True, a.lo, max(a.hi, b.hi) + 2, ctx.loop_depth, False))
            self.ind += 1
            self.emit("%s += %d;" % (i, step))
            self.ind -= 1
        else:
            self.emit("int %s = %s;" % (i, a.t))
            self.emit("do {")
            ctx.add(Var(i, "int", True, a.lo, max(a.hi, b.hi) + 1, ctx.loop_depth, False))
        for v in ctx.vars():
            if v.name in a.t or v.name in b.t:
                v.frozen += 1
                head_vars.append(v)
        self.ind += 1
        ctx.push()
        old_ret = (ctx.ret_ok, ctx.chain_clean, ctx.nest_ok)
        ctx.ret_ok = ctx.chain_clean = ret_mode
        ctx.nest_ok = True
        ctx.loops.append(frame)
        n = self.r.randint(1, 4)
        rets = set()
        if ret_mode:
            rets.add(self.r.randrange(n + 1))
            if self.p(0.3):
                rets.add(self.r.randrange(n + 1))
        for q in range(n + 1):
            if q in rets:
                self.s_ret(ctx, depth - 1)
                if self.p(0.3) and not ctx.no_barrier:
                    self.barrier(ctx)
            if q == n:
                break
            self.stmt(ctx, depth - 1)
            if self.p(0.3) and not ctx.no_barrier:
                self.barrier(ctx)
                if self.p(0.4) and not ret_mode and (c not in (3, 5) or not ctx.in_exit()):
                    # inside a loop with returns no break (a located
                    # rejection even in a loop that does not return,
                    # README.md), only continue
                    cc = self.spec_cond(ctx)
                    self.emit("if (%s) %s;" % (cc.t, "continue" if ctx.in_exit() else
                                                self.ch("break", "continue")
                                                if c not in (3, 5) else "break"))
        if frame.has_ret and not frame.has_barrier and not ctx.no_barrier:
            self.barrier(ctx)
        ctx.loops.pop()
        ctx.ret_ok, ctx.chain_clean, ctx.nest_ok = old_ret
        if frame.has_ret and frame.has_barrier:
            self.loop_returns += 1
        send = set(ctx.state)
        if not compatible(s0 | send | rec.acc):
            self.barrier(ctx)
            send = set()
        ctx.pop()
        self.ind -= 1
        if c == 5:
            self.emit("} while (++%s < %s);" % (i, b.t))
        else:
            self.emit("}")
        for v in head_vars:
            v.frozen -= 1
        ctx.close_recorder(rec)
        ctx.loop_depth -= 1
        ctx.pop()
        ctx.state = s0 | send
        if not compatible(ctx.state):
            self.barrier(ctx)

    def s_tree(self, ctx, depth):
        trees = [s for s in ctx.k.shared if s.kind == "tree"]
        if not trees:
            return self.s_uloop(ctx, depth)
        s = self.r.choice(trees)
        self.barrier(ctx)
        e = self.store_val(ctx, s.ty, 1)
        if s.ty == "int":
            e = self.fit(e, -1000, 1000)
        elif s.ty == "float":
            e = E("fminf(fmaxf(%s, -1000.0f), 1000.0f)" % e.t, "float", e.uni)
        self.emit("%s[tid] = %s;" % (s.name, e.t))
        self.barrier(ctx)
        v = self.fresh("s")
        c = self.r.randrange(4)
        if c == 0:
            self.emit("for (int %s = %s / 2; %s > 0; %s >>= 1) {" %
                      (v, self.ch("(int)blockDim.x", "nt", str(ctx.k.nt)), v, v))
            guard = "tid < %s && tid + %s < nt" % (v, v)
        elif c == 1:
            p2 = 1
            while p2 < ctx.k.nt:
                p2 *= 2
            self.emit("for (int %s = %d; %s > 0; %s >>= 1) {" % (v, max(p2 // 2, 1), v, v))
            guard = "tid < %s && tid + %s < nt" % (v, v)
        elif c == 2:
            self.emit("for (int %s = 1; %s < nt; %s *= 2) {" % (v, v, v))
            guard = "tid %% (2 * %s) == 0 && tid + %s < nt" % (v, v)
        else:
            self.emit("for (int %s = 1; %s < %s; %s <<= 1) {" %
                      (v, v, self.ch("(int)blockDim.x * (int)blockDim.y * (int)blockDim.z", "nt"),
                       v))
            guard = "(tid & (2 * %s - 1)) == 0 && tid + %s < nt" % (v, v)
        op = self.ch("+", "max", "min") if s.ty != "unsigned" else self.ch("+", "^")
        self.ind += 1
        self.emit("if (%s)" % guard)
        if op in ("max", "min"):
            fn = op if s.ty == "int" else "f" + op + "f"
            self.emit("  %s[tid] = %s(%s[tid], %s[tid + %s]);" % (s.name, fn, s.name, s.name, v))
        else:
            self.emit("  %s[tid] %s= %s[tid + %s];" % (s.name, op, s.name, v))
        self.emit("__syncthreads();")
        self.ind -= 1
        self.emit("}")
        # everyone reads the root (ro phase)
        ctx.state = set()
        ctx.try_access(s.name, "ro")
        if s.ty == "int":
            e = E("%s[%s]" % (s.name, self.ch("0", "0", "nt - 1", "tid")), "int", False,
                  -(1 << 31), (1 << 31) - 1)
            if e.t.endswith("[0]"):
                e.uni = True
            v2 = self.fresh("r")
            self.emit("int %s = %s;" % (v2, e.t))
            ctx.add(Var(v2, "int", e.uni and ctx.uniform, e.lo, e.hi, ctx.loop_depth, False))
        else:
            v2 = self.fresh("r")
            self.emit("%s %s = %s[0];" % (s.ty, v2, s.name))
            ctx.add(Var(v2, s.ty, ctx.uniform, None, None, ctx.loop_depth, False))
        # sum of 1000-bounded values over <= 1024 threads fits the declared range
        # only if we say so: ints in a tree are at most 1024 * 1000 in magnitude
        last = ctx.scopes[-1][-1]
        last.spec = not ctx.in_exit()
        if last.ty == "int":
            last.lo, last.hi = -(1 << 21), 1 << 21

    # ------------------------------------------------------------ kernels
    def kernel(self, kno, shape, gmax, nout):
        k = Kernel()
        k.name = "k%d" % kno
        k.bx, k.by, k.bz = shape
        k.nd = 3 if k.bz > 1 else (2 if k.by > 1 else self.ch(1, 1, 2))
        k.nt = k.bx * k.by * k.bz
        k.gmax = gmax
        k.nout = nout
        k.shared = []
        tys = ["int", "unsigned", "float"]
        for q in range(self.r.randint(1, 3)):
            ty = self.r.choice(tys)
            if k.nd == 2 and k.bz == 1 and self.p(0.5):
                k.shared.append(Shared("sm%d" % q, ty, "2d", None))
            else:
                k.shared.append(Shared("sm%d" % q, ty, "1d", None))
        if self.p(0.6):
            k.shared.append(Shared("sca", self.r.choice(tys), "sc", None))
        if self.p(0.4):
            k.shared.append(Shared("scnt", "int", "cnt", 0 if self.p(0.1) else 1))
        if self.p(0.5):
            k.shared.append(Shared("tr", self.ch("int", "int", "float", "unsigned"), "tree", None))
        ctx = Ctx(self, k)
        ctx.gmode = {a: self.ch("own", "own", "ro") for a in ("gi", "gu", "gf")}
        self.ind = 0
        out = self.lines = []
        self.emit("__global__ void %s(int *gi, unsigned *gu, float *gf, const int *ini, "
                  "const float *inf_, int *gat, int p, int it) {" % k.name)
        self.ind = 1
        for s in k.shared:
            if s.kind == "2d":
                self.emit("__shared__ %s %s[%d][%d];" % (s.ty, s.name, k.by, k.bx))
            elif s.kind in ("1d", "tree"):
                self.emit("__shared__ %s %s[%d];" % (s.ty, s.name, k.nt))
            elif s.kind == "cnt" and s.dims:
                self.emit("__shared__ %s %s[2];" % (s.ty, s.name))
            else:
                self.emit("__shared__ %s %s;" % (s.ty, s.name))
        # thread ids
        self.emit("int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;")
        self.emit("int nt = blockDim.x * blockDim.y * blockDim.z;")
        self.emit(self.ch("int tid = (tz * blockDim.y + ty) * blockDim.x + tx;",
                          "int tid = tx + blockDim.x * (ty + blockDim.y * tz);",
                          "int tid = threadIdx.x + threadIdx.y * blockDim.x + "
                          "threadIdx.z * blockDim.x * blockDim.y;"))
        self.emit("int bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);")
        self.emit("int gid = bid * nt + tid;")
        ctx.tids = [E("tx", "int", False, 0, k.bx - 1), E("ty", "int", False, 0, k.by - 1),
                    E("tz", "int", False, 0, k.bz - 1), E("tid", "int", False, 0, k.nt - 1),
                    E("gid", "int", False, 0, k.nt * gmax[0] * gmax[1] * gmax[2] - 1)]
        ctx.push()
        ctx.add(Var("nt", "int", True, k.nt, k.nt, 0, False))
        # initial phase: every shared array written (own slot), scalars by thread 0
        ctx.allow_shared = False
        for s in k.shared:
            if s.kind in ("1d", "tree"):
                self.emit("%s[tid] = %s;" % (s.name, self.store_val(ctx, s.ty, 1).t))
            elif s.kind == "2d":
                self.emit("%s[ty][tx] = %s;" % (s.name, self.store_val(ctx, s.ty, 1).t))
            elif s.kind == "sc":
                self.emit("if (tid == 0) %s = %s;" % (s.name, self.store_val(ctx, s.ty, 1).t))
            elif s.kind == "cnt":
                self.emit("if (tid == 0) %s = 0;" % (s.name if s.dims == 0 else s.name + "[0]"))
        ctx.allow_shared = True
        self.barrier(ctx)
        ctx.state = set()
        # body
        self.block(ctx, self.r.randint(3, 6), 3)
        # optionally a uniform early return of some blocks, then more code
        if self.p(0.2):
            self.emit("if (blockIdx.x == %d) return;" % self.r.randrange(gmax[0]))
            self.block(ctx, self.r.randint(1, 3), 2)
        # optionally a divergent early return, after which no barrier
        # optionally a divergent early return: in 60% of them barriers
        # follow (the returned threads no longer take part in them, as
        # PTX's bar.sync defines), sometimes a second return
        if self.p(0.25):
            exits = 2 if self.p(0.3) else 1
            barriers = self.p(0.6)
            for _ in range(exits):
                c = self.cond(ctx, 1)
                self.emit("if (%s) return;" % c.t)
                ctx.no_barrier = not barriers
                self.block(ctx, self.r.randint(1, 3), 2)
        # final: fold the shared arrays and some locals into an output slot
        if not ctx.no_barrier:
            self.barrier(ctx)
        parts = []
        for s in k.shared:
            if s.kind in ("1d", "2d", "sc", "cnt", "tree") and ctx.try_access(s.name, "ro"):
                if s.kind == "sc" or (s.kind == "cnt" and s.dims == 0):
                    ref = s.name
                elif s.kind == "cnt":
                    ref = s.name + "[0]"
                elif s.kind == "tree":
                    ref = "%s[%d]" % (s.name, self.r.randrange(k.nt))
                else:
                    ref = self.shref(ctx, s, "ro")
                parts.append((ref, s.ty))
        for v in ctx.vars()[-4:]:
            parts.append((v.name, v.ty))
        acc = []
        for x, ty in parts:
            acc.append({"int": "(unsigned)(%s)", "unsigned": "%s",
                        "float": "(unsigned)(int)(%s)"}[ty] % x)
        if ctx.gmode["gu"] == "own":
            self.emit("gu[gid * K + 2] = %s;" % (" * 31u + ".join(acc) or "0u"))
        else:
            self.emit("atomicAdd(&gat[3], (int)((%s) %% 1000u));" % (" * 31u + ".join(acc) or "0u"))
        ctx.pop()
        self.ind = 0
        self.emit("}")
        return k, out

    def helper(self, hno):
        name = "h%d" % hno
        k = Kernel()
        k.name = name
        k.bx = k.by = k.bz = k.nt = 1
        k.nd = 1
        k.gmax = (1, 1, 1)
        k.nout = 1
        k.shared = []
        ctx = Ctx(self, k)
        ctx.gmode = {"gi": "none", "gu": "none", "gf": "none"}
        ctx.allow_shared = False
        ctx.allow_global = False
        ctx.allow_helpers = False
        ctx.allow_float = False
        ctx.helper = True
        ctx.uniform = False
        ctx.no_barrier = True
        ctx.chain_clean = False
        ctx.tids = [E("a", "int", False, -1000, 1000)]
        nargs = self.r.randint(1, 3)
        args = ["a", "b", "c"][:nargs]
        ctx.push()
        for a in args:
            ctx.add(Var(a, "int", False, -1000, 1000, 0, False))
        self.lines = []
        self.ind = 0
        self.emit("__device__ int %s(%s) {" % (name, ", ".join("int " + a for a in args)))
        self.ind = 1
        self.emit("int r = a;")
        ctx.add(Var("r", "int", False, -(1 << 20), 1 << 20, 0))
        if self.p(0.5):
            self.emit("for (int hq = 0; hq < (%s & 3) + 1; hq++) {" % args[-1])
            self.ind += 1
            ctx.loop_depth = 1
            ctx.push()
            ctx.add(Var("hq", "int", False, 0, 4, 1, False))
            e = self.fit(self.ibin("+", E("r", "int", False, -(1 << 20), 1 << 20),
                                   self.iexpr(ctx, 2)), -(1 << 20), 1 << 20)
            if self.p(0.5):
                c = self.cond(ctx, 1)
                self.emit("if (%s) return %s;" % (c.t, self.fit(self.iexpr(ctx, 1),
                                                                 -(1 << 20), 1 << 20).t))
            self.emit("r = %s;" % e.t)
            ctx.pop()
            ctx.loop_depth = 0
            self.ind -= 1
            self.emit("}")
        e = self.fit(self.iexpr(ctx, 2), -(1 << 20), 1 << 20)
        self.emit("return %s;" % e.t)
        self.ind = 0
        self.emit("}")
        self.helpers.append((name, None, -(1 << 20), 1 << 20, nargs))
        return self.lines

    # ------------------------------------------------------------ program
    def program(self):
        r = self.r
        out = ["// cuda_gen seed %d" % self.seed,
               "#include <cstdio>", "#include <cstdlib>", "#include <cmath>", ""]
        hl = []
        for h in range(r.randint(0, 2)):
            hl += self.helper(h)
        nk = r.choice([1, 1, 2, 2, 3])
        shapes = []
        for _ in range(nk):
            nd = r.choice([1, 1, 2, 2, 3])
            if nd == 1:
                sh = (r.choice([r.randint(1, 70), r.randint(1, 70), 32, 64, 48, 33, 7]), 1, 1)
            elif nd == 2:
                sh = (r.randint(1, 20), r.randint(2, 8), 1)
            else:
                sh = (r.randint(1, 9), r.randint(1, 5), r.randint(2, 4))
            shapes.append(sh)
        # launches: (kernel, grid, host loop count or 0, block form)
        launches = []
        for _ in range(r.randint(1, 4)):
            kk = r.randrange(nk)
            g = (r.randint(1, 6), r.choice([1, 1, r.randint(1, 4)]), r.choice([1, 1, 1, r.randint(1, 3)]))
            launches.append((kk, g, r.choice([0, 0, r.randint(2, 4)]),
                             r.choice(["dim3", "var", "rt", "int"])))
        for kk in range(nk):
            if not any(l[0] == kk for l in launches):
                launches.append((kk, (r.randint(1, 3), 1, 1), 0, "dim3"))
        r.shuffle(launches)
        maxthreads = max(shapes[l[0]][0] * shapes[l[0]][1] * shapes[l[0]][2] *
                         l[1][0] * l[1][1] * l[1][2] for l in launches)
        nout = maxthreads * 3
        kl = []
        for kk in range(nk):
            gm = [1, 1, 1]
            for l in launches:
                if l[0] == kk:
                    gm = [max(gm[d], l[1][d]) for d in range(3)]
            self.nvar = 0
            _, lines = self.kernel(kk, shapes[kk], tuple(gm), nout)
            kl += lines + [""]
        if self.loop_returns:
            out.insert(1, "// loops with returns and barriers: %d" % self.loop_returns)
        out += ["#define K 3", "#define NOUT %d" % nout, "#define NIN 64", ""]
        out += hl + [""] + kl
        P = r.randint(1, 17)
        m = ["int main(int argc, char **argv) {",
             "  int p = %d + (argc > 100);" % P,
             "  static int h_gi[NOUT], h_ini[NIN], h_gat[4];",
             "  static unsigned h_gu[NOUT];",
             "  static float h_gf[NOUT], h_inf[NIN];",
             "  unsigned x = %du;" % (r.randrange(1 << 31) | 1),
             "  for (int i = 0; i < NOUT; i++) {",
             "    x = x * 1103515245u + 12345u; h_gi[i] = (int)(x >> 16) % 201 - 100;",
             "    x = x * 1103515245u + 12345u; h_gu[i] = x;",
             "    x = x * 1103515245u + 12345u; h_gf[i] = (float)((int)(x >> 16) % 2001 - 1000) / 8.0f;",
             "  }",
             "  for (int i = 0; i < NIN; i++) {",
             "    x = x * 1103515245u + 12345u; h_ini[i] = (int)(x >> 16) % 101 - 50;",
             "    x = x * 1103515245u + 12345u; h_inf[i] = (float)((int)(x >> 16) % 801 - 400) / 16.0f;",
             "  }",
             "  for (int i = 0; i < 4; i++) h_gat[i] = 0;",
             "  int *gi, *ini, *gat; unsigned *gu; float *gf, *inf_;",
             "  cudaMalloc(&gi, sizeof h_gi); cudaMalloc(&gu, sizeof h_gu); cudaMalloc(&gf, sizeof h_gf);",
             "  cudaMalloc(&ini, sizeof h_ini); cudaMalloc(&inf_, sizeof h_inf); cudaMalloc(&gat, sizeof h_gat);",
             "  cudaMemcpy(gi, h_gi, sizeof h_gi, cudaMemcpyHostToDevice);",
             "  cudaMemcpy(gu, h_gu, sizeof h_gu, cudaMemcpyHostToDevice);",
             "  cudaMemcpy(gf, h_gf, sizeof h_gf, cudaMemcpyHostToDevice);",
             "  cudaMemcpy(ini, h_ini, sizeof h_ini, cudaMemcpyHostToDevice);",
             "  cudaMemcpy(inf_, h_inf, sizeof h_inf, cudaMemcpyHostToDevice);",
             "  cudaMemcpy(gat, h_gat, sizeof h_gat, cudaMemcpyHostToDevice);"]
        for n, (kk, g, loop, form) in enumerate(launches):
            bx, by, bz = shapes[kk]
            gs = "dim3(%d, %d, %d)" % g
            if form == "int" and by == 1 and bz == 1:
                bs = "%d" % bx
            elif form == "var":
                m.append("  dim3 b%d(%d, %d, %d);" % (n, bx, by, bz))
                bs = "b%d" % n
            elif form == "rt":
                m.append("  dim3 b%d(%d + (argc > 100), %d, %d);" % (n, bx, by, bz))
                bs = "b%d" % n
            else:
                bs = "dim3(%d, %d, %d)" % (bx, by, bz)
            args = "gi, gu, gf, ini, inf_, gat, p, %s" % ("it" if loop else str(r.randint(0, 4)))
            if loop:
                m.append("  for (int it = 0; it < %d; it++)" % loop)
                m.append("    k%d<<<%s, %s>>>(%s);" % (kk, gs, bs, args))
            else:
                m.append("  k%d<<<%s, %s>>>(%s);" % (kk, gs, bs, args))
        m += ["  cudaDeviceSynchronize();",
              "  cudaMemcpy(h_gi, gi, sizeof h_gi, cudaMemcpyDeviceToHost);",
              "  cudaMemcpy(h_gu, gu, sizeof h_gu, cudaMemcpyDeviceToHost);",
              "  cudaMemcpy(h_gf, gf, sizeof h_gf, cudaMemcpyDeviceToHost);",
              "  cudaMemcpy(h_gat, gat, sizeof h_gat, cudaMemcpyDeviceToHost);",
              '  printf("gi"); for (int i = 0; i < NOUT; i++) printf(" %d", h_gi[i]); printf("\\n");',
              '  printf("gu"); for (int i = 0; i < NOUT; i++) printf(" %u", h_gu[i]); printf("\\n");',
              '  printf("gf"); for (int i = 0; i < NOUT; i++) printf(" %.9g", h_gf[i]); printf("\\n");',
              '  printf("gat"); for (int i = 0; i < 4; i++) printf(" %d", h_gat[i]); printf("\\n");',
              "  return 0;", "}"]
        return "\n".join(out + m) + "\n"


class LoopFrame:
    """An s_uloop being generated: whether it is in return mode, holds a
    return (also in a nested loop) and a barrier (also nested)."""
    def __init__(self, ret_mode):
        self.ret_mode = ret_mode
        self.has_ret = False
        self.has_barrier = False


class Recorder:
    def __init__(self, block):
        self.block = block
        self.acc = set()
        self.open = True


class Ctx:
    def __init__(self, g, k):
        self.g, self.k = g, k
        self.scopes = []
        self.state = set()
        self.uniform = True
        self.no_barrier = False
        self.loop_depth = 0
        self.recorders = []
        self.allow_shared = True
        self.allow_global = True
        self.allow_helpers = True
        self.allow_float = True
        self.helper = False
        self.blocks = [0]
        self.nblock = 0
        # returns inside loops (Gen.s_ret): ret_ok where one may be
        # emitted; chain_clean while every enclosing loop is a return-mode
        # s_uloop (no break/continue of its own); nest_ok while no uniform
        # if lies between here and the innermost loop body or kernel body
        self.ret_ok = False
        self.chain_clean = True
        self.nest_ok = True
        self.loops = []
        # spec: an expression made of speculatable ops only (no loads, no
        # division by a run-time value, no helper call; variables with
        # Var.spec that are never assigned): inside a loop with returns, the
        # uniform condition or bounds of an if or loop holding a barrier
        # must be so (stitch-predicate-exits predicates the rest, a load
        # there gives the returned threads another value: a located
        # divergent-barrier rejection, README.md)
        self.spec = False

    def in_exit(self):
        """Inside a return-mode loop (Gen.s_uloop)."""
        return any(f.ret_mode for f in self.loops)

    def spec_ok(self, v):
        return not self.spec or (v.spec and not v.assignable)

    def vars(self):
        return [v for s in self.scopes for v in s]

    def add(self, v):
        self.scopes[-1].append(v)

    def push(self):
        self.scopes.append([])
        self.nblock += 1
        self.blocks.append(self.nblock)

    def pop(self):
        self.scopes.pop()
        self.blocks.pop()

    def try_access(self, arr, mode):
        if not compatible(self.state | {(arr, mode)}):
            return False
        self.state.add((arr, mode))
        for r in self.recorders:
            if r.open:
                r.acc.add((arr, mode))
        return True

    def barrier(self):
        assert self.uniform and not self.no_barrier
        self.state = set()
        for f in self.loops:
            f.has_barrier = True
        # a barrier at the top level of a loop body ends its first phase;
        # the body's statements live one block below the recorder's
        for r in self.recorders:
            if r.block == self.blocks[-2] if len(self.blocks) > 1 else False:
                r.open = False

    def open_recorder(self):
        r = Recorder(self.blocks[-1])
        self.recorders.append(r)
        return r

    def close_recorder(self, r):
        self.recorders.remove(r)


def host_form(cu):
    """The reference's C++: launch lines rewritten for emu.h."""
    out = []
    for line in cu.splitlines():
        m = re.match(r"^(\s*)(\w+)<<<(.*)>>>\((.*)\);\s*$", line)
        if m:
            ind, k, cfg, args = m.groups()
            depth, parts, cur = 0, [], ""
            for ch in cfg:
                if ch == "," and depth == 0:
                    parts.append(cur)
                    cur = ""
                    continue
                depth += ch == "("
                depth -= ch == ")"
                cur += ch
            parts.append(cur)
            line = "%semu_launch(%s, %s, [&] { %s(%s); });" % (ind, parts[0].strip(),
                                                               parts[1].strip(), k, args)
        out.append(line)
    return "\n".join(out) + "\n"


def generate(seed):
    return Gen(seed).program()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", default=None)
    ap.add_argument("--host", default=None)
    a = ap.parse_args()
    cu = generate(a.seed)
    if a.o:
        open(a.o, "w").write(cu)
    else:
        print(cu, end="")
    if a.host:
        open(a.host, "w").write(host_form(cu))


if __name__ == "__main__":
    main()
