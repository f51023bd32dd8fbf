#!/usr/bin/env python3
"""Random race-free barrier kernels in Stitch's input form, plus C references.

Each kernel is a function of a seed (reproducible across Python versions: the
generator uses its own PRNG). A kernel is a grid `scf.parallel` of a few
blocks, shared arrays (`memref.alloca` at the top of the block body), a 1-D
or 2-D thread `scf.parallel` whose body mixes barriers directly in the
thread loop and inside uniform `scf.for` / `scf.if` / `scf.while`, with
thread-indexed, neighbour, broadcast, strided, reversed and data-dependent
shared-memory addresses, per-thread local arrays, values live across
barriers, loop-carried values and `scf.if` results.

Race freedom by construction: the thread body is first built as a skeleton
of *segments* (barrier-free code) separated by barriers and uniform control
flow. Two segments may run in the same phase when one reaches the other
without crossing a barrier; each segment then picks, per shared array, a
mode compatible with every such segment: untouched, read-only (any address),
or owned through a permutation pi (thread t reads and writes only its own
elements pi(t)). Only then are the segments filled with random statements.

The C reference runs each block's threads phase by phase: every barrier-free
stretch is a loop over the threads, uniform control flow runs outside those
loops (so a barrier in a loop puts the loop outside the per-thread loops),
per-thread SSA values are arrays indexed by the thread. It also checks the
generator dynamically: shared-memory races within a phase, reads of
uninitialized memory, out-of-bounds accesses and non-uniform conditions of
barrier-carrying control flow abort with a message naming the kernel.

Usage: gen_kernels.py --seed S [--count N] [--mlir F] [--c F]
(or import it: gen_kernel(seed), emit_mlir(kernels), emit_c(kernels)).
"""

import argparse
import sys

IN_SIZE = 4096  # global input in[], power of two
NUM_VALUE_SLOTS = 3  # out[] slots per thread for values (before the dumps)
ARG_SETS = 2  # each kernel runs with this many (a0, a1) pairs

# --------------------------------------------------------------------------
# PRNG (splitmix64): the same kernels for a seed on every Python version.
# --------------------------------------------------------------------------


class Rng:
    def __init__(self, seed):
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & (2**64 - 1)

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def randint(self, lo, hi):  # inclusive
        return lo + self.below(hi - lo + 1)

    def chance(self, p):
        return self.below(1000000) < p * 1000000

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        """pairs: [(weight, value)]; weights may be 0."""
        total = sum(w for w, _ in pairs)
        x = self.below(total)
        for w, v in pairs:
            if x < w:
                return v
            x -= w
        raise AssertionError("empty choice")


# --------------------------------------------------------------------------
# AST
# --------------------------------------------------------------------------
# Expressions are tuples:
#   ('c', value, ty)          constant; ty in 'i32', 'index', 'i1'
#   ('v', name, ty)           value: SSA value or special (t tx ty b a0 a1)
#   ('bin', op, x, y)         arith op of x's type (addi subi muli ...)
#   ('cmp', pred, x, y)       i1
#   ('sel', c, x, y)          arith.select
#   ('cast', kind, x)         'i2x' i32->index, 'x2i' index->i32, 'b2i' i1->i32

def C(v, ty="index"):
    return ("c", v, ty)


def V(name, ty):
    return ("v", name, ty)


def ty_of(e):
    k = e[0]
    if k in ("c", "v"):
        return e[2]
    if k == "bin":
        return ty_of(e[2])
    if k == "cmp":
        return "i1"
    if k == "sel":
        return ty_of(e[2])
    if k == "cast":
        return {"i2x": "index", "x2i": "i32", "b2i": "i32"}[e[1]]
    raise AssertionError(e)


def B(op, x, y):
    return ("bin", op, x, y)


def add(x, y):
    if x[0] == "c" and y[0] == "c" and x[2] == "index":
        return C(x[1] + y[1])
    if y[0] == "c" and y[1] == 0:
        return x
    if x[0] == "c" and x[1] == 0:
        return y
    return B("addi", x, y)


def mul(x, y):
    if x[0] == "c" and y[0] == "c" and x[2] == "index":
        return C(x[1] * y[1])
    if y[0] == "c" and y[1] == 1:
        return x
    return B("muli", x, y)


def band(x, y):
    return B("andi", x, y)


def expr_vars(e, out):
    k = e[0]
    if k == "v":
        out.add(e[1])
    elif k in ("bin", "cmp"):
        expr_vars(e[2], out)
        expr_vars(e[3], out)
    elif k == "sel":
        expr_vars(e[1], out)
        expr_vars(e[2], out)
        expr_vars(e[3], out)
    elif k == "cast":
        expr_vars(e[2], out)
    return out


class Let:
    def __init__(self, dst, e):
        self.dst, self.e = dst, e  # dst: name; type is ty_of(e)


class Load:
    def __init__(self, dst, mem, addr):
        self.dst, self.mem, self.addr = dst, mem, addr  # i32 value


class Store:
    def __init__(self, val, mem, addr):
        self.val, self.mem, self.addr = val, mem, addr


class Barrier:
    pass


class If:
    def __init__(self, cond, then, els, results):
        # results: [(name, then_expr, else_expr)], all i32
        self.cond, self.then, self.els, self.results = cond, then, els, results


class For:
    def __init__(self, iv, lb, ub, step, iters, body, yields, results):
        # iters: [(name, init_expr)]; yields: [expr]; results: [name]; i32
        self.iv, self.lb, self.ub, self.step = iv, lb, ub, step
        self.iters, self.body, self.yields, self.results = iters, body, yields, results


class While:
    def __init__(self, args, before, cond, aargs, body, yields, results):
        # args: [(name, init_expr)] before-region arguments (i32); the
        # condition forwards them unchanged to aargs (after region) and to
        # results on exit.
        self.args, self.before, self.cond = args, before, cond
        self.aargs, self.body, self.yields, self.results = aargs, body, yields, results


class Kernel:
    def __init__(self):
        self.kid = 0
        self.nx = self.ny = 1  # block shape (ny == 1 and dims == 1: 1-D)
        self.dims = 1
        self.gx = self.gy = 1  # grid shape
        self.gdims = 1
        self.arrays = []  # [(name, m, cols)]: size T*m, 2-D [S/cols, cols] if cols
        self.locals = []  # [(name, L)]
        self.pre = []  # Lets at function level (uniform: args, constants)
        self.b_in_thread = False  # compute the linear block id in the thread body
        self.body = []  # thread body statements
        self.args = []  # [(a0, a1)] per run
        self.nout = NUM_VALUE_SLOTS

    @property
    def T(self):
        return self.nx * self.ny

    @property
    def G(self):
        return self.gx * self.gy

    def array(self, name):
        for a in self.arrays:
            if a[0] == name:
                return a
        return None

    def local(self, name):
        for a in self.locals:
            if a[0] == name:
                return a
        return None

    def out_size(self):
        return self.G * self.T * self.nout


def children(s):
    """Nested statement lists of a statement."""
    if isinstance(s, If):
        return [s.then, s.els]
    if isinstance(s, For):
        return [s.body]
    if isinstance(s, While):
        return [s.before, s.body]
    return []


def has_barrier(stmts):
    for s in stmts:
        if isinstance(s, Barrier):
            return True
        for c in children(s):
            if has_barrier(c):
                return True
    return False


def defs_of(s):
    """(name, ty) of values a statement defines in its enclosing scope."""
    if isinstance(s, Let):
        return [(s.dst, ty_of(s.e))]
    if isinstance(s, Load):
        return [(s.dst, "i32")]
    if isinstance(s, If):
        return [(r[0], "i32") for r in s.results]
    if isinstance(s, (For, While)):
        return [(r, "i32") for r in s.results]
    return []


def walk(stmts, fn):
    for s in stmts:
        fn(s)
        for c in children(s):
            walk(c, fn)


# --------------------------------------------------------------------------
# Skeleton: segments, barriers and uniform control flow
# --------------------------------------------------------------------------


class Seg:
    def __init__(self, sid):
        self.id = sid
        self.special = None  # 'prologue' / 'epilogue'


class SBar:
    pass


class SIf:
    def __init__(self, then, els):
        self.then, self.els = then, els


class SFor:
    def __init__(self, body):
        self.body = body


class SWhile:
    def __init__(self, before, body):
        self.before, self.body = before, body


def skel_has_barrier(block):
    for it in block:
        if isinstance(it, SBar):
            return True
        if isinstance(it, SIf) and (skel_has_barrier(it.then) or skel_has_barrier(it.els)):
            return True
        if isinstance(it, SFor) and skel_has_barrier(it.body):
            return True
        if isinstance(it, SWhile) and (skel_has_barrier(it.before) or skel_has_barrier(it.body)):
            return True
    return False


