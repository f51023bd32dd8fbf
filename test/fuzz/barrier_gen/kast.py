"""AST of a barrier kernel program (host code + GPU kernels), shared by the
generator (gen.py), the MLIR emitter (emit.py), the reference interpreter
(interp.py) and the delta reducer (reduce.py).

Everything is plain Python objects with list-valued bodies, so the reducer can
copy a program (copy.deepcopy), walk it and drop or simplify pieces.

Types: 'index' (i64 semantics), 'i32', 'f32', 'i1'; 'i64' in casts (index
arrays) and as a typed loop's counter.
"""


class Node:
    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join(
            "%s=%r" % kv for kv in sorted(vars(self).items())))


# ---------------------------------------------------------------- expressions
class Const(Node):
    def __init__(self, ty, v):
        self.ty, self.v = ty, v


class Var(Node):
    def __init__(self, name, ty):
        self.name, self.ty = name, ty


class Tid(Node):
    """Thread index in dimension d (0..2); `via` picks the spelling in launch
    form: 'arg' (the launch's block argument) or 'op' (gpu.thread_id)."""
    ty = "index"

    def __init__(self, d, via="arg"):
        self.d, self.via = d, via


class Bid(Node):
    ty = "index"

    def __init__(self, d, via="arg"):
        self.d, self.via = d, via


class Bdim(Node):
    ty = "index"

    def __init__(self, d, via="arg"):
        self.d, self.via = d, via


class Gdim(Node):
    ty = "index"

    def __init__(self, d, via="arg"):
        self.d, self.via = d, via


class Bin(Node):
    """Binary arithmetic; both operands have type ty. Ops: add sub mul max min
    and or xor rem div shl shr (rem/div/shl/shr only with a constant right
    operand > 0 by construction); remu divu shru are the unsigned forms
    (arith.remui/divui/shrui: operands taken modulo 2^bits), emitted by the
    `trees` and `divrem` generator options with a right operand that may
    be a uniform value (never 0 by construction; the interpreter rejects
    0). wrap (typed loops' bounds and counters only): the operation is
    meant to wrap at the type's width (every integer op does in MLIR and
    the interpreter; emit_cuda then computes it in unsigned C arithmetic,
    where signed overflow would be undefined)."""

    def __init__(self, op, a, b, wrap=False):
        self.op, self.a, self.b = op, a, b
        self.ty = a.ty
        if wrap:
            self.wrap = True


class Cmp(Node):
    """pred: slt sle sgt sge eq ne (integers, signed), ult ule ugt uge
    (integers, unsigned), olt ole ogt oge oeq one (f32)."""
    ty = "i1"

    def __init__(self, pred, a, b):
        self.pred, self.a, self.b = pred, a, b


class Sel(Node):
    def __init__(self, c, a, b):
        self.c, self.a, self.b = c, a, b
        self.ty = a.ty


class Cast(Node):
    """Conversion of a to ty. ui (the `indirect` option only): an integer to
    index conversion is arith.index_castui (zero extension) instead of
    arith.index_cast. i64 appears only with that option (index arrays of
    i64 elements: index_cast to/from index, trunci to i32, extsi from i32)."""

    def __init__(self, a, ty, ui=False):
        self.a, self.ty = a, ty
        if ui:
            self.ui = True


class Load(Node):
    def __init__(self, arr, idx):
        self.arr, self.idx = arr, idx   # arr: array name, idx: [index exprs]
        self.ty = None                  # filled by the generator (array elt)


# ------------------------------------------------------------------ statements
class Let(Node):
    def __init__(self, name, e):
        self.name, self.e = name, e


class Store(Node):
    def __init__(self, arr, idx, val):
        self.arr, self.idx, self.val = arr, idx, val


class Barrier(Node):
    def __init__(self, bid):
        self.bid = bid


class If(Node):
    """res: [(name, ty)]; then/els: stmt lists; tyield/eyield: exprs."""

    def __init__(self, cond, then, tyield, els, eyield, res):
        self.cond, self.then, self.tyield = cond, then, tyield
        self.els, self.eyield, self.res = els, eyield, res


