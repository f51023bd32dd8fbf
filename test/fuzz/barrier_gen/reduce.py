"""Delta reducer on kast programs: shrinks a failing program while
`still_fails(prog)` holds (the caller checks validity with the interpreter and
that the same failure persists). Candidates, coarse to fine: drop launches,
host loops, thread-loop segments; drop statements; inline control flow
(scf.for/scf.while/scf.if replaced by one trip / one branch with their
iter_args, results and induction variable bound by lets); replace
expressions by constants or by a sub-expression of the same type; shrink
block and grid sizes (buffers re-sized); drop unused shared/private
arrays."""
import copy
import time

from kast import (Const, Var, Bin, Cmp, Sel, Cast, Load, Let, Store, Barrier,
                  If, For, While, sub_exprs, stmt_bodies, count_stmts)
import gen


def size(prog):
    n = 0
    for k in prog.kernels():
        for _, st in k.segments:
            n += count_stmts(st)
        n += len(k.shared) + len(k.private)
        n += sum(k.bd) + sum(k.gd)
    n += expr_size(prog)
    return n


def expr_size(prog):
    n = [0]

    def ex(e):
        n[0] += 1
        for s in sub_exprs(e):
            ex(s)
    for _, slot in expr_slots(prog):
        ex(slot())
    return n[0]


def all_stmt_lists(prog):
    """Every statement list of every kernel (host-order)."""
    out = []

    def walk(stmts):
        out.append(stmts)
        for s in stmts:
            for b in stmt_bodies(s):
                walk(b)
    for k in prog.kernels():
        for _, st in k.segments:
            walk(st)
    return out


def expr_slots(prog):
    """(setter, getter) pairs for every expression position."""
    slots = []

    def add(obj, attr, idx=None):
        if idx is None:
            slots.append((lambda v, o=obj, a=attr: setattr(o, a, v),
                          lambda o=obj, a=attr: getattr(o, a)))
        else:
            def setter(v, o=obj, a=attr, i=idx):
                getattr(o, a)[i] = v

            def getter(o=obj, a=attr, i=idx):
                return getattr(o, a)[i]
            slots.append((setter, getter))

    def add_tuple_list(lst, i, pos):
        def setter(v, l=lst, i=i, p=pos):
            t = list(l[i])
            t[p] = v
            l[i] = tuple(t)

        def getter(l=lst, i=i, p=pos):
            return l[i][p]
        slots.append((setter, getter))

    def nested(e):
        """Slots of e's sub-expressions, depth first."""
        if isinstance(e, (Bin, Cmp)):
            attrs = ["a", "b"]
        elif isinstance(e, Sel):
            attrs = ["c", "a", "b"]
        elif isinstance(e, Cast):
            attrs = ["a"]
        else:
            attrs = []
        for at in attrs:
            add(e, at)
            nested(getattr(e, at))
        if isinstance(e, Load):
            for i in range(len(e.idx)):
                add(e, "idx", i)
                nested(e.idx[i])

    top = []
    for st in all_stmt_lists(prog):
        for s in st:
            if isinstance(s, Let):
                add(s, "e")
            elif isinstance(s, Store):
                add(s, "val")
                for i in range(len(s.idx)):
                    add(s, "idx", i)
            elif isinstance(s, If):
                add(s, "cond")
                for i in range(len(s.tyield)):
                    add(s, "tyield", i)
                    add(s, "eyield", i)
            elif isinstance(s, For):
                add(s, "lb")
                add(s, "ub")
                for i in range(len(s.iters)):
                    add_tuple_list(s.iters, i, 2)
                    add(s, "yields", i)
            elif isinstance(s, While):
                add(s, "cond")
                for i in range(len(s.iters)):
                    add_tuple_list(s.iters, i, 2)
                    add(s, "fwd", i)
                    add(s, "yields", i)
    for _, g in list(slots):
        nested(g())
    return slots


def consts_for(ty):
    if ty == "index":
        return [Const("index", 0), Const("index", 1)]
    if ty == "i32":
        return [Const("i32", 0), Const("i32", 1)]
    if ty == "f32":
        return [Const("f32", 0.0), Const("f32", 1.0)]
    return []


