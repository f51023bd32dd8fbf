"""MLIR emitter for kast programs: a function @run holding the host code
(launches, host scf.for loops) on the global buffers, and @main that fills
the buffers, calls @run and prints every output buffer with
printMemrefI32/printMemrefF32 (order: interp.printed_arrays)."""
from kast import (Const, Var, Tid, Bid, Bdim, Gdim, Bin, Cmp, Sel, Cast,
                  Load, Let, Store, Barrier, If, For, While)
import interp

INT_OPS = {"add": "addi", "sub": "subi", "mul": "muli", "max": "maxsi",
           "min": "minsi", "and": "andi", "or": "ori", "xor": "xori",
           "rem": "remsi", "div": "divsi", "shl": "shli", "shr": "shrsi",
           "remu": "remui", "divu": "divui", "shru": "shrui"}
F_OPS = {"add": "addf", "sub": "subf", "mul": "mulf", "div": "divf",
         "rem": "remf", "max": "maximumf", "min": "minimumf"}
DIMS = "xyz"


def memref_ty(a, space=None):
    s = "x".join(str(d) for d in a.shape)
    if space:
        return "memref<%sx%s, #gpu.address_space<%s>>" % (s, a.ty, space)
    return "memref<%sx%s>" % (s, a.ty)


def fconst(v):
    r = repr(float(v))
    if "e" not in r and "." not in r:
        r += ".0"
    return r


