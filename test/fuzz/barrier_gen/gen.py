"""Seeded generator of random barrier kernel programs (kast ASTs).

Race freedom and uniformity are aimed for here and checked exactly by the
interpreter (interp.py), which discards whatever slips through; see
README.md for the model. Usage as a script:

  python3 gen.py --seed 7 [--mlir k.mlir] [--expected k.expected]
  python3 gen.py --seed 7 --divergent   # a deliberately divergent kernel
"""
import argparse
import random
import sys

from kast import (Const, Var, Tid, Bid, Bdim, Gdim, Bin, Cmp, Sel, Cast,
                  Load, Let, Store, Barrier, If, For, While, Arr, Kernel,
                  Program)

K_SLOTS = 2      # out slots per thread
IN_SIZE = 53


def copy_idx(idx):
    import copy
    return copy.deepcopy(idx)


def ic(v):
    return Const("index", v)


def i32c(v):
    return Const("i32", v)


def f32c(v):
    return Const("f32", float(v))


def wrapv(x, bits):
    """x as a signed bits-wide value (two's complement wrap)."""
    m = 1 << bits
    x &= m - 1
    return x - m if x >= (m >> 1) else x


# Access kinds of one array within one phase (see README.md).
def weighted_choice(rng, weights):
    """The kind of one of the (kind, weight) pairs, drawn by weight."""
    r = rng.random() * sum(x for _, x in weights)
    for kind, x in weights:
        r -= x
        if r < 0:
            break
    return kind


def conflicts(kinds, new):
    for k in kinds:
        if k == "x" or new == "x":
            # "x": the array is a tree reduction's (trees option): no
            # other access in this phase
            return True
        if new == "w0" or k == "w0":
            if not (new == "w0" and k == "w0"):
                return True
            continue
        if new == "r":
            if k[0] == "ow":
                return True
            continue
        if k == "r":
            if new[0] == "ow":
                return True
            continue
        # both ('ow'|'or', p)
        if (new[0] == "ow" or k[0] == "ow") and new[1] != k[1]:
            return True
    return False


