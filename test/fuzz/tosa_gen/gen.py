#!/usr/bin/env python3
"""Random TOSA graphs built from front-end patterns (Python stdlib only).

A graph is one func.func @forward with f32 tensor arguments and results
(test/Models/Inputs/tosa_emit.py writes the ops). Each step picks a value
from the pool of live values and applies a pattern to it:

  softmax, layernorm, attention (QK^T * scale, softmax, PV), GELU (erf and
  tanh forms), MLP (batched tosa.matmul + bias, scaled by 1/K), chains of
  elementwise ops (bounded: tanh, sigmoid, clamp, exp of a clamped value,
  rsqrt/reciprocal/log of |x| + 1, ...), broadcasts against arguments,
  constants and reductions with size-1 dimensions, reshapes (unit dims in
  and out, merges, splits, flatten, to and from rank 0), transposes,
  reductions (sum/max/min, keepdim), slices and concats, f16/bf16 casts
  (a few ops in the narrow type, then back to f32).

Results: the last value plus up to two earlier live values (multi-output
graphs: an intermediate also needed outside a kernel). Extents are odd
(1..19, with size-1 dims) so tiles and rows are partial. The same seed
always writes the same graph.

Dynamic batch (--dyn-batch P: a fraction P of the seeds, drawn apart from
the graph's own choices so that the other seeds keep their graphs): the
first input's dim 0 is the marker size BATCH (23, a prime no product of
the other sizes has), the graph is built as usual (patterns that would
bake the batch into a constant, or slice across it, keep off it), and
every dim that is a multiple of BATCH becomes dynamic: '?' in the types,
-1 in reshape and slice shape values (the element count fixes it: merged
with static dims, ?x8 -> ?, it is a multiple of the batch). A graph that
cannot be written so (a reshape with two dynamic dims, a constant or an
argument or result whose dynamic dim is not the batch itself) stays
static. Run at two batch sizes (run.py: 1 and 3), a dynamic graph checks
the reshapes, slices and broadcast guards of a dynamic dim.

Usage: gen.py --seed N [--ops K] [--max-elems E] [--dyn-batch P] [-o out.mlir]
"""
import argparse
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Models", "Inputs"))
from tosa_emit import Graph  # noqa: E402

SIZES = [1, 3, 5, 7, 9, 11, 13, 17, 19]
BATCH = 23  # the dynamic batch's marker size (file header)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