class For(Node):
    """iters: [(name, ty, init expr)]; res: [result names]. ity: the
    induction variable's type ('index', 'i32', 'i64'; lb, ub and step have
    it); unsigned: `scf.for unsigned` (the bounds compared unsigned at the
    iv's width). Both set only on the generator's typed loops (ity then
    also when index: the interpreter follows scf.for to the bit there),
    with lt, its bookkeeping (gen.KGen.retype_for)."""

    def __init__(self, iv, lb, ub, step, iters, body, yields, res,
                 ity="index", unsigned=False):
        self.iv, self.lb, self.ub, self.step = iv, lb, ub, step
        self.iters, self.body, self.yields, self.res = iters, body, yields, res
        if ity != "index":
            self.ity = ity
        if unsigned:
            self.unsigned = True


class While(Node):
    """scf.while: iters [(name, ty, init)] are the before-region arguments;
    before stmts, cond (i1), fwd exprs (one per iter, same types) go to the
    after region as aargs (names); after stmts end with yields (new iters);
    res: result names (= fwd values when cond is false)."""

    def __init__(self, iters, before, cond, fwd, aargs, after, yields, res):
        self.iters, self.before, self.cond, self.fwd = iters, before, cond, fwd
        self.aargs, self.after, self.yields, self.res = aargs, after, yields, res


# ------------------------------------------------------------------- programs
class Arr(Node):
    """A buffer. kind: 'in' (read-only input), 'cnt' (read-only per-block
    counts), 'out' (per-thread slots), 'gbuf' (per-block slices), 'bout'
    (per-block), 'dout' (divrem option: one element per dividend, printed),
    'iarr' (indirect option: an index array, read and written by kernels,
    printed when i32), 'shared', 'private'. shape: list of ints.
    init: (a, b, m, off), element i = (i * a + b) % m - off; or (indirect
    option) ('seg', [(lo, hi, a, b, m)]), element i in [lo, hi) = i * a + b,
    modulo m when m (the pieces cover the array). alias (indirect option,
    set as an attribute): the name of another array this one is (the same
    buffer passed twice to @run; not allocated, filled or printed)."""

    def __init__(self, name, ty, shape, kind, init=None):
        self.name, self.ty, self.shape, self.kind, self.init = \
            name, ty, shape, kind, init


class Kernel(Node):
    """form: 'launch' (gpu.launch) or 'input' (scf.parallel grid loop +
    thread loops + stitch.barrier). gd/bd: grid/block sizes (3 each; the
    first kg/kb are used in input form, the rest are 1). dyn: block sizes
    come from function arguments. segments: [('threads', stmts) |
    ('block', stmts)] (launch form: exactly one 'threads').
    Set by the `divrem` generator option only: kargs [(name, value)], index
    arguments of @run visible as Vars in the kernel; gdexpr, the grid x
    size as an expression of them computed in @run; dr, the generator's
    bookkeeping (divisor value and bounds).
    Set by the `stencil` generator option only: st, the generator's
    bookkeeping (one entry per stencil: type, tile layout, halo kinds); its
    tiles are ordinary shared arrays."""

    def __init__(self, name, form, gd, kg, bd, kb, dyn, shared, private,
                 segments):
        self.name, self.form, self.gd, self.kg = name, form, gd, kg
        self.bd, self.kb, self.dyn = bd, kb, dyn
        self.shared, self.private, self.segments = shared, private, segments


class Program(Node):
    """arrays: global buffers; host: [('launch', Kernel) |
    ('for', ivname, trips, [items])]."""

    def __init__(self, arrays, host, seed, shape):
        self.arrays, self.host, self.seed, self.shape = \
            arrays, host, seed, shape

    def kernels(self):
        out = []

        def walk(items):
            for it in items:
                if it[0] == "launch":
                    out.append(it[1])
                else:
                    walk(it[3])
        walk(self.host)
        return out


def sub_exprs(e):
    """Direct sub-expressions of e."""
    if isinstance(e, (Bin, Cmp)):
        return [e.a, e.b]
    if isinstance(e, Sel):
        return [e.c, e.a, e.b]
    if isinstance(e, Cast):
        return [e.a]
    if isinstance(e, Load):
        return list(e.idx)
    return []


def stmt_bodies(s):
    """Stmt lists nested in s."""
    if isinstance(s, If):
        return [s.then, s.els]
    if isinstance(s, For):
        return [s.body]
    if isinstance(s, While):
        return [s.before, s.after]
    return []


def has_barrier(stmts):
    for s in stmts:
        if isinstance(s, Barrier):
            return True
        for b in stmt_bodies(s):
            if has_barrier(b):
                return True
    return False


def count_stmts(stmts):
    n = 0
    for s in stmts:
        n += 1
        for b in stmt_bodies(s):
            n += count_stmts(b)
    return n