def inline_candidates(s):
    """Replacements (stmt lists) for a control-flow statement."""
    outs = []
    if isinstance(s, For):
        pre = [Let(s.iv, s.lb)] + [Let(n, i) for n, _, i in s.iters]
        post = [Let(r, y) for r, y in zip(s.res, s.yields)]
        outs.append(pre + s.body + post)
        outs.append([Let(r, i) for r, (_, _, i) in zip(s.res, s.iters)])
    elif isinstance(s, If):
        outs.append(s.then + [Let(n, y) for (n, _), y in zip(s.res, s.tyield)])
        outs.append(s.els + [Let(n, y) for (n, _), y in zip(s.res, s.eyield)])
    elif isinstance(s, While):
        pre = [Let(n, i) for n, _, i in s.iters]
        mid = [Let(a, f) for a, f in zip(s.aargs, s.fwd)]
        # one trip through before + after, then exit through before again
        again = [Let(n, y) for (n, _, _), y in zip(s.iters, s.yields)]
        post = [Let(r, f) for r, f in zip(s.res, s.fwd)]
        outs.append(pre + s.before + post)
        outs.append(pre + s.before + mid + s.after + again + s.before + post)
    return outs


def zero(ty):
    return {"index": Const("index", 0), "i32": Const("i32", 0),
            "f32": Const("f32", 0.0), "i1": Const("i1", False)}[ty]


def drop_carried(s, i):
    """s without its i-th iter_arg / result (uses bound by lets), or None."""
    s = copy.deepcopy(s)
    if isinstance(s, For):
        n, ty, init = s.iters[i]
        s.body.insert(0, Let(n, init))
        r = s.res[i]
        del s.iters[i], s.yields[i], s.res[i]
        return [s, Let(r, init)]
    if isinstance(s, While):
        if i == 0:
            return None        # the counter drives the loop
        n, ty, init = s.iters[i]
        s.before.insert(0, Let(n, init))
        s.after.insert(0, Let(s.aargs[i], init))
        r = s.res[i]
        del s.iters[i], s.fwd[i], s.yields[i], s.aargs[i], s.res[i]
        return [s, Let(r, init)]
    if isinstance(s, If):
        (r, ty) = s.res[i]
        del s.res[i], s.tyield[i], s.eyield[i]
        return [s, Let(r, zero(ty))]
    return None


def n_carried(s):
    if isinstance(s, (For, While)):
        return len(s.iters)
    if isinstance(s, If):
        return len(s.res)
    return 0


def resize(prog):
    """Re-derive buffer shapes from the kernels' block and grid sizes."""
    ks = prog.kernels()
    if not ks:
        return
    max_t = max(k.gd[0] * k.gd[1] * k.gd[2] * k.bd[0] * k.bd[1] * k.bd[2]
                for k in ks)
    max_b = max(k.gd[0] * k.gd[1] * k.gd[2] for k in ks)
    for a in prog.arrays:
        if a.kind == "out":
            a.shape = [max_t * gen.K_SLOTS]
        elif a.kind == "gbuf":
            a.shape = [max_t]
        elif a.kind in ("cnt", "bout"):
            a.shape = [max_b]
    for k in ks:
        nt = k.bd[0] * k.bd[1] * k.bd[2]
        for a in k.shared:
            a.shape = [k.bd[1], k.bd[0]] if len(a.shape) == 2 else [nt]


def used_arrays(prog):
    used = set()

    def ex(e):
        if isinstance(e, Load):
            used.add(e.arr)
        for s in sub_exprs(e):
            ex(s)
    for st in all_stmt_lists(prog):
        for s in st:
            if isinstance(s, Store):
                used.add(s.arr)
    for _, g in expr_slots(prog):
        ex(g())
    return used


