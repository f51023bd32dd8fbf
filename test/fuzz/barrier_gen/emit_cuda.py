"""CUDA source emitter for kast programs: the same program as emit.py's MLIR,
written as a whole CUDA program (kernels + host main) in the forms CUDA code
has, for stitch-cuda (tools/stitch-cuda/) to translate.

What changes from the MLIR form (the point of this mode: stitch-cuda's
translation of C control flow, then cpuify on what it produces):
- iter_args and results are C variables: declared before a loop, assigned at
  the end of its body (temporaries when a yield reads another iter); `if`
  results are variables assigned in both branches, an `if` without `else`
  after an initialization, or a `?:` when both branches are empty;
- scf.while is `while (cond)` (no before-region code), `for (;;)` with a
  `break` after the before-region code, or `do { ... } while (go)`;
- counted loops are `for (int i = lb; i < ub; i += step)` (`long long`
  when a bound is), bounds may be `blockDim.x` itself;
- ids: `int tx = threadIdx.x` variables or `threadIdx.x` inline (unsigned:
  cast where C's conversions would make the arithmetic unsigned);
  i32->index and i32->f32 casts are left to C's usual arithmetic
  conversions where an operand of the wider type is there;
- `a[i] op= x` for read-modify-write stores;
- shared memory: `__shared__ T s[N]`, `__shared__ T s[BY][BX]`, or one
  `extern __shared__ T dyn[]` carved into pointers (size given at launch);
- Stitch's input form (several thread loops with block code in between):
  `__syncthreads()` between segments, block code under `if (threadIdx == 0)`,
  its values broadcast through `__shared__` scalars;
- some pure expressions become `__device__` helper functions;
- host: fills the buffers as emit.py's @main does, cudaMalloc/cudaMemcpy,
  launches (host `for` loops around some), copies back and prints each
  output buffer as `name type: v v ...` (interp.expected_text's format).
"""
import random

from kast import (Const, Var, Tid, Bid, Bdim, Gdim, Bin, Cmp, Sel, Cast,
                  Load, Let, Store, Barrier, If, For, While, sub_exprs,
                  stmt_bodies, has_barrier)
import interp

CT = {"i32": "int", "f32": "float", "index": "long long", "i1": "bool",
      "i64": "long long"}
# ctype of an emitted expression: its C type ('ll', 'int', 'uint',
# 'float', 'bool'); the AST type it stands for is the expression's .ty.
EXACT = {"index": "ll", "i32": "int", "f32": "float", "i1": "bool",
         "i64": "ll"}
CNAME = {"ll": "long long", "int": "int", "uint": "unsigned", "float": "float",
         "bool": "bool"}
CMP = {"slt": "<", "olt": "<", "sle": "<=", "ole": "<=", "sgt": ">",
       "ogt": ">", "sge": ">=", "oge": ">=", "eq": "==", "oeq": "==",
       "ne": "!=", "one": "!="}
INFIX = {"add": "+", "sub": "-", "mul": "*", "and": "&", "or": "|",
         "xor": "^", "rem": "%", "div": "/", "shl": "<<", "shr": ">>"}
UNSIGNED = {"int": "unsigned", "ll": "unsigned long long"}
DIMS = "xyz"
IDS = {Tid: "tid", Bid: "bid", Bdim: "bdim", Gdim: "gdim"}
WRAP_SAFE = ("add", "sub", "mul", "and", "or", "xor")


def set_index_type(int32):
    """index as C `int` (when interp gives the same output with 32-bit
    index arithmetic: prog.cuda_index32) or `long long`."""
    CT["index"] = "int" if int32 else "long long"
    EXACT["index"] = "int" if int32 else "ll"


def fconst(v):
    r = repr(float(v))
    if "e" not in r and "." not in r and "inf" not in r:
        r += ".0"
    return r + "f"


def expr_vars(e, out):
    if isinstance(e, Var):
        out.add(e.name)
    for s in sub_exprs(e):
        expr_vars(s, out)
    return out


def has_load(e):
    if isinstance(e, Load):
        return True
    return any(has_load(s) for s in sub_exprs(e))


def stmt_exprs(s):
    t = type(s)
    if t is Let:
        return [s.e]
    if t is Store:
        return list(s.idx) + [s.val]
    if t is If:
        return [s.cond] + list(s.tyield) + list(s.eyield)
    if t is For:
        return [s.lb, s.ub, s.step] + [i[2] for i in s.iters] + list(s.yields)
    if t is While:
        return [i[2] for i in s.iters] + [s.cond] + list(s.fwd) + list(s.yields)
    return []


def used_vars(stmts, out):
    for s in stmts:
        for e in stmt_exprs(s):
            expr_vars(e, out)
        for b in stmt_bodies(s):
            used_vars(b, out)
    return out


def defined_top(stmts):
    """(name, ty) defined at the top level of stmts."""
    out = []
    for s in stmts:
        t = type(s)
        if t is Let:
            out.append((s.name, s.e.ty))
        elif t is If:
            out += list(s.res)
        elif t is For:
            out += [(n, i[1]) for n, i in zip(s.res, s.iters)]
        elif t is While:
            out += [(n, i[1]) for n, i in zip(s.res, s.iters)]
    return out