class Emitter:
    def __init__(self, prog):
        self.prog = prog
        self.lines = []
        self.consts = {}
        self.const_lines = []
        self.n = 0
        self.ind = 1
        self.vmap = {}
        self.atype = {a.name: memref_ty(a) for a in prog.arrays}

    def fresh(self, p="t"):
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def out(self, s):
        self.lines.append("  " * self.ind + s)

    def const(self, ty, v):
        key = (ty, v if ty != "f32" else repr(float(v)))
        if key not in self.consts:
            sv = str(v).replace("-", "m").replace(".", "p").replace("+", "")
            n = "%%c%s_%s" % (sv, {"index": "i", "i32": "i32", "f32": "f", "i1": "b",
                                         "i64": "i64"}[ty])
            lit = fconst(v) if ty == "f32" else ("true" if v is True else
                                                 "false" if v is False else str(v))
            self.const_lines.append("    %s = arith.constant %s : %s" % (n, lit, ty))
            self.consts[key] = n
        return self.consts[key]

    # --------------------------------------------------------- exprs
    def idval(self, kind, d, via):
        k = self.kctx
        if k["form"] == "launch" and via == "op":
            op = {"tid": "thread_id", "bid": "block_id", "bdim": "block_dim",
                  "gdim": "grid_dim"}[kind]
            r = self.fresh()
            self.out("%s = gpu.%s %s" % (r, op, DIMS[d]))
            return r
        return k[kind][d]

    def ex(self, e):
        t = type(e)
        if t is Const:
            return self.const(e.ty, e.v)
        if t is Var:
            return self.vmap.get(e.name, "%" + e.name)
        if t is Tid:
            return self.idval("tid", e.d, e.via)
        if t is Bid:
            return self.idval("bid", e.d, e.via)
        if t is Bdim:
            return self.idval("bdim", e.d, e.via)
        if t is Gdim:
            return self.idval("gdim", e.d, e.via)
        if t is Bin:
            a, b = self.ex(e.a), self.ex(e.b)
            op = F_OPS[e.op] if e.ty == "f32" else INT_OPS[e.op]
            r = self.fresh()
            self.out("%s = arith.%s %s, %s : %s" % (r, op, a, b, e.ty))
            return r
        if t is Cmp:
            a, b = self.ex(e.a), self.ex(e.b)
            r = self.fresh()
            if e.a.ty == "f32":
                self.out("%s = arith.cmpf %s, %s, %s : f32" % (r, e.pred, a, b))
            else:
                self.out("%s = arith.cmpi %s, %s, %s : %s" % (r, e.pred, a, b, e.a.ty))
            return r
        if t is Sel:
            c, a, b = self.ex(e.c), self.ex(e.a), self.ex(e.b)
            r = self.fresh()
            self.out("%s = arith.select %s, %s, %s : %s" % (r, c, a, b, e.ty))
            return r
        if t is Cast:
            a = self.ex(e.a)
            src, dst = e.a.ty, e.ty
            r = self.fresh()
            if src == "i1":
                op = "extui"
            elif "index" in (src, dst):
                op = "index_castui" if getattr(e, "ui", False) else "index_cast"
            elif (src, dst) == ("i64", "i32"):
                op = "trunci"
            elif (src, dst) == ("i32", "i64"):
                op = "extsi"
            elif src == "i32" and dst == "f32":
                op = "sitofp"
            else:
                op = "fptosi"
            self.out("%s = arith.%s %s : %s to %s" % (r, op, a, src, dst))
            return r
        if t is Load:
            idx = [self.ex(i) for i in e.idx]
            r = self.fresh()
            self.out("%s = memref.load %s[%s] : %s" % (
                r, self.aname(e.arr), ", ".join(idx), self.atype[e.arr]))
            return r
        raise ValueError(e)

    def aname(self, arr):
        return self.kctx["arrs"].get(arr, "%" + arr) if self.kctx else "%" + arr

    # ---------------------------------------------------------- stmts
    def results(self, names):
        if not names:
            return ""
        g = self.fresh("r")
        if len(names) == 1:
            self.vmap[names[0]] = g
            return "%s = " % g
        for i, n in enumerate(names):
            self.vmap[n] = "%s#%d" % (g, i)
        return "%s:%d = " % (g, len(names))

    def yield_(self, exprs, tys):
        if exprs:
            vs = [self.ex(e) for e in exprs]
            self.out("scf.yield %s : %s" % (", ".join(vs), ", ".join(tys)))

    def st(self, stmts):
        for s in stmts:
            t = type(s)
            if t is Let:
                self.vmap[s.name] = self.ex(s.e)
            elif t is Store:
                idx = [self.ex(i) for i in s.idx]
                v = self.ex(s.val)
                self.out("memref.store %s, %s[%s] : %s" % (
                    v, self.aname(s.arr), ", ".join(idx), self.atype[s.arr]))
            elif t is Barrier:
                if self.kctx["form"] == "launch":
                    self.out("gpu.barrier")
                else:
                    self.out("stitch.barrier %s" % ", ".join(self.kctx["ivs"]))
            elif t is If:
                c = self.ex(s.cond)
                tys = [ty for _, ty in s.res]
                head = self.results([n for n, _ in s.res])
                if tys:
                    self.out("%sscf.if %s -> (%s) {" % (head, c, ", ".join(tys)))
                else:
                    self.out("scf.if %s {" % c)
                self.ind += 1
                self.st(s.then)
                self.yield_(s.tyield, tys)
                self.ind -= 1
                if s.els or tys:
                    self.out("} else {")
                    self.ind += 1
                    self.st(s.els)
                    self.yield_(s.eyield, tys)
                    self.ind -= 1
                self.out("}")
            elif t is For:
                lb, ub, stp = self.ex(s.lb), self.ex(s.ub), self.ex(s.step)
                inits = [self.ex(i[2]) for i in s.iters]
                tys = [i[1] for i in s.iters]
                head = self.results(s.res)
                iv = "%" + s.iv
                # typed loops: `scf.for unsigned`, `: i32` / `: i64` last
                kw = "scf.for unsigned" if getattr(s, "unsigned", False) else "scf.for"
                ity = getattr(s, "ity", "index")
                tail = " : %s {" % ity if ity != "index" else " {"
                if s.iters:
                    ia = ", ".join("%%%s = %s" % (n, v) for (n, _, _), v in
                                   zip(s.iters, inits))
                    self.out("%s%s %s = %s to %s step %s iter_args(%s) -> (%s)%s" % (
                        head, kw, iv, lb, ub, stp, ia, ", ".join(tys), tail))
                else:
                    self.out("%s %s = %s to %s step %s%s" % (kw, iv, lb, ub, stp, tail))
                self.ind += 1
                for n, _, _ in s.iters:
                    self.vmap[n] = "%" + n
                self.vmap[s.iv] = iv
                self.st(s.body)
                self.yield_(s.yields, tys)
                self.ind -= 1
                self.out("}")
            elif t is While:
                inits = [self.ex(i[2]) for i in s.iters]
                tys = [i[1] for i in s.iters]
                head = self.results(s.res)
                ia = ", ".join("%%%s = %s" % (n, v) for (n, _, _), v in
                               zip(s.iters, inits))
                self.out("%sscf.while (%s) : (%s) -> (%s) {" % (
                    head, ia, ", ".join(tys), ", ".join(tys)))
                self.ind += 1
                for n, _, _ in s.iters:
                    self.vmap[n] = "%" + n
                self.st(s.before)
                c = self.ex(s.cond)
                fw = [self.ex(f) for f in s.fwd]
                self.out("scf.condition(%s) %s : %s" % (c, ", ".join(fw), ", ".join(tys)))
                self.ind -= 1
                self.out("} do {")
                self.out("^bb0(%s):" % ", ".join("%%%s: %s" % (n, ty) for n, ty in
                                                 zip(s.aargs, tys)))
                self.ind += 1
                for n in s.aargs:
                    self.vmap[n] = "%" + n
                self.st(s.after)
                self.yield_(s.yields, tys)
                self.ind -= 1
                self.out("}")
            else:
                raise ValueError(s)

    # -------------------------------------------------------- kernels
    def kernel(self, k):
        kn = k.name
        bsz = []
        for d in range(3):
            if k.dyn and d < k.kb:
                bsz.append("%%%s_bd%d" % (kn, d))
            else:
                bsz.append(self.const("index", k.bd[d]))
        gsz = [("%%%s_gd%d" % (kn, d)) if getattr(k, "dyng", False) and
               d < k.kg else self.const("index", k.gd[d]) for d in range(3)]
        if getattr(k, "gdexpr", None) is not None:
            # divrem: ceildiv(n, block size) computed here from @run's n
            gsz[0] = self.ex(k.gdexpr)
        c0, c1 = self.const("index", 0), self.const("index", 1)
        if k.form == "launch":
            names = lambda p: ["%%%s_%s%s" % (kn, p, x) for x in DIMS]
            ctx = {"form": "launch", "tid": names("t"), "bid": names("b"),
                   "bdim": names("s"), "gdim": names("g"), "arrs": {}, "ivs": []}
            self.kctx = ctx
            for a in k.shared:
                self.atype[a.name] = memref_ty(a, "workgroup")
            for a in k.private:
                self.atype[a.name] = memref_ty(a, "private")
            self.out("gpu.launch blocks(%s) in (%s)" % (
                ", ".join(ctx["bid"]), ", ".join("%s = %s" % (a, b) for a, b in
                                                 zip(ctx["gdim"], gsz))))
            self.out("           threads(%s) in (%s)" % (
                ", ".join(ctx["tid"]), ", ".join("%s = %s" % (a, b) for a, b in
                                                 zip(ctx["bdim"], bsz))))
            if k.shared:
                self.out("           workgroup(%s)" % ", ".join(
                    "%%%s : %s" % (a.name, self.atype[a.name]) for a in k.shared))
            if k.private:
                self.out("           private(%s)" % ", ".join(
                    "%%%s : %s" % (a.name, self.atype[a.name]) for a in k.private))
            self.lines[-1] += " {"
            self.ind += 1
            assert len(k.segments) == 1
            self.st(k.segments[0][1])
            self.out("gpu.terminator")
            self.ind -= 1
            self.out("}")
        elif getattr(k, "inp", None):
            self.kernel_inputform(k, gsz, bsz)
        else:
            for a in k.shared + k.private:
                self.atype[a.name] = memref_ty(a)
            bivs = ["%%%s_b%s" % (kn, DIMS[d]) for d in range(k.kg)]
            ctx = {"form": "input", "bid": bivs + [c0] * (3 - k.kg),
                   "gdim": gsz, "bdim": bsz, "arrs": {}}
            self.kctx = ctx
            self.out("scf.parallel (%s) = (%s) to (%s) step (%s) {" % (
                ", ".join(bivs), ", ".join([c0] * k.kg), ", ".join(gsz[:k.kg]),
                ", ".join([c1] * k.kg)))
            self.ind += 1
            for a in k.shared:
                self.out("%%%s = memref.alloca() : %s" % (a.name, self.atype[a.name]))
            for si, (seg, stmts) in enumerate(k.segments):
                if seg == "block":
                    ctx["tid"] = [c0] * 3
                    self.st(stmts)
                    continue
                tivs = ["%%%s_l%d_t%s" % (kn, si, DIMS[d]) for d in range(k.kb)]
                ctx["tid"] = tivs + [c0] * (3 - k.kb)
                ctx["ivs"] = tivs
                self.out("scf.parallel (%s) = (%s) to (%s) step (%s) {" % (
                    ", ".join(tivs), ", ".join([c0] * k.kb),
                    ", ".join(bsz[:k.kb]), ", ".join([c1] * k.kb)))
                self.ind += 1
                for a in k.private:
                    self.out("%%%s = memref.alloca() : %s" % (a.name, self.atype[a.name]))
                self.st(stmts)
                self.out("scf.reduce")
                self.ind -= 1
                self.out("}")
            self.out("scf.reduce")
            self.ind -= 1
            self.out("}")
        self.kctx = None

    def loop_bounds(self, dims, sizes, static, lbs, steps):
        """inputform: lower bounds, upper bounds lb + n * step (computed
        here, before the loop, when n is a run-time value: static[d] None)
        and steps of the loop dimensions `dims`."""
        lo, hi, st = [], [], []
        for d in dims:
            lb, step, n = lbs[d], steps[d], sizes[d]
            lo.append(self.const("index", lb))
            st.append(self.const("index", step))
            if static[d] is not None:
                hi.append(self.const("index", lb + static[d] * step))
                continue
            if step != 1:
                r = self.fresh()
                self.out("%s = arith.muli %s, %s : index" % (r, n, st[-1]))
                n = r
            if lb:
                r = self.fresh()
                self.out("%s = arith.addi %s, %s : index" % (r, n, lo[-1]))
                n = r
            hi.append(n)
        return lo, hi, st

    def model_index(self, iv, lb, step, divs):
        """inputform: the model's index (iv - lb) / step of loop IV iv."""
        if lb == 0 and step == 1:
            return iv
        r = iv
        if lb:
            r = self.fresh()
            self.out("%s = arith.subi %s, %s : index" % (r, iv, self.const("index", lb)))
        if step != 1:
            q = self.fresh()
            self.out("%s = arith.%s %s, %s : index" % (
                q, "divsi" if divs else "divui", r, self.const("index", step)))
            r = q
        return r

    def kernel_inputform(self, k, gsz, bsz):
        """--gen-opts inputform: Stitch's input form as a user writes it
        (gen.input_layout): a grid loop over the used grid dimensions, a
        thread loop over the block dimensions that are not a static 1
        (1-D/2-D loops of 2-D/3-D blocks), loops from lb step s."""
        import gen
        kn, inp = k.name, k.inp
        c0 = self.const("index", 0)
        gdims, tdims = gen.input_dims(k)
        for a in k.shared + k.private:
            self.atype[a.name] = memref_ty(a)
        ctx = {"form": "input", "bid": [c0] * 3, "gdim": gsz, "bdim": bsz,
               "arrs": {}}
        self.kctx = ctx
        gstatic = [None if (getattr(k, "dyng", False) and d < k.kg) or
                   (d == 0 and getattr(k, "gdexpr", None) is not None)
                   else k.gd[d] for d in range(3)]
        bstatic = [None if k.dyn and d < k.kb else k.bd[d] for d in range(3)]
        glo, ghi, gst = self.loop_bounds(gdims, gsz, gstatic, inp["glb"],
                                         inp["gstep"])
        if tdims:
            tbounds = self.loop_bounds(tdims, bsz, bstatic, inp["tlb"],
                                       inp["tstep"])
        bivs = ["%%%s_b%s" % (kn, DIMS[d]) for d in gdims]
        self.out("scf.parallel (%s) = (%s) to (%s) step (%s) {" % (
            ", ".join(bivs), ", ".join(glo), ", ".join(ghi), ", ".join(gst)))
        self.ind += 1
        for a in k.shared:
            self.out("%%%s = memref.alloca() : %s" % (a.name, self.atype[a.name]))
        for d, iv in zip(gdims, bivs):
            ctx["bid"][d] = self.model_index(iv, inp["glb"][d], inp["gstep"][d],
                                             inp["divs"])
        nthr = sum(1 for seg, _ in k.segments if seg == "threads")
        for si, (seg, stmts) in enumerate(k.segments):
            if seg == "block":
                ctx["tid"] = [c0] * 3
                self.st(stmts)
                continue
            if not tdims and inp["noloop"] and nthr == 1:
                # a block of one thread: no thread loop, barriers name
                # constants
                ctx["tid"] = [c0] * 3
                ctx["ivs"] = [c0]
                for a in k.private:
                    self.out("%%%s = memref.alloca() : %s" % (a.name, self.atype[a.name]))
                self.st(stmts)
                continue
            dims = tdims or [0]
            lo, hi, st = tbounds if tdims else ([c0], [self.const("index", 1)],
                                                [self.const("index", 1)])
            tivs = ["%%%s_l%d_t%s" % (kn, si, DIMS[d]) for d in dims]
            self.out("scf.parallel (%s) = (%s) to (%s) step (%s) {" % (
                ", ".join(tivs), ", ".join(lo), ", ".join(hi), ", ".join(st)))
            self.ind += 1
            ctx["tid"] = [c0] * 3
            ctx["ivs"] = tivs
            for d, iv in zip(dims, tivs):
                if tdims:
                    ctx["tid"][d] = self.model_index(iv, inp["tlb"][d],
                                                     inp["tstep"][d], inp["divs"])
            for a in k.private:
                self.out("%%%s = memref.alloca() : %s" % (a.name, self.atype[a.name]))
            self.st(stmts)
            self.out("scf.reduce")
            self.ind -= 1
            self.out("}" + (" {stitch.threads}" if inp["mark"] else ""))
        self.out("scf.reduce")
        self.ind -= 1
        self.out("}")

    def host(self, items):
        for it in items:
            if it[0] == "launch":
                self.kernel(it[1])
            else:
                _, iv, trips, body = it
                self.out("scf.for %%%s = %s to %s step %s {" % (
                    iv, self.const("index", 0), self.const("index", trips),
                    self.const("index", 1)))
                self.ind += 1
                self.host(body)
                self.ind -= 1
                self.out("}")