class KGen:
    """Generates one kernel's statements."""

    def __init__(self, pg, kernel, host_vars):
        self.pg = pg
        self.rng = pg.rng
        self.k = kernel
        self.scope = [dict(host_vars)]   # name -> (ty, uniform)
        if getattr(kernel, "kargs", None):
            # divrem: the kernel's index arguments (n, N)
            self.scope.append({n: ("index", True) for n, _ in kernel.kargs})
        self.phase = {}                  # array -> set of kinds
        self.inited = set()              # shared arrays written by all
        self.budget = pg.stmt_budget
        self.nbar = 0
        self.dr_dout = False             # divrem: dout written (once)
        self.st_tiles = []               # stencil: the tiles (k.shared later)
        self.ix_w = None                 # indirect: (written array, offset)
        self.ix_xo = False               # indirect: xo written (once)
        if getattr(kernel, "ix", None):
            # indirect: the kernel's index arguments (n, N)
            self.scope.append({n: ("index", True) for n, _ in kernel.kargs})
            self.ix_pick_w()

    # ----------------------------------------------------------- naming
    def name(self, p="v"):
        return self.pg.name(p)

    def let_or_inline(self, prefix, expr, uni, out, p=0.5):
        """A thunk giving index `expr`: with probability p a Var of a new Let
        appended to `out`, else a fresh copy of `expr` at each call."""
        if self.rng.random() < p:
            n = self.name(prefix)
            out.append(Let(n, expr))
            self.define(n, "index", uni)
            return lambda: Var(n, "index")
        return lambda: copy_idx(expr)

    def define(self, n, ty, uni):
        self.scope[-1][n] = (ty, uni)

    def vars_of(self, ty, uniform):
        out = []
        for sc in self.scope:
            for n, (t, u) in sc.items():
                if t == ty and (u or not uniform):
                    out.append(Var(n, t))
        return out

    def via(self):
        return self.rng.choice(["arg", "arg", "op"]) \
            if self.k.form == "launch" else "arg"

    # ------------------------------------------------------ id helpers
    def lin(self):
        k = self.k
        e = Tid(k.kb - 1, self.via())
        for d in range(k.kb - 2, -1, -1):
            e = Bin("add", Tid(d, self.via()),
                    Bin("mul", Bdim(d, self.via()), e))
        return e

    def nthreads(self):
        k = self.k
        e = Bdim(0, self.via())
        for d in range(1, k.kb):
            e = Bin("mul", e, Bdim(d, self.via()))
        return e

    def blin(self):
        k = self.k
        ng = 3 if k.form == "launch" else k.kg
        e = Bid(ng - 1, self.via())
        for d in range(ng - 2, -1, -1):
            e = Bin("add", Bid(d, self.via()),
                    Bin("mul", Gdim(d, self.via()), e))
        return e

    def nt(self):
        return self.k.bd[0] * self.k.bd[1] * self.k.bd[2]

    def perm(self, p):
        """Thread -> slot permutation p of the linear thread id."""
        if p == 0:
            return self.lin()
        if p == "rev":
            return Bin("sub", Bin("sub", self.nthreads(), ic(1)), self.lin())
        return Bin("rem", Bin("add", self.lin(), ic(p)), self.nthreads())

    def pick_perm(self):
        r = self.rng.random()
        nt = self.nt()
        if r < 0.55 or nt == 1:
            return 0
        if r < 0.75:
            return "rev"
        return self.rng.randrange(1, nt)

    # ------------------------------------------------- array accesses
    def arrays_for(self, kinds=("shared", "gbuf")):
        out = []
        for a in self.k.shared:
            if "shared" in kinds:
                out.append(a)
        for a in self.pg.arrays:
            if a.kind in kinds:
                out.append(a)
        return out

    def slot_index(self, a, p):
        """Index of the slot thread-permutation p owns in array a."""
        if a.kind == "shared":
            if len(a.shape) == 2:     # [BY, BX] for 2-D blocks
                tx, ty = Tid(0, self.via()), Tid(1, self.via())
                if p == 0:
                    return [ty, tx]
                if p == "rev":
                    return [Bin("sub", Bin("sub", Bdim(1, self.via()), ic(1)), ty),
                            Bin("sub", Bin("sub", Bdim(0, self.via()), ic(1)), tx)]
                return [Bin("rem", Bin("add", ty, ic(p % self.k.bd[1] or 1)),
                            Bdim(1, self.via())), tx]
            return [self.perm(p)]
        # gbuf: block slice
        return [Bin("add", Bin("mul", self.blin(), self.nthreads()),
                    self.perm(p))]

    def norm_perm(self, a, p):
        if a.kind == "shared" and len(a.shape) == 2 and p not in (0, "rev"):
            return ("2d", p % self.k.bd[1] or 1)
        return p

    def any_index(self, a, uniform):
        """Any in-bounds index into a (its block slice for gbuf)."""
        rng = self.rng
        if a.kind == "shared" and len(a.shape) == 2:
            return [self.bounded(a.shape[0], uniform),
                    self.bounded(a.shape[1], uniform)]
        if a.kind == "shared":
            return [self.bounded(a.shape[0], uniform)]
        if a.kind == "gbuf":
            return [Bin("add", Bin("mul", self.blin(), self.nthreads()),
                        self.bounded(self.nt(), uniform, self.nthreads()))]
        if a.kind in ("in",):
            return [self.bounded(a.shape[0], uniform)]
        raise ValueError(a.kind)

    def bounded(self, n, uniform, nexpr=None):
        """An index expression in [0, n)."""
        rng = self.rng
        if nexpr is None:
            nexpr = ic(n)
        r = rng.random()
        if r < 0.3:
            return ic(rng.randrange(n))
        if r < 0.55 or uniform:
            src = self.index_expr(uniform=True, depth=1)
        elif r < 0.8:
            src = Bin("add", self.lin(), ic(rng.randrange(0, 5)))
        else:
            v = self.expr("i32", uniform, 1)
            src = Cast(Bin("and", v, i32c(1023)), "index")
        src = Bin("max", src, ic(0))
        return Bin("rem", src, nexpr)

    def can(self, a, kind):
        return not conflicts(self.phase.get(a.name, ()), kind)

    def note(self, a, kind):
        self.phase.setdefault(a.name, set()).add(kind)

    def gen_load(self, ty, uniform):
        """A load expression of type ty, or None."""
        rng = self.rng
        cands = []
        if uniform and "noload" in self.pg.opts:
            pass
        elif uniform:
            cnt = self.pg.arr("cnt")
            if ty == "i32":
                cands.append(lambda: self.load(cnt, [self.blin()]))
            for a in self.pg.arrays:
                if a.kind == "in" and a.ty == ty:
                    cands.append(lambda a=a: self.load(a, self.any_index(a, True)))
        else:
            for a in self.pg.arrays:
                if a.kind == "in" and a.ty == ty:
                    cands.append(lambda a=a: self.load(a, self.any_index(a, False)))
                if a.kind == "out" and a.ty == ty:
                    cands.append(lambda a=a: self.load(a, self.out_index(rng.randrange(K_SLOTS))))
            for a in self.arrays_for():
                if a.ty != ty:
                    continue
                if a.kind == "shared" and a.name not in self.inited:
                    continue
                cands.append(lambda a=a: self.shared_read(a))
            for a in self.k.private:
                if a.ty == ty:
                    cands.append(lambda a=a: self.load(a, [self.bounded(a.shape[0], False)]))
        rng.shuffle(cands)
        for c in cands:
            e = c()
            if e is not None:
                return e
        return None

    def shared_read(self, a):
        rng = self.rng
        opts = []
        if self.can(a, "r"):
            opts.append("r")
        p = self.pick_perm()
        pk = self.norm_perm(a, p)
        if self.can(a, ("or", pk)):
            opts.append(("or", pk))
        # prefer an own read that matches the phase's own-write permutation
        for kd in self.phase.get(a.name, ()):
            if kd != "r" and kd != "w0" and kd[0] == "ow":
                if self.can(a, ("or", kd[1])):
                    opts.append(("or", kd[1]))
        if not opts:
            return None
        kd = rng.choice(opts)
        self.note(a, kd)
        if kd == "r":
            return self.load(a, self.any_index(a, False))
        return self.load(a, self.slot_index(a, self.unnorm(kd[1], p)))

    def unnorm(self, pk, p):
        if isinstance(pk, tuple):
            return pk[1]
        return pk

    def load(self, a, idx):
        e = Load(a.name, idx)
        e.ty = a.ty
        return e

    def out_index(self, slot):
        g = Bin("add", Bin("mul", self.blin(), self.nthreads()), self.lin())
        return [Bin("add", Bin("mul", g, ic(K_SLOTS)), ic(slot))]

    # ---------------------------------------------------- expressions
    def index_expr(self, uniform, depth):
        rng = self.rng
        r = rng.random()
        vs = self.vars_of("index", uniform)
        if r < 0.3 and vs:
            return rng.choice(vs)
        if r < 0.45:
            return ic(rng.randrange(0, 6))
        if r < 0.6:
            return Bid(rng.randrange(3 if self.k.form == "launch" else self.k.kg), self.via())
        if r < 0.7:
            return Bdim(rng.randrange(self.k.kb), self.via())
        if r < 0.8 and not uniform:
            return Tid(rng.randrange(self.k.kb), self.via())
        if r < 0.88 and depth > 0:
            return Cast(Bin("and", self.expr("i32", uniform, depth - 1), i32c(15)), "index")
        if depth > 0:
            op = rng.choice(["add", "sub", "mul", "max", "min", "rem", "div"])
            a = self.index_expr(uniform, depth - 1)
            if op in ("rem", "div"):
                return Bin(op, a, ic(rng.randrange(1, 7)))
            return Bin(op, a, self.index_expr(uniform, depth - 1))
        return ic(rng.randrange(0, 6))

    def expr(self, ty, uniform, depth):
        rng = self.rng
        if ty == "index":
            return self.index_expr(uniform, depth)
        if ty == "i1":
            return self.cond(uniform, depth)
        r = rng.random()
        vs = self.vars_of(ty, uniform)
        if r < 0.3 and vs:
            return rng.choice(vs)
        if r < 0.42:
            if ty == "i32":
                return i32c(rng.randrange(-20, 40))
            return f32c(rng.choice([-3, -1, 0, 0.5, 1, 2, 3, 7, 10, 0.25]))
        if r < 0.6 and depth > 0:
            e = self.gen_load(ty, uniform)
            if e is not None:
                return e
        if r < 0.7 and depth > 0:
            if ty == "i32":
                src = rng.choice(["index", "f32", "i1"])
                if src == "index":
                    return Cast(self.index_expr(uniform, depth - 1), "i32")
                if src == "i1":
                    return Cast(self.cond(uniform, depth - 1), "i32")
                # exact: f32 values stay in i32 range by construction or
                # the interpreter discards the program
                return Cast(self.expr("f32", uniform, depth - 1), "i32")
            return Cast(self.expr("i32", uniform, depth - 1), "f32")
        if r < 0.78 and depth > 0:
            return Sel(self.cond(uniform, depth - 1),
                       self.expr(ty, uniform, depth - 1),
                       self.expr(ty, uniform, depth - 1))
        if depth > 0:
            a = self.expr(ty, uniform, depth - 1)
            if ty == "i32":
                op = rng.choice(["add", "sub", "mul", "max", "min", "and",
                                 "or", "xor", "rem", "div", "shl", "shr",
                                 "add", "sub"])
                if op in ("rem", "div"):
                    return Bin(op, a, i32c(rng.choice([3, 7, 10, 64, 1000])))
                if op in ("shl", "shr"):
                    return Bin(op, a, i32c(rng.randrange(1, 4)))
                if op == "mul":
                    return Bin("rem", Bin(op, a, self.expr(ty, uniform, depth - 1)),
                               i32c(1009))
                return Bin(op, a, self.expr(ty, uniform, depth - 1))
            op = rng.choice(["add", "sub", "mul", "max", "min", "rem", "div",
                             "add"])
            if op == "rem":
                return Bin(op, a, f32c(rng.choice([7, 100, 1000])))
            if op == "div":
                return Bin(op, a, f32c(rng.choice([2, 4, 3])))
            if op == "mul":
                return Bin("rem", Bin(op, a, self.expr(ty, uniform, depth - 1)),
                           f32c(1000))
            return Bin(op, a, self.expr(ty, uniform, depth - 1))
        if ty == "i32":
            if uniform:
                return Cast(self.index_expr(True, 0), "i32")
            return Cast(self.lin(), "i32")
        return f32c(rng.choice([1, 2, 5]))

    def cond(self, uniform, depth):
        rng = self.rng
        ty = rng.choice(["index", "index", "i32", "f32"])
        if ty == "f32":
            pred = rng.choice(["olt", "ole", "ogt", "oge", "oeq", "one"])
        else:
            pred = rng.choice(["slt", "sle", "sgt", "sge", "eq", "ne"])
        a = self.expr(ty, uniform, max(depth - 1, 0))
        if ty == "index":
            b = ic(rng.randrange(0, 4))
        elif ty == "i32":
            b = i32c(rng.randrange(-5, 20))
        else:
            b = self.expr(ty, uniform, 0)
        c = Cmp(pred, a, b)
        if depth > 0 and rng.random() < 0.15:
            c = Bin(rng.choice(["and", "or", "xor"]), c,
                    self.cond(uniform, depth - 1))
        return c

    def uniform_bound(self):
        """A small block-uniform upper bound (index)."""
        rng = self.rng
        r = rng.random()
        vs = [v for v in self.vars_of("index", True)
              if v.name.startswith(("iv", "h", "w"))]
        if "longfor" in self.pg.opts and rng.random() < 0.4:
            # longfor: 4..9 trips (what stitch-cpuify's interchange and
            # jam-uniform need), constant, loaded (cnt + 4) or the block size
            r = rng.random()
            if r < 0.5:
                return ic(rng.randrange(4, 10))
            if r < 0.8 and "noload" not in self.pg.opts:
                return Bin("add", Cast(self.load(self.pg.arr("cnt"), [self.blin()]),
                                       "index"), ic(4))
            return Bin("max", Bdim(0, self.via()), ic(4))
        if r < 0.3:
            return ic(rng.randrange(0, 4))
        if r < 0.55 and "noload" not in self.pg.opts:
            # per-block count loaded from memory: uniform per block
            return Cast(self.load(self.pg.arr("cnt"), [self.blin()]), "index")
        if r < 0.75 and vs:
            # an outer loop counter (or host iv) feeds the bound
            return Bin("min", Bin("add", rng.choice(vs), ic(1)), ic(3))
        if r < 0.85:
            return Bin("rem", Bid(0, self.via()), ic(3))
        return Bin("min", Bdim(0, self.via()), ic(3))

    # ----------------------------------------------------- statements
    def barrier(self):
        self.pg.nbar += 1
        self.nbar += 1
        self.phase = {}
        return Barrier(self.pg.nbar)

    def stmts(self, depth, uniform_ctx, n=None):
        rng = self.rng
        out = []
        if n is None:
            n = rng.randrange(1, 5)
        for _ in range(n):
            if self.budget <= 0:
                break
            self.budget -= 1
            out.extend(self.stmt(depth, uniform_ctx))
        return out

    def stmt(self, depth, uniform_ctx):
        rng = self.rng
        w = [("let", 3), ("store", 4), ("out", 2), ("w0", 1)]
        if uniform_ctx and "nobar" not in self.pg.opts:
            w.append(("barrier", 3))
            w.append(("carry", 1.5))
        if depth < self.pg.max_depth:
            w += [("for", 2), ("if", 2), ("while", 1.5)]
            if uniform_ctx:
                w += [("ufor", 3), ("uif", 2.5), ("uwhile", 2.5)]
                if "longfor" in self.pg.opts:
                    w.append(("uacc", 2))
                if "trees" in self.pg.opts and self.k.shared:
                    w.append(("tree", 2.5))
        if getattr(self.k, "dr", None):
            w.append(("divrem", 2.5))
        if ("stencil" in self.pg.opts and uniform_ctx and
                depth < self.pg.max_depth):
            w.append(("stencil", 2))
        if getattr(self.k, "ix", None):
            w.append(("indirect", 2.5))
        kind = weighted_choice(rng, w)
        return getattr(self, "s_" + kind)(depth, uniform_ctx)

    def s_barrier(self, depth, u):
        return [self.barrier()]

    def s_carry(self, depth, u):
        """A value loaded before a barrier, its memory overwritten after the
        barrier, the value used later: recomputing the load after the
        barrier instead of keeping the value would be wrong."""
        rng = self.rng
        cands = [a for a in self.arrays_for() if a.kind != "shared" or
                 a.name in self.inited] + list(self.k.private)
        cands += [a for a in self.pg.arrays if a.kind == "out"]
        a = rng.choice(cands)
        if a.kind == "private":
            idx = [ic(rng.randrange(a.shape[0]))]
            p = None
        elif a.kind == "out":
            idx = self.out_index(rng.randrange(K_SLOTS))
            p = None
        else:
            p = self.pick_perm()
            pk = self.norm_perm(a, p)
            if not self.can(a, ("or", pk)):
                return self.s_let(depth, u)
            self.note(a, ("or", pk))
            idx = self.slot_index(a, p)
        x = self.name("x")
        out = [Let(x, self.load(a, idx)), self.barrier()]
        if p is not None:
            self.note(a, ("ow", self.norm_perm(a, p)))
        out.append(Store(a.name, copy_idx(idx), self.expr(a.ty, False, 1)))
        self.define(x, a.ty, False)
        return out

    def s_uacc(self, depth, u):
        """longfor: a uniform accumulator loop (the jam-uniform review
        kernel's shape): acc = init; for i < 4..9 { random statements;
        out[slot] = (out[slot] + acc * k + e) % M; acc = acc + in[i + c] }
        -- a uniform iter_arg, updated from a load, read by every thread."""
        rng = self.rng
        ty = rng.choice(["i32", "f32"])
        arr = self.pg.arr("in_i" if ty == "i32" else "in_f")
        acc, iv, r = self.name("a"), self.name("iv"), self.name("r")
        ub = rng.choice([ic(rng.randrange(4, 10)),
                         Bin("max", Bdim(0, self.via()), ic(4))])
        if "noload" not in self.pg.opts and rng.random() < 0.4:
            ub = Bin("add", Cast(self.load(self.pg.arr("cnt"), [self.blin()]),
                                 "index"), ic(4))
        init = self.expr(ty, True, 1)
        self.push()
        self.define(iv, "index", True)
        self.define(acc, ty, True)
        # the store's value from what the loop sees before its body (it
        # may go first)
        o = self.pg.arr("out_i" if ty == "i32" else "out_f")
        slot = rng.randrange(K_SLOTS)
        k = Const(ty, rng.choice([1, 2, 3]) if ty == "i32" else float(rng.choice([1, 2])))
        v = Bin("add", self.load(o, self.out_index(slot)),
                Bin("add", Bin("mul", Var(acc, ty), k), self.expr(ty, False, 1)))
        v = Bin("rem", v, i32c(100003) if ty == "i32" else f32c(100000))
        st = Store(o.name, self.out_index(slot), v)
        body = self.loop_body(depth, u, lambda: self.stmts(depth + 1, u,
                                                           rng.randrange(0, 3)))
        body = body + [st] if rng.random() < 0.6 else [st] + body
        c = rng.randrange(0, 5)
        y = Bin("add", Var(acc, ty),
                self.load(arr, [Bin("rem", Bin("add", Var(iv, "index"), ic(c)),
                                    ic(IN_SIZE))]))
        if ty == "i32":
            y = Bin("rem", y, i32c(100003))
        self.pop()
        self.define(r, ty, True)
        return [self.retype_for(For(iv, ic(0), ub, ic(1), [(acc, ty, init)],
                                    body, [y], [r]), True)]

    def s_let(self, depth, u):
        ty = self.rng.choice(["i32", "i32", "f32", "f32", "index"])
        uni = self.rng.random() < 0.35
        n = self.name("v")
        e = self.expr(ty, uni, 3)
        self.define(n, ty, uni)
        return [Let(n, e)]

    def s_out(self, depth, u):
        rng = self.rng
        a = rng.choice([x for x in self.pg.arrays if x.kind == "out"])
        slot = rng.randrange(K_SLOTS)
        v = self.expr(a.ty, False, 2)
        if rng.random() < 0.4:
            # accumulate into the slot: values of earlier launches count
            v = Bin("add", self.load(a, self.out_index(slot)), v)
            if a.ty == "i32":
                v = Bin("rem", v, i32c(100003))
            else:
                v = Bin("rem", v, f32c(100000))
        return [Store(a.name, self.out_index(slot), v)]

    def s_store(self, depth, u):
        rng = self.rng
        cands = self.arrays_for() + list(self.k.private)
        a = rng.choice(cands)
        if a.kind == "private":
            return [Store(a.name, [self.bounded(a.shape[0], False)],
                          self.expr(a.ty, False, 2))]
        p = self.pick_perm()
        pk = self.norm_perm(a, p)
        if not self.can(a, ("ow", pk)):
            # reuse the phase's own-write permutation if there is one
            for kd in self.phase.get(a.name, ()):
                if kd not in ("r", "w0") and kd[0] in ("ow", "or"):
                    pk = kd[1]
                    p = self.unnorm(pk, p)
                    break
            if not self.can(a, ("ow", pk)):
                return self.s_let(depth, u)
        val = self.expr(a.ty, False, 2)
        self.note(a, ("ow", pk))
        st = Store(a.name, self.slot_index(a, p), val)
        if depth == 0 and a.kind == "shared" and u:
            self.inited.add(a.name)
        return [st]

    def s_w0(self, depth, u):
        """if (linear tid == 0) { a[any] = v } (thread 0 writes alone)."""
        rng = self.rng
        a = rng.choice(self.arrays_for(("shared", "gbuf", "bout")))
        if not self.can(a, "w0"):
            return self.s_let(depth, u)
        self.note(a, "w0")
        if a.kind == "bout":
            idx = [self.blin()]
        else:
            idx = self.any_index(a, True)
        val = self.expr(a.ty, False, 2)
        return [If(Cmp("eq", self.lin(), ic(0)),
                   [Store(a.name, idx, val)], [], [], [], [])]

    def iter_decl(self, uniform_loop, count=None):
        rng = self.rng
        n = rng.choice([0, 1, 1, 2, 3]) if count is None else count
        its = []
        for _ in range(n):
            ty = rng.choice(["index", "i32", "f32", "i32", "f32"])
            uni = uniform_loop and rng.random() < 0.4
            its.append((self.name("a"), ty, self.expr(ty, uni, 2), uni))
        return its

    def push(self):
        self.scope.append({})

    def pop(self):
        self.scope.pop()

    def loop_body(self, depth, u, gen_body):
        """Generate a loop body with the wrap-around phase rule: the end of
        the body runs in the same phase as its start (and as the code before
        the loop); if their accesses conflict, a barrier ends the body."""
        entry = {k: set(v) for k, v in self.phase.items()}
        body = gen_body()
        if u and self.nbar_in(body):
            for a, kinds in entry.items():
                for kd in kinds:
                    if conflicts(self.phase.get(a, ()), kd):
                        body.append(self.barrier())
                        break
                else:
                    continue
                break
            merged = {k: set(v) for k, v in entry.items()}
            for a, kinds in self.phase.items():
                merged.setdefault(a, set()).update(kinds)
            self.phase = merged
        return body

    def nbar_in(self, body):
        from kast import has_barrier
        return has_barrier(body)

    def s_ufor(self, depth, u):
        return self.s_for(depth, u, uniform=True)

    def s_for(self, depth, u, uniform=False):
        rng = self.rng
        if uniform:
            lb = ic(rng.choice([0, 0, 1]))
            ub = self.uniform_bound()
            if rng.random() < 0.3:
                ub = Bin("add", ub, ic(1))
        else:
            lb = ic(0)
            ub = Bin("rem", self.lin(), ic(rng.randrange(2, 4)))
            if rng.random() < 0.3:
                ub = Cast(Bin("and", self.expr("i32", False, 1), i32c(3)), "index")
        step = ic(rng.choice([1, 1, 1, 2]))
        its = self.iter_decl(uniform)
        iv = self.name("iv")
        self.push()
        self.define(iv, "index", uniform)
        for n, ty, _, uni in its:
            self.define(n, ty, uni)

        def body():
            b = self.stmts(depth + 1, u and uniform)
            ys = [self.expr(ty, uni, 2) for _, ty, _, uni in its]
            return b, ys
        holder = []
        b = self.loop_body(depth, u and uniform,
                           lambda: holder.append(body()) or holder[0][0])
        ys = holder[0][1]
        self.pop()
        res = []
        for n, ty, _, uni in its:
            r = self.name("r")
            self.define(r, ty, uni)
            res.append(r)
        return [self.retype_for(For(iv, lb, ub, step,
                                    [(n, ty, i) for n, ty, i, _ in its],
                                    b, ys, res), uniform)]

    def retype_for(self, loop, uniform, straddle=True):
        """Sometimes (1 loop in 6, 1 in 3 around barriers, 1 in 2 for
        uniform barrier-free ones without results; 60% and 90% with
        `looptypes`, none with `nolooptypes`) a loop's counter becomes
        i32 or i64 (or stays index) and/or its bounds are compared
        unsigned (`scf.for unsigned`), the bounds shifted by a constant
        off: lb + off to ub + off, wrapping at the width. The trip count stays the original
        one, or becomes 0 where [lb + off, ub + off) crosses the
        comparison's wrap point: off = -c crosses 0 (unsigned 0 trips,
        signed as before: -5 to 3), off = 2^(n-1) - c the signed maximum
        (signed 0 trips, unsigned as before: 2^31 - 2 to -2^31 + 1). So
        trip counts stay small and a uniform loop's uniform, while signed
        and unsigned counts differ. The body gets the original index
        counter back from a Let at its top ((k - off) cast to index with
        index_cast or index_castui, or cast first when the values are
        small; k the typed counter), so it is the same as before; half of
        the loops also fold k itself into an output slot (its values
        observable, trips with 0 differing from none). Without straddle
        (divergent kernels) the trip counts stay the original ones.
        Everything here is drawn from pg.lrng: a program whose loops all
        stay as they were is the one the seed gave before."""
        pg = self.pg
        lr = pg.lrng
        # more often where the review found bugs: twice, and mostly
        # unsigned, around barriers (cpuify rebuilds the loop); three times,
        # mostly i32/i64, for uniform barrier-free loops without results
        # (what cpuify interchanges and jam-uniform jams)
        bar = self.nbar_in(loop.body)
        jam = uniform and not bar and not loop.iters
        if not pg.p_lty or lr.random() >= min(0.9, pg.p_lty * (
                2 if bar else 3 if jam else 1)):
            return loop
        ity = weighted_choice(lr, [("i32", 4), ("i64", 2.5),
                                   ("index", 1 if jam else 3.5)])
        uns = lr.random() < (0.7 if bar else 0.5)
        bits = 32 if ity == "i32" else 64
        cats = [("zero", 2), ("small", 1), ("far", 1)]
        if bits == 64:
            cats.append(("b32", 1))      # i64 values across 2^31
        if straddle:
            cats += [("neg", 5 if bar else 3), ("smax", 5 if bar else 3)]
        cat = weighted_choice(lr, cats)
        c = lr.choice([1, 1, 2, 2, 3, 5])
        off = {"zero": 0, "small": c, "far": -(1 << (bits - 1)) + c,
               "b32": (1 << 31) - c, "neg": -c,
               "smax": (1 << (bits - 1)) - c}[cat]
        step = loop.step.v
        if (cat == "smax" and not uns) or (cat == "neg" and uns):
            # values next to the comparison's maximum: iv + 2 could wrap
            # past it (and around, under ub again)
            step = 1

        def conv(e):
            if ity == "index":
                return e
            if (isinstance(e, Cast) and e.a.ty == "i32" and
                    not getattr(e, "ui", False)):
                # a loaded i32 count: as it is, or sign-extended
                return e.a if ity == "i32" else Cast(e.a, "i64")
            return Cast(e, ity)

        def shift(e):
            if isinstance(e, Const):
                return Const(ity, wrapv(e.v + off, bits))
            ce = conv(e)
            if off == 0:
                return ce
            k = Const(ity, wrapv(off, bits))
            if lr.random() < 0.7:
                return Bin("add", ce, k, wrap=True)
            return Bin("add", k, ce, wrap=True)

        ivk = self.name("k")
        v = Var(ivk, ity)
        if ity == "index":
            view = v if off == 0 else Bin("sub", v, ic(off), wrap=True)
        elif -8 <= off <= 8 and lr.random() < 0.4:
            # cast first, then index arithmetic (index_castui only where
            # the values are >= 0)
            cv = Cast(v, "index", ui=off >= 0 and lr.random() < 0.5)
            view = cv if off == 0 else Bin("sub", cv, ic(off))
        else:
            d = v if off == 0 else Bin("sub", v, Const(ity, wrapv(off, bits)),
                                       wrap=True)
            view = Cast(d, "index", ui=lr.random() < 0.5)
        body = [Let(loop.iv, view)] + loop.body
        if lr.random() < 0.5:
            o = pg.arr("out_i")
            slot = lr.randrange(K_SLOTS)
            saved, self.rng = self.rng, lr      # ids' spellings from lr too
            try:
                raw = v if ity == "i32" else Cast(v, "i32")
                val = Bin("rem", Bin("xor", self.load(o, self.out_index(slot)),
                                     raw), i32c(100003))
                st = Store(o.name, self.out_index(slot), val)
            finally:
                self.rng = saved
            body.insert(lr.randrange(1, len(body) + 1), st)
        new = For(ivk, shift(loop.lb), shift(loop.ub), Const(ity, step),
                  loop.iters, body, loop.yields, loop.res, ity, uns)
        new.ity = ity       # index too: the interpreter's exact path
        new.lt = {"cat": cat, "off": off, "uni": uniform}
        return new

    def s_uif(self, depth, u):
        return self.s_if(depth, u, uniform=True)

    def s_if(self, depth, u, uniform=False):
        rng = self.rng
        c = self.cond(uniform, 2)
        nres = rng.choice([0, 1, 1, 2, 3])
        tys = [rng.choice(["index", "i32", "f32"]) for _ in range(nres)]
        unis = [uniform and rng.random() < 0.4 for _ in tys]
        inner_u = u and uniform
        entry = {k: set(v) for k, v in self.phase.items()}
        self.push()
        then = self.stmts(depth + 1, inner_u)
        ty_ = [self.expr(t, un, 2) for t, un in zip(tys, unis)]
        self.pop()
        pt = self.phase
        if inner_u:
            self.phase = {k: set(v) for k, v in entry.items()}
        self.push()
        els = self.stmts(depth + 1, inner_u) if rng.random() < 0.7 else []
        ey = [self.expr(t, un, 2) for t, un in zip(tys, unis)]
        self.pop()
        if inner_u:
            for a, kinds in pt.items():
                self.phase.setdefault(a, set()).update(kinds)
        res = []
        for t, un in zip(tys, unis):
            r = self.name("r")
            self.define(r, t, un)
            res.append((r, t))
        return [If(c, then, ty_, els, ey, res)]

    def s_uwhile(self, depth, u):
        return self.s_while(depth, u, uniform=True)

    def s_while(self, depth, u, uniform=False):
        """Counter-driven scf.while: iters[0] is a counter i, the condition
        is i < bound (uniform bound and counter for a uniform loop)."""
        rng = self.rng
        inner_u = u and uniform
        if uniform:
            bound = self.uniform_bound()
        else:
            bound = Bin("add", Bin("rem", self.lin(), ic(3)), ic(rng.randrange(0, 2)))
        cname = self.name("w")
        its = [(cname, "index", ic(rng.choice([0, 0, 1])), uniform)]
        its += self.iter_decl(uniform)
        self.push()
        for n, ty, _, uni in its:
            self.define(n, ty, uni)
        entry = {k: set(v) for k, v in self.phase.items()}
        bvar = self.name("v")
        before = [Let(bvar, bound)]
        if rng.random() < 0.5:
            before += self.stmts(depth + 1, inner_u, rng.randrange(1, 3))
        cond = Cmp("slt", Var(cname, "index"), Var(bvar, "index"))
        if not uniform and rng.random() < 0.3:
            cond = Bin("and", cond, self.cond(False, 1))
        fwd = [Var(cname, "index")] + [
            self.expr(ty, uni, 2) if rng.random() < 0.4 else Var(n, ty)
            for n, ty, _, uni in its[1:]]
        self.pop()
        self.push()
        aargs = [self.name("b") for _ in its]
        for a, (n, ty, _, uni) in zip(aargs, its):
            self.define(a, ty, uni)
        after = self.stmts(depth + 1, inner_u)
        ys = [Bin("add", Var(aargs[0], "index"), ic(rng.choice([1, 1, 2])))]
        ys += [self.expr(ty, uni, 2) for _, ty, _, uni in its[1:]]
        self.pop()
        if inner_u and (self.nbar_in(before) or self.nbar_in(after)):
            for a, kinds in entry.items():
                for kd in kinds:
                    if conflicts(self.phase.get(a, ()), kd):
                        after.append(self.barrier())
                        break
                else:
                    continue
                break
            for a, kinds in entry.items():
                self.phase.setdefault(a, set()).update(kinds)
        res = []
        for n, ty, _, uni in its:
            r = self.name("r")
            self.define(r, ty, uni)
            res.append(r)
        return [While([(n, ty, i) for n, ty, i, _ in its], before, cond, fwd,
                      aargs, after, ys, res)]

    # ------------------------------------------------- tree reductions
    def s_tree(self, depth, u):
        """A tree reduction over a shared array (`trees` option): every
        thread stores its slot, then a loop whose block-uniform counter
        doubles or halves each level, with a barrier per level, updates
        buf[t] op= buf[t +/- h] under a guard on the thread index t:
        `(t + c) % i == 0` (remui; also the negative offset t - c and remsi,
        which Stitch must leave alone), `t % (2 s) == 0 && t + s < B`,
        `t < s`, `t < i / 2`. t is tx over rows of BX (2-D/3-D blocks) or
        the linear id over the whole block; B the dynamic or static extent.
        Each level is race-free by construction (writers and read slots
        have different residues or ranges); the interpreter checks it."""
        rng = self.rng
        k = self.k
        if not u or not k.shared or "nobar" in self.pg.opts:
            return self.s_let(depth, u)
        a = rng.choice(k.shared)
        out = []
        ty = a.ty
        row = len(a.shape) == 2 or (k.kb > 1 and rng.random() < 0.6)
        N = k.bd[0] if row else self.nt()
        via = self.via

        def T():
            return Tid(0, via()) if row else self.lin()

        def B():
            if rng.random() < 0.3:
                return ic(N)
            return Bdim(0, via()) if row else self.nthreads()

        def E(x):
            if len(a.shape) == 2:
                return [Tid(1, via()), x]
            if not row or k.kb == 1:
                return [x]
            rb = Tid(1, via())
            if k.kb == 3:
                rb = Bin("add", rb, Bin("mul", Bdim(1, via()), Tid(2, via())))
            return [Bin("add", Bin("mul", Bdim(0, via()), rb), x)]

        def half(v):
            op = rng.choice(["shru", "shru", "divu", "div"])
            return Bin(op, v, ic(1 if op == "shru" else 2))

        def dbl(v):
            r = rng.random()
            if r < 0.5:
                return Bin("mul", v, ic(2))
            if r < 0.8:
                return Bin("shl", v, ic(1))
            return Bin("add", v, copy_idx(v))

        # the slots: every thread writes its own, then a barrier
        if not self.can(a, ("ow", 0)):
            out.append(self.barrier())
        self.phase.setdefault(a.name, set()).add("x")
        val = self.expr(ty, False, 2)
        self.phase[a.name].discard("x")
        self.note(a, ("ow", 0))
        out.append(Store(a.name, self.slot_index(a, 0), val))
        out.append(self.barrier())
        if depth == 0:
            self.inited.add(a.name)

        shape = rng.choice(["mod_up", "mod_up", "mod_sdk", "half_down",
                            "lt_half"])
        # counter: init, loop condition (of the counter expr), next value;
        # h(i): the level's offset (an expression of the counter)
        needs_conj = False   # the first offset may reach past B
        if shape == "mod_up":
            init, iv0 = ic(2), 2
            lcond = lambda v: Cmp(rng.choice(["ule", "sle"]), v, B())
            nxt = dbl
            hf = half
        elif shape == "mod_sdk":
            init, iv0 = ic(1), 1
            lcond = lambda v: Cmp(rng.choice(["ult", "slt"]), v, B())
            nxt = dbl
            hf = lambda v: v
        elif shape == "half_down":
            ceil = rng.random() < 0.35
            if ceil:
                init, iv0 = half(Bin("add", B(), ic(1))), (N + 1) // 2
                needs_conj = True
            elif rng.random() < 0.3:
                init, iv0 = ic(N // 2), N // 2
            else:
                init, iv0 = half(B()), N // 2
            lcond = lambda v: (Cmp(rng.choice(["ugt", "sgt", "ne"]), v, ic(0)))
            nxt = half
            hf = lambda v: v
        else:   # lt_half: i from B (or a power of two >= B) down to 2
            p2 = 1
            while p2 < N:
                p2 *= 2
            if rng.random() < 0.4:
                init, iv0 = ic(p2), p2
                needs_conj = p2 > N
            else:
                init, iv0 = B(), N
            lcond = lambda v: Cmp(rng.choice(["ugt", "sgt"]), v, ic(1))
            nxt = half
            hf = half

        def level(cv):
            """The guarded update for counter value cv (a Var)."""
            stmts = []
            h = hf(cv)
            if isinstance(h, Var):
                hv = lambda: copy_idx(h)
            else:
                hv = self.let_or_inline("h", h, True, stmts)
            t = T
            sub = False       # read t - h (else t + h)
            conj = []
            if shape == "mod_up":
                c = rng.choice([0, 1, 1, 1, 2, 3, 5])
                neg = rng.random() < 0.2 and c > 0
                op = "rem" if rng.random() < 0.2 else "remu"
                lhs = Bin("sub" if neg else "add", t(), ic(c))
                g = Cmp("eq", Bin(op, lhs, copy_idx(cv)), ic(0))
                if c == 1 and not neg and op == "remu" and rng.random() < 0.8:
                    sub = True
                elif rng.random() < 0.3:
                    sub = True
                    conj.append(Cmp(rng.choice(["sge", "uge"]), t(), hv()))
                else:
                    conj.append(Cmp(rng.choice(["slt", "ult"]),
                                    Bin("add", t(), hv()), B()))
            elif shape == "mod_sdk":
                two = rng.choice([Bin("mul", copy_idx(cv), ic(2)),
                                  Bin("shl", copy_idx(cv), ic(1)),
                                  Bin("mul", ic(2), copy_idx(cv))])
                g = Cmp("eq", Bin("remu", t(), two), ic(0))
                if rng.random() < 0.3:
                    g = Cmp("eq", ic(0), g.a)
                conj.append(Cmp(rng.choice(["slt", "ult"]),
                                Bin("add", t(), hv()), B()))
            else:
                g = Cmp(rng.choice(["slt", "ult"]), t(), hv())
                if needs_conj or rng.random() < 0.2:
                    conj.append(Cmp(rng.choice(["slt", "ult"]),
                                    Bin("add", t(), hv()), B()))
            for c2 in conj:
                g = Bin("and", c2, g) if rng.random() < 0.3 else Bin("and", g, c2)
            other = Bin("sub" if sub else "add", t(), hv())
            ld = lambda ix: self.load(a, E(ix))
            if ty == "i32":
                op = rng.choice(["add", "add", "add", "max", "xor"])
            else:
                op = rng.choice(["add", "add", "add", "max", "min"])
            upd = []
            if rng.random() < 0.5:
                upd.append(Store(a.name, E(t()), Bin(op, ld(t()), ld(other))))
            else:
                x1, x2 = self.name("x"), self.name("x")
                upd += [Let(x1, ld(t())), Let(x2, ld(other)),
                        Store(a.name, E(t()), Bin(op, Var(x1, ty), Var(x2, ty)))]
            stmts.append(If(g, upd, [], [], [], []))
            return stmts

        def extras():
            """A few barrier-free statements in the level's phase (the tree
            array is off limits)."""
            self.phase = {a.name: {"x"}}
            if rng.random() < 0.25:
                return self.stmts(depth + 1, False, rng.randrange(1, 3))
            return []

        form = rng.choice(["while", "while", "while_before", "for",
                           "for_shl"])
        bar_first = form in ("while", "for") and rng.random() < 0.3
        # number of levels for the static extent (for-loop forms)
        levels, v = 0, iv0
        while {"mod_up": v <= N, "mod_sdk": v < N, "half_down": v > 0,
               "lt_half": v > 1}[shape]:
            levels += 1
            v = v * 2 if shape in ("mod_up", "mod_sdk") else v // 2
        self.push()
        if form == "while" or form == "while_before":
            cname = self.name("w")
            its = [(cname, "index", init)]
            lvl = None
            if rng.random() < 0.3:
                lvl = self.name("w")
                its.append((lvl, "i32", i32c(0)))
            cv = Var(cname, "index")
            if form == "while_before":
                # the before region's arguments are visible there only
                self.define(cname, "index", True)
                if lvl:
                    self.define(lvl, "i32", True)
                # do { if (i <= B && guard) update; barrier } while (i <= B)
                before = extras()
                lv = level(cv)
                gi = lv[-1]
                gi.cond = Bin("and", lcond(Var(cname, "index")), gi.cond)
                before += lv + [self.barrier()]
                cond = lcond(Var(cname, "index"))
                aargs = [self.name("b") for _ in its]
                after = []
                ys = [nxt(Var(aargs[0], "index"))]
            else:
                before = []
                if rng.random() < 0.5:
                    vn = self.name("v")
                    before.append(Let(vn, lcond(Var(cname, "index"))))
                    cond = Var(vn, "i1")
                else:
                    cond = lcond(Var(cname, "index"))
                aargs = [self.name("b") for _ in its]
                self.define(aargs[0], "index", True)
                if lvl:
                    self.define(aargs[1], "i32", True)
                bv = Var(aargs[0], "index")
                after = []
                if bar_first:
                    after.append(self.barrier())
                after += extras()
                after += level(bv)
                if not bar_first:
                    after.append(self.barrier())
                ys = [nxt(Var(aargs[0], "index"))]
            if lvl:
                ys.append(Bin("add", Var(aargs[1], "i32"), i32c(1)))
            fwd = [Var(n, t) for n, t, _ in its]
            res = [self.name("r") for _ in its]
            loop = While(its, before, cond, fwd, aargs, after, ys, res)
            self.pop()
            for (n, t, _), r in zip(its, res):
                self.define(r, t, True)
        else:
            iv = self.name("iv")
            self.define(iv, "index", True)
            body = []
            if bar_first:
                body.append(self.barrier())
            if form == "for_shl" and shape in ("mod_up", "mod_sdk"):
                # the counter from the level: i = init << k
                sn = self.name("s")
                body.append(Let(sn, Bin("shl", init, Var(iv, "index"))))
                self.define(sn, "index", True)
                its, ys = [], []
                body += extras()
                body += level(Var(sn, "index"))
            else:
                sn = self.name("a")
                self.define(sn, "index", True)
                its = [(sn, "index", init)]
                body += extras()
                body += level(Var(sn, "index"))
                ys = [nxt(Var(sn, "index"))]
            if not bar_first:
                body.append(self.barrier())
            res = [self.name("r") for _ in its]
            ub = ic(levels)
            loop = self.retype_for(For(iv, ic(0), ub, ic(1), its, body, ys,
                                       res), True)
            self.pop()
            for (n, t, _), r in zip(its, res):
                self.define(r, t, True)
        out.append(loop)
        if bar_first:
            out.append(self.barrier())
        self.phase = {}
        # read the result: everyone reads the root (or its own slot) and
        # accumulates it into an output slot
        r = rng.random()
        if r < 0.4:
            pos = ic(0)
        elif r < 0.7:
            pos = Bin("sub", B(), ic(1))
        else:
            pos = None
        if pos is None:
            self.note(a, ("or", 0))
            idx = self.slot_index(a, 0)
        else:
            self.note(a, "r")
            idx = E(pos)
        x = self.name("x")
        out.append(Let(x, self.load(a, idx)))
        self.define(x, ty, False)
        o = self.pg.arr("out_i" if ty == "i32" else "out_f")
        slot = rng.randrange(K_SLOTS)
        v = Bin("add", self.load(o, self.out_index(slot)), Var(x, ty))
        v = Bin("rem", v, i32c(100003) if ty == "i32" else f32c(100000))
        out.append(Store(o.name, self.out_index(slot), v))
        return out

    # ------------------------------------------------- divrem segments
    def dr_block(self):
        """Block code (input form) computing the divisor once per block: a
        block-uniform value the divrem statements may divide by."""
        rng = self.rng
        dr = self.k.dr
        u = self.name("u")
        r = rng.random()
        if r < 0.4:
            e = Bin("max", Var(dr["N"], "index"), ic(1))
        elif r < 0.7 and "noload" not in self.pg.opts:
            # N + cnt[block] (0..3): a divisor that differs between blocks
            e = Bin("add", Var(dr["N"], "index"),
                    Cast(self.load(self.pg.arr("cnt"), [self.blin()]), "index"))
        else:
            e = Bin("add", Bin("mul", Var(dr["N"], "index"), ic(1)), ic(0))
        self.define(u, "index", True)
        dr["bvar"] = u
        return [Let(u, e)]

    def dr_divisor(self):
        """The divisor of a divrem statement: the same for all threads of a
        block, >= 1, at most k.dr['nmax']."""
        rng = self.rng
        k = self.k
        dr = k.dr
        N = Var(dr["N"], "index")
        w = [("arg", 5), ("const", 1.5), ("max", 1), ("bdim", 1)]
        if "noload" not in self.pg.opts:
            w.append(("cnt", 1))
        if dr.get("bvar"):
            w.append(("bvar", 4))
        kind = weighted_choice(rng, w)
        if kind == "arg":
            return N
        if kind == "const":
            return ic(dr["Nv"])
        if kind == "max":
            return Bin("max", N, ic(1))
        if kind == "bdim":
            # the block's x extent (+ 0..2): d / BD = bx + (tx + c) / BD
            return Bin("add", Bdim(0, self.via()), ic(rng.randrange(0, 3)))
        if kind == "cnt":
            return Bin("add", N, Cast(self.load(self.pg.arr("cnt"),
                                                [self.blin()]), "index"))
        return Var(dr["bvar"], "index")

    def dr_gid(self):
        """The linear global thread index: bx * BD + tx (1-D blocks; BD the
        launch's extent or the constant) or blin * nthreads + lin."""
        rng = self.rng
        k = self.k
        via = self.via
        if k.kb == 1 and rng.random() < 0.8:
            bd = Bdim(0, via()) if rng.random() < 0.75 else ic(k.bd[0])
            bx, tx = Bid(0, via()), Tid(0, via())
            r = rng.random()
            if r < 0.5:
                return Bin("add", Bin("mul", bx, bd), tx)
            if r < 0.75:
                return Bin("add", tx, Bin("mul", bd, bx))
            return Bin("add", Bin("mul", bd, bx), tx)
        return Bin("add", Bin("mul", self.blin(), self.nthreads()), self.lin())

    def s_divrem(self, depth, u):
        """`divrem` option: under `gid < n` (n a kernel argument, the last
        block partial), d = gid + c divided by a block-uniform N >= 1 with
        arith.divui/remui; the quotient and remainder used as load indices,
        in arithmetic stored to the thread's out slot or to dout[d], and in
        r == 0 / r != 0 tests, among them srad_v1's wrap
        (row, col) = r == 0 ? (N - 1, q - 1) : (r - 1, q) as an scf.if with
        results. Every index stays in bounds: d <= k.dr['dmax'], r < N."""
        rng = self.rng
        k = self.k
        dr = k.dr
        out = []
        self.push()
        c = rng.choice([0, 1, 1, 1, 2, 3])
        g = self.dr_gid()
        gid = self.let_or_inline("g", g, False, out)
        guard = rng.random() < 0.85
        body = []
        if c:
            dv = self.let_or_inline("d", Bin("add", gid(), ic(c)), False, body)
        else:
            dv = gid
        ne = self.dr_divisor()
        if isinstance(ne, (Var, Const)):
            Nv = lambda: copy_idx(ne)
        else:
            Nv = self.let_or_inline("n", ne, True, body, p=0.7)
        qn, rn = self.name("q"), self.name("r")
        which = rng.random()
        lets = []
        if which < 0.85:
            lets = [Let(qn, Bin("divu", dv(), Nv())),
                    Let(rn, Bin("remu", dv(), Nv()))]
            if rng.random() < 0.3:
                lets.reverse()
            self.define(qn, "index", False)
            self.define(rn, "index", False)
            has = ("q", "r")
        elif which < 0.93:
            lets = [Let(rn, Bin("remu", dv(), Nv()))]
            self.define(rn, "index", False)
            has = ("r",)
        else:
            lets = [Let(qn, Bin("divu", dv(), Nv()))]
            self.define(qn, "index", False)
            has = ("q",)
        body += lets
        q = lambda: Var(qn, "index")
        r = lambda: Var(rn, "index")
        img = self.pg.arr("dimg")
        oi = self.pg.arr("out_i")

        def i32(e):
            return Cast(e, "i32")

        def to_out(v):
            slot = rng.randrange(K_SLOTS)
            if rng.random() < 0.5:
                v = Bin("rem", Bin("add", self.load(oi, self.out_index(slot)), v),
                        i32c(100003))
            return Store(oi.name, self.out_index(slot), v)

        def to_dout(idx, v):
            # one dout store per kernel: d is one-to-one with the thread
            if self.dr_dout or rng.random() < 0.3:
                return to_out(v)
            self.dr_dout = True
            return Store("dout", [idx], v)

        def mix(a, b):
            op = rng.choice(["add", "xor", "sub", "max"])
            return Bin(op, Bin("mul", a, ic(rng.choice([1, 3, 1000]))), b)

        def qr_index():
            # q * N + r == d
            if rng.random() < 0.5:
                return Bin("add", Bin("mul", q(), Nv()), r())
            return Bin("add", r(), Bin("mul", Nv(), q()))

        uses = ["arith", "load", "wrap", "wrap", "cmp", "dout"]
        rng.shuffle(uses)
        for use in uses[:rng.randrange(1, 4)]:
            if use == "arith":
                if has == ("q", "r"):
                    v = mix(q(), r())
                else:
                    v = Bin("add", Var(has[0] == "q" and qn or rn, "index"),
                            ic(rng.randrange(0, 4)))
                body.append(to_out(i32(v)))
            elif use == "load":
                cands = [lambda x=x: Var(x, "index") for x in
                         ([qn] if "q" in has else []) + ([rn] if "r" in has else [])]
                if has == ("q", "r"):
                    cands.append(qr_index)
                ld = self.load(img, [rng.choice(cands)()])
                if rng.random() < 0.4:
                    ld = Bin("add", ld, self.expr("i32", False, 1))
                body.append(to_out(ld))
            elif use == "dout":
                idx = qr_index() if has == ("q", "r") and rng.random() < 0.5 \
                    else (dv() if rng.random() < 0.5 else gid())
                v = i32(mix(Var(has[0] == "q" and qn or rn, "index"), dv()))
                body.append(to_dout(idx, v))
            elif use == "cmp" and "r" in has:
                cnd = Cmp(rng.choice(["eq", "ne"]), r(), ic(0))
                if rng.random() < 0.2:
                    cnd = Cmp(cnd.pred, ic(0), r())
                a, b = self.expr("i32", False, 1), i32(dv())
                if rng.random() < 0.5:
                    body.append(to_out(Sel(cnd, a, b)))
                else:
                    slot = rng.randrange(K_SLOTS)
                    body.append(If(cnd, [Store(oi.name, self.out_index(slot), a)],
                                   [], [Store(oi.name, self.out_index(slot), b)]
                                   if rng.random() < 0.7 else [], [], []))
            elif use in ("wrap", "cmp") and has == ("q", "r"):
                # srad_v1: row = r == 0 ? N - 1 : r - 1, col = r == 0 ? q - 1 : q
                row, col = self.name("row"), self.name("col")
                wt = [Bin("sub", Nv(), ic(1)), Bin("sub", q(), ic(1))]
                we = [Bin("sub", r(), ic(1)), q()]
                if rng.random() < 0.5:
                    cnd = Cmp("eq", r(), ic(0))
                else:
                    cnd = Cmp("ne", r(), ic(0))
                    wt, we = we, wt
                if rng.random() < 0.25:
                    body += [Let(row, Sel(cnd, wt[0], we[0])),
                             Let(col, Sel(copy_idx(cnd), wt[1], we[1]))]
                else:
                    body.append(If(cnd, [], wt, [], we,
                                   [(row, "index"), (col, "index")]))
                self.define(row, "index", False)
                self.define(col, "index", False)
                R, C = Var(row, "index"), Var(col, "index")
                # col * N + row == d - 1: an index when d >= 1
                lin = Bin("add", Bin("mul", C, Nv()), R)
                opts = ["rowload", "arith"]
                if c >= 1:
                    opts += ["linload", "lindout"]
                rng.shuffle(opts)
                for o in opts[:rng.randrange(1, 3)]:
                    if o == "rowload":
                        body.append(to_out(self.load(img, [copy_idx(R)])))
                    elif o == "linload":
                        body.append(to_out(self.load(img, [copy_idx(lin)])))
                    elif o == "lindout":
                        body.append(to_dout(copy_idx(lin), i32(mix(copy_idx(C), copy_idx(R)))))
                    else:
                        body.append(to_out(i32(mix(copy_idx(C), copy_idx(R)))))
            else:
                body.append(to_out(i32(Bin("add", dv(), ic(1)))))
        self.pop()
        return self.gid_guarded(out, body, gid, dr["n"] if guard else None)

    def gid_guarded(self, out, body, gid, n_name):
        """out + `if (gid < n) { body }` (the comparison spelled one of
        three ways, as front ends emit it), or out + body when n_name is
        None."""
        if n_name is None:
            return out + body
        n = Var(n_name, "index")
        r0 = self.rng.random()
        if r0 < 0.6:
            cnd = Cmp("slt", gid(), n)
        elif r0 < 0.85:
            cnd = Cmp("ult", gid(), n)
        else:
            cnd = Cmp("sgt", n, gid())
        return out + [If(cnd, body, [], [], [], [])]

    # ------------------------------------------------------ stencils
    ST_DIRS = {"W": (0, -1), "E": (0, 1), "N": (-1, 0), "S": (1, 0)}

    def s_stencil(self, depth, u):
        """`stencil` option: Rodinia srad's neighbour selection, what
        stitch-cpuify's speculate-loads rewrites (SpeculateLoads.h).
        Phase 1: every thread stores f(img[gid]) into its slot of a block
        tile `temp` ([BY][BX]; [BX] for 1-D blocks; or linearized
        [BY*BX]) and fills halo tiles (west/east, north/south in 2-D) from
        the image at neighbour positions clamped with selects or max/min
        (full tiles, or a column/row written by the edge threads only);
        barrier. Phase 2: chains of scf.if with results (i32/f32) choose
        each neighbour: the halo where a thread reaching the branch may
        sit on that edge of the block, else temp[ty][tx +/- 1] /
        temp[ty +/- 1][tx] (one element past the tile in the branch not
        taken), nested where a branch holds threads both on and off an
        edge (srad's corner chain), a little arithmetic in the branches;
        or the halo loaded in the branch directly from the image at gid
        +/- 1, +/- W (in bounds thanks to the image's margin). The values
        are combined and accumulated into sout[gid]. Load indices are
        linear forms of thread and block indices with constant bounds.
        A few variants the rewrite must leave alone: temp[tx + 2] under
        tx < BX - 2, a clamped (select) image index in a branch, a
        remainder by a loaded value. Reachability of each branch is
        computed over the block's threads, so every load a thread runs is
        in bounds; the interpreter runs only the branch taken."""
        rng = self.rng
        k = self.k
        pg = self.pg
        if not u or "nobar" in pg.opts or k.kb > 2:
            return self.s_let(depth, u)
        via = self.via
        two = k.kb == 2
        BX, BY = k.bd[0], (k.bd[1] if two else 1)
        W, H = k.gd[0] * BX, k.gd[1] * BY
        M = pg.st_margin
        ty_ = "i32" if rng.random() < 0.7 else "f32"
        img = pg.arr("simg_i" if ty_ == "i32" else "simg_f")
        sout = pg.arr("sout_i" if ty_ == "i32" else "sout_f")
        C = i32c if ty_ == "i32" else f32c
        DIRS = self.ST_DIRS
        # some stencils hold a branch the rewrite must leave alone (a
        # clamped image index, a remainder by a loaded value), which keeps
        # the ifs around it too
        negv = rng.random() < 0.2
        out = []

        def TX():
            return Tid(0, via())

        def TY():
            return Tid(1, via()) if two else ic(0)

        def BD(d):
            return Bdim(d, via()) if rng.random() < 0.5 else ic(k.bd[d])

        def off(e, c):
            if c == 0:
                return e
            if c > 0:
                return Bin("add", e, ic(c)) if rng.random() < 0.8 else \
                    Bin("add", ic(c), e)
            return Bin("sub", e, ic(-c)) if rng.random() < 0.8 else \
                Bin("add", e, ic(c))

        def tycast(e):
            e = Cast(e, "i32")
            return e if ty_ == "i32" else Cast(e, "f32")

        # global coordinates (gy = by for 1-D blocks) and linear index
        r = rng.random()
        bx, bdx, t = Bid(0, via()), BD(0), TX()
        if r < 0.5:
            gxe = Bin("add", Bin("mul", bx, bdx), t)
        elif r < 0.75:
            gxe = Bin("add", t, Bin("mul", bdx, bx))
        else:
            gxe = Bin("add", Bin("mul", bdx, bx), t)
        gye = Bin("add", Bin("mul", Bid(1, via()), BD(1)), TY()) if two \
            else Bid(1, via())
        gx = self.let_or_inline("gx", gxe, False, out)
        gy = self.let_or_inline("gy", gye, False, out)

        def Wc():
            if rng.random() < 0.6:
                return ic(W)
            return Bin("mul", Gdim(0, via()), BD(0))

        gid = self.let_or_inline(
            "gi", Bin("add", Bin("mul", gy(), Wc()), gx()), False, out)

        def img_at(e):
            return self.load(img, [Bin("add", e, ic(M))])

        def clamp_lo(v):
            r = rng.random()
            if r < 0.4:
                return Sel(Cmp("eq", v(), ic(0)), ic(0), Bin("sub", v(), ic(1)))
            if r < 0.7:
                return Sel(Cmp("sgt", v(), ic(0)), Bin("sub", v(), ic(1)), ic(0))
            return Bin("max", Bin("sub", v(), ic(1)), ic(0))

        def clamp_hi(v, n):
            r = rng.random()
            if r < 0.4:
                return Sel(Cmp("eq", v(), ic(n - 1)), ic(n - 1),
                           Bin("add", v(), ic(1)))
            if r < 0.7:
                return Sel(Cmp("slt", v(), ic(n - 1)), Bin("add", v(), ic(1)),
                           ic(n - 1))
            return Bin("min", Bin("add", v(), ic(1)), ic(n - 1))

        def nbr(d):
            """The clamped image index of d's neighbour (selects)."""
            if d == "W":
                return Bin("add", Bin("mul", gy(), Wc()), clamp_lo(gx))
            if d == "E":
                return Bin("add", Bin("mul", gy(), Wc()), clamp_hi(gx, W))
            if d == "N":
                return Bin("add", Bin("mul", clamp_lo(gy), Wc()), gx())
            return Bin("add", Bin("mul", clamp_hi(gy, H), Wc()), gx())

        # the tiles
        layout = "1d" if not two else ("lin" if rng.random() < 0.3 else "2d")
        tshape = {"1d": [BX], "2d": [BY, BX], "lin": [BY * BX]}[layout]
        temp = Arr(pg.name("stt"), ty_, tshape, "shared")
        self.st_tiles.append(temp)

        def tidx(dy, dx):
            if layout == "2d":
                return [off(TY(), dy), off(TX(), dx)]
            if layout == "1d":
                return [off(TX(), dx)]
            if rng.random() < 0.6:
                base = Bin("add", Bin("mul", TY(), BD(0)), TX())
            else:
                base = Bin("add", TX(), Bin("mul", ic(BX), TY()))
            return [off(base, dy * BX + dx)]

        if not two:
            dirs = ["W", "E"] if rng.random() < 0.8 else [rng.choice("WE")]
        else:
            # (a linearized tile's north/south neighbours reach a row past
            # it: not padded, those chains stay)
            r = rng.random() * (3 if layout == "lin" else 1)
            dirs = (["W", "E", "N", "S"] if r < 0.5 else
                    ["W", "E", "N"] if r < 0.75 else ["W", "E"])
        bias = {d: 100 * (i + 1) for i, d in enumerate("WENS")}
        hk, harr = {}, {}
        for d in dirs:
            hk[d] = weighted_choice(rng, [("tile", 5), ("edge", 2),
                                          ("glob", 2), ("gclamp", negv * 1.5)])
            if hk[d] == "tile":
                shape = [BY, BX] if two else [BX]
            elif hk[d] == "edge":
                shape = [BY] if d in "WE" else [BX]
            else:
                continue
            harr[d] = Arr(pg.name("st" + d.lower()), ty_, shape, "shared")
            self.st_tiles.append(harr[d])

        def hidx(d):
            if hk[d] == "tile":
                return [TY(), TX()] if two else [TX()]
            if d in "WE":
                return [TY()] if two else [ic(0)]
            return [TX()]

        def edge_pred(d):
            """(condition, fn(x, y)): the thread is on edge d of the block."""
            T, n = (TX, BX) if d in "WE" else (TY, BY)
            r = rng.randrange(5)
            if d in "WN":
                fn = (lambda x, y: x == 0) if d == "W" else (lambda x, y: y == 0)
                c = [Cmp("eq", T(), ic(0)), Cmp("slt", T(), ic(1)),
                     Cmp("eq", ic(0), T()), Cmp("ule", T(), ic(0)),
                     Cmp("eq", T(), ic(0))][r]
            else:
                fn = (lambda x, y: x == BX - 1) if d == "E" else \
                    (lambda x, y: y == BY - 1)
                if r == 0:
                    c = Cmp("eq", T(), ic(n - 1))
                elif r == 1:
                    c = Cmp("eq", T(), Bin("sub", BD(0 if d == "E" else 1), ic(1)))
                elif r == 2:
                    c = Cmp("eq", Bin("add", T(), ic(1)), BD(0 if d == "E" else 1))
                elif r == 3:
                    c = Cmp("sgt", T(), ic(n - 2))
                else:
                    c = Cmp("sge", T(), ic(n - 1))
            return c, fn

        def neg_pred(d):
            """The complement of edge d's condition."""
            T, n = (TX, BX) if d in "WE" else (TY, BY)
            r = rng.randrange(3)
            if d in "WN":
                return [Cmp("ne", T(), ic(0)), Cmp("sgt", T(), ic(0)),
                        Cmp("uge", T(), ic(1))][r]
            return [Cmp("ne", T(), ic(n - 1)), Cmp("slt", T(), ic(n - 1)),
                    Cmp("slt", Bin("add", T(), ic(1)),
                        BD(0 if d == "E" else 1))][r]

        def halo_val(d):
            kind = hk[d]
            if kind in ("tile", "edge"):
                return self.load(harr[d], hidx(d))
            dy, dx = DIRS[d]
            if kind == "glob":
                # unclamped: gid +/- 1, +/- W (the image's margin M > W)
                if rng.random() < 0.5:
                    ix = Bin("add", gid(), ic(M + dy * W + dx))
                else:
                    ix = off(Bin("add", gid(), ic(M)), dy * W + dx)
                return Bin("add", self.load(img, [ix]), C(bias[d]))
            return Bin("add", img_at(nbr(d)), C(bias[d]))

        # phase 1: the tiles
        val = Bin("add", Bin("mul", img_at(gid()), C(rng.choice([2, 3, 5]))),
                  C(rng.randrange(0, 6)))
        if rng.random() < 0.3:
            val = Bin("add", val, tycast(Bin("rem", gx(), ic(7))))
        vs = self.vars_of("index", True)
        if vs and rng.random() < 0.4:
            val = Bin("add", val, tycast(Bin("and", rng.choice(vs), ic(15))))
        p1 = [Store(temp.name, tidx(0, 0), val)]
        for d in dirs:
            if d not in harr:
                continue
            hv = Bin("add", img_at(nbr(d)), C(bias[d]))
            st = Store(harr[d].name, hidx(d), hv)
            if hk[d] == "edge":
                p1.append(If(edge_pred(d)[0], [st], [], [], [], []))
            else:
                p1.append(st)
        rng.shuffle(p1)
        out += p1
        out.append(self.barrier())

        # phase 2: the neighbours, chosen by scf.if chains with results
        jc = self.name("jc")
        out.append(Let(jc, self.load(temp, tidx(0, 0))))
        self.define(jc, ty_, False)

        def JC():
            return Var(jc, ty_)

        pos = [(x, y) for y in range(BY) for x in range(BX)]

        def at(d, p):
            x, y = p
            return {"W": x == 0, "E": x == BX - 1, "N": y == 0,
                    "S": y == BY - 1}[d]

        def post(v):
            r = rng.random()
            if r < 0.45:
                return v
            if r < 0.7:
                return Bin("sub", v, JC())
            if r < 0.8:
                return Bin("add", v, C(rng.randrange(1, 9)))
            if r < 0.9:
                return Bin("mul", v, C(rng.choice([2, 3, -1])))
            if ty_ == "i32" and rng.random() < 0.5:
                # a constant divisor: cannot trap, still speculated
                return Bin("div", v, i32c(rng.choice([2, 3, 7])))
            if ty_ == "i32" and negv and rng.random() < 0.5:
                # a divisor loaded (1..8): may trap as far as Stitch knows,
                # the branch stays
                return Bin("rem", v, Bin("add", Bin("and", JC(), i32c(7)),
                                         i32c(1)))
            return Bin("max", v, JC())

        def leaf(grp, reach):
            stmts, vals = [], []
            for d in grp:
                if any(at(d, p) for p in reach) or rng.random() < 0.12:
                    v = halo_val(d)
                else:
                    dy, dx = DIRS[d]
                    v = self.load(temp, tidx(dy, dx))
                v = post(v)
                if rng.random() < 0.25:
                    x = self.name("x")
                    stmts.append(Let(x, v))
                    v = Var(x, ty_)
                vals.append(v)
            return stmts, vals

        def chain(grp, reach):
            mixed = [d for d in grp if any(at(d, p) for p in reach) and
                     not all(at(d, p) for p in reach)]
            if not mixed:
                return leaf(grp, reach)
            d0 = rng.choice(mixed)
            preds = [d0]
            perp = [d for d in mixed if (d in "WE") != (d0 in "WE")]
            if perp and rng.random() < 0.5:
                preds.append(rng.choice(perp))
            if rng.random() < 0.5:
                preds.reverse()

            def split(preds):
                tr = [p for p in reach if all(at(d, p) for d in preds)]
                return tr, [p for p in reach if p not in tr]
            tr, er = split(preds)
            if not tr or not er:
                preds = [d0]
                tr, er = split(preds)
            neg = rng.random() < 0.25
            if neg:
                cond = neg_pred(preds[0])
                for d in preds[1:]:
                    cond = Bin("or", cond, neg_pred(d))
            else:
                cond = edge_pred(preds[0])[0]
                for d in preds[1:]:
                    cond = Bin("and", cond, edge_pred(d)[0])
            ts, tv = chain(grp, tr)
            es, ev = chain(grp, er)
            if neg:
                ts, tv, es, ev = es, ev, ts, tv
            pre = []
            if rng.random() < 0.3:
                cn = self.name("c")
                pre.append(Let(cn, cond))
                cond = Var(cn, "i1")
            names = [self.name("nb") for _ in grp]
            return pre + [If(cond, ts, tv, es, ev, [(n, ty_) for n in names])], \
                [Var(n, ty_) for n in names]

        r = rng.random()
        if r < 0.45 or len(dirs) == 1:
            groups = [list(dirs)]
        elif r < 0.8:
            groups = [[d] for d in dirs]
        else:
            ds = list(dirs)
            rng.shuffle(ds)
            cut = rng.randrange(1, len(ds))
            groups = [ds[:cut], ds[cut:]]
        vals = []
        for grp in groups:
            st, vv = chain(grp, pos)
            out += st
            vals += vv
        if negv and rng.random() < 0.5 and BX >= 3:
            # two elements past the tile in the branch not taken: the
            # rewrite must not speculate it
            n2 = self.name("nb")
            thr = Cmp("sge", TX(), ic(BX - 2))
            far = self.load(temp, tidx(0, 2))
            near = halo_val("E") if "E" in dirs else JC()
            out.append(If(thr, [], [near], [], [far], [(n2, ty_)]))
            vals.append(Var(n2, ty_))
        for v in vals:
            if isinstance(v, Var):
                self.define(v.name, ty_, False)
        # the generator's bookkeeping (Kernel.st: one entry per stencil)
        if not hasattr(k, "st"):
            k.st = []
        k.st.append({"ty": ty_, "layout": layout, "halo": dict(hk),
                     "groups": len(groups), "neg": negv})

        def V(v):
            return copy_idx(v)

        # combine, accumulate into sout[gid]
        r = rng.random()
        if r < 0.5 or ty_ == "f32" and r < 0.75:
            acc = V(vals[0])
            for v in vals[1:]:
                acc = Bin("add", acc, V(v))
            acc = Bin("sub", acc, Bin("mul", JC(), C(len(vals))))
        elif r < 0.75:
            # srad's G2: sums of squared differences (i32: wraps exactly)
            acc = None
            for v in vals:
                dv = Bin("sub", V(v), JC())
                t = Bin("mul", dv, copy_idx(dv))
                acc = t if acc is None else Bin("add", acc, t)
        else:
            acc = V(vals[0])
            for v in vals[1:]:
                acc = Bin(rng.choice(["max", "min"]), acc, V(v))
            acc = Bin("sub", acc, JC())
        if rng.random() < 0.3:
            acc = Sel(Cmp("slt" if ty_ == "i32" else "olt", acc, C(0)), C(0),
                      copy_idx(acc))
        o = Bin("add", self.load(sout, [gid()]), acc)
        o = Bin("rem", o, i32c(100003) if ty_ == "i32" else f32c(100000))
        out.append(Store(sout.name, [gid()], o))
        if depth > 0:
            # in a loop, the next iteration's tile stores must not meet
            # this iteration's neighbour loads
            out.append(self.barrier())
        return out

    # ------------------------------------------------ index arrays
    def ix_info(self, name):
        return self.pg.ix[name]

    def ix_pick_w(self):
        """indirect: maybe one flat index array this kernel writes (at
        gid + cw only: all its accesses in the kernel are at gid + cw, so
        each element is one thread's)."""
        rng = self.rng
        if self.pg.ix_wname and rng.random() < 0.5:
            self.ix_w = (self.pg.ix_wname, rng.randrange(0, 4))

    def ix_cond(self, gid):
        """A thread-dependent condition (no barrier under it)."""
        rng = self.rng
        r = rng.random()
        if r < 0.4:
            return Cmp(rng.choice(["eq", "ne"]),
                       Bin("rem", self.lin(), ic(rng.choice([2, 3]))),
                       ic(rng.randrange(0, 2)))
        if r < 0.7:
            return Cmp(rng.choice(["slt", "sge"]), Tid(0, self.via()),
                       ic(rng.randrange(1, max(2, self.k.bd[0]))))
        xd = self.pg.arr("xd_i")
        return Cmp("sgt", self.load(xd, [Bin("rem", gid(), ic(xd.shape[0]))]),
                   i32c(rng.randrange(-20, 20)))

    def ix_val_of(self, idx_expr, ty):
        """An index value as an element of type ty."""
        return idx_expr if ty == "index" else Cast(idx_expr, ty)

    def ix_wstore(self, gid):
        """A store of an in-range value into the kernel's writable index
        array at gid + cw (through its alias, when it has one, half of the
        time): a may-alias write before the index load."""
        rng = self.rng
        wn, cw = self.ix_w
        info = self.ix_info(wn)
        lo, hi = info["vmin"], info["vmax"]
        f = Bin("add", gid(), ic(cw)) if cw else gid()
        r = rng.random()
        if r < 0.5:
            v = Bin("add", Bin("rem", Bin("add", Bin("mul", gid(),
                                                     ic(rng.choice([3, 5, 7]))),
                                          ic(rng.randrange(0, 20))),
                               ic(hi - lo + 1)), ic(lo))
        else:
            v = Bin("min", Bin("max", Bin("add", copy_idx(f),
                                          ic(rng.randrange(-2, 5))), ic(lo)),
                    ic(hi))
        name = wn
        if info.get("alias") and rng.random() < 0.6:
            name = info["alias"]
        st = Store(name, [copy_idx(f)], self.ix_val_of(v, info["ty"]))
        if rng.random() < 0.25:
            return [If(self.ix_cond(gid), [st], [], [], [], [])]
        return [st]

    def ix_access(self, gid, out):
        """An index-array element for this thread: (array name, its index
        expression, base thunk or None, distinct): distinct when no two
        threads of the launch read the same element through it."""
        rng = self.rng
        pg = self.pg
        flat = [n for n, i in pg.ix.items() if i["dom"] == "flat"]
        rows = [n for n, i in pg.ix.items() if i["dom"] == "row"]
        w = [("gid", 4), ("lin", 1.5)]
        if rows:
            w.append(("row", 5))
        kind = weighted_choice(rng, w)
        if kind == "row":
            an = rng.choice(rows)
            c = rng.choice([0, 0, 1, 1, 2, 3])
            d = Bin("add", gid(), ic(c)) if c else gid()
            dv = self.let_or_inline("d", d, False, out)
            ix = self.k.ix
            r0 = rng.random()
            if r0 < 0.6:
                Ne = Var(ix["N"], "index")
            elif r0 < 0.8:
                Ne = ic(ix["Nv"])
            else:
                Ne = Bin("max", Var(ix["N"], "index"), ic(1))
            Nv = lambda: copy_idx(Ne)
            q = self.let_or_inline("q", Bin("divu", dv(), Nv()), False, out)
            rr = self.let_or_inline("r", Bin("remu", dv(), Nv()), False, out)
            if rng.random() < 0.5:
                base = lambda: Bin("mul", q(), Nv())
            else:
                base = lambda: Bin("mul", Nv(), q())
            return an, rr(), base, True
        if kind == "lin":
            cands = [n for n in flat if not (self.ix_w and n == self.ix_w[0])]
            if cands:
                an = rng.choice(cands)
                c = rng.randrange(0, 4)
                t = Tid(0, self.via()) if self.k.kb == 1 else self.lin()
                return an, (Bin("add", t, ic(c)) if c else t), None, False
        an = rng.choice(flat)
        c = self.ix_w[1] if self.ix_w and an == self.ix_w[0] else \
            rng.randrange(0, 4)
        return an, (Bin("add", gid(), ic(c)) if c else gid()), None, True

    def ix_uses(self, an, f, base, body, j=None):
        """Loads of the data arrays through index array `an` at f: returns
        ([(ty, value)], [index exprs that address xo]) and appends the
        statements (Lets) to body. j: a loop counter added to the data
        index."""
        rng = self.rng
        info = self.ix_info(an)
        ety = info["ty"]
        ld = Load(an, [f])
        ld.ty = ety
        if rng.random() < 0.7:
            vn = self.name("iv")
            body.append(Let(vn, ld))
            self.define(vn, ety, False)
            V = lambda: Var(vn, ety)
        else:
            V = lambda: copy_idx(ld)
        ui = ety != "index" and info["vmin"] >= 0 and rng.random() < 0.5

        def mkcast(u):
            return V() if ety == "index" else Cast(V(), "index", u)
        if rng.random() < 0.6:
            cn = self.name("ci")
            body.append(Let(cn, mkcast(ui)))
            self.define(cn, "index", False)
            C = lambda: Var(cn, "index")
        else:
            C = lambda: mkcast(ui)
        glo = max(0, -info["vmin"])
        ghi = self.pg.ix_gmax - (2 if j is not None else 0)

        def dindex(c):
            g = rng.randrange(glo, max(glo, min(ghi, glo + 3)) + 1)
            parts = [c]
            if base:
                parts.append(base())
            if j is not None:
                parts.append(Var(j, "index"))
            rng.shuffle(parts)
            e = parts[0]
            for p in parts[1:]:
                e = Bin("add", e, p)
            return Bin("add", e, ic(g)) if g else e
        vals, xo_idx = [], []
        nuse = 1 if rng.random() < 0.65 else rng.choice([2, 2, 3])
        for ui_ in range(nuse):
            c = C()
            if (ui_ > 0 and ety != "index" and info["vmin"] >= 0 and
                    rng.random() < 0.12):
                c = mkcast(not ui)    # both cast kinds: not versioned
            di = dindex(c)
            if ui_ == 0:
                xo_idx.append(copy_idx(di))
            xd = self.pg.arr(rng.choice(["xd_i", "xd_i", "xd_f"]))
            vals.append((xd.ty, self.load(xd, [di])))
        if rng.random() < 0.15:
            # the cast value as data too (still versioned)
            vals.append(("i32", Cast(C(), "i32")))
        if rng.random() < 0.12:
            # the loaded value itself as data: not versioned
            if ety == "i32":
                vals.append(("i32", V()))
            else:
                vals.append(("i32", Cast(V(), "i32")))
        if rng.random() < 0.08:
            # a condition on the cast value guarding a load through it
            xd = self.pg.arr("xd_i")
            vals.append(("i32", Sel(Cmp("sgt", C(), ic(rng.randrange(0, 8))),
                                    self.load(xd, [dindex(C())]), i32c(7))))
        return vals, xo_idx

    def ix_sink(self, vals):
        """Statements accumulating values into the thread's out slots."""
        rng = self.rng
        out = []
        for ty in ("i32", "f32"):
            vs = [v for t, v in vals if t == ty]
            if not vs:
                continue
            e = vs[0]
            for v in vs[1:]:
                e = Bin(rng.choice(["add", "add", "sub", "max"]), e, v)
            o = self.pg.arr("out_i" if ty == "i32" else "out_f")
            slot = rng.randrange(K_SLOTS)
            e = Bin("add", self.load(o, self.out_index(slot)), e)
            e = Bin("rem", e, i32c(100003) if ty == "i32" else f32c(100000))
            out.append(Store(o.name, self.out_index(slot), e))
        return out

    def ix_group(self, gid, body):
        """One index-array load and its uses, sometimes under a condition or
        in a loop around the data loads."""
        rng = self.rng
        an, f, base, distinct = self.ix_access(gid, body)
        info = self.ix_info(an)
        r = rng.random()
        if r < 0.12 or r >= 0.88:
            # under a condition: the index load outside or inside
            inner = []
            where = body if rng.random() < 0.5 else inner
            if where is body:
                vals, _ = self.ix_uses(an, f, base, body)
                # the data loads moved under the if (Lets stay put)
                inner += self.ix_sink(vals)
            else:
                vals, _ = self.ix_uses(an, f, base, inner)
                inner += self.ix_sink(vals)
            body.append(If(self.ix_cond(gid), inner, [], [], [], []))
            return
        if r < 0.25:
            # a loop around the data loads (counter added to their index)
            j = self.name("j")
            self.define(j, "index", False)
            inner = []
            vals, _ = self.ix_uses(an, f, base, inner, j=j)
            inner += self.ix_sink(vals)
            if rng.random() < 0.5:
                # the index load before the loop: still in the x loop's body
                lets = [s for s in inner if isinstance(s, Let) and
                        isinstance(s.e, Load) and s.e.arr == an]
                for s in lets:
                    inner.remove(s)
                body += lets
            body.append(self.retype_for(
                For(j, ic(0), ic(rng.choice([1, 2, 3])), ic(1), [], inner,
                    [], []), True))
            return
        vals, xo_idx = self.ix_uses(an, f, base, body)
        inj = info["inj"] and (info["dom"] == "flat" or
                               0 <= info["vmin"] and info["vmax"] < self.pg.ix_N)
        w = an == self.pg.ix_wname
        if (distinct and inj and not w and not self.ix_xo and
                rng.random() < 0.35):
            # a store through the index: xo[cast(idx[f]) + base + g]
            self.ix_xo = True
            ivals = [v for t, v in vals if t == "i32"] or [i32c(3)]
            e = ivals[0]
            for v in ivals[1:]:
                e = Bin("xor", e, v)
            body.append(Store("xo_i", xo_idx, e))
            vals = [(t, v) for t, v in vals if t != "i32"]
        body += self.ix_sink(vals)

    def s_indirect(self, depth, u):
        """`indirect` option: loads through index arrays (what
        stitch-cpuify's affine-index-loads versions, AffineIndexLoads.h):
        `A[cast(idx[f]) + base + g]` with f the global or local thread
        index plus a constant or srad_v1's row (gid + c) % N (base
        N * ((gid + c) / N)); i32/i64/index elements, index_cast and
        index_castui; several loads, casts used twice, the loaded value
        as data, may-alias and real stores to the index array before the
        load, conditions and loops around them."""
        rng = self.rng
        k = self.k
        out = []
        self.push()
        gid = self.let_or_inline("g", self.dr_gid(), False, out)
        guard = rng.random() < 0.35
        if (not guard and u and rng.random() < 0.15 and
                "nobar" not in self.pg.opts):
            out += self.ix_tile(gid)
            self.pop()
            return out
        body = []
        if self.ix_w and rng.random() < 0.5:
            body += self.ix_wstore(gid)
        if rng.random() < 0.1:
            # a store to another kernel argument (may alias the index array)
            body.append(Store("out_i", self.out_index(rng.randrange(K_SLOTS)),
                              Cast(gid(), "i32")))
        n = weighted_choice(rng, [(1, 4), (2, 3), (3, 2), (5, 0.7)])
        for _ in range(n):
            self.ix_group(gid, body)
        if self.ix_w and rng.random() < 0.2:
            # a write after the loads: the loads still versioned
            body += self.ix_wstore(gid)
        self.pop()
        return self.gid_guarded(out, body, gid, k.ix["n"] if guard else None)

    def ix_tile(self, gid):
        """The index array copied into a shared tile (sh[lin] =
        idx[gid + c], a barrier), then loads through the tile at
        min(lin + c', nt - 1), a barrier closing it."""
        rng = self.rng
        k = self.k
        cands = [n for n, i in self.pg.ix.items() if i["dom"] == "flat" and
                 not (self.ix_w and n == self.ix_w[0])]
        if not cands:
            return []
        an = rng.choice(cands)
        info = self.ix_info(an)
        nt = self.nt()
        tile = Arr(self.name("ixt"), info["ty"], [nt], "shared")
        self.st_tiles.append(tile)
        self.pg.ix[tile.name] = dict(info, dom="tile")
        c0 = rng.randrange(0, 4)
        ld = Load(an, [Bin("add", gid(), ic(c0)) if c0 else gid()])
        ld.ty = info["ty"]
        out = [Store(tile.name, [self.lin()], ld), self.barrier()]
        body = []
        for t in range(rng.choice([1, 1, 2, 3])):
            c = rng.randrange(1 if t == 0 else 0, 3)
            last = ic(nt - 1) if not k.dyn else Bin("sub", self.nthreads(), ic(1))
            f = Bin("min", Bin("add", self.lin(), ic(c)), last) if c else self.lin()
            vals, _ = self.ix_uses(tile.name, f, None, body)
            body += self.ix_sink(vals)
        out += body
        out.append(self.barrier())
        return out

    # ------------------------------------------------------ segments
    def thread_body(self):
        rng = self.rng
        self.push()
        self.phase = {}
        body = []
        for a in self.k.private:
            for i in range(a.shape[0]):
                body.append(Store(a.name, [ic(i)], self.expr(a.ty, False, 1)))
        # most kernels start by filling shared memory, CUDA style
        for a in self.k.shared:
            if a.name not in self.inited and rng.random() < 0.8:
                p = self.pick_perm()
                pk = self.norm_perm(a, p)
                if self.can(a, ("ow", pk)):
                    self.note(a, ("ow", pk))
                    body.append(Store(a.name, self.slot_index(a, p),
                                      self.expr(a.ty, False, 2)))
                    self.inited.add(a.name)
        if rng.random() < 0.8 and "nobar" not in self.pg.opts:
            body.append(self.barrier())
        if ("trees" in self.pg.opts and self.k.shared and
                rng.random() < 0.75):
            body += self.s_tree(0, True)
        if getattr(self.k, "dr", None):
            # divrem: at least one at the top of the thread body, before or
            # after the random statements
            n = rng.randrange(3, 8)
            i = rng.randrange(n + 1)
            body += self.stmts(0, True, i)
            body += self.s_divrem(0, True)
            body += self.stmts(0, True, n - i)
        elif getattr(self.k, "ix", None):
            # indirect: first in the body's phase (mostly: a store to global
            # memory before an index load keeps it from being versioned),
            # mostly after a barrier that orders a real exchange through a
            # shared tile (stitch-barrier-elim keeps it: the x loops are
            # serialized, the rewrite's place)
            xt = None
            if rng.random() < 0.75 and "nobar" not in self.pg.opts:
                xt = Arr(self.name("ixx"), "i32", [self.nt()], "shared")
                self.st_tiles.append(xt)
                body += [Store(xt.name, [self.lin()],
                               Cast(Bin("add", Bin("mul", self.lin(), ic(3)),
                                        ic(rng.randrange(0, 9))), "i32")),
                         self.barrier()]
            n = rng.randrange(2, 6)
            i = rng.randrange(n + 1) if rng.random() < 0.2 else 0
            body += self.stmts(0, True, i)
            body += self.s_indirect(0, True)
            body += self.stmts(0, True, n - i)
            if xt is not None:
                o = self.pg.arr("out_i")
                slot = rng.randrange(K_SLOTS)
                nb = Bin("rem", Bin("add", self.lin(), ic(1)), self.nthreads())
                body.append(Store(o.name, self.out_index(slot), Bin(
                    "add", self.load(o, self.out_index(slot)),
                    self.load(xt, [nb]))))
        elif "stencil" in self.pg.opts:
            # stencil: one at the top of the thread body (mostly) or after
            # a few random statements
            n = rng.randrange(2, 6)
            i = rng.randrange(n + 1) if rng.random() < 0.35 else 0
            body += self.stmts(0, True, i)
            body += self.s_stencil(0, True)
            body += self.stmts(0, True, n - i)
        else:
            body += self.stmts(0, True, rng.randrange(3, 8))
        # make values observable
        for _ in range(rng.randrange(1, 3)):
            body += self.s_out(0, True)
        self.pop()
        return body

    def block_code(self):
        """Block-level code between thread loops (input form): uniform lets
        and thread-0 style stores at uniform indices."""
        rng = self.rng
        out = []
        self.phase = {}
        for _ in range(rng.randrange(1, 3)):
            if rng.random() < 0.6 or not self.k.shared:
                n = self.name("u")
                ty = rng.choice(["index", "i32", "f32"])
                out.append(Let(n, self.expr(ty, True, 2)))
                self.define(n, ty, True)
            else:
                a = rng.choice(self.k.shared)
                if a.name in self.inited:
                    out.append(Store(a.name, self.any_index(a, True),
                                     self.expr(a.ty, True, 2)))
        return out


class ProgGen:
    def __init__(self, seed, opts=None):
        self.rng = random.Random(seed)
        self.seed = seed
        self.counter = 0
        self.nbar = 0
        self.opts = opts or {}
        self.stmt_budget = 40 if "big" in self.opts else 24
        self.max_depth = 4 if "big" in self.opts else 3
        # typed and unsigned loops (KGen.retype_for): drawn from a generator
        # of their own, so that the rest of a program is what the seed gave
        self.lrng = random.Random("looptypes-%d" % seed)
        self.p_lty = (0 if "nolooptypes" in self.opts else
                      0.6 if "looptypes" in self.opts else 1 / 6)

    def name(self, p):
        self.counter += 1
        return "%s%d" % (p, self.counter)

    def arr(self, name):
        for a in self.arrays:
            if a.name == name:
                return a
        raise KeyError(name)

    def dims(self, n, kind):
        rng = self.rng
        if kind == "block" and "divrem" in self.opts:
            # divrem segments: 1-D blocks of 7..130 threads (mostly not
            # powers of two), sometimes 2-D
            if n == 1:
                return [rng.choice([7, 9, 12, 13, 24, 31, 32, 33, 48, 50, 64,
                                    65, 96, 100, 127, 128, 130])]
            return [rng.choice([5, 8, 13, 16, 32, 33]), rng.choice([2, 3, 4])]
        if kind == "block" and "indirect" in self.opts:
            # indirect: non-powers of two, tiny blocks (pieces of < 3
            # threads once divrem segments cut them), up to 130 threads
            if n == 1:
                return [rng.choice([1, 2, 3, 5, 7, 12, 13, 16, 24, 31, 32, 33,
                                    34, 48, 50, 64, 65, 96, 100, 127, 130])]
            return [rng.choice([3, 5, 8, 13, 16, 32, 33]), rng.choice([2, 3, 4])]
        if kind == "block" and "stencil" in self.opts:
            # stencil: srad-like tiles, 1-D or 2-D, static sizes
            if n == 1:
                return [rng.choice([8, 12, 16, 17, 32])]
            return [rng.choice([8, 12, 16, 17, 32]), rng.choice([1, 2, 3, 4])]
        if kind == "block" and "trees" in self.opts:
            # tree reductions: powers of two and not, up to 128 threads
            if n == 1:
                return [rng.choice([2, 4, 7, 8, 12, 16, 32, 33, 48, 64, 96,
                                    128])]
            if n == 2:
                return [rng.choice([4, 6, 8, 12, 16, 32]), rng.choice([2, 3, 4])]
            return [rng.choice([4, 6, 8, 16]), rng.choice([2, 3]), rng.choice([1, 2])]
        if kind == "block":
            if n == 1:
                return [rng.choice([1, 2, 3, 5, 6, 7, 8, 12, 13, 16, 17, 24, 31, 33])]
            if n == 2:
                return [rng.choice([1, 2, 3, 4, 5, 7, 8]), rng.choice([2, 3, 4, 5, 6])]
            return [rng.choice([2, 3, 4]), rng.choice([1, 2, 3]), rng.choice([2, 3])]
        if n == 1:
            return [rng.choice([1, 2, 3, 4, 5])]
        if n == 2:
            return [rng.choice([1, 2, 3]), rng.choice([1, 2])]
        return [rng.choice([1, 2]), rng.choice([1, 2]), rng.choice([1, 2])]

    def kernel_shape(self):
        rng = self.rng
        form = self.opts.get("form") or ("launch" if rng.random() < 0.65 else "input")
        if "inputform" in self.opts and not self.opts.get("form"):
            # inputform: every kernel in Stitch's input form (the draw above
            # is kept, so that the rest of the program is drawn as usual)
            form = "input"
        # divrem and indirect: a 1-D grid of ceildiv(n, block size) blocks
        # (dr_params, ix_params): at most this many blocks and threads, and
        # the share of dynamic block sizes
        for opt, max_blocks, max_threads, p_dyn in (("divrem", 6, 700, 0.3),
                                                    ("indirect", 8, 600, 0.2)):
            if opt not in self.opts:
                continue
            kb = self.opts.get("kb") or rng.choice([1, 1, 1, 2])
            bd = self.dims(kb, "block") + [1] * (3 - kb)
            nt = bd[0] * bd[1]
            kg = 1
            gd = [rng.randrange(1, max(1, min(max_blocks, max_threads // nt)) + 1), 1, 1]
            dyn = rng.random() < p_dyn and "nodyn" not in self.opts
            return form, kg, gd, kb, bd, dyn
        if "stencil" in self.opts:
            # constant block and grid sizes (the rewrite needs constant
            # loop bounds), 1-D or 2-D grids
            kb = self.opts.get("kb") or rng.choice([1, 2, 2])
            kg = rng.choice([1, 2])
            bd = self.dims(kb, "block") + [1] * (3 - kb)
            gd = self.dims(kg, "grid") + [1] * (3 - kg)
            return form, kg, gd, kb, bd, False
        kb = self.opts.get("kb") or rng.choice([1, 1, 1, 2, 2, 3])
        kg = rng.choice([1, 1, 2, 3])
        bd = self.dims(kb, "block") + [1] * (3 - kb)
        gd = self.dims(kg, "grid") + [1] * (3 - kg)
        dyn = rng.random() < 0.3 and "nodyn" not in self.opts
        return form, kg, gd, kb, bd, dyn

    def generate(self):
        rng = self.rng
        shapes = [self.kernel_shape()]
        nk = rng.choice([1, 1, 1, 2, 2, 3])
        for _ in range(nk - 1):
            if rng.random() < 0.5:
                shapes.append(shapes[0])
            else:
                shapes.append(self.kernel_shape())
        max_t = max(s[2][0] * s[2][1] * s[2][2] * s[4][0] * s[4][1] * s[4][2]
                    for s in shapes)
        max_b = max(s[2][0] * s[2][1] * s[2][2] for s in shapes)

        def init(m, off):
            return (rng.randrange(1, 50), rng.randrange(0, 50), m, off)
        self.arrays = [
            Arr("in_i", "i32", [IN_SIZE], "in", init(97, 40)),
            Arr("in_f", "f32", [IN_SIZE], "in", init(61, 20)),
            Arr("cnt", "i32", [max_b], "cnt", init(4, 0)),
            Arr("out_i", "i32", [max_t * K_SLOTS], "out", init(13, 6)),
            Arr("out_f", "f32", [max_t * K_SLOTS], "out", init(11, 5)),
            Arr("gbuf", rng.choice(["i32", "f32"]), [max_t], "gbuf", init(29, 9)),
            Arr("bout", "i32", [max_b], "bout", init(7, 0)),
        ]
        kernels = []
        for i, (form, kg, gd, kb, bd, dyn) in enumerate(shapes):
            shared = []
            nt = bd[0] * bd[1] * bd[2]
            # nobar: barrier-free launches without shared memory (blocks
            # are then only a partition of the threads)
            for j in range(0 if "nobar" in self.opts else rng.choice([1, 1, 2])):
                ty = rng.choice(["i32", "f32"])
                shape = [bd[1], bd[0]] if (kb == 2 and rng.random() < 0.5) else [nt]
                shared.append(Arr("sh%d_%d" % (i, j), ty, shape, "shared"))
            private = []
            if rng.random() < 0.3:
                private.append(Arr("pv%d" % i, rng.choice(["i32", "f32"]), [3],
                                   "private"))
            kern = Kernel("k%d" % i, form, gd, kg, bd, kb, dyn,
                          shared, private, [])
            # grid sizes as function arguments (opt-in: keeps the default
            # seed -> program mapping unchanged)
            kern.dyng = "dyngrid" in self.opts and rng.random() < 0.6
            if "divrem" in self.opts:
                self.dr_params(kern)
            if "indirect" in self.opts:
                self.ix_params(kern, shapes)
            kernels.append(kern)
        if "divrem" in self.opts:
            dmax = max(k.dr["dmax"] for k in kernels)
            nmax = max(k.dr["nmax"] for k in kernels)
            self.arrays += [
                Arr("dimg", "i32", [max(dmax, nmax) + 1], "in", init(89, 30)),
                Arr("dout", "i32", [dmax + 1], "dout", init(5, 0))]
        if "stencil" in self.opts:
            # the image (read-only; a margin of M > W elements on both
            # sides, so that gid +/- 1 and gid +/- W stay in bounds) and
            # the per-pixel outputs
            hw = max(k.gd[0] * k.bd[0] * k.gd[1] * k.bd[1] for k in kernels)
            self.st_margin = max(k.gd[0] * k.bd[0] for k in kernels) + 1
            n = hw + 2 * self.st_margin
            self.arrays += [
                Arr("simg_i", "i32", [n], "in", init(97, 40)),
                Arr("simg_f", "f32", [n], "in", init(61, 20)),
                Arr("sout_i", "i32", [hw], "dout", init(13, 6)),
                Arr("sout_f", "f32", [hw], "dout", init(11, 5))]
        if "indirect" in self.opts:
            self.ix_arrays(kernels)
        # host structure: a host scf.for around some launches
        host_vars = {}
        items = []
        if rng.random() < 0.35:
            trips = rng.randrange(1, 4)
            items.append(("for", "h0", trips, []))
            host_vars["h0"] = ("index", True)
        for k in kernels:
            kg = KGen(self, k, host_vars if items and rng.random() < 0.7 else {})
            if items and kg.scope[0]:
                items[0][3].append(("launch", k))
            else:
                items.append(("launch", k))
            if (k.form == "input" and rng.random() < 0.35 and
                    "nobar" not in self.opts):
                # several thread loops per block, block code in between
                segs = [("threads", kg.thread_body())]
                for _ in range(rng.randrange(1, 3)):
                    if rng.random() < 0.6:
                        segs.append(("block", kg.block_code()))
                    segs.append(("threads", kg.thread_body()))
                k.segments = segs
            elif (getattr(k, "dr", None) and k.form == "input" and
                  rng.random() < 0.4):
                # the divisor computed once per block, in block code
                pre = [("block", kg.dr_block())]
                k.segments = pre + [("threads", kg.thread_body())]
            else:
                k.segments = [("threads", kg.thread_body())]
            # stencil: its tiles, out of reach of the random statements
            k.shared += kg.st_tiles
        items = [it for it in items if it[0] == "launch" or it[3]]
        if "inputform" in self.opts:
            # the input form's loop layout, from a generator of its own (the
            # program model is what the seed gives without it, in input form)
            lrng = random.Random("inputform-%d" % self.seed)
            for k in kernels:
                k.inp = input_layout(lrng, k)
        shape = shape_name(kernels, items)
        return Program(self.arrays, items, self.seed, shape)


    def ix_params(self, k, shapes):
        """indirect: the kernel's arguments n (threads to run: the last
        block partial) and N (the row length of the program's row index
        arrays, the same for all kernels: >= 32 mostly, so that divrem
        segments cut the x loops), the grid ceildiv(n, block size)."""
        rng = self.rng
        if not hasattr(self, "ix_N"):
            maxtot = max(s[2][0] * s[4][0] * s[4][1] for s in shapes)
            r = rng.random()
            if r < 0.7:
                self.ix_N = rng.choice([32, 33, 34, 35, 40, 50, 63, 64, 65,
                                        100, 127, 200])
            elif r < 0.85:
                self.ix_N = rng.choice([3, 5, 7, 13, 16, 31])
            else:
                self.ix_N = max(3, maxtot // rng.choice([1, 2, 3]) + rng.randrange(0, 3))
        nt = k.bd[0] * k.bd[1]
        tot = k.gd[0] * nt
        n = rng.randrange(tot - nt + 1, tot + 1) if rng.random() < 0.8 else tot
        kn = k.name
        k.kargs = [(kn + "_n", n), (kn + "_N", self.ix_N)]
        k.gdexpr = self.ceildiv_grid(k, nt)
        k.ix = {"n": kn + "_n", "N": kn + "_N", "Nv": self.ix_N}

    def ceildiv_grid(self, k, nt):
        """The grid size ceildiv(n, BD) for the kernel argument n (divrem and
        indirect), spelled as srad_v1's host does or as (n - 1) / BD + 1
        (n >= 1); BD a run-time value for dynamic blocks."""
        rng = self.rng
        kn = k.name
        if k.dyn:
            bds = [Var("%s_bd%d" % (kn, d), "index") for d in range(k.kb)]
        else:
            bds = [ic(b) for b in k.bd[:k.kb]]
        bdt = bds[0] if k.kb == 1 else Bin("mul", bds[0], bds[1])
        nv = Var(kn + "_n", "index")
        if rng.random() < 0.5:
            bm1 = ic(nt - 1) if not k.dyn else Bin("sub", copy_idx(bdt), ic(1))
            return Bin("divu", Bin("add", nv, bm1), bdt)
        return Bin("add", Bin("divu", Bin("sub", nv, ic(1)), bdt), ic(1))

    def ix_arrays(self, kernels):
        """indirect: the index arrays (flat: one element per global thread
        + 4, values in [-3, size + 2]; row: N elements, values in
        [-3, N + 2]), an alias of one of them (40%), the data arrays they
        index (xd_i, xd_f) and xo_i (stores through an index)."""
        rng = self.rng
        maxtot = max(k.gd[0] * k.bd[0] * k.bd[1] for k in kernels)
        N = self.ix_N
        SF = maxtot + 4
        self.ix_gmax = 6
        self.ix = {}
        arrs = []
        nflat = rng.choice([1, 2, 2, 3])
        nrow = rng.choice([1, 1, 2])
        for i in range(nflat + nrow):
            dom = "flat" if i < nflat else "row"
            S = SF if dom == "flat" else N
            ty = weighted_choice(rng, [("i32", 75), ("i64", 15), ("index", 10)])
            desc, segs = ix_contents(rng, S, dom)
            vals = [init_value_seg(segs, r) for r in range(S)]
            name = "ix%s%d" % (dom[0], i)
            a = Arr(name, ty, [S], "iarr", ("seg", segs))
            arrs.append(a)
            self.ix[name] = {"dom": dom, "ty": ty, "desc": desc,
                             "vmin": min(vals), "vmax": max(vals),
                             "inj": len(set(vals)) == S}
        flat = [a for a in arrs if self.ix[a.name]["dom"] == "flat"]
        # the one flat array kernels may write (each at gid + its own
        # offset; never stored through: its contents change)
        self.ix_wname = rng.choice(flat).name if rng.random() < 0.6 else None
        if rng.random() < 0.4:
            o = rng.choice(flat)
            al = Arr(o.name + "_a", o.ty, list(o.shape), "iarr", None)
            al.alias = o.name
            self.ix[o.name]["alias"] = al.name
            arrs.append(al)
        qmax = (maxtot + 3) // N
        ds = max(SF + 3, N * (qmax + 1) + 3) + self.ix_gmax + 1
        self.arrays += arrs + [
            Arr("xd_i", "i32", [ds], "in", (rng.randrange(1, 50), rng.randrange(0, 50), 97, 40)),
            Arr("xd_f", "f32", [ds], "in", (rng.randrange(1, 50), rng.randrange(0, 50), 61, 20)),
            Arr("xo_i", "i32", [ds], "dout", (rng.randrange(1, 50), rng.randrange(0, 50), 13, 6))]

    def dr_params(self, k):
        """divrem: the kernel's arguments n (threads to run: the last block
        is partial) and N (the divisor: < 32, >= 32, not a multiple of the
        block size, or more than all threads), and the grid x size
        ceildiv(n, block size) computed in @run from n."""
        rng = self.rng
        nt = k.bd[0] * k.bd[1]
        tot = k.gd[0] * nt
        n = rng.randrange(tot - nt + 1, tot + 1) if rng.random() < 0.8 else tot
        r = rng.random()
        if r < 0.4:
            N = rng.choice([1, 2, 3, 5, 7, 10, 13, 16, 31])
        elif r < 0.8:
            N = rng.choice([32, 33, 40, 64, 100, 127, 200])
        elif r < 0.9:
            N = nt * rng.choice([1, 2])
        else:
            N = tot + rng.randrange(1, 50)
        kn = k.name
        k.kargs = [(kn + "_n", n), (kn + "_N", N)]
        k.gdexpr = self.ceildiv_grid(k, nt)
        k.dr = {"n": kn + "_n", "N": kn + "_N", "Nv": N,
                "nmax": max(N + 3, k.bd[0] + 2), "dmax": tot + 3}


def init_value_seg(segs, r):
    for lo, hi, a, b, m in segs:
        if lo <= r < hi:
            v = r * a + b
            return v % m if m else v
    raise ValueError(r)


def ix_contents(rng, S, dom):
    """indirect: the contents of an index array of S elements as pieces
    (lo, hi, a, b, m): element r in [lo, hi) = r * a + b (% m when m).
    Values stay in [-3, S + 2] (the data arrays have a margin of 3 below
    and above). Returns (kind, pieces)."""
    kind = weighted_choice(rng, [("shift", 3), ("clamplo", 2), ("clamphi", 2),
                                 ("clampboth", 1.5), ("clampmid", 1.5),
                                 ("perm", 1), ("const", 0.7), ("rand", 1),
                                 ("oneoff", 2)])
    d = rng.randrange(-3, 4)

    def clip(segs):
        out = []
        for lo, hi, a, b, m in segs:
            lo, hi = max(lo, 0), min(hi, S)
            if lo < hi:
                out.append((lo, hi, a, b, m))
        return out
    if kind == "shift":
        return kind, [(0, S, 1, d, 0)]
    if kind == "clamplo":
        # srad_v1's iN: max(r + d, 0), d < 0
        d = rng.randrange(-3, 0)
        return kind, clip([(0, -d, 0, 0, 0), (-d, S, 1, d, 0)])
    if kind == "clamphi":
        # srad_v1's iS: min(r + d, S - 1), d > 0
        d = rng.randrange(1, 4)
        return kind, clip([(0, S - d, 1, d, 0), (S - d, S, 0, S - 1, 0)])
    if kind == "clampboth":
        lo = max(0, -d)
        hi = S - max(0, d)
        return kind, clip([(0, lo, 0, 0, 0), (lo, hi, 1, d, 0),
                           (max(lo, hi), S, 0, S - 1, 0)])
    if kind == "clampmid":
        m = rng.randrange(1, max(2, S - 1))
        if rng.random() < 0.5:
            # min(r + d, m + d): a shift, then constant from m on
            return kind, clip([(0, m, 1, d, 0), (m, S, 0, m + d, 0)])
        # two shifts: r + d before m, r + d2 from m on
        d2 = rng.choice([x for x in range(-3, 4) if x != d])
        return kind, clip([(0, m, 1, d, 0), (m, S, 1, d2, 0)])
    if kind == "perm":
        if rng.random() < 0.3:
            return kind, [(0, S, -1, S - 1, 0)]        # reversal
        a = rng.choice([x for x in range(1, max(2, min(S, 40)))
                        if _gcd(x, S) == 1])
        return kind, [(0, S, a, rng.randrange(0, S), S)]
    if kind == "const":
        return kind, [(0, S, 0, rng.randrange(0, S), 0)]
    if kind == "rand":
        return kind, [(0, S, rng.randrange(7, 1000), rng.randrange(0, 1000), S)]
    # oneoff: a shift but at one position (an edge, next to one, or inside)
    p = rng.choice([0, 1, 2, S - 3, S - 2, S - 1, rng.randrange(0, S)])
    p = min(max(p, 0), S - 1)
    o = rng.randrange(0, S)
    if o == p + d:
        o = (o + 1) % S
    return kind, clip([(0, p, 1, d, 0), (p, p + 1, 0, o, 0),
                       (p + 1, S, 1, d, 0)])


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def input_layout(rng, k):
    """inputform: how emit.py writes kernel k's loops (Kernel.inp; the
    program model, and so the interpreter, does not see it). The grid loop
    runs over the used grid dimensions, static unit ones dropped
    (`gdrop`); each thread loop over the used block dimensions that are not
    a static 1 (1-D and 2-D thread loops of 2-D/3-D blocks), in the order
    `tperm` (a permutation of 0..2: the loop's dimensions in that order,
    those dropped skipped; stitch.barrier names its IVs in loop order);
    dimension d of a loop runs from lb to lb + n * step (`tlb`/`tstep`,
    `glb`/`gstep`), the model's index being (iv - lb) / step, or the IV
    itself for 0 and 1; `mark`: the thread loop carries {stitch.threads}
    (what stitch-gpu-to-parallel puts; without it a barrier-free thread
    loop may be collapsed with the grid loop); `noloop`: a block of one
    thread (every dimension a static 1) has no thread loop, its body sits
    in the grid loop and its barriers name constants. The reducer keeps
    Kernel.inp (shrinking a block size to 1 drops that dimension)."""
    def lbstep(p_off):
        if rng.random() >= p_off:
            return 0, 1
        r = rng.random()
        if r < 0.45:
            return rng.choice([1, 2, 3, 5, 16, -1, -4]), 1
        if r < 0.75:
            return 0, rng.choice([2, 3, 4])
        return rng.choice([1, 3, -2, 7]), rng.choice([2, 3])
    perm = [0, 1, 2]
    if rng.random() < 0.2:
        rng.shuffle(perm)
    tl = [lbstep(0.3) for _ in range(3)]
    gl = [lbstep(0.15) for _ in range(3)]
    return {"gdrop": rng.random() < 0.7, "tperm": perm,
            "tlb": [a for a, _ in tl], "tstep": [b for _, b in tl],
            "glb": [a for a, _ in gl], "gstep": [b for _, b in gl],
            "mark": rng.random() < 0.5, "noloop": rng.random() < 0.5,
            "divs": rng.random() < 0.5}


def input_dims(k):
    """inputform: the dimensions of kernel k's grid loop and thread loops
    (Kernel.inp), in loop order."""
    inp = k.inp
    g = [d for d in range(k.kg)
         if not (inp["gdrop"] and k.gd[d] == 1 and not getattr(k, "dyng", False)
                 and not (d == 0 and getattr(k, "gdexpr", None) is not None))]
    if not g:
        g = [0]
    t = [d for d in inp["tperm"] if d < k.kb and (k.bd[d] != 1 or k.dyn)]
    return g, t


def shape_name(kernels, items):
    from kast import stmt_bodies
    feats = set()
    typed = set()     # typed loops' counter types (retype_for)

    def walk(stmts, in_loop):
        for s in stmts:
            bar = False
            for b in stmt_bodies(s):
                from kast import has_barrier
                bar = bar or has_barrier(b)
            if isinstance(s, For) and bar:
                feats.add("for")
            if isinstance(s, For) and getattr(s, "lt", None):
                typed.add(s.ity if not getattr(s, "unsigned", False) else
                          "u" + s.ity)
            if isinstance(s, While) and bar:
                feats.add("while")
            if isinstance(s, If) and bar:
                feats.add("if")
            for b in stmt_bodies(s):
                walk(b, in_loop)
    for k in kernels:
        for seg, st in k.segments:
            walk(st, False)
    form = "+".join(sorted(set(k.form for k in kernels)))
    kb = max(k.kb for k in kernels)
    extra = []
    if any(k.dyn for k in kernels):
        extra.append("dyn")
    if any(len([s for s in k.segments if s[0] == "threads"]) > 1 for k in kernels):
        extra.append("multi")
    if any(it[0] == "for" for it in items):
        extra.append("host")
    if any(getattr(k, "dr", None) for k in kernels):
        extra.append("divrem")
    if any(a.name.startswith("stt") for k in kernels for a in k.shared):
        extra.append("stencil")
    if any(getattr(k, "ix", None) for k in kernels):
        extra.append("indirect")
    if typed & {"i32", "i64", "ui32", "ui64"}:
        extra.append("int")           # an i32/i64 counter
    if any(t[0] == "u" for t in typed):
        extra.append("unsigned")      # scf.for unsigned
    inps = [k for k in kernels if getattr(k, "inp", None)]
    if inps:
        # inputform: the smallest thread loop rank, and loops not from 0
        # step 1
        extra.append("t%d" % min(len(input_dims(k)[1]) for k in inps))
        if any(k.inp["tlb"][d] or k.inp["tstep"][d] != 1
               for k in inps for d in input_dims(k)[1]):
            extra.append("toff")
    return "%s/%dd/%s%s" % (form, kb, "-".join(sorted(feats)) or "flat",
                             ("/" + ",".join(extra)) if extra else "")


def divergent_program(seed):
    """A deliberately divergent kernel (the barrier is not reached by every
    thread under a condition computed from the thread id or a per-thread
    load). stitch-opt must reject it with a located error."""
    rng = random.Random(seed)
    # A block of one thread cannot diverge: draw again until it has two.
    for attempt in range(1000):
        pg = ProgGen(seed + 7919 * attempt,
                     {"form": rng.choice(["launch", "input"])})
        pg.stmt_budget = 4
        pg.max_depth = 1
        prog = pg.generate()
        k = prog.kernels()[0]
        size = 1
        for d in k.bd:
            size *= d
        if size >= 2:
            break
    kg = KGen(pg, k, {})
    variant = rng.choice(["if-tid", "while-tid", "while-load", "for-tid",
                          "if-load"])
    # The barrier orders a real exchange through shared memory (each thread
    # reads its neighbour's slot), so barrier elimination cannot drop it.
    sh = k.shared[0]
    one = i32c(1) if sh.ty == "i32" else f32c(1)
    nb = Bin("rem", Bin("add", kg.lin(), ic(1)), kg.nthreads())
    shidx = [kg.lin()] if len(sh.shape) == 1 else [Tid(1), Tid(0)]
    nbidx = [nb] if len(sh.shape) == 1 else [
        Bin("rem", Bin("add", Tid(1), ic(1)), Bdim(1)), Tid(0)]
    exch = [Store(sh.name, shidx, one), kg.barrier(),
            Let("x904", kg.load(sh, nbidx)),
            Store(sh.name, shidx, one)]
    if sh.ty == "f32":
        exch.append(Store("out_f", kg.out_index(0), Var("x904", "f32")))
    else:
        exch.append(Store("out_i", kg.out_index(0), Var("x904", "i32")))
    body = [Store(sh.name, shidx, one), kg.barrier()]
    if variant == "if-tid":
        c = Cmp("eq", kg.lin(), ic(rng.randrange(0, 2)))
        body.append(If(c, exch, [], [], [], []))
    elif variant == "if-load":
        ld = kg.load(pg.arr("in_i"), [Bin("rem", kg.lin(), ic(IN_SIZE))])
        body.append(If(Cmp("sgt", ld, i32c(0)), exch, [], [], [], []))
    elif variant == "for-tid":
        # (a typed counter keeps the per-thread trip counts: no straddle)
        body.append(kg.retype_for(For("iv900", ic(0), Bin("rem", kg.lin(), ic(3)),
                                      ic(1), [], exch, [], []), False,
                                  straddle=False))
    else:
        if variant == "while-tid":
            bound = Bin("rem", kg.lin(), ic(3))
        else:
            bound = Cast(Bin("and", kg.load(pg.arr("in_i"),
                                            [Bin("rem", kg.lin(), ic(IN_SIZE))]),
                             i32c(3)), "index")
        body.append(While([("w900", "index", ic(0))], [Let("v901", bound)],
                          Cmp("slt", Var("w900", "index"), Var("v901", "index")),
                          [Var("w900", "index")], ["b902"], exch,
                          [Bin("add", Var("b902", "index"), ic(1))], ["r903"]))
    body.append(Store("out_i", kg.out_index(1), i32c(2)))
    k.segments = [("threads", body)]
    prog.host = [("launch", k)]
    prog.shape = "divergent/" + variant
    return prog


def generate(seed, opts=None):
    return ProgGen(seed, opts).generate()


def main():
    import emit
    import interp
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mlir")
    ap.add_argument("--expected")
    ap.add_argument("--divergent", action="store_true")
    ap.add_argument("--gen-opts", default="",
                    help="comma-separated generator options (run.py --help)")
    a = ap.parse_args()
    opts = {o: True for o in a.gen_opts.split(",") if o}
    prog = divergent_program(a.seed) if a.divergent else generate(a.seed, opts)
    text = emit.emit(prog)
    if a.mlir:
        open(a.mlir, "w").write(text)
    else:
        sys.stdout.write(text)
    if not a.divergent:
        try:
            exp = interp.expected_text(prog)
        except interp.Invalid as e:
            print("// invalid: %s" % e, file=sys.stderr)
            return 2
        if a.expected:
            open(a.expected, "w").write(exp)
        else:
            sys.stderr.write(exp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