def concurrency(block, nsegs):
    """conc[i][j]: segments i and j may run in the same phase (one reaches
    the other without crossing a barrier)."""
    edges = [set() for _ in range(nsegs)]

    def link(srcs, dst):
        for s in srcs:
            edges[s].add(dst)

    def walk_block(items, open_):
        for it in items:
            if isinstance(it, Seg):
                link(open_, it.id)
                open_ = {it.id}
            elif isinstance(it, SBar):
                open_ = set()
            elif isinstance(it, SIf):
                open_ = walk_block(it.then, open_) | walk_block(it.els, open_)
            elif isinstance(it, SFor):
                entry = it.body[0].id
                out = walk_block(it.body, open_)
                link(out, entry)  # next iteration
                open_ = out | open_  # zero trips possible
            elif isinstance(it, SWhile):
                entry = it.before[0].id
                ob = walk_block(it.before, open_)  # condition region
                out = walk_block(it.body, ob)
                link(out, entry)  # back to the condition
                open_ = ob
        return open_

    walk_block(block, set())
    reach = [[False] * nsegs for _ in range(nsegs)]
    for i in range(nsegs):
        stack = list(edges[i])
        while stack:
            j = stack.pop()
            if not reach[i][j]:
                reach[i][j] = True
                stack.extend(edges[j])
    return [[i == j or reach[i][j] or reach[j][i] for j in range(nsegs)] for i in range(nsegs)]


# --------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------

I32_OPS = ["addi", "subi", "muli", "xori", "andi", "ori", "shli", "shrui", "shrsi",
           "maxsi", "minsi", "maxui", "minui", "divui", "remui"]
CMP_PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