PRINT_DECLS = [
    "func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }",
    "func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }"]


def emit(prog, suffix=None):
    """The program as an MLIR module. With `suffix`, only its two functions,
    named @run<suffix> and @main<suffix> (no print declarations), for
    emit_batch."""
    em = Emitter(prog)
    em.kctx = None
    ks = prog.kernels()
    dyn_args = []
    for k in ks:
        if k.dyn:
            for d in range(k.kb):
                dyn_args.append(("%%%s_bd%d" % (k.name, d), k.bd[d]))
        if getattr(k, "dyng", False):
            for d in range(k.kg):
                dyn_args.append(("%%%s_gd%d" % (k.name, d), k.gd[d]))
        for n, v in getattr(k, "kargs", None) or []:
            dyn_args.append(("%" + n, v))
    em.host(prog.host)
    params = ["%%%s: %s" % (a.name, memref_ty(a)) for a in prog.arrays]
    params += ["%s: index" % n for n, _ in dyn_args]
    sfx = suffix or ""
    head = ["// seed %s shape %s" % (prog.seed, prog.shape)]
    if suffix is None:
        head += PRINT_DECLS
    head += ["func.func @run%s(%s) {" % (sfx, ", ".join(params))]
    body = [l.replace("  ", "    ", 1) for l in em.lines]
    run = head + em.const_lines + body + ["    return", "}"]
    # main
    m = []
    mc = {}
    mconst = ["func.func @main%s() {" % sfx]

    def c(ty, v):
        if (ty, v) not in mc:
            n = "%%m%d" % len(mc)
            mc[(ty, v)] = n
            mconst.append("  %s = arith.constant %s : %s" % (n, v, ty))
        return mc[(ty, v)]
    c("index", 0), c("index", 1)
    for a in prog.arrays:
        n = a.shape[0]
        t = memref_ty(a)
        if getattr(a, "alias", None):
            continue      # indirect: the other array's buffer, passed twice
        m.append("  %%%s = memref.alloc() : %s" % (a.name, t))
        if a.init[0] == "seg":
            m += seg_fill(a, c)
            continue
        ia, ib, im, off = a.init
        m.append("  scf.for %%i_%s = %s to %s step %s {" % (a.name, c("index", 0), c("index", n), c("index", 1)))
        m.append("    %%x1_%s = arith.muli %%i_%s, %s : index" % (a.name, a.name, c("index", ia)))
        m.append("    %%x2_%s = arith.addi %%x1_%s, %s : index" % (a.name, a.name, c("index", ib)))
        m.append("    %%x3_%s = arith.remsi %%x2_%s, %s : index" % (a.name, a.name, c("index", im)))
        m.append("    %%x4_%s = arith.subi %%x3_%s, %s : index" % (a.name, a.name, c("index", off)))
        m.append("    %%x5_%s = arith.index_cast %%x4_%s : index to i32" % (a.name, a.name))
        v = "%%x5_%s" % a.name
        if a.ty == "f32":
            m.append("    %%x6_%s = arith.sitofp %%x5_%s : i32 to f32" % (a.name, a.name))
            v = "%%x6_%s" % a.name
        m.append("    memref.store %s, %%%s[%%i_%s] : %s" % (v, a.name, a.name, t))
        m.append("  }")
    args = ["%" + (getattr(a, "alias", None) or a.name) for a in prog.arrays] + \
        [c("index", v) for _, v in dyn_args]
    tys = [memref_ty(a) for a in prog.arrays] + ["index"] * len(dyn_args)
    m.append("  call @run%s(%s) : (%s) -> ()" % (sfx, ", ".join(args), ", ".join(tys)))
    for a in interp.printed_arrays(prog):
        T = "I32" if a.ty == "i32" else "F32"
        m.append("  %%p_%s = memref.cast %%%s : %s to memref<*x%s>" % (a.name, a.name, memref_ty(a), a.ty))
        m.append("  call @printMemref%s(%%p_%s) : (memref<*x%s>) -> ()" % (T, a.name, a.ty))
    for a in prog.arrays:
        if not getattr(a, "alias", None):
            m.append("  memref.dealloc %%%s : %s" % (a.name, memref_ty(a)))
    m.append("  return")
    m.append("}")
    return "\n".join(run + mconst + m) + "\n"


