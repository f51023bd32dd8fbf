#!/usr/bin/env python3
"""Generates a random DAG of linalg-on-tensors ops as one MLIR function, to
stress the fusion planner (stitch-fuse) on large graphs.

  gen_graph.py --ops N [--seed S] [--size K] [--adversarial] [-o out.mlir]

The function @graph takes two KxK matrices and a K vector (f32, static
shapes) and holds N compute ops drawn from:
  elementwise binary (linalg.generic: addf/mulf/subf/maximumf) on matrices or
  vectors, elementwise unary (math.exp/tanh, arith.negf), row/column
  broadcasts (linalg.broadcast), bias adds (linalg.generic broadcasting a
  vector over a matrix), reductions (linalg.reduce, sum or max, over either
  dimension) and matmuls (linalg.matmul).
Operands come mostly from the last few values (chains that fuse) and
otherwise from anywhere earlier (fan-out; two consumers of one value joined
later form diamonds). Every value nobody uses is returned, so nothing is
dead. Zero-filled inits (one linalg.fill per shape, counted in N) and
tensor.empty outs are shared. Deterministic for a given seed (Python's
random module, stdlib only).

--adversarial mixes in structures that tempt a fusion planner into a cyclic
kernel graph (test/Bench/fusion-graph.test runs them over several seeds):
  - paths that leave a candidate kernel and re-enter it: v -> opaque call
    (func.call of a private function, not counted in N) -> ... -> f(v, .);
  - diamonds through a contraction (v -> matmul(v, .) -> f(v, .)) and
    through a reduction broadcast back (v -> reduce -> bias add of v);
  - bridges through another kernel: A -> matmul -> epilogue <- x2 -> B <- A
    (A and B are joined only through the epilogue kernel holding x2);
  - long chains whose side branches (reductions, calls) rejoin further down;
  - cheap producers used by several kernels: fills (also as matmul inits),
    index generators and broadcasts of arguments, some feeding a matmul's
    inputs (which keep reading the original).
"""
import argparse
import random
import sys

BINARY = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]
UNARY = ["math.exp", "math.tanh", "arith.negf"]


