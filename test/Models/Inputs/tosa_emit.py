#!/usr/bin/env python3
"""A tiny TOSA (MLIR 22, TOSA 1.0 syntax) emitter, Python stdlib only.

Used by gen_models.py (the model corpus of test/Models) and by
test/fuzz/tosa_gen (random graphs). It writes the IR a front end emits:
rank-equal tosa.* binary ops broadcasting size-1 dimensions, batched
(rank 3) tosa.matmul with zero-point operands, tosa.mul with its shift
operand, tosa.reshape / tosa.slice with !tosa.shape operands from
tosa.const_shape, reductions that keep the reduced dimension.

A value is a V (SSA name, shape, element type); a dimension of None is
dynamic ('?'). Shapes are checked here the way the TOSA verifier would, so
a generator bug is a Python exception instead of a confusing parse error.
"""


class V:
    def __init__(self, name, shape, dt):
        self.name, self.shape, self.dt = name, tuple(shape), dt

    @property
    def type(self):
        return ttype(self.shape, self.dt)

    @property
    def rank(self):
        return len(self.shape)


def dim(d):
    return "?" if d is None else str(d)


def ttype(shape, dt):
    return "tensor<%s%s>" % ("".join(dim(d) + "x" for d in shape), dt)


def fconst(x, dt="f32"):
    """An MLIR float literal of x (hex for infinities)."""
    if x == float("inf"):
        return {"f32": "0x7F800000", "f16": "0x7C00", "bf16": "0x7F80"}[dt]
    if x == float("-inf"):
        return {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}[dt]
    s = repr(float(x))
    if "e" in s and "." not in s:  # MLIR wants a mantissa with a point
        s = s.replace("e", ".0e")
    return s


def bcast(a, b):
    """Result shape of a TOSA binary op (equal ranks, size-1 broadcasts)."""
    if len(a) != len(b):
        raise ValueError("rank mismatch %s vs %s" % (a, b))
    out = []
    for x, y in zip(a, b):
        if x == y:
            out.append(x)
        elif x == 1:
            out.append(y)
        elif y == 1:
            out.append(x)
        elif x is None or y is None:
            out.append(x if y is None else y)
        else:
            raise ValueError("cannot broadcast %s with %s" % (a, b))
    return tuple(out)