def seg_fill(a, c):
    """indirect: @main's code filling index array `a` piece by piece
    (init ('seg', [(lo, hi, a, b, m)]): element i = i * a + b, % m when m;
    a piece of one element is one store)."""
    t = memref_ty(a)
    out = []
    for j, (lo, hi, ka, kb, km) in enumerate(a.init[1]):
        p = "%s_%d" % (a.name, j)
        if hi - lo == 1:
            v = lo * ka + kb
            if km:
                v %= km
            if a.ty == "index":
                out.append("  memref.store %s, %%%s[%s] : %s" % (
                    c("index", v), a.name, c("index", lo), t))
            else:
                out.append("  %%y_%s = arith.constant %d : %s" % (p, v, a.ty))
                out.append("  memref.store %%y_%s, %%%s[%s] : %s" % (
                    p, a.name, c("index", lo), t))
            continue
        out.append("  scf.for %%i_%s = %s to %s step %s {" % (
            p, c("index", lo), c("index", hi), c("index", 1)))
        out.append("    %%x1_%s = arith.muli %%i_%s, %s : index" % (p, p, c("index", ka)))
        out.append("    %%x2_%s = arith.addi %%x1_%s, %s : index" % (p, p, c("index", kb)))
        v = "%%x2_%s" % p
        if km:
            out.append("    %%x3_%s = arith.remsi %%x2_%s, %s : index" % (p, p, c("index", km)))
            v = "%%x3_%s" % p
        if a.ty != "index":
            out.append("    %%x4_%s = arith.index_cast %s : index to %s" % (p, v, a.ty))
            v = "%%x4_%s" % p
        out.append("    memref.store %s, %%%s[%%i_%s] : %s" % (v, a.name, p, t))
        out.append("  }")
    return out


def emit_batch(progs):
    """Several programs in one module (one stitch-opt and one mlir-runner
    process for all: process start-up dominates the cost of one small
    kernel). @main runs them in order; each prints its buffers as alone."""
    out = PRINT_DECLS[:]
    for i, p in enumerate(progs):
        out.append(emit(p, "_%d" % i))
    out.append("func.func @main() {")
    out += ["  call @main_%d() : () -> ()" % i for i in range(len(progs))]
    out += ["  return", "}"]
    return "\n".join(out) + "\n"