class Graph:
    def __init__(self, size, rng):
        self.k = size
        self.rng = rng
        self.lines = []
        self.values = {"m": [], "v": []}  # names by kind, in creation order
        self.uses = {}
        self.types = {}
        self.next = 0
        self.count = 0  # compute ops emitted (counted in N)
        self.calls = False  # whether @opaque_m / @opaque_v are called

    def ty(self, kind):
        return "tensor<%dx%dxf32>" % (self.k, self.k) if kind == "m" else "tensor<%dxf32>" % self.k

    def new(self, kind):
        name = "%%v%d" % self.next
        self.next += 1
        self.values[kind].append(name)
        self.uses[name] = 0
        self.types[name] = kind
        return name

    def pick(self, kind):
        pool = self.values[kind]
        # Mostly recent values (chains), sometimes any older one (fan-out).
        if self.rng.random() < 0.7:
            v = pool[-1 - int(self.rng.random() * min(4, len(pool)))]
        else:
            v = self.rng.choice(pool)
        self.uses[v] += 1
        return v

    def emit(self, line):
        self.lines.append("  " + line)

    def generic(self, out_kind, ins, maps, iters, body, result_arg="%o"):
        """linalg.generic over `ins` (list of (name, map)) into the shared
        tensor.empty of out_kind; body: payload lines ending in %r."""
        res = self.new(out_kind)
        self.count += 1
        out_map = "(d0, d1) -> (d0, d1)" if out_kind == "m" else "(d0) -> (d0)"
        names = ", ".join(n for n, _ in ins)
        types = ", ".join(self.ty(self.types[n]) for n, _ in ins)
        all_maps = ", ".join("affine_map<%s>" % m for _, m in ins) + ", affine_map<%s>" % out_map
        args = ", ".join("%%a%d: f32" % i for i in range(len(ins)))
        self.emit("%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} "
                  "ins(%s : %s) outs(%%e%s : %s) {" % (
                      res, all_maps, iters, names, types, out_kind, self.ty(out_kind)))
        self.emit("^bb0(%s, %s: f32):" % (args, result_arg))
        for b in body:
            self.emit("  " + b)
        self.emit("  linalg.yield %r : f32")
        self.emit("} -> %s" % self.ty(out_kind))
        return res

    def op(self):
        r = self.rng.random()
        par2 = '"parallel", "parallel"'
        if r < 0.30:  # elementwise binary
            kind = "m" if self.rng.random() < 0.75 else "v"
            a, b = self.pick(kind), self.pick(kind)
            m = "(d0, d1) -> (d0, d1)" if kind == "m" else "(d0) -> (d0)"
            iters = par2 if kind == "m" else '"parallel"'
            self.generic(kind, [(a, m), (b, m)], None, iters,
                         ["%%r = %s %%a0, %%a1 : f32" % self.rng.choice(BINARY)])
        elif r < 0.50:  # elementwise unary
            kind = "m" if self.rng.random() < 0.75 else "v"
            a = self.pick(kind)
            m = "(d0, d1) -> (d0, d1)" if kind == "m" else "(d0) -> (d0)"
            iters = par2 if kind == "m" else '"parallel"'
            self.generic(kind, [(a, m)], None, iters,
                         ["%%r = %s %%a0 : f32" % self.rng.choice(UNARY)])
        elif r < 0.62:  # bias add: matrix + broadcast vector
            a, b = self.pick("m"), self.pick("v")
            vmap = self.rng.choice(["(d0, d1) -> (d1)", "(d0, d1) -> (d0)"])
            self.generic("m", [(a, "(d0, d1) -> (d0, d1)"), (b, vmap)], None, par2,
                         ["%r = arith.addf %a0, %a1 : f32"])
        elif r < 0.72:  # broadcast vector -> matrix
            a = self.pick("v")
            res = self.new("m")
            self.count += 1
            self.emit("%s = linalg.broadcast ins(%s : %s) outs(%%em : %s) dimensions = [%d]" % (
                res, a, self.ty("v"), self.ty("m"), self.rng.randint(0, 1)))
        elif r < 0.87:  # reduction matrix -> vector
            a = self.pick("m")
            combine = self.rng.choice(["arith.addf", "arith.maximumf"])
            init = "%zv" if combine == "arith.addf" else "%nv"
            res = self.new("v")
            self.count += 1
            self.emit("%s = linalg.reduce ins(%s : %s) outs(%s : %s) dimensions = [%d]" % (
                res, a, self.ty("m"), init, self.ty("v"), self.rng.randint(0, 1)))
            self.emit("  (%in: f32, %acc: f32) {")
            self.emit("    %%r = %s %%in, %%acc : f32" % combine)
            self.emit("    linalg.yield %r : f32")
            self.emit("  }")
        else:  # matmul
            a, b = self.pick("m"), self.pick("m")
            res = self.new("m")
            self.count += 1
            self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%%zm : %s) -> %s" % (
                res, a, b, self.ty("m"), self.ty("m"), self.ty("m"), self.ty("m")))

    # --- adversarial structures (--adversarial) ------------------------------
    # Emitters on given operands; each counts its compute ops and uses.

    def use(self, *names):
        for n in names:
            self.uses[n] += 1

    def ew1(self, a):
        self.use(a)
        kind = self.types[a]
        m = "(d0, d1) -> (d0, d1)" if kind == "m" else "(d0) -> (d0)"
        iters = '"parallel", "parallel"' if kind == "m" else '"parallel"'
        return self.generic(kind, [(a, m)], None, iters,
                            ["%%r = %s %%a0 : f32" % self.rng.choice(UNARY)])

    def ew2(self, a, b):
        self.use(a, b)
        kind = self.types[a]
        m = "(d0, d1) -> (d0, d1)" if kind == "m" else "(d0) -> (d0)"
        iters = '"parallel", "parallel"' if kind == "m" else '"parallel"'
        return self.generic(kind, [(a, m), (b, m)], None, iters,
                            ["%%r = %s %%a0, %%a1 : f32" % self.rng.choice(BINARY)])

    def bias(self, a, v, dim):
        self.use(a, v)
        vmap = "(d0, d1) -> (d1)" if dim == 1 else "(d0, d1) -> (d0)"
        return self.generic("m", [(a, "(d0, d1) -> (d0, d1)"), (v, vmap)], None,
                            '"parallel", "parallel"', ["%r = arith.addf %a0, %a1 : f32"])

    def reduce(self, a, dim):
        """Reduces over `dim` (1: rows, a row reduction; 0: columns)."""
        self.use(a)
        res = self.new("v")
        self.count += 1
        self.emit("%s = linalg.reduce ins(%s : %s) outs(%%zv : %s) dimensions = [%d]" % (
            res, a, self.ty("m"), self.ty("v"), dim))
        self.emit("  (%in: f32, %acc: f32) {")
        self.emit("    %r = arith.addf %in, %acc : f32")
        self.emit("    linalg.yield %r : f32")
        self.emit("  }")
        return res

    def matmul(self, a, b, init="%zm"):
        self.use(a, b)
        if init in self.uses:
            self.use(init)
        res = self.new("m")
        self.count += 1
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
            res, a, b, self.ty("m"), self.ty("m"), init, self.ty("m"), self.ty("m")))
        return res

    def call(self, a):
        """An opaque op (not counted): the planner cannot look through it."""
        self.use(a)
        self.calls = True
        kind = self.types[a]
        res = self.new(kind)
        self.emit("%s = func.call @opaque_%s(%s) : (%s) -> %s" % (
            res, kind, a, self.ty(kind), self.ty(kind)))
        return res

    def fill(self):
        res = self.new("m")
        self.count += 1
        self.emit("%s = linalg.fill ins(%%zero : f32) outs(%%em : %s) -> %s" % (
            res, self.ty("m"), self.ty("m")))
        return res

    def iota(self):
        """A generator: reads nothing but its indices (duplicated by fusion)."""
        res = self.new("m")
        self.count += 1
        self.emit("%s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], "
                  'iterator_types = ["parallel", "parallel"]} outs(%%em : %s) {' % (res, self.ty("m")))
        self.emit("^bb0(%o: f32):")
        self.emit("  %i = linalg.index 0 : index")
        self.emit("  %j = linalg.index 1 : index")
        self.emit("  %s = arith.addi %i, %j : index")
        self.emit("  %si = arith.index_cast %s : index to i32")
        self.emit("  %r = arith.sitofp %si : i32 to f32")
        self.emit("  linalg.yield %r : f32")
        self.emit("} -> %s" % self.ty("m"))
        return res

    def bcast_arg(self):
        """A broadcast of the vector argument (duplicated by fusion)."""
        res = self.new("m")
        self.count += 1
        arg = self.values["v"][0]
        self.use(arg)
        self.emit("%s = linalg.broadcast ins(%s : %s) outs(%%em : %s) dimensions = [%d]" % (
            res, arg, self.ty("v"), self.ty("m"), self.rng.randint(0, 1)))
        return res

    def recent(self, kind):
        pool = self.values[kind]
        return pool[-1 - int(self.rng.random() * min(4, len(pool)))]

    def adversarial(self, budget):
        """One structure of at most `budget` compute ops (None: too few)."""
        r = self.rng.random()
        if r < 0.2 and budget >= 3:  # leave and re-enter through a call
            v = self.ew1(self.recent("m"))
            s = self.call(v)
            if self.rng.random() < 0.5:
                s = self.ew1(s)
            return self.ew2(v, s)
        if r < 0.35 and budget >= 3:  # diamond through a contraction
            v = self.ew1(self.recent("m"))
            m = self.matmul(v, self.pick("m"))
            return self.ew2(v, m) if self.rng.random() < 0.5 else self.ew2(m, v)
        if r < 0.5 and budget >= 3:  # diamond through a reduction
            v = self.ew1(self.recent("m"))
            dim = self.rng.randint(0, 1)
            red = self.reduce(v, dim)
            return self.bias(v, red, 0 if dim == 1 else 1)
        if r < 0.65 and budget >= 5:  # bridge through an epilogue kernel
            a = self.ew1(self.recent("m"))
            x1 = self.matmul(a, self.pick("m"))
            x2 = self.ew1(self.pick("m"))
            self.ew2(x1, x2)
            return self.ew2(a, x2)
        if r < 0.85 and budget >= 6:  # long chain, side branches rejoin
            c = self.recent("m")
            pending = []
            for _ in range(min(budget - 3, 4 + self.rng.randint(0, 8))):
                c = self.ew1(c)
                if self.rng.random() < 0.3 and self.count < self.limit - 2:
                    side = self.call(c) if self.rng.random() < 0.5 else c
                    pending.append((self.reduce(side, 1), self.rng.randint(1, 3)))
                pending = [(v, k - 1) for v, k in pending]
                for v, k in [p for p in pending if p[1] <= 0]:
                    if self.count < self.limit:
                        c = self.bias(c, v, 0)
                pending = [p for p in pending if p[1] > 0]
                if self.count >= self.limit - 1:
                    break
            return c
        if budget >= 4:  # cheap producers shared by several kernels
            p = self.rng.choice([self.fill, self.iota, self.bcast_arg])()
            m = self.matmul(self.recent("m"), self.pick("m"), init=p)
            u = self.ew2(m, p)
            if self.rng.random() < 0.5:
                return self.matmul(p, u)  # as a matmul input: not copied
            return self.ew2(p, self.recent("m"))
        return None