class Gen:
    def __init__(self, seed, small=False):
        self.small = small  # fewer statements and constructs (quick runs)
        self.r = Rng(seed)
        self.k = Kernel()
        self.k.kid = seed
        self.max_depth = 1 if small else 2  # nesting of barrier-free if/for
        self.counter = 0
        self.nsegs = 0
        self.constructs = 0

    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    # ---- shapes ----------------------------------------------------------

    def gen_shape(self):
        r, k = self.r, self.k
        if r.chance(0.6):
            k.dims = 1
            k.nx = r.weighted([(1, 1), (2, 2), (6, 4), (8, 8), (8, 16), (5, 32), (2, 64)])
            k.ny = 1
        else:
            k.dims = 2
            while True:
                k.nx = r.weighted([(1, 1), (6, 2), (6, 4), (4, 8)])
                k.ny = r.weighted([(1, 1), (6, 2), (6, 4), (3, 8)])
                if k.nx * k.ny <= 64:
                    break
        if r.chance(0.75):
            k.gdims, k.gx, k.gy = 1, r.randint(1, 3), 1
        else:
            k.gdims, k.gx, k.gy = 2, r.randint(1, 2), 2
        T = k.T
        for i in range(r.weighted([(1, 0), (12, 1), (12, 2), (6, 3)])):
            m = r.weighted([(3, 1), (1, 2)])
            S = T * m
            cols = None
            if S >= 4 and r.chance(0.3):
                cols = r.choice([c for c in (2, 4, 8) if c < S])
            k.arrays.append(("sh%d" % i, m, cols))
        for i in range(r.weighted([(2, 0), (2, 1), (1, 2)])):
            k.locals.append(("loc%d" % i, r.choice([2, 4] if self.small else [2, 4, 8])))
        k.nout = NUM_VALUE_SLOTS + sum(a[1] for a in k.arrays)
        k.b_in_thread = r.chance(0.5)
        k.args = [(r.randint(-20, 100), r.randint(-20, 100)) for _ in range(ARG_SETS)]
        if r.chance(0.5):  # make the two runs take different uniform branches
            a0, a1 = k.args[0]
            k.args[1] = (a0 ^ 5, a1 + 7)

    # ---- permutations of [0, T) -----------------------------------------

    def perms(self):
        k = self.k
        T = k.T
        out = [("id", 0)]
        if T > 1:
            out += [("rev", 0), ("rot", self.r.randint(1, T - 1)), ("xor", self.r.randint(1, T - 1))]
        if T >= 4:
            out.append(("mul", self.r.choice([s for s in range(3, 2 * T, 2)])))
        if k.dims == 2 and k.nx > 1 and k.ny > 1:
            out.append(("tr", 0))
            out.append(("rot2", (self.r.randint(0, k.nx - 1), self.r.randint(0, k.ny - 1))))
        return out

    def rand_perm(self, m):
        p = self.r.choice(self.perms())
        layout = self.r.choice(["blk", "str"]) if m > 1 else "blk"
        return (p[0], p[1], layout)

    def perm_expr(self, p):
        k = self.k
        T = k.T
        t = V("t", "index")
        kind, param = p[0], p[1]
        if kind == "id":
            return t
        if kind == "rev":
            return B("subi", C(T - 1), t)
        if kind == "rot":
            return band(add(t, C(param)), C(T - 1))
        if kind == "xor":
            return B("xori", t, C(param))
        if kind == "mul":
            return band(mul(t, C(param)), C(T - 1))
        tx, ty = V("tx", "index"), V("ty", "index")
        if kind == "tr":
            return add(mul(tx, C(k.ny)), ty)
        if kind == "rot2":
            dx, dy = param
            return add(mul(band(add(ty, C(dy)), C(k.ny - 1)), C(k.nx)),
                       band(add(tx, C(dx)), C(k.nx - 1)))
        raise AssertionError(p)

    def own_addr(self, arr, perm, cexpr):
        name, m, _ = arr
        p = self.perm_expr(perm)
        if m == 1:
            return p
        if perm[2] == "blk":
            return add(mul(p, C(m)), cexpr)
        return add(mul(cexpr, C(self.k.T)), p)

    # ---- skeleton ------------------------------------------------------------

    def new_seg(self):
        s = Seg(self.nsegs)
        self.nsegs += 1
        return s

    def skel_block(self, depth, need_barrier):
        r = self.r
        items = [self.new_seg()]
        n = r.randint(1 if need_barrier else 0, 3 if depth == 0 else 2)
        for _ in range(n):
            can_nest = depth < 3 and self.constructs < (4 if self.small else 7)
            kind = r.weighted([(4, "bar"), (3 if can_nest else 0, "if"),
                               (3 if can_nest else 0, "for"), (2 if can_nest else 0, "while")])
            if kind == "bar":
                items.append(SBar())
            elif kind == "if":
                self.constructs += 1
                items.append(SIf(self.skel_block(depth + 1, r.chance(0.9)),
                                 self.skel_block(depth + 1, r.chance(0.3))))
            elif kind == "for":
                self.constructs += 1
                items.append(SFor(self.skel_block(depth + 1, r.chance(0.9))))
            else:
                self.constructs += 1
                before = self.skel_block(depth + 1, False) if r.chance(0.3) else [self.new_seg()]
                items.append(SWhile(before, self.skel_block(depth + 1, r.chance(0.9))))
            items.append(self.new_seg())
        if need_barrier and not skel_has_barrier(items):
            at = 1 + 2 * r.below(len(items) // 2 + 1)
            items[at:at] = [SBar(), self.new_seg()]
        return items

    # ---- operands ----------------------------------------------------------------

    def pick_var(self, env, ty, recent=True):
        cands = [n for n, t in env if t == ty]
        if not cands:
            return None
        if recent and self.r.chance(0.5):
            cands = cands[-4:]
        return V(self.r.choice(cands), ty)

    def rand_const(self, ty):
        r = self.r
        if ty == "i1":
            return C(r.randint(0, 1), "i1")
        if ty == "index":
            return C(r.randint(0, 9), "index")
        return C(r.weighted([(6, r.randint(-8, 8)), (3, r.randint(-1000, 1000)),
                             (1, r.randint(-2**31, 2**31 - 1))]), "i32")

    def i32_operand(self, env):
        r = self.r
        kind = r.weighted([(8, "var"), (3, "const"), (2, "idx")])
        if kind == "var":
            v = self.pick_var(env, "i32")
            if v is not None:
                return v
        if kind == "idx":
            v = self.pick_var(env, "index", recent=False)
            if v is not None:
                return ("cast", "x2i", v)
        return self.rand_const("i32")

    def i32_expr(self, env):
        r = self.r
        op = r.choice(I32_OPS + ["sel", "b2i"])
        if op == "b2i":
            c = self.pick_var(env, "i1")
            if c is not None:
                return ("cast", "b2i", c)
            op = "addi"
        if op == "sel":
            c = self.pick_var(env, "i1") or self.i1_expr(env)
            return ("sel", c, self.i32_operand(env), self.i32_operand(env))
        x, y = self.i32_operand(env), self.i32_operand(env)
        if op in ("shli", "shrui", "shrsi"):
            y = C(r.randint(0, 31), "i32") if r.chance(0.5) else B("andi", y, C(31, "i32"))
        elif op in ("divui", "remui"):
            y = B("ori", y, C(1, "i32"))  # never zero
        return B(op, x, y)

    def i1_expr(self, env):
        r = self.r
        kind = r.weighted([(3, "thread"), (3, "value"), (1, "combine")])
        t = V("t", "index")
        if kind == "thread":
            T = self.k.T
            return r.choice([
                ("cmp", "ult", t, C(r.randint(0, T))),
                ("cmp", "eq", band(t, C(1)), C(r.randint(0, 1))),
                ("cmp", "eq", t, C(r.randint(0, T - 1))),
                ("cmp", "ugt", t, C(r.randint(0, T))),
            ])
        if kind == "combine":
            a, b = self.pick_var(env, "i1"), self.pick_var(env, "i1")
            if a is not None and b is not None:
                return B(r.choice(["andi", "ori", "xori"]), a, b)
        return ("cmp", r.choice(CMP_PREDS), self.i32_operand(env), self.i32_operand(env))

    def index_expr(self, env):
        r = self.r
        kind = r.weighted([(2, "t"), (2, "data"), (1, "iv")])
        if kind == "data":
            v = self.pick_var(env, "i32")
            if v is not None:
                return ("cast", "i2x", v)
        if kind == "iv":
            v = self.pick_var(env, "index", recent=False)
            if v is not None:
                return add(v, V("t", "index"))
        return B(r.choice(["addi", "muli", "xori"]), V("t", "index"), C(r.randint(1, 7)))

    def masked(self, e, size):
        return band(e, C(size - 1))

    def read_addr(self, arr, env):
        """Any element of `arr` (read-only phase)."""
        r = self.r
        name, m, _ = arr
        S = self.k.T * m
        kind = r.weighted([(5, "perm"), (2, "const"), (2, "data"), (1, "stride")])
        if kind == "perm":
            return self.own_addr(arr, self.rand_perm(m), C(r.below(m)))
        if kind == "const":
            return C(r.below(S))
        if kind == "stride":
            return self.masked(mul(V("t", "index"), C(r.randint(2, 5))), S)
        return self.masked(self.index_expr(env), S)

    def c_expr(self, m, env):
        """An element of [0, m) for owned accesses."""
        if m == 1:
            return C(0)
        ivs = [n for n, t in env if t == "index" and n.startswith("k")]
        if ivs and self.r.chance(0.4):
            return band(V(self.r.choice(ivs), "index"), C(m - 1))
        return C(self.r.below(m))

    def out_addr(self, slot):
        k = self.k
        g = add(mul(V("b", "index"), C(k.T)), V("t", "index"))
        return add(mul(g, C(k.nout)), C(slot))

    # ---- statements ------------------------------------------------------------

    def gen_stmts(self, modes, env, n, depth):
        r = self.r
        k = self.k
        out = []
        owned = [a for a in k.arrays if isinstance(modes.get(a[0]), tuple)]
        readable = [a for a in k.arrays if modes.get(a[0]) is not None]
        for _ in range(n):
            kind = r.weighted([
                (5, "let"), (1, "let1"), (1, "letx"),
                (7 if readable else 0, "ldsh"), (2, "ldin"),
                (2 if k.locals else 0, "ldloc"),
                (6 if owned else 0, "stsh"), (2 if k.locals else 0, "stloc"),
                (1, "stout"),
                (2 if depth < self.max_depth else 0, "if"), (2 if depth < self.max_depth else 0, "for"),
            ])
            if kind == "let":
                d = self.fresh("v")
                out.append(Let(d, self.i32_expr(env)))
                env.append((d, "i32"))
            elif kind == "let1":
                d = self.fresh("c")
                out.append(Let(d, self.i1_expr(env)))
                env.append((d, "i1"))
            elif kind == "letx":
                d = self.fresh("x")
                out.append(Let(d, self.index_expr(env)))
                env.append((d, "index"))
            elif kind == "ldsh":
                arr = r.choice(readable)
                md = modes[arr[0]]
                if md == "R":
                    addr = self.read_addr(arr, env)
                else:
                    addr = self.own_addr(arr, md[1:], self.c_expr(arr[1], env))
                d = self.fresh("v")
                out.append(Load(d, arr[0], addr))
                env.append((d, "i32"))
            elif kind == "ldin":
                kk = r.weighted([(3, "own"), (2, "data")])
                if kk == "own":
                    g = add(mul(V("b", "index"), C(k.T)), V("t", "index"))
                    addr = self.masked(add(mul(g, C(4)), C(r.below(4))), IN_SIZE)
                else:
                    addr = self.masked(self.index_expr(env), IN_SIZE)
                d = self.fresh("v")
                out.append(Load(d, "in", addr))
                env.append((d, "i32"))
            elif kind == "ldloc":
                name, L = r.choice(k.locals)
                d = self.fresh("v")
                out.append(Load(d, name, self.masked(self.index_expr(env), L)))
                env.append((d, "i32"))
            elif kind == "stsh":
                arr = r.choice(owned)
                addr = self.own_addr(arr, modes[arr[0]][1:], self.c_expr(arr[1], env))
                st = Store(self.i32_operand(env), arr[0], addr)
                if r.chance(0.3):  # only some threads write (thread 0: broadcast)
                    c = self.fresh("c")
                    out.append(Let(c, r.choice([("cmp", "eq", V("t", "index"), C(0)),
                                                 self.i1_expr(env)])))
                    env.append((c, "i1"))
                    out.append(If(V(c, "i1"), [st], [], []))
                else:
                    out.append(st)
            elif kind == "stloc":
                name, L = r.choice(k.locals)
                out.append(Store(self.i32_operand(env), name, self.masked(self.index_expr(env), L)))
            elif kind == "stout":
                out.append(Store(self.i32_operand(env), "out", self.out_addr(r.below(NUM_VALUE_SLOTS))))
            elif kind == "if":
                c = self.fresh("c")
                out.append(Let(c, self.i1_expr(env)))
                env.append((c, "i1"))
                tenv, eenv = list(env), list(env)
                then = self.gen_stmts(modes, tenv, r.randint(0, 3), depth + 1)
                els = self.gen_stmts(modes, eenv, r.randint(0, 2), depth + 1)
                results = []
                for _ in range(r.weighted([(2, 0), (2, 1), (1, 2)])):
                    results.append((self.fresh("r"), self.i32_operand(tenv), self.i32_operand(eenv)))
                out.append(If(V(c, "i1"), then, els, results))
                env.extend((n, "i32") for n, _, _ in results)
            elif kind == "for":
                iv = self.fresh("k")
                ub = r.weighted([(3, C(r.randint(1, 4))), (2, band(V("t", "index"), C(3))),
                                 (1, self.masked(self.index_expr(env), 4))])
                iters = [(self.fresh("p"), self.i32_operand(env)) for _ in range(r.weighted([(1, 0), (2, 1), (1, 2)]))]
                benv = list(env) + [(iv, "index")] + [(n, "i32") for n, _ in iters]
                body = self.gen_stmts(modes, benv, r.randint(1, 4), depth + 1)
                yields = [self.i32_operand(benv) for _ in iters]
                results = [self.fresh("r") for _ in iters]
                out.append(For(iv, C(0), ub, C(r.randint(1, 2)), iters, body, yields, results))
                env.extend((n, "i32") for n in results)
        return out

    # ---- uniform conditions and bounds --------------------------------------------

    def uniform_cond(self, uivs):
        r = self.r
        a0, a1, b = V("a0", "i32"), V("a1", "i32"), V("b", "index")
        opts = [
            ("cmp", "ne", B("andi", a0, C(1 << r.below(3), "i32")), C(0, "i32")),
            ("cmp", "slt", a1, C(r.randint(0, 100), "i32")),
            ("cmp", "eq", band(b, C(1)), C(0)),
            ("cmp", "ult", b, C(r.randint(1, 3))),
            ("cmp", "sgt", B("xori", a0, a1), C(r.randint(-20, 60), "i32")),
        ]
        if uivs:
            k = V(r.choice(uivs), "index")
            opts += [("cmp", "eq", band(k, C(1)), C(0)), ("cmp", "ult", k, C(r.randint(1, 3)))]
        return r.choice(opts)

    def uniform_count(self, uivs, lo):
        """A trip count >= lo that is the same for all threads."""
        r = self.r
        a = ("cast", "i2x", V(r.choice(["a0", "a1"]), "i32"))
        opts = [C(r.randint(max(lo, 1), 4)), add(band(a, C(3)), C(lo)),
                add(band(V("b", "index"), C(1)), C(max(lo, 1)))]
        if uivs:
            opts.append(add(band(V(r.choice(uivs), "index"), C(1)), C(lo)))
        return r.choice(opts)

    # ---- fill the skeleton -----------------------------------------------------------

    def fill_block(self, items, env, uivs, modes, depth):
        r = self.r
        out = []
        for it in items:
            if isinstance(it, Seg):
                if it.special == "prologue":
                    out += self.prologue(env, modes[it.id])
                elif it.special == "epilogue":
                    out += self.epilogue(env)
                else:
                    most = (3 if self.small else 5) if depth == 0 else (2 if self.small else 4)
                    out += self.segment(modes[it.id], env, r.randint(0, most), 1 if depth > 2 else 0)
            elif isinstance(it, SBar):
                out.append(Barrier())
            elif isinstance(it, SIf):
                c = self.fresh("u")
                if r.chance(0.3) and not uivs:
                    # computed once at function level (from the arguments)
                    self.k.pre.append(Let(c, ("cmp", "ne", B("andi", V(r.choice(["a0", "a1"]), "i32"),
                                                           C(1 << r.below(3), "i32")), C(0, "i32"))))
                else:
                    out.append(Let(c, self.uniform_cond(uivs)))
                    env.append((c, "i1"))
                tenv, eenv = list(env), list(env)
                then = self.fill_block(it.then, tenv, uivs, modes, depth + 1)
                els = self.fill_block(it.els, eenv, uivs, modes, depth + 1)
                results = [(self.fresh("r"), self.i32_operand(tenv), self.i32_operand(eenv))
                           for _ in range(r.weighted([(2, 0), (2, 1), (1, 2)]))]
                out.append(If(V(c, "i1"), then, els, results))
                env.extend((n, "i32") for n, _, _ in results)
            elif isinstance(it, SFor):
                iv = self.fresh("k")
                lb = r.randint(0, 1)
                count = self.uniform_count(uivs, 0 if r.chance(0.15) else 1)
                step = r.weighted([(4, 1), (1, 2)])
                ub = add(C(lb), mul(count, C(step)))
                iters = [(self.fresh("p"), self.i32_operand(env)) for _ in range(r.weighted([(2, 0), (3, 1), (1, 2)]))]
                benv = list(env) + [(iv, "index")] + [(n, "i32") for n, _ in iters]
                body = self.fill_block(it.body, benv, uivs + [iv], modes, depth + 1)
                yields = [self.i32_operand(benv) for _ in iters]
                results = [self.fresh("r") for _ in iters]
                out.append(For(iv, C(lb), ub, C(step), iters, body, yields, results))
                env.extend((n, "i32") for n in results)
            elif isinstance(it, SWhile):
                cnt = self.fresh("p")
                args = [(cnt, C(0, "i32"))] + [(self.fresh("p"), self.i32_operand(env))
                                                for _ in range(r.weighted([(2, 0), (2, 1), (1, 2)]))]
                benv = list(env) + [(n, "i32") for n, _ in args]
                if len(it.before) == 1:
                    before = self.gen_stmts(modes[it.before[0].id], benv, r.randint(0, 2), 1)
                else:  # a condition region with barriers of its own
                    before = self.fill_block(it.before, benv, uivs, modes, depth + 1)
                bound = ("cast", "x2i", self.uniform_count(uivs, 0 if r.chance(0.2) else 1))
                # Sometimes the trip count also depends on shared memory that
                # every thread reads alike (only thread 0's condition counts
                # after cpuify): + (sh[c] & 1).
                last = modes[it.before[-1].id]
                readable = [a for a in self.k.arrays if last.get(a[0]) == "R"]
                if readable and r.chance(0.5):
                    arr = r.choice(readable)
                    d = self.fresh("v")
                    before.append(Load(d, arr[0], C(r.below(self.k.T * arr[1]))))
                    bound = B("addi", bound, B("andi", V(d, "i32"), C(1, "i32")))
                cond = ("cmp", "slt", V(cnt, "i32"), bound)
                aargs = [self.fresh("q") for _ in args]
                aenv = list(env) + [(n, "i32") for n in aargs]
                body = self.fill_block(it.body, aenv, uivs, modes, depth + 1)
                nxt = self.fresh("v")
                body.append(Let(nxt, B("addi", V(aargs[0], "i32"), C(1, "i32"))))
                yields = [V(nxt, "i32")] + [self.i32_operand(aenv) for _ in args[1:]]
                results = [self.fresh("r") for _ in args]
                out.append(While(args, before, cond, aargs, body, yields, results))
                env.extend((n, "i32") for n in results[1:])
        return out

    def segment(self, modes, env, n, depth):
        """A segment's statements: mostly random, but every shared array it
        may read is likely read and every array it owns likely written, so
        that data keeps flowing between threads through shared memory."""
        r, k = self.r, self.k
        out = []
        for arr in k.arrays:
            if modes.get(arr[0]) == "R" and r.chance(0.7):
                d = self.fresh("v")
                out.append(Load(d, arr[0], self.read_addr(arr, env)))
                env.append((d, "i32"))
        out += self.gen_stmts(modes, env, n, depth)
        for arr in k.arrays:
            md = modes.get(arr[0])
            if isinstance(md, tuple) and r.chance(0.7):
                d = self.fresh("v")
                out.append(Let(d, self.i32_expr(env)))
                env.append((d, "i32"))
                out.append(Store(V(d, "i32"), arr[0], self.own_addr(arr, md[1:], self.c_expr(arr[1], env))))
        return out

    def prologue(self, env, modes):
        """Loads inputs, initializes every shared and local element."""
        k, r = self.k, self.r
        out = []
        g = add(mul(V("b", "index"), C(k.T)), V("t", "index"))
        for j in range(r.randint(1, 2)):
            d = self.fresh("v")
            out.append(Load(d, "in", self.masked(add(mul(g, C(4)), C(j)), IN_SIZE)))
            env.append((d, "i32"))
        for name, m, cols in k.arrays:
            for c in range(m):
                d = self.fresh("v")
                out.append(Let(d, self.i32_expr(env)))
                env.append((d, "i32"))
                out.append(Store(V(d, "i32"), name, add(mul(C(c), C(k.T)), V("t", "index"))))
        for name, L in k.locals:
            for e in range(L):
                out.append(Store(self.i32_operand(env), name, C(e)))
        out += self.gen_stmts(modes, env, r.randint(0, 3), 0)
        return out

    def epilogue(self, env):
        k, r = self.k, self.r
        out = []
        # Slot 0: a hash of many values still in scope (most defined before
        # some barrier), so that a wrong value anywhere tends to show.
        live = [n for n, t in env if t == "i32" and n not in ("a0", "a1")]
        if live:
            h = self.fresh("h")
            out.append(Let(h, C(r.randint(1, 1000), "i32")))
            for n in live[-16:]:
                h2 = self.fresh("h")
                out.append(Let(h2, B("xori", B("muli", V(h, "i32"), C(31, "i32")), V(n, "i32"))))
                h = h2
            out.append(Store(V(h, "i32"), "out", self.out_addr(0)))
        for j in range(1 if live else 0, NUM_VALUE_SLOTS):
            if r.chance(0.8):
                out.append(Store(self.i32_operand(env), "out", self.out_addr(j)))
        slot = NUM_VALUE_SLOTS
        for name, m, cols in k.arrays:
            for c in range(m):
                d = self.fresh("v")
                out.append(Load(d, name, add(mul(C(c), C(k.T)), V("t", "index"))))
                out.append(Store(V(d, "i32"), "out", self.out_addr(slot)))
                slot += 1
        return out

    def generate(self):
        self.gen_shape()
        pro, epi = self.new_seg(), self.new_seg()
        pro.special, epi.special = "prologue", "epilogue"
        body = self.skel_block(0, False)
        top = [pro, SBar()] + body + ([SBar()] if self.k.arrays else []) + [epi]
        specials = {pro.id: {}, epi.id: {}}
        for name, m, cols in self.k.arrays:
            specials[pro.id][name] = ("O", "id", 0, "str" if m > 1 else "blk")
            specials[epi.id][name] = "R"
        # special segments: the prologue owns (identity), the epilogue reads
        modes = self.assign_modes(top, specials)
        env = [("t", "index"), ("b", "index"), ("a0", "i32"), ("a1", "i32")]
        if self.k.dims == 2:
            env[1:1] = [("tx", "index"), ("ty", "index")]
        self.k.body = self.fill_block(top, env, [], modes, 0)
        return self.k

    def assign_modes(self, top, specials):
        """Per segment and shared array: None (untouched), 'R' (read-only)
        or ('O', perm...) (owned); specials first, the others adapt."""
        conc = concurrency(top, self.nsegs)
        modes = [None] * self.nsegs
        order = sorted(range(self.nsegs), key=lambda s: (s not in specials, s))
        for sid in order:
            md = {}
            for arr in self.k.arrays:
                name = arr[0]
                if sid in specials:
                    md[name] = specials[sid][name]
                    continue
                # Modes of the segments that may share a phase with this one
                # (neighbours need not share a phase with each other).
                seen = set()
                for j in range(self.nsegs):
                    if j != sid and conc[sid][j] and modes[j] is not None:
                        mj = modes[j].get(name)
                        if mj is not None:
                            seen.add(mj)
                choices = [(2, None)]
                if not seen:
                    choices += [(4, "R"), (4, ("O",) + self.rand_perm(arr[1]))]
                elif seen == {"R"}:
                    choices.append((4, "R"))
                elif len(seen) == 1:
                    choices.append((6, next(iter(seen))))
                md[name] = self.r.weighted(choices)
            modes[sid] = md
        return modes


def gen_kernel(seed, small=False):
    """The kernel of `seed` (its id); small: fewer statements per segment,
    fewer constructs (for quick runs)."""
    return Gen(seed, small).generate()


# --------------------------------------------------------------------------
# Name kinds (how each name is stored in the C reference)
# --------------------------------------------------------------------------


def name_kinds(k):
    """name -> (kind, ty): 'fn' function-level scalar, 'pt' per-thread array,
    'iv' loop induction variable (scalar), 'sp' special."""
    kinds = {"t": ("sp", "index"), "tx": ("sp", "index"), "ty": ("sp", "index"),
             "b": ("sp", "index"), "a0": ("sp", "i32"), "a1": ("sp", "i32")}
    for s in k.pre:
        kinds[s.dst] = ("fn", ty_of(s.e))

    def visit(s):
        for n, t in defs_of(s):
            kinds[n] = ("pt", t)
        if isinstance(s, For):
            kinds[s.iv] = ("iv", "index")
            for n, _ in s.iters:
                kinds[n] = ("pt", "i32")
        if isinstance(s, While):
            for n, _ in s.args:
                kinds[n] = ("pt", "i32")
            for n in s.aargs:
                kinds[n] = ("pt", "i32")
    walk(k.body, visit)
    return kinds


# --------------------------------------------------------------------------
# MLIR emitter
# --------------------------------------------------------------------------

MLIR_TY = {"i32": "i32", "index": "index", "i1": "i1"}


class MlirEmitter:
    def __init__(self, k):
        self.k = k
        self.consts = {}
        self.const_lines = []
        self.tmp = 0
        self.ref = {"t": "%t", "tx": "%tx", "ty": "%ty", "b": "%b", "a0": "%a0", "a1": "%a1"}

    def const(self, v, ty):
        key = (v, ty)
        if key not in self.consts:
            name = "%%c%s_%s" % (("m%d" % -v) if v < 0 else str(v), ty)
            self.consts[key] = name
            if ty == "i1":
                self.const_lines.append("    %s = arith.constant %s" % (name, "true" if v else "false"))
            else:
                self.const_lines.append("    %s = arith.constant %d : %s" % (name, v, ty))
        return self.consts[key]

    def fresh(self):
        self.tmp += 1
        return "%%e%d" % self.tmp

    def expr(self, e, out, ind):
        k = e[0]
        pad = " " * ind
        if k == "c":
            return self.const(e[1], e[2])
        if k == "v":
            return self.ref[e[1]]
        if k == "bin":
            x, y = self.expr(e[2], out, ind), self.expr(e[3], out, ind)
            n = self.fresh()
            out.append("%s%s = arith.%s %s, %s : %s" % (pad, n, e[1], x, y, ty_of(e)))
            return n
        if k == "cmp":
            x, y = self.expr(e[2], out, ind), self.expr(e[3], out, ind)
            n = self.fresh()
            out.append("%s%s = arith.cmpi %s, %s, %s : %s" % (pad, n, e[1], x, y, ty_of(e[2])))
            return n
        if k == "sel":
            c, x, y = self.expr(e[1], out, ind), self.expr(e[2], out, ind), self.expr(e[3], out, ind)
            n = self.fresh()
            out.append("%s%s = arith.select %s, %s, %s : %s" % (pad, n, c, x, y, ty_of(e)))
            return n
        if k == "cast":
            x = self.expr(e[2], out, ind)
            n = self.fresh()
            if e[1] == "i2x":
                out.append("%s%s = arith.index_cast %s : i32 to index" % (pad, n, x))
            elif e[1] == "x2i":
                out.append("%s%s = arith.index_cast %s : index to i32" % (pad, n, x))
            else:
                out.append("%s%s = arith.extui %s : i1 to i32" % (pad, n, x))
            return n
        raise AssertionError(e)

    def memref(self, mem):
        k = self.k
        if mem == "in":
            return "memref<%dxi32>" % IN_SIZE, None
        if mem == "out":
            return "memref<%dxi32>" % k.out_size(), None
        a = k.array(mem)
        if a:
            S = k.T * a[1]
            if a[2]:
                return "memref<%dx%dxi32>" % (S // a[2], a[2]), a[2]
            return "memref<%dxi32>" % S, None
        loc = k.local(mem)
        return "memref<%dxi32>" % loc[1], None

    def indices(self, mem, addr, out, ind):
        ty, cols = self.memref(mem)
        if cols:
            shift = cols.bit_length() - 1
            row = self.expr(B("shrui", addr, C(shift)), out, ind)
            col = self.expr(band(addr, C(cols - 1)), out, ind)
            return ty, "%s, %s" % (row, col)
        return ty, self.expr(addr, out, ind)

    def bind(self, name, ref):
        self.ref[name] = ref

    def results_ref(self, names):
        if len(names) == 1:
            n = "%" + names[0]
            self.bind(names[0], n)
            return n + " = "
        if not names:
            return ""
        base = self.fresh()
        for i, n in enumerate(names):
            self.bind(n, "%s#%d" % (base, i))
        return "%s:%d = " % (base, len(names))

    def stmts(self, ss, out, ind):
        for s in ss:
            self.stmt(s, out, ind)

    def stmt(self, s, out, ind):
        pad = " " * ind
        if isinstance(s, Let):
            v = self.expr(s.e, out, ind)
            # Name the value: an identity op keeps the SSA name readable.
            self.bind(s.dst, v)
        elif isinstance(s, Load):
            ty, idx = self.indices(s.mem, s.addr, out, ind)
            self.bind(s.dst, "%" + s.dst)
            out.append("%s%%%s = memref.load %%%s[%s] : %s" % (pad, s.dst, s.mem, idx, ty))
        elif isinstance(s, Store):
            v = self.expr(s.val, out, ind)
            ty, idx = self.indices(s.mem, s.addr, out, ind)
            out.append("%smemref.store %s, %%%s[%s] : %s" % (pad, v, s.mem, idx, ty))
        elif isinstance(s, Barrier):
            out.append("%sstitch.barrier %s" % (pad, "%tx, %ty" if self.k.dims == 2 else "%tx"))
        elif isinstance(s, If):
            c = self.expr(s.cond, out, ind)
            names = [r[0] for r in s.results]
            types = ", ".join("i32" for _ in names)
            head = "%sscf.if %s" % (pad, c) + (" -> (%s)" % types if names else "")
            lines = [head + " {"]
            tl = []
            self.stmts(s.then, tl, ind + 2)
            if names:
                ys = [self.expr(r[1], tl, ind + 2) for r in s.results]
                tl.append("%s  scf.yield %s : %s" % (pad, ", ".join(ys), types))
            el = []
            self.stmts(s.els, el, ind + 2)
            if names:
                ys = [self.expr(r[2], el, ind + 2) for r in s.results]
                el.append("%s  scf.yield %s : %s" % (pad, ", ".join(ys), types))
            lines += tl
            if el:
                lines.append("%s} else {" % pad)
                lines += el
            lines.append("%s}" % pad)
            lhs = self.results_ref(names)
            lines[0] = pad + lhs + lines[0][len(pad):]
            out += lines
        elif isinstance(s, For):
            lb, ub, st = (self.expr(e, out, ind) for e in (s.lb, s.ub, s.step))
            inits = [self.expr(e, out, ind) for _, e in s.iters]
            self.bind(s.iv, "%" + s.iv)
            for n, _ in s.iters:
                self.bind(n, "%" + n)
            head = "scf.for %%%s = %s to %s step %s" % (s.iv, lb, ub, st)
            if s.iters:
                head += " iter_args(%s) -> (%s)" % (
                    ", ".join("%%%s = %s" % (n, i) for (n, _), i in zip(s.iters, inits)),
                    ", ".join("i32" for _ in s.iters))
            body = []
            self.stmts(s.body, body, ind + 2)
            if s.iters:
                ys = [self.expr(e, body, ind + 2) for e in s.yields]
                body.append("%s  scf.yield %s : %s" % (pad, ", ".join(ys), ", ".join("i32" for _ in ys)))
            lhs = self.results_ref(s.results)
            out.append(pad + lhs + head + " {")
            out += body
            out.append(pad + "}")
        elif isinstance(s, While):
            inits = [self.expr(e, out, ind) for _, e in s.args]
            types = ", ".join("i32" for _ in s.args)
            for n, _ in s.args:
                self.bind(n, "%" + n)
            before = []
            self.stmts(s.before, before, ind + 2)
            c = self.expr(s.cond, before, ind + 2)
            before.append("%s  scf.condition(%s) %s : %s" % (
                pad, c, ", ".join("%" + n for n, _ in s.args), types))
            for n in s.aargs:
                self.bind(n, "%" + n)
            body = []
            self.stmts(s.body, body, ind + 2)
            ys = [self.expr(e, body, ind + 2) for e in s.yields]
            body.append("%s  scf.yield %s : %s" % (pad, ", ".join(ys), types))
            lhs = self.results_ref(s.results)
            out.append("%s%sscf.while (%s) : (%s) -> (%s) {" % (
                pad, lhs, ", ".join("%%%s = %s" % (n, i) for (n, _), i in zip(s.args, inits)),
                types, types))
            out += before
            out.append("%s} do {" % pad)
            out.append("%s^bb0(%s):" % (pad, ", ".join("%%%s: i32" % n for n in s.aargs)))
            out += body
            out.append(pad + "}")
        else:
            raise AssertionError(s)

    def kernel(self):
        k = self.k
        fn = "k%d" % k.kid
        body = []
        pre = []
        for s in k.pre:
            self.stmt(s, pre, 4)
        c0, c1 = self.const(0, "index"), self.const(1, "index")
        if k.gdims == 1:
            body.append("    scf.parallel (%%bx) = (%s) to (%s) step (%s) {" % (c0, self.const(k.gx, "index"), c1))
        else:
            body.append("    scf.parallel (%%bx, %%by) = (%s, %s) to (%s, %s) step (%s, %s) {" % (
                c0, c0, self.const(k.gx, "index"), self.const(k.gy, "index"), c1, c1))
        for name, m, cols in k.arrays:
            ty, _ = self.memref(name)
            body.append("      %%%s = memref.alloca() : %s" % (name, ty))
        blk = []
        if k.gdims == 1:
            self.ref["b"] = "%bx"
        else:
            self.ref["b"] = "%b"
            blk.append("%b_y = arith.muli %by, " + self.const(k.gx, "index") + " : index")
            blk.append("%b = arith.addi %b_y, %bx : index")
        if not k.b_in_thread:
            body += ["      " + l for l in blk]
        if k.dims == 1:
            body.append("      scf.parallel (%%tx) = (%s) to (%s) step (%s) {" % (c0, self.const(k.nx, "index"), c1))
        else:
            body.append("      scf.parallel (%%tx, %%ty) = (%s, %s) to (%s, %s) step (%s, %s) {" % (
                c0, c0, self.const(k.nx, "index"), self.const(k.ny, "index"), c1, c1))
        for name, L in k.locals:
            body.append("        %%%s = memref.alloca() : memref<%dxi32>" % (name, L))
        if k.b_in_thread:
            body += ["        " + l for l in blk]
        if k.dims == 1:
            self.ref["t"] = "%tx"
        else:
            body.append("        %%t_y = arith.muli %%ty, %s : index" % self.const(k.nx, "index"))
            body.append("        %t = arith.addi %t_y, %tx : index")
        self.stmts(k.body, body, 8)
        body.append("        scf.reduce")
        body.append("      }")
        body.append("      scf.reduce")
        body.append("    }")
        head = ["  func.func @%s(%%in: memref<%dxi32>, %%out: memref<%dxi32>, %%a0: i32, %%a1: i32) {" % (
            fn, IN_SIZE, k.out_size())]
        return head + self.const_lines + pre + body + ["    return", "  }"]


MLIR_PRELUDE = """\
  func.func private @fill_in(%%in: memref<%(N)dxi32>) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%cN = arith.constant %(N)d : index
    %%k = arith.constant -1640531535 : i32
    %%c15 = arith.constant 15 : i32
    %%c3 = arith.constant 3 : i32
    %%z0 = arith.constant 0 : i32
    %%c127 = arith.constant 127 : i32
    %%c64 = arith.constant 64 : i32
    scf.for %%i = %%c0 to %%cN step %%c1 {
      %%x = arith.index_cast %%i : index to i32
      %%h = arith.muli %%x, %%k : i32
      %%s = arith.shrui %%h, %%c15 : i32
      %%v = arith.xori %%h, %%s : i32
      %%lo = arith.andi %%x, %%c3 : i32
      %%z = arith.cmpi eq, %%lo, %%z0 : i32
      %%sm0 = arith.andi %%v, %%c127 : i32
      %%sm = arith.subi %%sm0, %%c64 : i32
      %%r = arith.select %%z, %%sm, %%v : i32
      memref.store %%r, %%in[%%i] : memref<%(N)dxi32>
    }
    return
  }
  func.func private @zero(%%m: memref<?xi32>) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%z = arith.constant 0 : i32
    %%n = memref.dim %%m, %%c0 : memref<?xi32>
    scf.for %%i = %%c0 to %%n step %%c1 {
      memref.store %%z, %%m[%%i] : memref<?xi32>
    }
    return
  }
  func.func private @dump(%%m: memref<?xi32>) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%n = memref.dim %%m, %%c0 : memref<?xi32>
    scf.for %%i = %%c0 to %%n step %%c1 {
      %%v = memref.load %%m[%%i] : memref<?xi32>
      vector.print %%v : i32
    }
    return
  }
""" % {"N": IN_SIZE}


def emit_mlir_kernel(k):
    return "\n".join(MlirEmitter(k).kernel()) + "\n"


def emit_mlir(kernels, header="", nthreads=None):
    """A module running every kernel once per argument set. With nthreads
    (e.g. (1, 2)), each run repeats for each OpenMP thread count, set with
    omp_set_num_threads, and its mark says which: K<id>.<run>.<threads>
    (one mlir-runner process covers all counts). Otherwise the count comes
    from OMP_NUM_THREADS and the mark is K<id>.<run>."""
    parts = [header, "module {\n", MLIR_PRELUDE]
    if nthreads:
        parts.append("  func.func private @omp_set_num_threads(i32)\n")
    for k in kernels:
        parts.append(emit_mlir_kernel(k))
        n = k.out_size()
        run = ["  func.func private @run_k%d(%%in: memref<%dxi32>) {" % (k.kid, IN_SIZE),
               "    %%o = memref.alloc() : memref<%dxi32>" % n,
               "    %%d = memref.cast %%o : memref<%dxi32> to memref<?xi32>" % n]
        for i, (a0, a1) in enumerate(k.args):
            run += ["    %%a0_%d = arith.constant %d : i32" % (i, a0),
                    "    %%a1_%d = arith.constant %d : i32" % (i, a1)]
            for nt in nthreads or (None,):
                mark = "K%d.%d" % (k.kid, i)
                if nt is not None:
                    run += ["    %%nt_%d_%d = arith.constant %d : i32" % (i, nt, nt),
                            "    call @omp_set_num_threads(%%nt_%d_%d) : (i32) -> ()" % (i, nt)]
                    mark += ".%d" % nt
                run += ["    call @zero(%d) : (memref<?xi32>) -> ()",
                        "    call @k%d(%%in, %%o, %%a0_%d, %%a1_%d) : (memref<%dxi32>, memref<%dxi32>, i32, i32) -> ()" % (
                            k.kid, i, i, IN_SIZE, n),
                        "    vector.print str \"%s\\n\"" % mark,
                        "    call @dump(%d) : (memref<?xi32>) -> ()"]
        run += ["    memref.dealloc %%o : memref<%dxi32>" % n, "    return", "  }"]
        parts.append("\n".join(run) + "\n")
    main = ["  func.func @main() {",
            "    %%in = memref.alloc() : memref<%dxi32>" % IN_SIZE,
            "    call @fill_in(%%in) : (memref<%dxi32>) -> ()" % IN_SIZE]
    for k in kernels:
        main.append("    call @run_k%d(%%in) : (memref<%dxi32>) -> ()" % (k.kid, IN_SIZE))
    main += ["    memref.dealloc %%in : memref<%dxi32>" % IN_SIZE, "    return", "  }"]
    parts.append("\n".join(main) + "\n}\n")
    return "".join(parts)


# --------------------------------------------------------------------------
# C emitter
# --------------------------------------------------------------------------

C_PRELUDE = r"""#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sequential reference: the threads of a block run phase by phase between
 * barriers. Also checks the program: races within a phase, uninitialized or
 * out-of-bounds accesses, non-uniform conditions of barrier control flow. */
static const char *kname;
static int cline; /* C line of the last checked access */
static void fail(const char *what, int64_t a, int64_t b) {
  fflush(stdout);
  fprintf(stderr, "INVALID %s: %s (%lld, %lld) at line %d\n", kname, what, (long long)a,
          (long long)b, cline);
  exit(3);
}
#define T32(x) ((int32_t)(uint32_t)(x))
static inline int32_t i_addi(int32_t a, int32_t b) { return T32((uint32_t)a + (uint32_t)b); }
static inline int32_t i_subi(int32_t a, int32_t b) { return T32((uint32_t)a - (uint32_t)b); }
static inline int32_t i_muli(int32_t a, int32_t b) { return T32((uint32_t)a * (uint32_t)b); }
static inline int32_t i_xori(int32_t a, int32_t b) { return a ^ b; }
static inline int32_t i_andi(int32_t a, int32_t b) { return a & b; }
static inline int32_t i_ori(int32_t a, int32_t b) { return a | b; }
static inline int32_t i_shli(int32_t a, int32_t b) { if (b < 0 || b > 31) fail("shift", b, 0); return T32((uint32_t)a << b); }
static inline int32_t i_shrui(int32_t a, int32_t b) { if (b < 0 || b > 31) fail("shift", b, 0); return T32((uint32_t)a >> b); }
static inline int32_t i_shrsi(int32_t a, int32_t b) { if (b < 0 || b > 31) fail("shift", b, 0); return a >> b; }
static inline int32_t i_maxsi(int32_t a, int32_t b) { return a > b ? a : b; }
static inline int32_t i_minsi(int32_t a, int32_t b) { return a < b ? a : b; }
static inline int32_t i_maxui(int32_t a, int32_t b) { return (uint32_t)a > (uint32_t)b ? a : b; }
static inline int32_t i_minui(int32_t a, int32_t b) { return (uint32_t)a < (uint32_t)b ? a : b; }
static inline int32_t i_divui(int32_t a, int32_t b) { if (!b) fail("div0", 0, 0); return T32((uint32_t)a / (uint32_t)b); }
static inline int32_t i_remui(int32_t a, int32_t b) { if (!b) fail("div0", 0, 0); return T32((uint32_t)a % (uint32_t)b); }
static inline int64_t x_addi(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static inline int64_t x_subi(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
static inline int64_t x_muli(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static inline int64_t x_xori(int64_t a, int64_t b) { return a ^ b; }
static inline int64_t x_andi(int64_t a, int64_t b) { return a & b; }
static inline int64_t x_ori(int64_t a, int64_t b) { return a | b; }
static inline int64_t x_shrui(int64_t a, int64_t b) { return (int64_t)((uint64_t)a >> b); }
static inline int b_andi(int a, int b) { return a & b; }
static inline int b_ori(int a, int b) { return a | b; }
static inline int b_xori(int a, int b) { return a ^ b; }

typedef struct Sh {
  int32_t *d;
  int16_t *w;   /* writer in this phase, -1: none */
  uint64_t *r;  /* readers in this phase */
  uint8_t *init;
  int64_t n;
} Sh;
#define shld(...) (cline = __LINE__, shld_(__VA_ARGS__))
#define shst(...) (cline = __LINE__, shst_(__VA_ARGS__))
static int32_t shld_(Sh *s, int64_t e, int64_t t) {
  if (e < 0 || e >= s->n) fail("shared load out of bounds", e, t);
  if (!s->init[e]) fail("uninitialized shared load", e, t);
  if (s->w[e] >= 0 && s->w[e] != t) fail("race: read of another thread's write", e, t);
  s->r[e] |= 1ull << t;
  return s->d[e];
}
static void shst_(Sh *s, int64_t e, int64_t t, int32_t v) {
  if (e < 0 || e >= s->n) fail("shared store out of bounds", e, t);
  if (s->w[e] >= 0 && s->w[e] != t) fail("race: two writers", e, t);
  if (s->r[e] & ~(1ull << t)) fail("race: write of another thread's read", e, t);
  s->w[e] = (int16_t)t;
  s->init[e] = 1;
  s->d[e] = v;
}
static void shbar(Sh *s) {
  for (int64_t e = 0; e < s->n; ++e) {
    s->w[e] = -1;
    s->r[e] = 0;
  }
}
static int32_t lld(int32_t *a, uint8_t *init, int64_t n, int64_t e) {
  if (e < 0 || e >= n) fail("local load out of bounds", e, 0);
  if (!init[e]) fail("uninitialized local load", e, 0);
  return a[e];
}
static void lst(int32_t *a, uint8_t *init, int64_t n, int64_t e, int32_t v) {
  if (e < 0 || e >= n) fail("local store out of bounds", e, 0);
  init[e] = 1;
  a[e] = v;
}
static int32_t IN[@N@];
static int32_t inld(int64_t e) {
  if (e < 0 || e >= @N@) fail("input load out of bounds", e, 0);
  return IN[e];
}
static void outst(int32_t *out, int64_t n, int64_t e, int32_t v) {
  if (e < 0 || e >= n) fail("output store out of bounds", e, 0);
  out[e] = v;
}
static int64_t uni64(const int64_t *a, int64_t n) {
  for (int64_t t = 1; t < n; ++t)
    if (a[t] != a[0]) fail("non-uniform value of barrier control flow", t, 0);
  return a[0];
}
static int32_t uni32(const int32_t *a, int64_t n) {
  for (int64_t t = 1; t < n; ++t)
    if (a[t] != a[0]) fail("non-uniform value of barrier control flow", t, 0);
  return a[0];
}
static void fill_in(void) {
  for (int64_t i = 0; i < @N@; ++i) {
    uint32_t h = (uint32_t)i * 2654435761u;
    int32_t v = (int32_t)(h ^ (h >> 15));
    IN[i] = (i & 3) == 0 ? (v & 127) - 64 : v;
  }
}
static void dump(const int32_t *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    printf("%d\n", out[i]);
}
""".replace("@N@", str(IN_SIZE))

C_TY = {"i32": "int32_t", "index": "int64_t", "i1": "int32_t"}


class CEmitter:
    def __init__(self, k):
        self.k = k
        self.kinds = name_kinds(k)
        self.tmp = 0

    def fresh(self, p="tmp"):
        self.tmp += 1
        return "%s_%d" % (p, self.tmp)

    def var(self, name, uniform):
        kind, ty = self.kinds[name]
        if kind == "pt":
            if uniform:
                return "uni%s(%s, %d)" % ("64" if ty == "index" else "32", name, self.k.T)
            return "%s[t]" % name
        return name

    def expr(self, e, uniform):
        k = e[0]
        if k == "c":
            v, ty = e[1], e[2]
            if ty == "index":
                return "INT64_C(%d)" % v
            if ty == "i32":
                return "(int32_t)%d" % v if v != -2**31 else "INT32_MIN"
            return str(v)
        if k == "v":
            return self.var(e[1], uniform)
        if k == "bin":
            pfx = {"i32": "i", "index": "x", "i1": "b"}[ty_of(e)]
            return "%s_%s(%s, %s)" % (pfx, e[1], self.expr(e[2], uniform), self.expr(e[3], uniform))
        if k == "cmp":
            ty = ty_of(e[2])
            x, y = self.expr(e[2], uniform), self.expr(e[3], uniform)
            pred = e[1]
            if pred[0] == "u":
                cast = "(uint64_t)" if ty == "index" else "(uint32_t)"
                x, y = cast + "(" + x + ")", cast + "(" + y + ")"
            op = {"eq": "==", "ne": "!=", "slt": "<", "sle": "<=", "sgt": ">", "sge": ">=",
                  "ult": "<", "ule": "<=", "ugt": ">", "uge": ">="}[pred]
            return "((%s) %s (%s))" % (x, op, y)
        if k == "sel":
            return "((%s) ? (%s) : (%s))" % (self.expr(e[1], uniform), self.expr(e[2], uniform),
                                             self.expr(e[3], uniform))
        if k == "cast":
            x = self.expr(e[2], uniform)
            if e[1] == "i2x":
                return "((int64_t)(%s))" % x
            if e[1] == "x2i":
                return "T32(%s)" % x
            return "((int32_t)(%s))" % x
        raise AssertionError(e)

    def assign(self, name, value):
        return "%s = %s;" % (self.var(name, False), value)

    def load(self, mem, addr):
        k = self.k
        a = self.expr(addr, False)
        if mem == "in":
            return "inld(%s)" % a
        if k.array(mem):
            return "shld(&%s, %s, t)" % (mem, a)
        L = k.local(mem)[1]
        return "lld(%s[t], %s_i[t], %d, %s)" % (mem, mem, L, a)

    def store(self, mem, addr, v):
        k = self.k
        a = self.expr(addr, False)
        if mem == "out":
            return "outst(out, %d, %s, %s);" % (k.out_size(), a, v)
        if k.array(mem):
            return "shst(&%s, %s, t, %s);" % (mem, a, v)
        L = k.local(mem)[1]
        return "lst(%s[t], %s_i[t], %d, %s, %s);" % (mem, mem, L, a, v)

    def per_thread(self, lines, ind):
        """Wraps thread-context lines in a loop over the threads."""
        pad = " " * ind
        k = self.k
        return (["%sfor (int64_t t = 0; t < %d; ++t) {" % (pad, k.T),
                 "%s  const int64_t tx = t %% %d, ty = t / %d;" % (pad, k.nx, k.nx),
                 "%s  (void)tx; (void)ty;" % pad]
                + lines + ["%s}" % pad])

    def copies(self, pairs, ind, uniform_level):
        """dst[t] = src for all pairs at once (through temporaries)."""
        if not pairs:
            return []
        pad = " " * (ind + (2 if uniform_level else 0))
        tmps = [self.fresh() for _ in pairs]
        lines = ["%s{" % pad]
        for tmp, (dst, src) in zip(tmps, pairs):
            lines.append("%s  const %s %s = %s;" % (pad, C_TY[self.kinds[dst][1]], tmp, self.expr(src, False)))
        for tmp, (dst, _) in zip(tmps, pairs):
            lines.append("%s  %s" % (pad, self.assign(dst, tmp)))
        lines.append("%s}" % pad)
        return self.per_thread(lines, ind) if uniform_level else lines

    def block(self, ss, ind, uniform):
        """Statements at the uniform level (uniform=True: threads loop
        inside) or inside a per-thread loop."""
        out = []
        run = []
        for s in ss:
            if uniform and (isinstance(s, Barrier) or any(has_barrier(c) for c in children(s))):
                if run:
                    out += self.per_thread(run, ind)
                    run = []
                out += self.uniform_stmt(s, ind)
            else:
                run += self.thread_stmt(s, ind + (2 if uniform else 0))
        if run:
            out += self.per_thread(run, ind) if uniform else run
        return out

    def thread_stmt(self, s, ind):
        pad = " " * ind
        if isinstance(s, Let):
            return [pad + self.assign(s.dst, self.expr(s.e, False))]
        if isinstance(s, Load):
            return [pad + self.assign(s.dst, self.load(s.mem, s.addr))]
        if isinstance(s, Store):
            return [pad + self.store(s.mem, s.addr, self.expr(s.val, False))]
        if isinstance(s, Barrier):
            raise AssertionError("barrier in thread context")
        if isinstance(s, If):
            out = ["%sif (%s) {" % (pad, self.expr(s.cond, False))]
            out += self.block(s.then, ind + 2, False)
            out += self.copies([(r[0], r[1]) for r in s.results], ind + 2, False)
            out.append("%s} else {" % pad)
            out += self.block(s.els, ind + 2, False)
            out += self.copies([(r[0], r[2]) for r in s.results], ind + 2, False)
            out.append("%s}" % pad)
            return out
        if isinstance(s, For):
            out = ["%s{" % pad]
            lb, ub, st = self.fresh("lb"), self.fresh("ub"), self.fresh("st")
            out.append("%s  const int64_t %s = %s, %s = %s, %s = %s;" % (
                pad, lb, self.expr(s.lb, False), ub, self.expr(s.ub, False), st, self.expr(s.step, False)))
            out += self.copies([(n, e) for n, e in s.iters], ind + 2, False)
            out.append("%s  for (int64_t %s = %s; %s < %s; %s += %s) {" % (pad, s.iv, lb, s.iv, ub, s.iv, st))
            out += self.block(s.body, ind + 4, False)
            out += self.copies([(n, y) for (n, _), y in zip(s.iters, s.yields)], ind + 4, False)
            out.append("%s  }" % pad)
            out += self.copies([(r, V(n, "i32")) for r, (n, _) in zip(s.results, s.iters)], ind + 2, False)
            out.append("%s}" % pad)
            return out
        if isinstance(s, While):
            out = ["%s{" % pad]
            out += self.copies([(n, e) for n, e in s.args], ind + 2, False)
            out.append("%s  for (;;) {" % pad)
            out += self.block(s.before, ind + 4, False)
            out.append("%s    if (!(%s)) break;" % (pad, self.expr(s.cond, False)))
            out += self.copies([(a, V(n, "i32")) for a, (n, _) in zip(s.aargs, s.args)], ind + 4, False)
            out += self.block(s.body, ind + 4, False)
            out += self.copies([(n, y) for (n, _), y in zip(s.args, s.yields)], ind + 4, False)
            out.append("%s  }" % pad)
            out += self.copies([(r, V(n, "i32")) for r, (n, _) in zip(s.results, s.args)], ind + 2, False)
            out.append("%s}" % pad)
            return out
        raise AssertionError(s)

    def uniform_stmt(self, s, ind):
        pad = " " * ind
        k = self.k
        if isinstance(s, Barrier):
            return [pad + " ".join("shbar(&%s);" % a[0] for a in k.arrays) if k.arrays else pad + "/* barrier */"]
        if isinstance(s, If):
            out = ["%sif (%s) {" % (pad, self.expr(s.cond, True))]
            out += self.block(s.then, ind + 2, True)
            out += self.copies([(r[0], r[1]) for r in s.results], ind + 2, True)
            out.append("%s} else {" % pad)
            out += self.block(s.els, ind + 2, True)
            out += self.copies([(r[0], r[2]) for r in s.results], ind + 2, True)
            out.append("%s}" % pad)
            return out
        if isinstance(s, For):
            out = ["%s{" % pad]
            lb, ub, st = self.fresh("lb"), self.fresh("ub"), self.fresh("st")
            out.append("%s  const int64_t %s = %s, %s = %s, %s = %s;" % (
                pad, lb, self.expr(s.lb, True), ub, self.expr(s.ub, True), st, self.expr(s.step, True)))
            out += self.copies([(n, e) for n, e in s.iters], ind + 2, True)
            out.append("%s  for (int64_t %s = %s; %s < %s; %s += %s) {" % (pad, s.iv, lb, s.iv, ub, s.iv, st))
            out += self.block(s.body, ind + 4, True)
            out += self.copies([(n, y) for (n, _), y in zip(s.iters, s.yields)], ind + 4, True)
            out.append("%s  }" % pad)
            out += self.copies([(r, V(n, "i32")) for r, (n, _) in zip(s.results, s.iters)], ind + 2, True)
            out.append("%s}" % pad)
            return out
        if isinstance(s, While):
            go = self.fresh("go")
            out = ["%s{" % pad, "%s  int32_t %s[%d];" % (pad, go, k.T)]
            out += self.copies([(n, e) for n, e in s.args], ind + 2, True)
            out.append("%s  for (;;) {" % pad)
            out += self.block(s.before, ind + 4, True)
            out += self.per_thread(["%s      %s[t] = %s;" % (pad, go, self.expr(s.cond, False))], ind + 4)
            out.append("%s    if (!uni32(%s, %d)) break;" % (pad, go, k.T))
            out += self.copies([(a, V(n, "i32")) for a, (n, _) in zip(s.aargs, s.args)], ind + 4, True)
            out += self.block(s.body, ind + 4, True)
            out += self.copies([(n, y) for (n, _), y in zip(s.args, s.yields)], ind + 4, True)
            out.append("%s  }" % pad)
            out += self.copies([(r, V(n, "i32")) for r, (n, _) in zip(s.results, s.args)], ind + 2, True)
            out.append("%s}" % pad)
            return out
        raise AssertionError(s)

    def kernel(self):
        k = self.k
        out = ["static void k%d(int32_t *out, int32_t a0, int32_t a1) {" % k.kid,
               "  kname = \"k%d\";" % k.kid]
        for s in k.pre:
            out.append("  const %s %s = %s;" % (C_TY[ty_of(s.e)], s.dst, self.expr(s.e, True)))
        out.append("  for (int64_t by = 0; by < %d; ++by)" % k.gy)
        out.append("  for (int64_t bx = 0; bx < %d; ++bx) {" % k.gx)
        out.append("    const int64_t b = by * %d + bx;" % k.gx)
        out.append("    (void)b;")
        for name, m, cols in k.arrays:
            S = k.T * m
            out.append("    int32_t %s_d[%d]; int16_t %s_w[%d]; uint64_t %s_r[%d]; uint8_t %s_n[%d];" % (
                name, S, name, S, name, S, name, S))
            out.append("    memset(%s_n, 0, sizeof %s_n);" % (name, name))
            out.append("    Sh %s = {%s_d, %s_w, %s_r, %s_n, %d};" % (name, name, name, name, name, S))
            out.append("    shbar(&%s);" % name)
        for name, L in k.locals:
            out.append("    int32_t %s[%d][%d]; uint8_t %s_i[%d][%d];" % (name, k.T, L, name, k.T, L))
            out.append("    memset(%s_i, 0, sizeof %s_i);" % (name, name))
        for name, (kind, ty) in sorted(self.kinds.items()):
            if kind == "pt":
                out.append("    %s %s[%d];" % (C_TY[ty], name, k.T))
        out += self.block(k.body, 4, True)
        out.append("  }")
        out.append("}")
        return out


def emit_c_kernel(k):
    return "\n".join(CEmitter(k).kernel()) + "\n"


def emit_c(kernels, header=""):
    parts = [header, C_PRELUDE]
    for k in kernels:
        parts.append(emit_c_kernel(k))
    main = ["int main(void) {", "  fill_in();"]
    for k in kernels:
        n = k.out_size()
        main.append("  {")
        main.append("    static int32_t out[%d];" % n)
        for i, (a0, a1) in enumerate(k.args):
            main.append("    memset(out, 0, sizeof out);")
            main.append("    k%d(out, %d, %d);" % (k.kid, a0, a1))
            main.append("    printf(\"K%d.%d\\n\");" % (k.kid, i))
            main.append("    dump(out, %d);" % n)
        main.append("  }")
    main += ["  return 0;", "}"]
    parts.append("\n".join(main) + "\n")
    return "".join(parts)


# --------------------------------------------------------------------------
# CLI
# --------------------------------------------------------------------------


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="first seed (kernel id)")
    ap.add_argument("--count", type=int, default=1, help="number of kernels")
    ap.add_argument("--mlir", help="write the MLIR module here (default stdout)")
    ap.add_argument("--c", help="write the C reference here")
    ap.add_argument("--small", action="store_true", help="smaller kernels")
    a = ap.parse_args(argv)
    kernels = [gen_kernel(s, a.small) for s in range(a.seed, a.seed + a.count)]
    text = emit_mlir(kernels)
    if a.mlir:
        with open(a.mlir, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if a.c:
        with open(a.c, "w") as f:
            f.write(emit_c(kernels))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