class Graph:
    """One func.func of TOSA ops. args() first, then ops, then ret()."""

    def __init__(self, name="forward"):
        self.name = name
        self.params = []
        self.body = []
        self.consts = {}
        self.n = 0
        self.results = []

    def fresh(self, hint="v"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def arg(self, shape, dt="f32", hint="a"):
        v = V("%%%s%d" % (hint, len(self.params)), shape, dt)
        self.params.append(v)
        return v

    def emit(self, text):
        self.body.append("  " + text)

    # -- constants ---------------------------------------------------------
    def _shared(self, key, text, v):
        if key not in self.consts:
            self.consts[key] = v
            self.body.insert(len(self.consts) - 1, "  " + text)
        return self.consts[key]

    def zp(self, dt):
        """The zero-point operand (tensor<1xdt>) of matmul/conv/negate."""
        name = "%%zp_%s" % dt
        val = "0" if dt.startswith("i") else "0.0"
        return self._shared(("zp", dt), '%s = "tosa.const"() <{values = dense<%s> : tensor<1x%s>}> : () -> tensor<1x%s>'
                            % (name, val, dt, dt), V(name, (1,), dt))

    def shift(self):
        return self._shared("shift", '%shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>',
                            V("%shift", (1,), "i8"))

    def const(self, values, shape, dt="f32", hint="c"):
        """tosa.const; values: a number (splat) or a flat list of numbers."""
        name = self.fresh(hint)
        t = ttype(shape, dt)
        if isinstance(values, (list, tuple)):
            def lit(x):
                if dt == "i1":
                    return "true" if x else "false"
                return str(int(x)) if dt.startswith("i") else fconst(x, dt)
            flat = [lit(x) for x in values]

            def nest(dims, off):
                if not dims:
                    return flat[off]
                step = 1
                for d in dims[1:]:
                    step *= d
                return "[%s]" % ", ".join(nest(dims[1:], off + i * step) for i in range(dims[0]))
            data = nest(list(shape), 0)
        elif dt == "i1":
            data = "true" if values else "false"
        else:
            data = str(int(values)) if dt.startswith("i") else fconst(values, dt)
        self.emit('%s = "tosa.const"() <{values = dense<%s> : %s}> : () -> %s' % (name, data, t, t))
        return V(name, shape, dt)

    def scalar(self, x, rank, dt="f32"):
        """A splat constant of shape 1x..x1 (rank dims) to broadcast."""
        return self.const(x, (1,) * rank, dt)

    def shape_value(self, dims):
        name = self.fresh("s")
        self.emit("%s = tosa.const_shape {values = dense<[%s]> : tensor<%dxindex>} : () -> !tosa.shape<%d>"
                  % (name, ", ".join(str(d) for d in dims), len(dims), len(dims)))
        return name

    # -- ops -----------------------------------------------------------------
    def _op(self, text, shape, dt, hint="v"):
        name = self.fresh(hint)
        self.emit("%s = %s -> %s" % (name, text, ttype(shape, dt)))
        return V(name, shape, dt)

    def unary(self, op, x, dt=None):
        return self._op("tosa.%s %s : (%s)" % (op, x.name, x.type), x.shape, dt or x.dt)

    def binary(self, op, a, b, dt=None):
        shape = bcast(a.shape, b.shape)
        return self._op("tosa.%s %s, %s : (%s, %s)" % (op, a.name, b.name, a.type, b.type), shape, dt or a.dt)

    def add(self, a, b): return self.binary("add", a, b)
    def sub(self, a, b): return self.binary("sub", a, b)
    def maximum(self, a, b): return self.binary("maximum", a, b)
    def minimum(self, a, b): return self.binary("minimum", a, b)
    def pow(self, a, b): return self.binary("pow", a, b)
    def greater(self, a, b): return self.binary("greater", a, b, "i1")
    def greater_equal(self, a, b): return self.binary("greater_equal", a, b, "i1")

    def mul(self, a, b):
        s = self.shift()
        shape = bcast(a.shape, b.shape)
        return self._op("tosa.mul %s, %s, %s : (%s, %s, %s)" % (a.name, b.name, s.name, a.type, b.type, s.type), shape, a.dt)

    def exp(self, x): return self.unary("exp", x)
    def log(self, x): return self.unary("log", x)
    def tanh(self, x): return self.unary("tanh", x)
    def erf(self, x): return self.unary("erf", x)
    def sigmoid(self, x): return self.unary("sigmoid", x)
    def rsqrt(self, x): return self.unary("rsqrt", x)
    def reciprocal(self, x): return self.unary("reciprocal", x)
    def abs(self, x): return self.unary("abs", x)

    def negate(self, x):
        z = self.zp(x.dt)
        return self._op("tosa.negate %s, %s, %s : (%s, %s, %s)" % (x.name, z.name, z.name, x.type, z.type, z.type), x.shape, x.dt)

    def cast(self, x, dt):
        return self.unary("cast", x, dt)

    def clamp(self, x, lo, hi):
        lit = (lambda v: str(int(v))) if x.dt.startswith("i") else (lambda v: fconst(v, x.dt))  # noqa: E731
        return self._op("tosa.clamp %s {min_val = %s : %s, max_val = %s : %s} : (%s)"
                        % (x.name, lit(lo), x.dt, lit(hi), x.dt, x.type), x.shape, x.dt)

    def gather(self, values, ids):
        """tosa.gather: values NxKxC at ids NxW (i32) -> NxWxC."""
        shape = (values.shape[0], ids.shape[1], values.shape[2])
        return self._op("tosa.gather %s, %s : (%s, %s)" % (values.name, ids.name, values.type, ids.type),
                        shape, values.dt)

    def select(self, c, a, b):
        shape = bcast(bcast(c.shape, a.shape), b.shape)
        return self._op("tosa.select %s, %s, %s : (%s, %s, %s)" % (c.name, a.name, b.name, c.type, a.type, b.type), shape, a.dt)

    def reduce(self, op, x, axis):
        shape = list(x.shape)
        shape[axis] = 1
        return self._op("tosa.reduce_%s %s {axis = %d : i32} : (%s)" % (op, x.name, axis, x.type), shape, x.dt)

    def reshape(self, x, shape):
        """shape may hold None (dynamic): written as -1 in the shape value."""
        s = self.shape_value([-1 if d is None else d for d in shape])
        return self._op("tosa.reshape %s, %s : (%s, !tosa.shape<%d>)" % (x.name, s, x.type, len(shape)), shape, x.dt)

    def transpose(self, x, perms):
        shape = [x.shape[p] for p in perms]
        return self._op("tosa.transpose %s {perms = array<i32: %s>} : (%s)"
                        % (x.name, ", ".join(map(str, perms)), x.type), shape, x.dt)

    def slice(self, x, start, size):
        """size may hold None (dynamic: -1 in the shape value, '?' in the type)."""
        s0, s1 = self.shape_value(start), self.shape_value([-1 if d is None else d for d in size])
        return self._op("tosa.slice %s, %s, %s : (%s, !tosa.shape<%d>, !tosa.shape<%d>)"
                        % (x.name, s0, s1, x.type, len(start), len(size)), size, x.dt)

    def concat(self, xs, axis):
        shape = list(xs[0].shape)
        shape[axis] = sum(x.shape[axis] for x in xs)
        return self._op("tosa.concat %s {axis = %d : i32} : (%s)"
                        % (", ".join(x.name for x in xs), axis, ", ".join(x.type for x in xs)), shape, xs[0].dt)

    def matmul(self, a, b):
        """Batched: a BxMxK, b BxKxN -> BxMxN (f32 accumulates in f32)."""
        z = self.zp(a.dt)
        assert a.rank == 3 and b.rank == 3, (a.shape, b.shape)
        if a.shape[0] != b.shape[0] and None not in (a.shape[0], b.shape[0]):
            raise ValueError("tosa.matmul batches differ: %s vs %s" % (a.shape, b.shape))
        shape = (a.shape[0] if a.shape[0] is not None else b.shape[0], a.shape[1], b.shape[2])
        return self._op("tosa.matmul %s, %s, %s, %s : (%s, %s, %s, %s)"
                        % (a.name, b.name, z.name, z.name, a.type, b.type, z.type, z.type), shape, a.dt)

    def conv2d(self, x, w, b, stride=1, pad=0):
        """x NHWC, w OHWI, b O."""
        z = self.zp(x.dt)
        n, h, wd, _ = x.shape
        o, kh, kw, _ = w.shape
        oh = None if h is None else (h + 2 * pad - kh) // stride + 1
        ow = None if wd is None else (wd + 2 * pad - kw) // stride + 1
        return self._op("tosa.conv2d %s, %s, %s, %s, %s {acc_type = %s, dilation = array<i64: 1, 1>, pad = array<i64: %d, %d, %d, %d>, stride = array<i64: %d, %d>} : (%s, %s, %s, %s, %s)"
                        % (x.name, w.name, b.name, z.name, z.name, x.dt, pad, pad, pad, pad, stride, stride,
                           x.type, w.type, b.type, z.type, z.type), (n, oh, ow, o), x.dt)

    def depthwise_conv2d(self, x, w, b, stride=1, pad=0):
        """x NHWC, w HWCM (M = 1), b C*M."""
        z = self.zp(x.dt)
        n, h, wd, c = x.shape
        kh, kw, _, m = w.shape
        oh = None if h is None else (h + 2 * pad - kh) // stride + 1
        ow = None if wd is None else (wd + 2 * pad - kw) // stride + 1
        return self._op("tosa.depthwise_conv2d %s, %s, %s, %s, %s {acc_type = %s, dilation = array<i64: 1, 1>, pad = array<i64: %d, %d, %d, %d>, stride = array<i64: %d, %d>} : (%s, %s, %s, %s, %s)"
                        % (x.name, w.name, b.name, z.name, z.name, x.dt, pad, pad, pad, pad, stride, stride,
                           x.type, w.type, b.type, z.type, z.type), (n, oh, ow, c * m), x.dt)

    def ret(self, *vals):
        self.results = list(vals)

    def text(self, header=""):
        sig = ", ".join("%s: %s" % (p.name, p.type) for p in self.params)
        res = ", ".join(r.type for r in self.results)
        lines = [header] if header else []
        lines.append("func.func @%s(%s) -> (%s) {" % (self.name, sig, res))
        lines += self.body
        lines.append("  return %s : %s" % (", ".join(r.name for r in self.results), res))
        lines.append("}")
        return "\n".join(lines) + "\n"