def generate(n_ops, seed, size, adversarial=False):
    rng = random.Random(seed)
    g = Graph(size, rng)
    mt, vt = g.ty("m"), g.ty("v")
    args = [g.new("m"), g.new("m"), g.new("v")]
    for a in args:  # arguments are not results: returning them is no use
        g.uses[a] = 1
    g.emit("%zero = arith.constant 0.0 : f32")
    g.emit("%ninf = arith.constant -1.0e30 : f32")
    g.emit("%%em = tensor.empty() : %s" % mt)
    g.emit("%%ev = tensor.empty() : %s" % vt)
    # Shared inits: three linalg.fill ops, counted in n_ops.
    g.emit("%%zm = linalg.fill ins(%%zero : f32) outs(%%em : %s) -> %s" % (mt, mt))
    g.emit("%%zv = linalg.fill ins(%%zero : f32) outs(%%ev : %s) -> %s" % (vt, vt))
    g.emit("%%nv = linalg.fill ins(%%ninf : f32) outs(%%ev : %s) -> %s" % (vt, vt))
    g.count = 3
    g.limit = n_ops
    if not adversarial:
        for _ in range(max(0, n_ops - 3)):
            g.op()
    while adversarial and g.count < n_ops:
        if g.adversarial(n_ops - g.count) is None:
            g.op()
    sinks = [v for kind in ("m", "v") for v in g.values[kind] if g.uses[v] == 0]
    sinks.sort(key=lambda v: int(v[2:]))
    g.emit("return %s : %s" % (", ".join(sinks), ", ".join(g.ty(g.types[v]) for v in sinks)))
    header = "func.func @graph(%s: %s, %s: %s, %s: %s) -> (%s) {" % (
        args[0], mt, args[1], mt, args[2], vt, ", ".join(g.ty(g.types[v]) for v in sinks))
    decls = ""
    if g.calls:
        decls = "".join("func.func private @opaque_%s(%s) -> %s\n" % (k, g.ty(k), g.ty(k))
                        for k in ("m", "v"))
    return ("// Generated by bench/fusion/gen_graph.py --ops %d --seed %d --size %d%s\n"
            % (n_ops, seed, size, " --adversarial" if adversarial else "")
            + decls + header + "\n" + "\n".join(g.lines) + "\n}\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--ops", type=int, required=True, help="number of compute ops")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--size", type=int, default=16, help="matrix/vector extent")
    p.add_argument("--adversarial", action="store_true",
                   help="mix in structures that tempt a planner into cycles")
    p.add_argument("-o", "--output", default="-")
    a = p.parse_args()
    if a.ops < 3 or a.size < 1:
        p.error("--ops must be at least 3 and --size positive")
    text = generate(a.ops, a.seed, a.size, a.adversarial)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