class KernelEmitter:
    def __init__(self, prog, k, pre, rng, hostivs, helpers):
        self.prog, self.k, self.pre, self.rng = prog, k, pre, rng
        self.hostivs = hostivs
        self.helpers = helpers      # shared list of __device__ functions (text)
        self.lines = []
        self.ind = 1
        self.vmap = {}              # AST name -> (C name, ctype)
        self.used = set()
        self.gtypes = {a.name: a.ty for a in prog.arrays}
        self.arrs = {a.name: a for a in prog.arrays + k.shared + k.private}
        self.shared = {a.name for a in k.shared}
        self.flat = {}              # shared arrays carved from extern shared
        self.idvars = {}            # ('tid', d) -> C variable
        self.ntmp = 0

    def out(self, s):
        self.lines.append("  " * self.ind + s)

    def fresh(self, base):
        n = base
        i = 1
        while n in self.used:
            i += 1
            n = "%s_%d" % (base, i)
        self.used.add(n)
        return n

    # ------------------------------------------------------------ exprs
    def conv(self, code, ct, ty):
        """code of C type ct as a value of AST type ty, explicitly."""
        want = EXACT[ty]
        if ct == want:
            return code
        return "(%s)%s" % (CNAME[want], self.par(code))

    @staticmethod
    def par(code):
        """code, parenthesized unless it is one operand already (no space
        outside parentheses/brackets, no leading sign)."""
        d = 0
        for ch in code:
            if ch in "([":
                d += 1
            elif ch in ")]":
                d -= 1
            elif ch == " " and d == 0:
                return "(" + code + ")"
        if code.startswith("-") or code.startswith("!"):
            return "(" + code + ")"
        return code

    def idexpr(self, kind, d, via):
        field = {"tid": "threadIdx", "bid": "blockIdx", "bdim": "blockDim",
                 "gdim": "gridDim"}[kind]
        if via == "op":
            return "%s.%s" % (field, DIMS[d]), "uint"
        key = (kind, d)
        if key not in self.idvars:
            return "(int)%s.%s" % (field, DIMS[d]), "int"
        return self.idvars[key], "int"

    def binop_operands(self, e):
        """(a, b, result ctype) of an infix operation."""
        a, ca = self.ex(e.a)
        b, cb = self.ex(e.b)
        want = EXACT[e.ty]
        if "uint" in (ca, cb) and want != "ll":
            # unsigned arithmetic gives int's bits for these, not others
            if e.op in WRAP_SAFE and {ca, cb} <= {"int", "uint"}:
                return a, b, "uint"
            return self.conv(a, ca, e.ty), self.conv(b, cb, e.ty), want
        if ca != want and cb != want:
            a = self.conv(a, ca, e.ty)
        return a, b, want

    def ex(self, e):
        """(C code, ctype)."""
        t = type(e)
        if t is Const:
            if e.ty == "f32":
                c = fconst(e.v)
                return (c if e.v >= 0 else "(%s)" % c), "float"
            if e.ty == "i1":
                return ("true" if e.v else "false"), "bool"
            v = int(e.v)
            if e.ty == "i32" and v == -2147483648:
                return "(-2147483647 - 1)", "int"
            if e.ty in ("index", "i64") and not -2**31 <= v < 2**31:
                return ("%dLL" % v if v >= 0 else "(%dLL)" % v), "ll"
            return (str(v) if v >= 0 else "(%d)" % v), "int"
        if t is Var:
            return self.vmap[e.name]
        if t in IDS:
            return self.idexpr(IDS[t], e.d, e.via)
        if t is Bin:
            if e.ty == "i1":
                a, _ = self.ex(e.a)
                b, _ = self.ex(e.b)
                op = {"and": "&&", "or": "||", "xor": "!="}[e.op]
                return "%s %s %s" % (self.par(a), op, self.par(b)), "bool"
            if e.op in ("max", "min"):
                a, ca = self.ex(e.a)
                b, cb = self.ex(e.b)
                if e.ty == "f32":
                    fn = "fmaxf" if e.op == "max" else "fminf"
                    if ca != "float" and cb != "float":
                        a = self.conv(a, ca, "f32")
                    return "%s(%s, %s)" % (fn, a, b), "float"
                fn = ("ll" if EXACT[e.ty] == "ll" else "") + e.op
                return "%s(%s, %s)" % (fn, self.conv(a, ca, e.ty),
                                       self.conv(b, cb, e.ty)), EXACT[e.ty]
            if e.ty == "f32" and e.op == "rem":
                a, ca = self.ex(e.a)
                b, cb = self.ex(e.b)
                if ca != "float" and cb != "float":
                    a = self.conv(a, ca, "f32")
                return "fmodf(%s, %s)" % (a, b), "float"
            if getattr(e, "wrap", False):
                # (typed loops' bounds and counters) wrapping: unsigned C
                a, ca = self.ex(e.a)
                b, cb = self.ex(e.b)
                u = UNSIGNED[EXACT[e.ty]]
                return "(%s)((%s)%s %s (%s)%s)" % (
                    CNAME[EXACT[e.ty]], u, self.par(self.conv(a, ca, e.ty)),
                    INFIX[e.op], u, self.par(self.conv(b, cb, e.ty))), EXACT[e.ty]
            if e.op in ("remu", "divu", "shru"):
                # arith.remui/divui/shrui: the operands' bits as unsigned
                a, ca = self.ex(e.a)
                b, cb = self.ex(e.b)
                u = UNSIGNED[EXACT[e.ty]]
                op = {"remu": "%", "divu": "/", "shru": ">>"}[e.op]
                return "(%s)((%s)%s %s (%s)%s)" % (
                    CNAME[EXACT[e.ty]], u, self.par(self.conv(a, ca, e.ty)), op,
                    u, self.par(self.conv(b, cb, e.ty))), EXACT[e.ty]
            if e.op in ("shl", "shr"):
                a, ca = self.ex(e.a)
                b, _ = self.ex(e.b)
                return "%s %s %s" % (self.par(self.conv(a, ca, e.ty)),
                                     INFIX[e.op], self.par(b)), EXACT[e.ty]
            a, b, rt = self.binop_operands(e)
            return "%s %s %s" % (self.par(a), INFIX[e.op], self.par(b)), rt
        if t is Cmp:
            a, ca = self.ex(e.a)
            b, cb = self.ex(e.b)
            ty = e.a.ty
            want = EXACT[ty]
            if e.pred[0] == "u":
                u = UNSIGNED[want]
                return "(%s)%s %s (%s)%s" % (
                    u, self.par(self.conv(a, ca, ty)), CMP["s" + e.pred[1:]],
                    u, self.par(self.conv(b, cb, ty))), "bool"
            ok = ((ca == want or cb == want or
                   (ty != "f32" and {ca, cb} <= {"int", "bool"})) and
                  not ("uint" in (ca, cb) and want != "ll"))
            if not ok:
                a, b = self.conv(a, ca, ty), self.conv(b, cb, ty)
            return "%s %s %s" % (self.par(a), CMP[e.pred], self.par(b)), "bool"
        if t is Sel:
            c, _ = self.ex(e.c)
            a, ca = self.ex(e.a)
            b, cb = self.ex(e.b)
            want = EXACT[e.ty]
            if not (ca == want or cb == want) or "uint" in (ca, cb):
                a, b = self.conv(a, ca, e.ty), self.conv(b, cb, e.ty)
                ca = want
            rt = want if want in (ca, cb) else ca
            return "%s ? %s : %s" % (self.par(c), self.par(a), self.par(b)), rt
        if t is Cast:
            a, ca = self.ex(e.a)
            src, dst = e.a.ty, e.ty
            if getattr(e, "ui", False):
                # index_castui (typed loops' counters): zero extension
                return "(%s)(%s)%s" % (CT[dst], UNSIGNED[EXACT[src]],
                                       self.par(self.conv(a, ca, src))), EXACT[dst]
            # left to C's conversions (the consumer converts or casts)
            if (src, dst) in (("i32", "index"), ("i32", "f32"), ("i1", "i32"),
                              ("i1", "index")):
                return a, ca
            return "(%s)%s" % (CT[dst], self.par(a)), EXACT[dst]
        if t is Load:
            return self.aref(e.arr, e.idx), EXACT[self.arrs[e.arr].ty]
        raise ValueError(e)

    def aref(self, arr, idx):
        ix = [self.ex(i)[0] for i in idx]
        if arr in self.flat:
            shape = self.arrs[arr].shape
            f = ix[0]
            for i, s in zip(ix[1:], shape[1:]):
                f = "%s * %d + %s" % (self.par(f), s, self.par(i))
            return "%s[%s]" % (self.flat[arr], f)
        return arr + "".join("[%s]" % i for i in ix)

    def val(self, e, ty=None):
        """Code of e where C converts it to its AST type by assignment."""
        return self.ex(e)[0]

    # -------------------------------------------------------- helpers
    def maybe_helper(self, e):
        """Sometimes outline a pure expression into a __device__ function
        taking its variables (no loads of shared/private memory)."""
        if self.rng.random() > 0.12 or isinstance(e, (Const, Var)):
            return None
        bad = []

        def walk(x):
            if isinstance(x, Load) and x.arr not in self.gtypes:
                bad.append(x)
            for s in sub_exprs(x):
                walk(s)
        walk(e)
        if bad:
            return None
        vs = sorted(expr_vars(e, set()))
        name = "%sf%d" % (self.pre, len(self.helpers))
        sub = KernelEmitter(self.prog, self.k, self.pre, self.rng, [],
                            self.helpers)
        params = []
        for v in vs:
            cn, ct = self.vmap[v]
            sub.vmap[v] = (v, ct)
            params.append("%s %s" % (CNAME[ct], v))
        arrs = sorted({x.arr for x in self.loads(e)})
        for a in arrs:
            params.append("const %s *%s" % (CT[self.gtypes[a]], a))
        code, ct = sub.ex(e)
        self.helpers.append("__device__ %s %s(%s) {\n  return %s;\n}\n" % (
            CT[e.ty], name, ", ".join(params), code))
        args = [self.vmap[v][0] for v in vs] + arrs
        return "%s(%s)" % (name, ", ".join(args))

    def outline(self, s):
        """Sometimes a statement without results that holds a barrier
        becomes a __device__ void function (its variables and arrays as
        parameters; 1-D shared arrays as pointers), called here."""
        if self.rng.random() > 0.15:
            return False
        arrs = set()
        defs = set()

        def walk(stmts):
            for x in stmts:
                for e in stmt_exprs(x):
                    arrs.update(l.arr for l in self.loads(e))
                if isinstance(x, Store):
                    arrs.add(x.arr)
                if isinstance(x, Let):
                    defs.add(x.name)
                for n in getattr(x, "res", []) or []:
                    defs.add(n if isinstance(n, str) else n[0])
                if isinstance(x, For):
                    defs.add(x.iv)
                    defs.update(i[0] for i in x.iters)
                if isinstance(x, While):
                    defs.update(i[0] for i in x.iters)
                    defs.update(x.aargs)
                for b in stmt_bodies(x):
                    walk(b)
        walk([s])
        if any(self.arrs[a].kind == "private" or
               (self.arrs[a].kind == "shared" and a not in self.flat and
                len(self.arrs[a].shape) > 1) for a in arrs):
            return False
        vs = sorted(used_vars([s], set()) - defs)
        name = "%sd%d" % (self.pre, len(self.helpers))
        sub = KernelEmitter(self.prog, self.k, self.pre, self.rng, [],
                            self.helpers)
        sub.ind = 1
        sub.outline = lambda _: False   # not s itself again
        params, args = [], []
        for v in vs:
            cn, ct = self.vmap[v]
            sub.vmap[v] = (v, ct)
            sub.used.add(v)
            params.append("%s %s" % (CNAME[ct], v))
            args.append(cn)
        for a in sorted(arrs):
            ar = self.arrs[a]
            params.append("%s%s *%s" % ("const " if ar.kind in ("in", "cnt") else "",
                                        CT[ar.ty], a))
            sub.used.add(a)
            args.append(self.flat.get(a, a))
            if a in self.flat:
                sub.flat[a] = a
        sub.st([s])
        self.helpers.append("__device__ void %s(%s) {\n%s\n}\n" % (
            name, ", ".join(params), "\n".join(sub.lines)))
        self.out("%s(%s);" % (name, ", ".join(args)))
        return True

    def loads(self, e):
        out = []
        if isinstance(e, Load):
            out.append(e)
        for s in sub_exprs(e):
            out += self.loads(s)
        return out

    # ------------------------------------------------------------ stmts
    def define(self, name, ty, code=None):
        cn = self.fresh(name)
        self.vmap[name] = (cn, EXACT[ty])
        if code is None:
            self.out("%s %s;" % (CT[ty], cn))
        else:
            self.out("%s %s = %s;" % (CT[ty], cn, code))
        return cn

    def assign_all(self, targets, exprs):
        """targets: C names; parallel assignment of exprs (temporaries when
        one expression reads a target assigned before it)."""
        codes = [self.val(e) for e in exprs]
        names = [set(self.vmap[v][0] for v in expr_vars(e, set())) for e in exprs]
        clash = any(names[j] & set(targets[:j]) for j in range(len(targets)))
        if clash:
            tmps = []
            for tgt, c, e in zip(targets, codes, exprs):
                tn = self.fresh("n" + tgt)
                self.out("%s %s = %s;" % (CT[e.ty], tn, c))
                tmps.append(tn)
            codes = tmps
        for tgt, c, e in zip(targets, codes, exprs):
            if tgt == c:
                continue
            # `x += e` for x = x + e (not after temporaries)
            if (not clash and isinstance(e, Bin) and e.op in INFIX and
                    e.op not in ("shl", "shr") and e.ty != "i1" and
                    not (e.ty == "f32" and e.op == "rem") and
                    isinstance(e.a, Var) and self.vmap[e.a.name][0] == tgt):
                b, cb = self.ex(e.b)
                if e.ty == "i32" and cb not in ("int", "bool") or \
                        cb == "uint" and e.op not in WRAP_SAFE:
                    b = self.conv(b, cb, e.ty)
                if isinstance(e.b, Const) and e.b.v == 1 and e.op in ("add", "sub"):
                    self.out("%s%s;" % (tgt, "++" if e.op == "add" else "--"))
                else:
                    self.out("%s %s= %s;" % (tgt, INFIX[e.op], b))
                continue
            self.out("%s = %s;" % (tgt, c))

    def block(self, stmts):
        self.ind += 1
        self.st(stmts)
        self.ind -= 1

    def st(self, stmts, tail=None):
        """tail: 'return' (the kernel's last statements) or 'continue' (a
        loop body's, no yields after): a last barrier-free `if` without
        results or else becomes `if (!c) return/continue;` + its body."""
        for i, s in enumerate(stmts):
            t = type(s)
            # (an `if` holding a barrier has a block-uniform condition in a
            # valid program: then the return/continue is uniform too)
            if (tail and i == len(stmts) - 1 and t is If and not s.res and
                    not s.els and s.then and self.rng.random() < 0.6):
                c, _ = self.ex(s.cond)
                self.out("if (!%s)" % self.par(c))
                self.out("  %s;" % tail)
                self.st(s.then)
                continue
            if t in (If, For) and not getattr(s, "res", None) and \
                    has_barrier([s]) and self.outline(s):
                continue
            if t is Let:
                h = self.maybe_helper(s.e)
                self.define(s.name, s.e.ty, h or self.val(s.e))
            elif t is Store:
                self.store(s)
            elif t is Barrier:
                self.out("__syncthreads();")
            elif t is If:
                self.if_(s)
            elif t is For:
                self.for_(s)
            elif t is While:
                self.while_(s)
            else:
                raise ValueError(s)

    def store(self, s):
        ref = self.aref(s.arr, s.idx)
        v = s.val
        if (isinstance(v, Bin) and v.op in INFIX and v.op not in ("shl", "shr")
                and not (v.ty == "f32" and v.op == "rem")
                and isinstance(v.a, Load) and v.a.arr == s.arr
                and repr(v.a.idx) == repr(s.idx) and self.rng.random() < 0.7):
            b, cb = self.ex(v.b)
            if v.ty == "i32" and cb not in ("int", "bool"):
                b = self.conv(b, cb, "i32")
            self.out("%s %s= %s;" % (ref, INFIX[v.op], b))
            return
        self.out("%s = %s;" % (ref, self.val(v)))

    def cond(self, e):
        c, _ = self.ex(e)
        return c

    def if_(self, s):
        if not s.res:
            self.out("if (%s) {" % self.cond(s.cond))
            self.block(s.then)
            if s.els:
                self.out("} else {")
                self.block(s.els)
            self.out("}")
            return
        tys = [ty for _, ty in s.res]
        if not s.then and not s.els and self.rng.random() < 0.7:
            c = self.cond(s.cond)
            if len(s.res) > 1 and not c.isidentifier():
                c = self.define(self.fresh_ast("c"), "i1", c)
            for (n, ty), a, b in zip(s.res, s.tyield, s.eyield):
                ca, cb = self.val(a), self.val(b)
                ctypes = (self.ex(a)[1], self.ex(b)[1])
                if "uint" in ctypes or EXACT[ty] not in ctypes:
                    ca, cb = self.conv(ca, ctypes[0], ty), self.conv(cb, ctypes[1], ty)
                self.define(n, ty, "%s ? %s : %s" % (self.par(c), self.par(ca),
                                                     self.par(cb)))
            return
        if not s.els and not any(has_load(y) for y in s.eyield) and \
                self.rng.random() < 0.6:
            codes = [self.val(y) for y in s.eyield]
            names = [self.define(n, ty, c) for (n, ty), c in zip(s.res, codes)]
            self.out("if (%s) {" % self.cond(s.cond))
            self.branch(s.then, names, s.tyield)
            self.out("}")
            return
        names = [self.define(n, ty) for n, ty in s.res]
        self.out("if (%s) {" % self.cond(s.cond))
        self.branch(s.then, names, s.tyield)
        self.out("} else {")
        self.branch(s.els, names, s.eyield)
        self.out("}")

    def branch(self, stmts, names, yields):
        """An if's branch: its statements, then its results assigned."""
        self.ind += 1
        self.st(stmts)
        self.assign_all(names, yields)
        self.ind -= 1

    def fresh_ast(self, p):
        self.ntmp += 1
        return "%s_%d" % (p, self.ntmp)

    def typed_for_head(self, s):
        """A typed loop's (gen.KGen.retype_for) counter: C type, bounds,
        step and how the body reads it. `unsigned`/`unsigned long long`
        for scf.for unsigned (C's < then compares unsigned, += wraps), `int`
        / `long long` for a signed i32 / i64 (index) counter, whose values
        never overflow by construction."""
        ity = getattr(s, "ity", None) or "index"
        wide = ity != "i32"
        if getattr(s, "unsigned", False):
            ct = "unsigned long long" if wide else "unsigned"
        else:
            ct = "long long" if wide else "int"
        lb, ub, st = ("(%s)%s" % (ct, self.par(self.ex(e)[0]))
                      for e in (s.lb, s.ub, s.step))
        if has_load(s.ub) or self.rng.random() < 0.15:
            n = self.fresh(self.fresh_ast("n"))
            self.out("%s %s = %s;" % (ct, n, ub))
            ub = n
        iv = self.fresh(s.iv)
        # the body reads it as the AST type's signed C type
        signed = "long long" if wide else "int"
        self.vmap[s.iv] = (iv if ct == signed else "(%s)%s" % (signed, iv),
                           "ll" if wide else "int")
        return ct, iv, lb, ub, st

    def for_(self, s):
        names = [self.define(n, ty, self.val(init)) for n, ty, init in s.iters]
        if getattr(s, "ity", None) or getattr(s, "unsigned", False):
            ctn, iv, lb, ub, st = self.typed_for_head(s)
            self.for_loop(s, names, ctn, iv, lb, ub, st)
            return
        lb, clb = self.ex(s.lb)
        ub, cub = self.ex(s.ub)
        st, cst = self.ex(s.step)
        if has_load(s.ub) or self.rng.random() < 0.15:
            ub = self.define(self.fresh_ast("n"), "index", ub)
            cub = EXACT["index"]
        if not isinstance(s.step, Const) and (has_load(s.step) or
                                             self.rng.random() < 0.5):
            st = self.define(self.fresh_ast("s"), "index", st)
            cst = EXACT["index"]
        ivt = "ll" if "ll" in (clb, cub, cst) else "int"
        if cub == "uint":
            if clb == "int" and isinstance(s.lb, Const) and s.lb.v >= 0:
                pass    # for (int i = 0; i < blockDim.x; ...) compares unsigned
            else:
                ub = "(%s)%s" % (CNAME[ivt], self.par(ub))
        iv = self.fresh(s.iv)
        self.vmap[s.iv] = (iv, ivt)
        self.for_loop(s, names, CNAME[ivt], iv, lb, ub, st)

    def for_loop(self, s, names, ctn, iv, lb, ub, st):
        """for (ctn iv = lb; iv < ub; iv += st) { body; iters assigned }"""
        inc = "%s++" % iv if isinstance(s.step, Const) and s.step.v == 1 else \
            "%s += %s" % (iv, st)
        if self.rng.random() < 0.15:
            # the exit test in the body: not a counted loop for stitch-cuda
            self.out("for (%s %s = %s;; %s) {" % (ctn, iv, lb, inc))
            self.out("  if (%s >= %s)" % (iv, self.par(ub)))
            self.out("    break;")
        else:
            self.out("for (%s %s = %s; %s < %s; %s) {" % (ctn, iv, lb, iv,
                                                          self.par(ub), inc))
        self.ind += 1
        for (n, ty, _), cn in zip(s.iters, names):
            self.vmap[n] = (cn, EXACT[ty])
        self.st(s.body, None if s.iters else "continue")
        self.assign_all(names, s.yields)
        self.ind -= 1
        self.out("}")
        for r, cn, (_, ty, _) in zip(s.res, names, s.iters):
            self.vmap[r] = (cn, EXACT[ty])

    def while_(self, s):
        names = [self.define(n, ty, self.val(init)) for n, ty, init in s.iters]
        for (n, ty, _), cn in zip(s.iters, names):
            self.vmap[n] = (cn, EXACT[ty])
        tys = [i[1] for i in s.iters]
        ident = all(isinstance(f, Var) and f.name == i[0]
                    for f, i in zip(s.fwd, s.iters))
        r = self.rng.random()
        if not s.before and (ident or not any(has_load(f) for f in s.fwd)) \
                and r < 0.5:
            # while (cond) { after; }
            self.out("while (%s) {" % self.cond(s.cond))
            self.ind += 1
            if ident:
                for a, cn, ty in zip(s.aargs, names, tys):
                    self.vmap[a] = (cn, EXACT[ty])
                self.st(s.after)
                self.assign_all(names, s.yields)
            else:
                self.after_region(s, names, tys)
            self.ind -= 1
            self.out("}")
            if ident:
                for rn, cn, ty in zip(s.res, names, tys):
                    self.vmap[rn] = (cn, EXACT[ty])
            else:
                codes = [self.val(f) for f in s.fwd]
                for rn, ty, c in zip(s.res, tys, codes):
                    self.define(rn, ty, c)
            return
        res = [self.define(rn, ty) for rn, ty in zip(s.res, tys)]
        saved = {rn: self.vmap[rn] for rn in s.res}
        if r < 0.75:
            # for (;;) { before; if (!cond) { res = fwd; break; } after; }
            self.out("for (;;) {" if r < 0.62 else "while (true) {")
            self.ind += 1
            self.st(s.before)
            c, _ = self.ex(s.cond)
            self.out("if (!%s) {" % self.par(c))
            self.ind += 1
            self.assign_all(res, s.fwd)
            self.out("break;")
            self.ind -= 1
            self.out("}")
            self.after_region(s, names, tys)
            self.ind -= 1
            self.out("}")
        else:
            # bool go; do { before; go = cond; if (go) {...} else res = fwd; } while (go);
            go = self.fresh("go")
            self.out("bool %s;" % go)
            self.out("do {")
            self.ind += 1
            self.st(s.before)
            self.out("%s = %s;" % (go, self.cond(s.cond)))
            self.out("if (%s) {" % go)
            self.ind += 1
            self.after_region(s, names, tys)
            self.ind -= 1
            self.out("} else {")
            self.ind += 1
            self.assign_all(res, s.fwd)
            self.ind -= 1
            self.out("}")
            self.ind -= 1
            self.out("} while (%s);" % go)
        self.vmap.update(saved)

    def after_region(self, s, names, tys):
        """A while's after region: its arguments defined from the forwarded
        values, its statements, the iter variables assigned."""
        for a, f, ty in zip(s.aargs, s.fwd, tys):
            self.define(a, ty, self.val(f))
        self.st(s.after)
        self.assign_all(names, s.yields)

    # ----------------------------------------------------------- kernel
    def kernel(self):
        k, rng = self.k, self.rng
        name = self.pre + k.name
        params = ["%s%s *%s" % ("const " if a.kind in ("in", "cnt") else "",
                                CT[a.ty], a.name) for a in self.prog.arrays]
        params += ["int %s" % h for h in self.hostivs]
        kargs = [n for n, _ in getattr(k, "kargs", None) or []]
        params += ["%s %s" % (CT["index"], n) for n in kargs]
        for a in self.prog.arrays:
            self.used.add(a.name)
        for h in self.hostivs:
            self.used.add(h)
            self.vmap[h] = (h, "int")
        for n in kargs:
            # divrem: the kernel's index arguments (n, N)
            self.used.add(n)
            self.vmap[n] = (n, EXACT["index"])
        head = "__global__ void %s(%s) {" % (name, ", ".join(params))
        # shared memory
        tys = {a.ty for a in k.shared}
        ext = bool(k.shared) and len(tys) == 1 and rng.random() < 0.3
        shbytes = 0
        if ext:
            ty = tys.pop()
            # one name per element type in the whole file: extern __shared__
            # arrays of different kernels are one C++ declaration
            dyn = "dyn_" + {"f32": "f", "i32": "i"}[ty]
            self.used.add(dyn)
            self.out("extern __shared__ %s %s[];" % (CT[ty], dyn))
            off = 0
            for a in k.shared:
                n = 1
                for d in a.shape:
                    n *= d
                p = self.fresh("p" + a.name)
                self.out("%s *%s = %s%s;" % (CT[ty], p, dyn,
                                             " + %d" % off if off else ""))
                self.flat[a.name] = p
                off += n
            shbytes = off * 4
        else:
            for a in k.shared:
                self.used.add(a.name)
                self.out("__shared__ %s %s%s;" % (CT[a.ty], a.name, "".join(
                    "[%d]" % d for d in a.shape)))
        for a in k.private:
            self.used.add(a.name)
            self.out("%s %s%s;" % (CT[a.ty], a.name, "".join("[%d]" % d for d in a.shape)))
        # thread / block ids in variables, sometimes
        for kind, field, p in (("tid", "threadIdx", "t"), ("bid", "blockIdx", "b")):
            for d in range(3):
                if rng.random() < 0.5:
                    v = self.fresh(p + DIMS[d])
                    self.out("int %s = %s.%s;" % (v, field, DIMS[d]))
                    self.idvars[(kind, d)] = v
        if rng.random() < 0.3:
            v = self.fresh("bdx")
            self.out("int %s = blockDim.x;" % v)
            self.idvars[("bdim", 0)] = v
        if self.rng.random() < 0.2:
            # `if (block-uniform) return;` before the barriers (never taken
            # here: cnt holds 0..3)
            c = self.rng.choice([
                "blockIdx.x >= gridDim.x",
                "cnt[blockIdx.x] < 0",
                "blockDim.x * blockDim.y * blockDim.z > 1024"]
                + ["%s >= %d" % (h, 1000) for h in self.hostivs])
            self.out("if (%s)" % c)
            self.out("  return;")
        segs = k.segments
        later_uses = []
        for i in range(len(segs)):
            later_uses.append(used_vars([s for _, ss in segs[i + 1:] for s in ss], set()))
        lead = " && ".join("threadIdx.%s == 0" % DIMS[d] for d in range(max(1, k.kb)))
        for i, (kind, stmts) in enumerate(segs):
            if i > 0:
                self.out("__syncthreads();")
            if kind == "threads":
                if len(segs) > 1:
                    self.out("{")
                    self.ind += 1
                    self.st(stmts)
                    self.ind -= 1
                    self.out("}")
                else:
                    self.st(stmts, "return")
                continue
            esc = [(n, ty) for n, ty in defined_top(stmts) if n in later_uses[i]]
            bc = []
            for n, ty in esc:
                b = self.fresh(n + "_bc")
                self.out("__shared__ %s %s;" % (CT[ty], b))
                bc.append(b)
            self.out("if (%s) {" % lead)
            self.ind += 1
            self.st(stmts)
            for (n, _), b in zip(esc, bc):
                self.out("%s = %s;" % (b, self.vmap[n][0]))
            self.ind -= 1
            self.out("}")
            if esc:
                self.out("__syncthreads();")
                for (n, ty), b in zip(esc, bc):
                    self.define(n, ty, b)
        return [head] + self.lines + ["}"], shbytes


