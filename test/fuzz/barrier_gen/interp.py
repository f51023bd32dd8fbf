"""Reference interpreter for kast programs: the expected output of a
generated kernel, computed from its own AST (Stitch is never involved).

GPU semantics: blocks run one after another (the program is rejected if two
blocks of one launch touch one global element and one of them writes it);
the threads of a block run phase by phase: every thread runs until its next
barrier (a Python generator yields the barrier's static id); all threads
must stop at the same barrier or all finish, else the program is divergent
(Invalid). Within a phase, an element of shared, per-block or global memory
touched by two different threads, one of them writing, is a race (Invalid).
Reads of never-written shared/private memory, out-of-bounds indices,
non-finite f32 values, out-of-range fptosi and runaway loops are Invalid too:
such programs are discarded, never tested.

f32 arithmetic is exact IEEE single precision: each +,-,*,/ is done in
double and rounded to single (double rounding is innocuous for these ops).
"""
import math
import struct

from kast import (Const, Var, Tid, Bid, Bdim, Gdim, Bin, Cmp, Sel, Cast,
                  Load, Let, Store, Barrier, If, For, While)

MAX_TRIPS = 64


class Invalid(Exception):
    pass


def f32(x):
    try:
        r = struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        raise Invalid("f32 overflow")
    if math.isinf(r) or math.isnan(r):
        raise Invalid("non-finite f32")
    return r


def wrap(x, bits):
    m = 1 << bits
    x &= m - 1
    return x - m if x >= (m >> 1) else x


def for_trips(lb, ub, st, bits, unsigned):
    """Trips of scf.for [unsigned] lb to ub step st at this width (iv
    wrapping), or None past MAX_TRIPS."""
    m = (1 << bits) - 1
    n, i = 0, lb
    while (i & m) < (ub & m) if unsigned else i < ub:
        n += 1
        if n > MAX_TRIPS:
            return None
        i = wrap(i + st, bits)
    return n


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def init_value(arr, i):
    if arr.init[0] == "seg":
        # indirect: index arrays filled piece by piece
        for lo, hi, a, b, m in arr.init[1]:
            if lo <= i < hi:
                v = i * a + b
                return v % m if m else v
        raise ValueError("index array %s: no piece holds %d" % (arr.name, i))
    a, b, m, off = arr.init
    v = (i * a + b) % m - off
    return f32(float(v)) if arr.ty == "f32" else v


def fmt(ty, v):
    if ty == "f32":
        if v == 0:
            return "-0" if math.copysign(1.0, v) < 0 else "0"
        return "%g" % v
    return str(v)


class Ctx:
    __slots__ = ("tid", "bid", "bd", "gd", "env", "priv", "who", "lin")


