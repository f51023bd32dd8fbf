#!/usr/bin/env python3
"""Generates a random DAG of linalg-on-tensors ops as one MLIR function, to
stress the fusion planner (stitch-fuse) on large graphs.

  gen_graph.py --ops N [--seed S] [--size K] [-o out.mlir]

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
            self.emit("%s = linalg.broadcast ins(%s : %s) outs(%%em : %s) dimensions = [%d]" % (
                res, a, self.ty("v"), self.ty("m"), self.rng.randint(0, 1)))
        elif r < 0.87:  # reduction matrix -> vector
            a = self.pick("m")
            combine = self.rng.choice(["arith.addf", "arith.maximumf"])
            init = "%zv" if combine == "arith.addf" else "%nv"
            res = self.new("v")
            self.emit("%s = linalg.reduce ins(%s : %s) outs(%s : %s) dimensions = [%d]" % (
                res, a, self.ty("m"), init, self.ty("v"), self.rng.randint(0, 1)))
            self.emit("  (%in: f32, %acc: f32) {")
            self.emit("    %%r = %s %%in, %%acc : f32" % combine)
            self.emit("    linalg.yield %r : f32")
            self.emit("  }")
        else:  # matmul
            a, b = self.pick("m"), self.pick("m")
            res = self.new("m")
            self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%%zm : %s) -> %s" % (
                res, a, b, self.ty("m"), self.ty("m"), self.ty("m"), self.ty("m")))


def generate(n_ops, seed, size):
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
    for _ in range(max(0, n_ops - 3)):
        g.op()
    sinks = [v for kind in ("m", "v") for v in g.values[kind] if g.uses[v] == 0]
    sinks.sort(key=lambda v: int(v[2:]))
    g.emit("return %s : %s" % (", ".join(sinks), ", ".join(g.ty(g.types[v]) for v in sinks)))
    header = "func.func @graph(%s: %s, %s: %s, %s: %s) -> (%s) {" % (
        args[0], mt, args[1], mt, args[2], vt, ", ".join(g.ty(g.types[v]) for v in sinks))
    return ("// Generated by bench/fusion/gen_graph.py --ops %d --seed %d --size %d\n"
            % (n_ops, seed, size) + header + "\n" + "\n".join(g.lines) + "\n}\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--ops", type=int, required=True, help="number of compute ops")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--size", type=int, default=16, help="matrix/vector extent")
    p.add_argument("-o", "--output", default="-")
    a = p.parse_args()
    if a.ops < 3 or a.size < 1:
        p.error("--ops must be at least 3 and --size positive")
    text = generate(a.ops, a.seed, a.size)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