def fill_code(a, host):
    ia, ib, im, off = a.init
    v = "(int)(((long long)i * %d + %d) %% %d - %d)" % (ia, ib, im, off)
    if a.ty == "f32":
        v = "(float)" + v
    return "for (int i = 0; i < %d; i++) %s[i] = %s;" % (a.shape[0], host, v)


def emit_parts(prog, pre=""):
    """(device text, host function text named <pre>run)."""
    rng = random.Random(prog.seed * 7919 + 17)
    set_index_type(getattr(prog, "cuda_index32", False))
    helpers = []
    kernels = []
    launch_info = {}

    def walk(items, hivs):
        for it in items:
            if it[0] == "launch":
                ke = KernelEmitter(prog, it[1], pre, rng, hivs, helpers)
                lines, shb = ke.kernel()
                kernels.append("\n".join(lines) + "\n")
                launch_info[id(it[1])] = shb
            else:
                walk(it[3], hivs + [it[1]])
    walk(prog.host, [])
    host = ["static void %srun(void) {" % pre]
    for a in prog.arrays:
        n = a.shape[0]
        host.append("  %s *h_%s = (%s *)malloc(%d * sizeof(%s));" % (
            CT[a.ty], a.name, CT[a.ty], n, CT[a.ty]))
        host.append("  " + fill_code(a, "h_" + a.name))
        host.append("  %s *d_%s;" % (CT[a.ty], a.name))
        host.append("  cudaMalloc((void **)&d_%s, %d * sizeof(%s));" % (a.name, n, CT[a.ty]))
        host.append("  cudaMemcpy(d_%s, h_%s, %d * sizeof(%s), cudaMemcpyHostToDevice);"
                    % (a.name, a.name, n, CT[a.ty]))
    args = ", ".join("d_" + a.name for a in prog.arrays)

    def hwalk(items, hivs, ind):
        for it in items:
            if it[0] == "launch":
                k = it[1]
                g = "dim3(%s)" % ", ".join(str(x) for x in k.gd)
                kargs = getattr(k, "kargs", None) or []
                for n, v in kargs:
                    host.append(ind + "%s %s = %d;" % (CT["index"], n, v))
                if kargs:
                    # divrem: ceildiv(n, block size) blocks
                    nt = k.bd[0] * k.bd[1] * k.bd[2]
                    g = "dim3((unsigned)((%s + %d) / %d))" % (
                        kargs[0][0], nt - 1, nt)
                b = "dim3(%s)" % ", ".join(str(x) for x in k.bd)
                if getattr(k, "dyn", False):
                    b = "dim3(%s)" % ", ".join("bs_%s[%d]" % (k.name, d) for d in range(3))
                    host.append(ind + "int bs_%s[3] = {%s};" % (
                        k.name, ", ".join(str(x) for x in k.bd)))
                shb = launch_info[id(k)]
                cfg = "%s, %s%s" % (g, b, ", %d" % shb if shb else "")
                host.append(ind + "%s%s<<<%s>>>(%s);" % (
                    pre, k.name, cfg, ", ".join([args] + hivs +
                                                [n for n, _ in kargs])))
            else:
                _, iv, trips, body = it
                host.append(ind + "for (int %s = 0; %s < %d; %s++) {" % (iv, iv, trips, iv))
                hwalk(body, hivs + [iv], ind + "  ")
                host.append(ind + "}")
    hwalk(prog.host, [], "  ")
    host.append("  cudaDeviceSynchronize();")
    for a in interp.printed_arrays(prog):
        n = a.shape[0]
        host.append("  cudaMemcpy(h_%s, d_%s, %d * sizeof(%s), cudaMemcpyDeviceToHost);"
                    % (a.name, a.name, n, CT[a.ty]))
        host.append('  printf("%s %s:");' % (a.name, a.ty))
        fmtc = '" %g", (double)' if a.ty == "f32" else '" %d", '
        host.append("  for (int i = 0; i < %d; i++) printf(%sh_%s[i]);" % (n, fmtc, a.name))
        host.append('  printf("\\n");')
    for a in prog.arrays:
        host.append("  cudaFree(d_%s);" % a.name)
        host.append("  free(h_%s);" % a.name)
    host.append("}")
    dev = "// seed %s shape %s\n" % (prog.seed, prog.shape) + "\n".join(helpers) + \
        "\n".join(kernels)
    return dev, "\n".join(host) + "\n"