class Gen:
    def __init__(self, seed, ops, max_elems=6000, dyn=False):
        self.max_elems = max_elems
        self.dyn = dyn
        self.r = random.Random(seed)
        self.g = Graph()
        self.ops = ops
        self.pool = []  # f32 values

    def size(self, big=False):
        return self.r.choice(SIZES[2:] if big else SIZES)

    def new_input(self, shape):
        return self.g.arg(shape, "f32", hint="in")

    def pick(self, pred=lambda v: True):
        cands = [v for v in self.pool if pred(v)]
        if not cands:
            return None
        # Prefer recent values: deep chains, but old ones come back too.
        k = min(len(cands), 1 + int(self.r.expovariate(0.4)))
        return cands[-k]

    def partner(self, x):
        """A value broadcasting against x: same shape from the pool, a fresh
        argument with some dims 1, a size-1 constant or a keepdim reduction."""
        r = self.r.random()
        if r < 0.3:
            same = [v for v in self.pool if v.shape == x.shape and v is not x]
            if same:
                return self.r.choice(same)
        if r < 0.6 and x.rank:
            shape = tuple(1 if self.r.random() < 0.4 else d for d in x.shape)
            return self.new_input(shape)
        if r < 0.75 or not x.rank:
            return self.g.scalar(self.r.choice([0.5, -1.25, 2.0, 0.125]), x.rank)
        return self.g.reduce(self.r.choice(["sum", "max", "min"]), x, self.r.randrange(x.rank))

    # -- patterns ---------------------------------------------------------
    def p_binary(self, x):
        y = self.partner(x)
        op = self.r.choice(["add", "sub", "mul", "maximum", "minimum"])
        if self.r.random() < 0.5:
            x, y = y, x
        return {"add": self.g.add, "sub": self.g.sub, "mul": self.g.mul,
                "maximum": self.g.maximum, "minimum": self.g.minimum}[op](x, y)

    def unary(self, x):
        g, r = self.g, self.r
        k = r.randrange(12)
        one = lambda: g.scalar(1.0, x.rank)  # noqa: E731
        if k == 0:
            return g.tanh(x)
        if k == 1:
            return g.sigmoid(x)
        if k == 2:
            return g.clamp(x, -2.0, 2.0)
        if k == 3:
            return g.exp(g.clamp(x, -3.0, 3.0))
        if k == 4:
            return g.rsqrt(g.add(g.abs(x), one()))
        if k == 5:
            return g.reciprocal(g.add(g.abs(x), one()))
        if k == 6:
            return g.log(g.add(g.abs(x), one()))
        if k == 7:
            return g.negate(x)
        if k == 8:
            return g.erf(x)
        if k == 9:
            return g.mul(x, g.scalar(r.choice([0.5, 0.25, -0.75]), x.rank))
        if k == 10:
            return g.clamp(x, 0.0, 6.0)
        return g.pow(g.add(g.abs(x), one()), g.scalar(r.choice([0.5, 2.0]), x.rank))

    def p_chain(self, x):
        for _ in range(self.r.randint(1, 4)):
            x = self.unary(x) if self.r.random() < 0.7 else self.p_binary(x)
        return x

    def p_softmax(self, x):
        if not x.rank:
            return None
        ax = self.r.randrange(x.rank) if self.r.random() < 0.3 else x.rank - 1
        g = self.g
        e = g.exp(g.sub(x, g.reduce("max", x, ax)))
        return g.mul(e, g.reciprocal(g.reduce("sum", e, ax)))

    def p_layernorm(self, x):
        if not x.rank:
            return None
        g, r = self.g, x.rank
        ax = r - 1
        if self.batchy(x.shape[ax]):
            return None
        inv = g.scalar(1.0 / x.shape[ax], r)
        c = g.sub(x, g.mul(g.reduce("sum", x, ax), inv))
        var = g.mul(g.reduce("sum", g.mul(c, c), ax), inv)
        y = g.mul(c, g.rsqrt(g.add(var, g.scalar(1e-5, r))))
        if self.r.random() < 0.7:
            aff = (1,) * (r - 1) + (x.shape[ax],)
            y = g.add(g.mul(y, self.new_input(aff)), self.new_input(aff))
        return y

    def p_gelu(self, x):
        g, r = self.g, x.rank
        half = g.mul(x, g.scalar(0.5, r))
        if self.r.random() < 0.5:
            t = g.erf(g.mul(x, g.scalar(0.7071067811865476, r)))
        else:
            x3 = g.mul(g.mul(x, x), x)
            t = g.tanh(g.mul(g.add(x, g.mul(x3, g.scalar(0.044715, r))), g.scalar(0.7978845608, r)))
        return g.mul(half, g.add(g.scalar(1.0, r), t))

    def as3(self, x):
        """x as rank 3 (leading dims merged, or unit dims added)."""
        if x.rank == 3:
            return x
        if x.rank < 3:
            return self.g.reshape(x, (1,) * (3 - x.rank) + x.shape)
        return self.g.reshape(x, (numel(x.shape[:-2]),) + x.shape[-2:])

    def p_mlp(self, x):
        g = self.g
        x = self.as3(x)
        b, m, k = x.shape
        if self.batchy(k):
            return None
        n = self.size(big=True)
        w = self.new_input((b, k, n))  # TOSA matmul: equal batches
        y = g.matmul(x, w)
        if self.r.random() < 0.8:
            y = g.add(y, self.new_input((1, 1, n)))
        y = g.mul(y, g.scalar(1.0 / k, 3))
        if self.r.random() < 0.5:
            y = g.clamp(y, 0.0, 3.4028234663852886e38) if self.r.random() < 0.5 else self.p_gelu(y)
        return y

    def p_attention(self, x):
        g = self.g
        q = self.as3(x)
        b, s, d = q.shape
        if self.batchy(d) or self.batchy(s):
            return None
        same = [v for v in self.pool if v.shape == q.shape]
        k = self.r.choice(same) if same and self.r.random() < 0.5 else self.new_input(q.shape)
        v = self.new_input((b, s, self.size()))
        sc = g.mul(g.matmul(q, g.transpose(k, (0, 2, 1))), g.scalar(1.0 / d ** 0.5, 3))
        if self.r.random() < 0.4:
            keep = [1 if j <= i else 0 for i in range(s) for j in range(s)]
            sc = g.select(g.const(keep, (1, s, s), "i1"), sc, g.scalar(-3.4028234663852886e38, 3))
        return g.matmul(self.p_softmax(sc), v)

    def p_reduce(self, x):
        if not x.rank:
            return None
        g = self.g
        ax = self.r.randrange(x.rank)
        red = g.reduce(self.r.choice(["sum", "max", "min"]), x, ax)
        if self.r.random() < 0.6:  # use it broadcast, e.g. x - max(x)
            return g.sub(x, red) if self.r.random() < 0.5 else g.mul(x, g.sigmoid(red))
        return red

    def p_reshape(self, x):
        g, r = self.g, self.r
        shp = list(x.shape)
        k = r.randrange(7)
        if k == 0 or not shp:  # insert a unit dim
            i = r.randrange(len(shp) + 1)
            new = shp[:i] + [1] + shp[i:]
            if len(new) > 4:
                return None
        elif k == 1 and 1 in shp:  # drop a unit dim
            i = shp.index(1)
            new = shp[:i] + shp[i + 1:]
        elif k == 2 and len(shp) >= 2:  # merge two adjacent dims
            i = r.randrange(len(shp) - 1)
            new = shp[:i] + [shp[i] * shp[i + 1]] + shp[i + 2:]
        elif k == 3:  # split a dim
            i = r.randrange(len(shp))
            fs = [f for f in (3, 5, 7) if shp[i] % f == 0 and shp[i] > f]
            if not fs or len(shp) >= 4:
                new = shp + [1] if len(shp) < 4 else shp[::-1]
            else:
                f = r.choice(fs)
                new = shp[:i] + [shp[i] // f, f] + shp[i + 1:]
        elif k == 4:  # flatten
            new = [numel(shp)]
        elif k == 5:  # through rank 0: sum everything, back as 1x..x1, broadcast
            flat = g.reshape(x, (numel(shp),))
            s = g.reduce(r.choice(["sum", "max"]), flat, 0)
            s0 = g.reshape(s, ())
            self.pool.append(s0)
            back = g.reshape(s0, (1,) * len(shp)) if shp else s0
            return g.sub(x, back) if shp else back
        else:
            new = shp[::-1]  # same element count, different shape
        if numel(new) != numel(shp):
            return None
        return g.reshape(x, tuple(new))

    def p_transpose(self, x):
        if x.rank < 2:
            return None
        perm = list(range(x.rank))
        while perm == list(range(x.rank)):
            self.r.shuffle(perm)
        return self.g.transpose(x, tuple(perm))

    def p_slice_concat(self, x):
        if not x.rank:
            return None
        g, r = self.g, self.r
        ax = r.randrange(x.rank)
        d = x.shape[ax]
        if d >= 3 and r.random() < 0.6 and not self.batchy(d):
            lo = r.randrange(d - 1)
            n = r.randint(1, d - lo)
            start = [0] * x.rank
            start[ax] = lo
            size = list(x.shape)
            size[ax] = n
            return g.slice(x, tuple(start), tuple(size))
        other = self.unary(x)
        return g.concat([x, other] if r.random() < 0.5 else [other, x], ax)

    def p_cast(self, x):
        g, r = self.g, self.r
        dt = r.choice(["f16", "bf16"])
        h = g.cast(x, dt)
        for _ in range(r.randint(0, 2)):
            c = g.const(r.choice([0.5, 1.5, -2.0]), (1,) * x.rank, dt)
            h = g.add(h, c) if r.random() < 0.5 else g.mul(h, c)
        if r.random() < 0.3:
            h = g.maximum(h, g.cast(self.g.scalar(0.0, x.rank), dt))
        return g.cast(h, "f32")

    def p_gather(self, x):
        """An embedding lookup (tosa.gather) of the rows of x (viewed as
        1 x rows x last dim) at indices from a fresh i32 argument or computed
        from data (a slice of another value, scaled and cast to i32), clamped
        to the rows: the table may be computed in the graph, the indices too."""
        if x.rank < 2 or self.dyn:
            return None
        g, r = self.g, self.r
        c = x.shape[-1]
        k = numel(x.shape) // c
        table = g.reshape(x, (1, k, c))
        w = r.choice([1, 3, 7, 12, 20])
        src = self.pick(lambda v: v.dt == "f32" and v.rank >= 1 and numel(v.shape) >= w)
        if src is None or r.random() < 0.4:
            ids = g.arg((1, w), "i32", hint="ids")
        else:
            flat = g.reshape(src, (numel(src.shape),))
            part = g.slice(flat, (0,), (w,)) if numel(src.shape) > w else flat
            scaled = g.mul(g.reshape(part, (1, w)), g.scalar(r.choice([3.0, 8.0]), 2))
            ids = g.cast(scaled, "i32")
        ids = g.clamp(ids, 0, k - 1)
        y = g.gather(table, ids)
        return g.reshape(y, (w, c)) if r.random() < 0.5 else y

    PATTERNS = [("chain", 5), ("binary", 3), ("softmax", 2), ("layernorm", 2), ("gelu", 1), ("mlp", 2),
                ("attention", 1), ("reduce", 2), ("reshape", 3), ("transpose", 1), ("slice_concat", 1),
                ("cast", 2)]

    def batchy(self, d):
        """True for a dim that is dynamic in a dynamic-batch graph."""
        return self.dyn and d % BATCH == 0 and d > 0

    def build(self, gathers=False):
        r = self.r
        rank = r.choice([2, 3, 3, 4])
        shape = (self.max_elems + 1,)
        while numel(shape) > self.max_elems:
            shape = tuple(self.size() if i == 0 else self.size(big=True) for i in range(rank))
        if self.dyn:
            shape = (BATCH,) + shape[1:]
        self.pool.append(self.new_input(shape))
        # Gathers only when asked (gen.py --gathers): the graphs of the
        # seeds recorded so far stay what they were.
        names = [p for p, w in self.PATTERNS + ([("gather", 2)] if gathers else []) for _ in range(w)]
        steps = 0
        while steps < self.ops:
            x = self.pick()
            y = getattr(self, "p_" + r.choice(names))(x)
            if y is None or numel(y.shape) > self.max_elems or numel(y.shape) == 0:
                continue
            self.pool.append(y)
            steps += 1
        outs = [self.pool[-1]]
        for _ in range(r.randint(0, 2)):
            v = r.choice(self.pool[1:])
            if v not in outs and v.dt == "f32":
                outs.append(v)
        self.g.ret(*outs)
        return self.g


def dynamize(text):
    """The static graph with the batch dims dynamic (file header), or None."""
    def dim(d):
        return d > 0 and d % BATCH == 0

    def tensor_type(m):
        dims = m.group(1).split("x")
        out = ["?" if d.isdigit() and dim(int(d)) else d for d in dims[:-1]]
        return "tensor<%s>" % "x".join(out + dims[-1:])

    lines = []
    for line in text.splitlines():
        if "tosa.const_shape" in line:
            m = re.search(r"dense<\[([^\]]*)\]>", line)
            vals = [int(v) for v in m.group(1).split(",")] if m and m.group(1).strip() else []
            if sum(dim(v) for v in vals) > 1:
                return None  # one -1 per shape value
            line = line[:m.start(1)] + ", ".join(str(-1 if dim(v) else v) for v in vals) + line[m.end(1):] if m else line
        else:
            line = re.sub(r"tensor<([0-9x]*[a-z][a-z0-9]*)>", tensor_type, line)
        if "tosa.const " in line or '"tosa.const"' in line:
            if "?" in line:
                return None  # a constant of the batch's size
        lines.append(line)
    out = "\n".join(lines) + "\n"
    m = re.search(r"func\.func @forward\((.*?)\) -> \(?(.*?)\)? \{", text, re.S)
    if not m:
        return None
    for d in re.findall(r"(\d+)x", m.group(1) + " " + m.group(2)):
        if dim(int(d)) and int(d) != BATCH:
            return None  # an argument or result of another dynamic size
    return out


def is_dynamic(seed, dyn_batch):
    """Whether seed's graph gets a dynamic batch: its own generator, so that
    the graph's choices do not depend on dyn_batch."""
    return dyn_batch > 0 and random.Random("dyn%d" % seed).random() < dyn_batch


def generate(seed, ops=8, max_elems=6000, dyn_batch=0.0, gathers=False):
    head = "// tosa_gen seed %d ops %d max-elems %d" % (seed, ops, max_elems) + (" gathers" if gathers else "")
    if is_dynamic(seed, dyn_batch):
        text = Gen(seed, ops, max_elems, dyn=True).build(gathers).text(head + " dyn-batch")
        text = dynamize(text)
        if text is not None:
            return text
    return Gen(seed, ops, max_elems).build(gathers).text(head)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--ops", type=int, default=8)
    ap.add_argument("--max-elems", type=int, default=6000, help="largest tensor (elements)")
    ap.add_argument("--dyn-batch", type=float, default=0.0,
                    help="fraction of seeds whose graph has a dynamic batch dim")
    ap.add_argument("--gathers", action="store_true",
                    help="also embedding lookups (tosa.gather with computed or argument indices)")
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    text = generate(a.seed, a.ops, a.max_elems, a.dyn_batch, a.gathers)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