class Interp:
    def __init__(self, prog, index_bits=64):
        self.prog = prog
        # 32: index arithmetic wraps as C `int` (emit_cuda's int-index form)
        self.index_bits = index_bits
        self.mem = {}
        self.ty = {}
        self.shape = {}
        self.kind = {}
        self.canon = {}   # indirect: alias -> the array it is
        for a in prog.arrays:
            if getattr(a, "alias", None):
                continue
            n = 1
            for s in a.shape:
                n *= s
            self.mem[a.name] = [init_value(a, i) for i in range(n)]
            self.ty[a.name], self.shape[a.name] = a.ty, a.shape
            self.kind[a.name] = a.kind
        for a in prog.arrays:
            if getattr(a, "alias", None):
                # the same buffer under two names: one memory, one key
                self.mem[a.name] = self.mem[a.alias]
                self.ty[a.name], self.shape[a.name] = a.ty, a.shape
                self.kind[a.name] = a.kind
                self.canon[a.name] = a.alias
        for k in prog.kernels():
            for a in k.shared + k.private:
                self.ty[a.name], self.shape[a.name] = a.ty, a.shape
                self.kind[a.name] = a.kind
        self.steps = 0
        # typed loops' statistics (ltstats.py): None, or a dict filled by
        # note_loop
        self.lstats = None

    def bits(self, ty):
        return 32 if ty == "i32" else 64 if ty == "i64" else self.index_bits

    # ------------------------------------------------------------ memory
    def flat(self, arr, idxv):
        shape = self.shape[arr]
        if len(idxv) != len(shape):
            raise Invalid("rank")
        f = 0
        for i, s in zip(idxv, shape):
            if i < 0 or i >= s:
                raise Invalid("out of bounds %s%r" % (arr, idxv))
            f = f * s + i
        return f

    def record(self, arr, f, ctx, write):
        kind = self.kind[arr]
        if kind in ("in", "cnt", "private"):
            return
        key = (self.canon.get(arr, arr), f)
        acc = self.phase.get(key)
        if acc is None:
            acc = self.phase[key] = [set(), set()]
        acc[0 if write else 1].add(ctx.who)
        if kind != "shared":
            g = self.gacc.get(key)
            if g is None:
                self.gacc[key] = [self.cur_block, write]
            else:
                if g[0] != self.cur_block and (write or g[1]):
                    raise Invalid("inter-block race on %s[%d]" % key)
                g[1] = g[1] or write

    def buf(self, arr, ctx):
        k = self.kind[arr]
        if k == "shared":
            return self.shmem[arr]
        if k == "private":
            return ctx.priv[arr]
        return self.mem[arr]

    # -------------------------------------------------------- expressions
    def ev(self, e, ctx):
        t = type(e)
        if t is Const:
            return e.v
        if t is Var:
            return ctx.env[e.name]
        if t is Tid:
            return ctx.tid[e.d]
        if t is Bid:
            return ctx.bid[e.d]
        if t is Bdim:
            return ctx.bd[e.d]
        if t is Gdim:
            return ctx.gd[e.d]
        if t is Bin:
            return self.binop(e.op, e.ty, self.ev(e.a, ctx), self.ev(e.b, ctx))
        if t is Cmp:
            a, b = self.ev(e.a, ctx), self.ev(e.b, ctx)
            p = e.pred
            if p[0] == "u":
                bits = self.bits(e.a.ty)
                m = (1 << bits) - 1
                a, b = a & m, b & m
                p = "s" + p[1:]
            if p in ("slt", "olt"):
                return a < b
            if p in ("sle", "ole"):
                return a <= b
            if p in ("sgt", "ogt"):
                return a > b
            if p in ("sge", "oge"):
                return a >= b
            if p in ("eq", "oeq"):
                return a == b
            if p in ("ne", "one"):
                return a != b
            raise ValueError(p)
        if t is Sel:
            c = self.ev(e.c, ctx)
            a, b = self.ev(e.a, ctx), self.ev(e.b, ctx)
            return a if c else b
        if t is Cast:
            v = self.ev(e.a, ctx)
            src, dst = e.a.ty, e.ty
            if src == "i1":
                v = 1 if v else 0
                return wrap(v, 32) if dst == "i32" else v
            if getattr(e, "ui", False):
                # arith.index_castui (indirect): zero extension
                if dst != "index":
                    raise ValueError((src, dst))
                return wrap(v & ((1 << (32 if src == "i32" else 64)) - 1),
                            self.index_bits)
            if dst == "i32" and src in ("index", "i64"):
                return wrap(v, 32)
            if dst in ("index", "i64") and src in ("i32", "i64", "index"):
                return wrap(v, 64 if dst == "i64" else self.index_bits)
            if dst == "f32" and src == "i32":
                return f32(float(v))
            if dst == "i32" and src == "f32":
                if not (-2147483648.0 <= v < 2147483648.0):
                    raise Invalid("fptosi out of range")
                return int(v)
            raise ValueError((src, dst))
        if t is Load:
            idxv = [self.ev(i, ctx) for i in e.idx]
            f = self.flat(e.arr, idxv)
            self.record(e.arr, f, ctx, False)
            v = self.buf(e.arr, ctx)[f]
            if v is None:
                raise Invalid("uninitialized read of %s[%d]" % (e.arr, f))
            return v
        raise ValueError(e)

    def binop(self, op, ty, a, b):
        if ty == "f32":
            if op == "add":
                return f32(a + b)
            if op == "sub":
                return f32(a - b)
            if op == "mul":
                return f32(a * b)
            if op == "div":
                if b == 0:
                    raise Invalid("div by zero")
                return f32(a / b)
            if op == "rem":
                if b == 0:
                    raise Invalid("rem by zero")
                return f32(math.fmod(a, b))
            if op == "max":
                if a == b:
                    return b if math.copysign(1.0, a) < 0 else a
                return a if a > b else b
            if op == "min":
                if a == b:
                    return a if math.copysign(1.0, a) < 0 else b
                return a if a < b else b
            raise ValueError(op)
        if ty == "i1":
            if op == "and":
                return a and b
            if op == "or":
                return a or b
            if op == "xor":
                return a != b
            raise ValueError(op)
        bits = self.bits(ty)
        if op == "add":
            r = a + b
        elif op == "sub":
            r = a - b
        elif op == "mul":
            r = a * b
        elif op == "max":
            r = max(a, b)
        elif op == "min":
            r = min(a, b)
        elif op == "and":
            r = a & b
        elif op == "or":
            r = a | b
        elif op == "xor":
            r = a ^ b
        elif op in ("rem", "div"):
            if b == 0:
                raise Invalid("division by zero")
            q = trunc_div(a, b)
            r = q if op == "div" else a - q * b
        elif op in ("remu", "divu", "shru"):
            m = (1 << bits) - 1
            ua, ub = a & m, b & m
            if op == "shru":
                if ub >= bits:
                    raise Invalid("shift amount")
                r = ua >> ub
            elif ub == 0:
                raise Invalid("division by zero")
            else:
                r = ua % ub if op == "remu" else ua // ub
        elif op == "shl":
            r = a << b
        elif op == "shr":
            r = a >> b
        else:
            raise ValueError(op)
        return wrap(r, bits)

    # --------------------------------------------------------- statements
    def ex(self, stmts, ctx):
        for s in stmts:
            self.steps += 1
            if self.steps > 2000000:
                raise Invalid("too long")
            t = type(s)
            if t is Let:
                ctx.env[s.name] = self.ev(s.e, ctx)
            elif t is Store:
                idxv = [self.ev(i, ctx) for i in s.idx]
                v = self.ev(s.val, ctx)
                f = self.flat(s.arr, idxv)
                self.record(s.arr, f, ctx, True)
                self.buf(s.arr, ctx)[f] = v
            elif t is Barrier:
                if ctx.who == "block":
                    raise Invalid("barrier in block code")
                yield s.bid
            elif t is If:
                c = self.ev(s.cond, ctx)
                body, ys = (s.then, s.tyield) if c else (s.els, s.eyield)
                yield from self.ex(body, ctx)
                vals = [self.ev(y, ctx) for y in ys]
                for (n, _), v in zip(s.res, vals):
                    ctx.env[n] = v
            elif t is For:
                lb, ub, st = (self.ev(s.lb, ctx), self.ev(s.ub, ctx),
                              self.ev(s.step, ctx))
                if st <= 0:
                    raise Invalid("step")
                ity = getattr(s, "ity", None)
                uns = getattr(s, "unsigned", False)
                if ity is None and not uns:
                    if (ub - lb) // st > MAX_TRIPS:
                        raise Invalid("too many trips")
                    trips = max(0, -((lb - ub) // st))
                else:
                    # typed loops: scf.for's own semantics, iv < ub compared
                    # signed or unsigned at the iv's width, iv += step wrapping
                    bits = self.bits(ity or "index")
                    trips = for_trips(lb, ub, st, bits, uns)
                    if trips is None:
                        raise Invalid("too many trips")
                    if self.lstats is not None:
                        self.note_loop(s, lb, ub, st, bits, uns, trips)
                vals = [self.ev(i[2], ctx) for i in s.iters]
                i = lb
                for _ in range(trips):
                    ctx.env[s.iv] = i
                    for (n, _, _), v in zip(s.iters, vals):
                        ctx.env[n] = v
                    yield from self.ex(s.body, ctx)
                    vals = [self.ev(y, ctx) for y in s.yields]
                    i = wrap(i + st, self.bits(ity or "index"))
                for n, v in zip(s.res, vals):
                    ctx.env[n] = v
            elif t is While:
                args = [self.ev(i[2], ctx) for i in s.iters]
                trips = 0
                while True:
                    trips += 1
                    if trips > MAX_TRIPS:
                        raise Invalid("while runs away")
                    for (n, _, _), v in zip(s.iters, args):
                        ctx.env[n] = v
                    yield from self.ex(s.before, ctx)
                    c = self.ev(s.cond, ctx)
                    fw = [self.ev(f, ctx) for f in s.fwd]
                    if not c:
                        for n, v in zip(s.res, fw):
                            ctx.env[n] = v
                        break
                    for n, v in zip(s.aargs, fw):
                        ctx.env[n] = v
                    yield from self.ex(s.after, ctx)
                    args = [self.ev(y, ctx) for y in s.yields]
            else:
                raise ValueError(s)

    def note_loop(self, s, lb, ub, st, bits, uns, trips):
        """ltstats.py: per typed loop (by node), the trip counts seen and
        whether the other comparison would have given another count."""
        other = for_trips(lb, ub, st, bits, not uns)
        d = self.lstats.setdefault(id(s), {"node": s, "trips": set(),
                                           "differ": False})
        d["trips"].add(trips)
        d["differ"] = d["differ"] or other != trips

    def check_phase(self):
        for key, (w, r) in self.phase.items():
            if w and len(w | r) > 1:
                raise Invalid("race on %s[%d] between threads %s" %
                              (key[0], key[1], sorted(w | r, key=str)[:2]))
        self.phase = {}

    # ------------------------------------------------------------ kernels
    def run_kernel(self, k, host_env):
        gd, bd = k.gd, k.bd
        self.gacc = {}
        self.phase = {}
        blin = 0
        for bz in range(gd[2]):
            for by in range(gd[1]):
                for bx in range(gd[0]):
                    self.cur_block = blin
                    blin += 1
                    self.shmem = {}
                    for a in k.shared:
                        n = 1
                        for s in a.shape:
                            n *= s
                        self.shmem[a.name] = [None] * n
                    benv = dict(host_env)
                    # divrem: index arguments of @run (n, N)
                    benv.update(getattr(k, "kargs", None) or [])
                    for seg, stmts in k.segments:
                        if seg == "block":
                            c = self.mkctx((0, 0, 0), (bx, by, bz), k, benv,
                                           "block")
                            for _ in self.ex(stmts, c):
                                pass
                            self.check_phase()
                        else:
                            self.run_threads(k, stmts, (bx, by, bz), benv)

    def mkctx(self, tid, bid, k, benv, who):
        c = Ctx()
        c.tid, c.bid, c.bd, c.gd = tid, bid, tuple(k.bd), tuple(k.gd)
        c.env = benv if who == "block" else dict(benv)
        c.priv = {}
        for a in k.private:
            n = 1
            for s in a.shape:
                n *= s
            c.priv[a.name] = [None] * n
        c.who = who
        return c

    def run_threads(self, k, stmts, bid, benv):
        bd = k.bd
        gens = []
        for tz in range(bd[2]):
            for ty in range(bd[1]):
                for tx in range(bd[0]):
                    c = self.mkctx((tx, ty, tz), bid, k, benv, (tx, ty, tz))
                    gens.append(self.ex(stmts, c))
        self.check_phase()
        while True:
            stops = []
            for g in gens:
                try:
                    stops.append(next(g))
                except StopIteration:
                    stops.append(None)
            self.check_phase()
            if all(s is None for s in stops):
                return
            if len(set(stops)) != 1:
                raise Invalid("divergent barrier: threads stop at %s" %
                              sorted(set(map(str, stops))))

    def run(self):
        def walk(items, env):
            for it in items:
                if it[0] == "launch":
                    self.run_kernel(it[1], env)
                else:
                    _, iv, trips, body = it
                    for h in range(trips):
                        e = dict(env)
                        e[iv] = h
                        walk(body, e)
        walk(self.prog.host, {})
        return self.mem


def printed_arrays(prog):
    return [a for a in prog.arrays if a.kind in ("out", "gbuf", "bout",
                                                 "dout") or
            (a.kind == "iarr" and a.ty == "i32" and
             not getattr(a, "alias", None))]


def expected_text(prog, index_bits=64):
    """Run prog; return the expected output text (one line per printed
    array: `name ty: v v v`), or raise Invalid."""
    it = Interp(prog, index_bits)
    mem = it.run()
    lines = []
    for a in printed_arrays(prog):
        lines.append("%s %s: %s" % (a.name, a.ty,
                                    " ".join(fmt(a.ty, v) for v in mem[a.name])))
    return "\n".join(lines) + "\n"