def reduce(prog, still_fails, budget_s=240, log=None):
    """Greedy fixpoint; returns the smallest program found."""
    t0 = time.time()
    best = prog
    tries = [0]

    def attempt(cand):
        tries[0] += 1
        if time.time() - t0 > budget_s:
            return False
        try:
            return still_fails(cand)
        except Exception:
            return False

    def out_of_time():
        return time.time() - t0 > budget_s

    progress = True
    while progress and not out_of_time():
        progress = False
        # 1. host items / launches
        def host_lists(p):
            ls = [p.host]

            def w(items):
                for it in items:
                    if it[0] == "for":
                        ls.append(it[3])
                        w(it[3])
            w(p.host)
            return ls
        li = 0
        while li < len(host_lists(best)):
            i = 0
            li += 1
            while (li - 1 < len(host_lists(best)) and
                   i < len(host_lists(best)[li - 1]) and not out_of_time()):
                cand = copy.deepcopy(best)
                hl = host_lists(cand)[li - 1]
                it = hl[i]
                repl = [[]]
                if it[0] == "for":
                    repl.append(it[3])
                hl_done = False
                for r in repl:
                    c2 = copy.deepcopy(cand)
                    h2 = host_lists(c2)[li - 1]
                    rr = copy.deepcopy(r)
                    h2[i:i + 1] = rr
                    if c2.kernels() and attempt(c2):
                        best, progress, hl_done = c2, True, True
                        break
                if not hl_done:
                    i += 1
        # 2. segments
        for ki in range(len(best.kernels())):
            k = best.kernels()[ki]
            j = 0
            while j < len(k.segments) and len(k.segments) > 1 and not out_of_time():
                cand = copy.deepcopy(best)
                ck = cand.kernels()[ki]
                del ck.segments[j]
                if any(s[0] == "threads" for s in ck.segments) and attempt(cand):
                    best, progress = cand, True
                    k = best.kernels()[ki]
                else:
                    j += 1
        # 3. statements: delete, then inline control flow
        nlists = len(all_stmt_lists(best))
        li = 0
        while li < nlists and not out_of_time():
            lst = all_stmt_lists(best)
            if li >= len(lst):
                break
            i = len(lst[li]) - 1
            while i >= 0 and not out_of_time():
                lst = all_stmt_lists(best)
                if li >= len(lst) or i >= len(lst[li]):
                    break
                s = lst[li][i]
                cands = [[]]
                cands += inline_candidates(s)
                for rep in cands:
                    cand = copy.deepcopy(best)
                    cl = all_stmt_lists(cand)[li]
                    cl[i:i + 1] = copy.deepcopy(rep)
                    if attempt(cand):
                        best, progress = cand, True
                        break
                # drop iter_args / results one at a time
                lst = all_stmt_lists(best)
                if li < len(lst) and i < len(lst[li]):
                    j = n_carried(lst[li][i]) - 1
                    while j >= 0 and not out_of_time():
                        cand = copy.deepcopy(best)
                        cl = all_stmt_lists(cand)[li]
                        rep = drop_carried(cl[i], j)
                        if rep is not None:
                            cl[i:i + 1] = rep
                            if attempt(cand):
                                best, progress = cand, True
                        j -= 1
                i -= 1
            li += 1
            nlists = len(all_stmt_lists(best))
        # 4. block / grid sizes
        for ki in range(len(best.kernels())):
            if (getattr(best.kernels()[ki], "dr", None) or
                    getattr(best.kernels()[ki], "ix", None)):
                # divrem, indirect: the grid is ceildiv(n, block size)
                # and the buffers are sized for it: kept
                continue
            for which in ("bd", "gd"):
                for d in range(3):
                    while not out_of_time():
                        k = best.kernels()[ki]
                        v = getattr(k, which)[d]
                        if v <= 1:
                            break
                        done = False
                        for nv in sorted(set([1, 2, v // 2, v - 1])):
                            if nv >= v or nv < 1:
                                continue
                            cand = copy.deepcopy(best)
                            ck = cand.kernels()[ki]
                            getattr(ck, which)[d] = nv
                            resize(cand)
                            if attempt(cand):
                                best, progress, done = cand, True, True
                                break
                        if not done:
                            break
        # 5. expressions
        n = len(expr_slots(best))
        si = 0
        while si < n and not out_of_time():
            slots = expr_slots(best)
            if si >= len(slots):
                break
            e = slots[si][1]()
            reps = consts_for(e.ty) if not isinstance(e, Const) else []
            reps += [x for x in sub_exprs(e) if x.ty == e.ty]
            for r in reps:
                cand = copy.deepcopy(best)
                expr_slots(cand)[si][0](copy.deepcopy(r))
                if attempt(cand):
                    best, progress = cand, True
                    break
            si += 1
            n = len(expr_slots(best))
        # 6. unused arrays
        used = used_arrays(best)
        for ki in range(len(best.kernels())):
            cand = copy.deepcopy(best)
            ck = cand.kernels()[ki]
            ns = [a for a in ck.shared if a.name in used]
            npv = [a for a in ck.private if a.name in used]
            if len(ns) != len(ck.shared) or len(npv) != len(ck.private):
                ck.shared, ck.private = ns, npv
                if attempt(cand):
                    best = cand
    if log:
        log("reduced in %d tries, %.0f s" % (tries[0], time.time() - t0))
    return best