def cuda_index32(prog, expected):
    """Whether prog is written with `int` index values: on even seeds, when
    the interpreter gives the same output with 32-bit index arithmetic."""
    if prog.seed % 2:
        return False

    def index_loop(stmts):
        # a typed index counter (gen.KGen.retype_for) takes 64-bit values
        return any((isinstance(x, For) and getattr(x, "ity", None) == "index")
                   or any(index_loop(b) for b in stmt_bodies(x)) for x in stmts)
    if any(index_loop(st) for k in prog.kernels() for _, st in k.segments):
        return False
    try:
        return interp.expected_text(prog, 32) == expected
    except interp.Invalid:
        return False


HEADER = "#include <cstdio>\n#include <cstdlib>\n#include <cmath>\n\n"


def emit(prog):
    dev, host = emit_parts(prog)
    return HEADER + dev + "\n" + host + "\nint main() {\n  run();\n  return 0;\n}\n"


def emit_batch(progs):
    """Several programs in one .cu (kernels and host functions prefixed);
    main runs them in order, each printing its buffers as alone."""
    out = [HEADER]
    for i, p in enumerate(progs):
        dev, host = emit_parts(p, "p%d_" % i)
        out += [dev, host]
    out.append("int main() {")
    out += ["  p%d_run();" % i for i in range(len(progs))]
    out += ["  return 0;", "}"]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    import argparse
    import gen
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", default="-")
    ap.add_argument("--expected")
    ap.add_argument("--gen-opts", default="")
    a = ap.parse_args()
    p = gen.generate(a.seed, {o: True for o in a.gen_opts.split(",") if o})
    exp = interp.expected_text(p)
    p.cuda_index32 = cuda_index32(p, exp)
    text = emit(p)
    if a.o == "-":
        print(text, end="")
    else:
        open(a.o, "w").write(text)
    if a.expected:
        open(a.expected, "w").write(exp)
