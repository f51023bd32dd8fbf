#!/usr/bin/env python3
"""Seeded generator of random contraction kernels with epilogues, in the forms
front ends emit, for differential tests of Stitch's CPU GEMM/convolution
lowering (stitch-cpu-gemm) and of the strategies it leaves kernels to.

A program holds several independent kernels in one @f. Each kernel is one
contraction, drawn from
  linalg.matmul (plain, A transposed, B transposed: indexing_maps),
  linalg.batch_matmul, a linalg.generic contraction in a random operand
  layout, linalg.conv_2d_nhwc_hwcf / conv_2d_nhwc_fhwc /
  depthwise_conv_2d_nhwc_hwc with random strides, dilations and window
  sizes, their input maybe zero-padded (tensor.pad, as tosa-to-linalg
  writes it),
accumulating in f32 from f32, bf16 or f16 inputs, into either a zero fill or
(TOSA's convolution form) a broadcast of the bias; then maybe an elementwise
epilogue generic (bias, residual, ReLU, ReLU6, GELU, sigmoid, scale, folded
batch-norm scale + shift) whose result is maybe truncated to bf16/f16.
Sizes are small and odd on purpose (1, primes, one over a power of two).

The expected output is computed here, in Python, independently of MLIR:
inputs are ((linear index * 7 + k) mod 23 - 11) / 8 (the harness of
test/Execution/Inputs/kernel_kinds.py), so every product and every sum of
the contraction is exact in f32 and only the epilogue's transcendental
functions and the final rounding to bf16/f16 leave a tolerance.

  gen.py --seed S [--kernels N] --mlir OUT.mlir --expected OUT.txt
    [--describe]   also print one line per kernel (what was drawn)
"""
import argparse
import math
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Execution", "Inputs"))
import kernel_kinds as kk  # noqa: E402  (input and print harness)

SIZES = [1, 2, 3, 5, 7, 8, 13, 16, 17, 24, 31, 33, 40, 47]
SMALL = [1, 2, 3, 4, 5, 7, 9, 12]


def input_value(k, lin):
    return ((lin * 7 + k) % 23 - 11) / 8.0


def linear(shape, idx):
    lin = 0
    for d, i in zip(shape, idx):
        lin = lin * d + i
    return lin


def round_to(elem, v):
    """v rounded to the storage type `elem` (round to nearest even)."""
    if elem == "f32" or not math.isfinite(v):
        return struct.unpack("<f", struct.pack("<f", v))[0] if math.isfinite(v) and abs(v) < 3e38 else v
    if elem == "f16":
        if abs(v) >= 65520.0:
            return math.copysign(math.inf, v)
        return struct.unpack("<e", struct.pack("<e", v))[0]
    bits = struct.unpack("<I", struct.pack("<f", v))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def ttype(shape, elem):
    return kk.ttype(shape, elem)


def amap(dims, res):
    return "affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(res))


class Program:
    def __init__(self):
        self.inputs = []   # (shape, elem)
        self.outputs = []  # (shape, elem, values)
        self.body = []
        self.notes = []

    def new_input(self, shape, elem):
        k = len(self.inputs)
        self.inputs.append((list(shape), elem))
        vals = {}
        return k, "%%in%d" % k

    def values(self, k):
        shape, _ = self.inputs[k]
        return lambda idx: input_value(k, linear(shape, idx))


EPILOGUE_OPS = ["relu", "relu6", "gelu", "sigmoid", "scale", "bn"]


def epilogue_body(ops, start):
    """MLIR lines applying `ops` to the f32 value `start`; the name of the
    result; and the Python function doing the same."""
    lines, cur, n = [], start, 0
    r = start

    def val(_):
        nonlocal n
        n += 1
        return "%%e%d" % n

    for op in ops:
        if op == "relu":
            z, r = val(""), val("")
            lines += ["      %s = arith.constant 0.0 : f32" % z,
                      "      %s = arith.maximumf %s, %s : f32" % (r, cur, z)]
        elif op == "relu6":
            z, s, a, r = val(""), val(""), val(""), val("")
            lines += ["      %s = arith.constant 0.0 : f32" % z,
                      "      %s = arith.constant 6.0 : f32" % s,
                      "      %s = arith.maximumf %s, %s : f32" % (a, cur, z),
                      "      %s = arith.minimumf %s, %s : f32" % (r, a, s)]
        elif op == "gelu":
            v = [val("") for _ in range(12)]
            lines += ["      %s = arith.mulf %s, %s : f32" % (v[0], cur, cur),
                      "      %s = arith.mulf %s, %s : f32" % (v[1], v[0], cur),
                      "      %s = arith.constant 0.044715 : f32" % v[2],
                      "      %s = arith.mulf %s, %s : f32" % (v[3], v[1], v[2]),
                      "      %s = arith.addf %s, %s : f32" % (v[4], cur, v[3]),
                      "      %s = arith.constant 0.797884583 : f32" % v[5],
                      "      %s = arith.mulf %s, %s : f32" % (v[6], v[4], v[5]),
                      "      %s = math.tanh %s : f32" % (v[7], v[6]),
                      "      %s = arith.constant 1.0 : f32" % v[8],
                      "      %s = arith.addf %s, %s : f32" % (v[9], v[7], v[8]),
                      "      %s = arith.constant 0.5 : f32" % v[10],
                      "      %s = arith.mulf %s, %s : f32" % (v[11], cur, v[10])]
            r = val("")
            lines.append("      %s = arith.mulf %s, %s : f32" % (r, v[11], v[9]))
        elif op == "sigmoid":
            z, e, o, d, r = val(""), val(""), val(""), val(""), val("")
            lines += ["      %s = arith.negf %s : f32" % (z, cur),
                      "      %s = math.exp %s : f32" % (e, z),
                      "      %s = arith.constant 1.0 : f32" % o,
                      "      %s = arith.addf %s, %s : f32" % (d, e, o),
                      "      %s = arith.divf %s, %s : f32" % (r, o, d)]
        elif op == "scale":
            c, r = val(""), val("")
            lines += ["      %s = arith.constant 0.375 : f32" % c,
                      "      %s = arith.mulf %s, %s : f32" % (r, cur, c)]
        elif op == "bn":
            a, b, m, r = val(""), val(""), val(""), val("")
            lines += ["      %s = arith.constant 1.25 : f32" % a,
                      "      %s = arith.constant -0.5 : f32" % b,
                      "      %s = arith.mulf %s, %s : f32" % (m, cur, a),
                      "      %s = arith.addf %s, %s : f32" % (r, m, b)]
        cur = r

    def py(u):
        for op in ops:
            if op == "relu":
                u = max(u, 0.0)
            elif op == "relu6":
                u = min(max(u, 0.0), 6.0)
            elif op == "gelu":
                u = 0.5 * u * (1.0 + math.tanh(0.797884583 * (u + 0.044715 * u * u * u)))
            elif op == "sigmoid":
                u = 1.0 / (1.0 + math.exp(-u)) if u > -80 else 0.0
            elif op == "scale":
                u = u * 0.375
            elif op == "bn":
                u = u * 1.25 - 0.5
        return u
    return lines, cur, py


def gen_kernel(rng, prog, idx):
    """Appends one kernel to `prog`; returns a one-line description."""
    p = "k%d_" % idx
    kind = rng.choice(["matmul", "matmul_ta", "matmul_tb", "batch_matmul",
                       "generic", "conv_hwcf", "conv_fhwc", "depthwise"])
    in_elem = rng.choice(["f32", "f32", "f32", "bf16", "f16"])
    out_elem = rng.choice(["f32", "f32", "f32", "bf16", "f16"]) if rng.random() < 0.3 else "f32"
    lines = []
    desc = [kind, in_elem]
    acc_init = "zero"
    # --- the contraction: output shape, loops, and a Python evaluator
    if kind in ("matmul", "matmul_ta", "matmul_tb", "batch_matmul", "generic"):
        m, n, k = rng.choice(SIZES), rng.choice(SIZES), rng.choice(SIZES)
        batch = rng.choice([1, 2, 3]) if kind == "batch_matmul" else None
        desc.append("%s%dx%dx%d" % ("%dx" % batch if batch else "", m, n, k))
        if kind == "generic":
            # random layouts of A (over i, k) and B (over k, j)
            a_dims = rng.choice([["i", "k"], ["k", "i"]])
            b_dims = rng.choice([["k", "j"], ["j", "k"]])
        else:
            a_dims = ["k", "i"] if kind == "matmul_ta" else ["i", "k"]
            b_dims = ["j", "k"] if kind == "matmul_tb" else ["k", "j"]
        lead = ["b"] if batch else []
        size = {"i": m, "j": n, "k": k, "b": batch}
        a_shape = [size[d] for d in lead + a_dims]
        b_shape = [size[d] for d in lead + b_dims]
        out_shape = [size[d] for d in lead + ["i", "j"]]
        ka, a = prog.new_input(a_shape, in_elem)
        kb, b = prog.new_input(b_shape, in_elem)
        av, bv = prog.values(ka), prog.values(kb)
        loops = lead + ["i", "j", "k"]

        def contraction(o):
            env = dict(zip(lead + ["i", "j"], o))
            s = 0.0
            for kk_ in range(k):
                env["k"] = kk_
                s += av([env[d] for d in lead + a_dims]) * bv([env[d] for d in lead + b_dims])
            return s
        to = ttype(out_shape, "f32")
        ta, tb = ttype(a_shape, in_elem), ttype(b_shape, in_elem)
        maps = "[%s, %s, %s]" % (amap(loops, lead + a_dims), amap(loops, lead + b_dims),
                                 amap(loops, lead + ["i", "j"]))
        init = "%%%sinit" % p
        if kind == "generic":
            its = ", ".join(['"parallel"'] * (len(loops) - 1) + ['"reduction"'])
            ext = ""
            xa, xb = "%x", "%y"
            if in_elem != "f32":
                ext = ("      %%xa = arith.extf %%x : %s to f32\n      %%xb = arith.extf %%y : %s to f32\n"
                       % (in_elem, in_elem))
                xa, xb = "%xa", "%xb"
            contr = (f"  %{p}c = linalg.generic {{indexing_maps = {maps}, iterator_types = [{its}]}}\n"
                     f"      ins({a}, {b} : {ta}, {tb}) outs({init} : {to}) {{\n"
                     f"    ^bb0(%x: {in_elem}, %y: {in_elem}, %acc: f32):\n{ext}"
                     f"      %pr = arith.mulf {xa}, {xb} : f32\n"
                     f"      %sm = arith.addf %acc, %pr : f32\n"
                     f"      linalg.yield %sm : f32\n  }} -> {to}")
        elif kind == "batch_matmul":
            contr = f"  %{p}c = linalg.batch_matmul ins({a}, {b} : {ta}, {tb}) outs({init} : {to}) -> {to}"
        elif kind == "matmul":
            contr = f"  %{p}c = linalg.matmul ins({a}, {b} : {ta}, {tb}) outs({init} : {to}) -> {to}"
        else:
            contr = (f"  %{p}c = linalg.matmul indexing_maps = {maps}\n"
                     f"      ins({a}, {b} : {ta}, {tb}) outs({init} : {to}) -> {to}")
        channel = n
    else:
        nb = rng.choice([1, 1, 2])
        kh, kw = rng.choice([1, 2, 3]), rng.choice([1, 2, 3])
        sh, sw = rng.choice([1, 1, 2]), rng.choice([1, 1, 2])
        dh, dw = rng.choice([1, 1, 2]), rng.choice([1, 1, 2])
        pad = rng.choice([0, 0, 1])
        c = rng.choice(SMALL + [16, 19])
        f = c if kind == "depthwise" else rng.choice(SMALL + [16, 21, 32])
        # an input large enough for at least one output
        h = rng.choice(SMALL) + max(0, dh * (kh - 1) - 2 * pad)
        w = rng.choice(SMALL) + max(0, dw * (kw - 1) - 2 * pad)
        hp, wp = h + 2 * pad, w + 2 * pad
        oh = (hp - dh * (kh - 1) - 1) // sh + 1
        ow = (wp - dw * (kw - 1) - 1) // sw + 1
        desc.append("n%d h%d w%d c%d f%d k%dx%d s%d,%d d%d,%d pad%d" % (nb, h, w, c, f, kh, kw, sh, sw, dh, dw, pad))
        kx, x = prog.new_input([nb, h, w, c], in_elem)
        if kind == "conv_hwcf":
            fshape = [kh, kw, c, f]
        elif kind == "conv_fhwc":
            fshape = [f, kh, kw, c]
        else:
            fshape = [kh, kw, c]
        kf, filt = prog.new_input(fshape, in_elem)
        xv, fv = prog.values(kx), prog.values(kf)
        out_shape = [nb, oh, ow, f]
        to = ttype(out_shape, "f32")
        tx, tf = ttype([nb, h, w, c], in_elem), ttype(fshape, in_elem)
        src, tsrc = x, tx
        if pad:
            tsrc = ttype([nb, hp, wp, c], in_elem)
            lines.append(f"  %{p}pz = arith.constant 0.0 : {in_elem}")
            lines.append(f"  %{p}pad = tensor.pad {x} low[0, {pad}, {pad}, 0] high[0, {pad}, {pad}, 0] {{\n"
                         f"  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index):\n"
                         f"    tensor.yield %{p}pz : {in_elem}\n  }} : {tx} to {tsrc}")
            src = f"%{p}pad"

        def xin(b_, r, s_, ch):
            r -= pad
            s_ -= pad
            if r < 0 or s_ < 0 or r >= h or s_ >= w:
                return 0.0
            return xv([b_, r, s_, ch])

        def contraction(o):
            b_, y, x_, ff = o
            s = 0.0
            for i in range(kh):
                for j in range(kw):
                    r, q = y * sh + i * dh, x_ * sw + j * dw
                    if kind == "depthwise":
                        s += xin(b_, r, q, ff) * fv([i, j, ff])
                        continue
                    for ch in range(c):
                        wv = fv([i, j, ch, ff]) if kind == "conv_hwcf" else fv([ff, i, j, ch])
                        s += xin(b_, r, q, ch) * wv
            return s
        op = {"conv_hwcf": "conv_2d_nhwc_hwcf", "conv_fhwc": "conv_2d_nhwc_fhwc",
              "depthwise": "depthwise_conv_2d_nhwc_hwc"}[kind]
        init = "%%%sinit" % p
        contr = (f"  %{p}c = linalg.{op} {{dilations = dense<[{dh}, {dw}]> : tensor<2xi64>, "
                 f"strides = dense<[{sh}, {sw}]> : tensor<2xi64>}}\n"
                 f"      ins({src}, {filt} : {tsrc}, {tf}) outs({init} : {to}) -> {to}")
        channel = f
    # --- the accumulator's initial value
    bias = None
    use_bias = rng.random() < 0.6
    if use_bias:
        kbias, bias = prog.new_input([channel], "f32")
        biasv = prog.values(kbias)
    rank = len(out_shape)
    dims = ["d%d" % i for i in range(rank)]
    idm, colm = amap(dims, dims), amap(dims, [dims[-1]])
    par = ", ".join(['"parallel"'] * rank)
    lines.append(f"  %{p}e = tensor.empty() : {to}")
    if use_bias and kind.startswith(("conv", "depth")) and rng.random() < 0.5:
        # tosa-to-linalg's convolution: the bias broadcast is the accumulator
        acc_init = "bias"
        lines.append(f"  %{p}init = linalg.generic {{indexing_maps = [{colm}, {idm}], iterator_types = [{par}]}}\n"
                     f"      ins({bias} : tensor<{channel}xf32>) outs(%{p}e : {to}) {{\n"
                     f"    ^bb0(%bv: f32, %o: f32):\n      linalg.yield %bv : f32\n  }} -> {to}")
    else:
        lines.append(f"  %{p}zero = arith.constant 0.0 : f32")
        lines.append(f"  %{p}init = linalg.fill ins(%{p}zero : f32) outs(%{p}e : {to}) -> {to}")
    lines.append(contr)
    desc.append("acc=" + acc_init)
    # --- the epilogue
    ops = [rng.choice(EPILOGUE_OPS) for _ in range(rng.choice([0, 1, 1, 2]))]
    residual = rng.random() < 0.25
    bias_in_epilogue = use_bias and acc_init == "zero"
    result, res_t = f"%{p}c", to
    if ops or residual or bias_in_epilogue or out_elem != "f32":
        ins, tys, maps_, args = [f"%{p}c"], [to], [idm], ["%v: f32"]
        pre, cur = [], "%v"
        if bias_in_epilogue:
            ins.append(bias)
            tys.append("tensor<%dxf32>" % channel)
            maps_.append(colm)
            args.append("%bb: f32")
            pre.append("      %ub = arith.addf %v, %bb : f32")
            cur = "%ub"
        if residual:
            kres, res = prog.new_input(out_shape, "f32")
            resv = prog.values(kres)
            ins.append(res)
            tys.append(to)
            maps_.append(idm)
            args.append("%rr: f32")
            pre.append("      %%ur = arith.addf %s, %%rr : f32" % cur)
            cur = "%ur"
        body, r, py = epilogue_body(ops, cur)
        fin = r
        tout = ttype(out_shape, out_elem)
        if out_elem != "f32":
            body.append("      %%tr = arith.truncf %s : f32 to %s" % (r, out_elem))
            fin = "%tr"
        lines.append(f"  %{p}eo = tensor.empty() : {tout}")
        lines.append(f"  %{p}r = linalg.generic {{indexing_maps = [{', '.join(maps_ + [idm])}], iterator_types = [{par}]}}\n"
                     f"      ins({', '.join(ins)} : {', '.join(tys)}) outs(%{p}eo : {tout}) {{\n"
                     f"    ^bb0({', '.join(args)}, %o: {out_elem}):\n"
                     + "\n".join(pre + body) + f"\n      linalg.yield {fin} : {out_elem}\n  }} -> {tout}")
        result, res_t = f"%{p}r", tout
        desc.append("epilogue=" + "+".join((["bias"] if bias_in_epilogue else []) +
                                           (["residual"] if residual else []) + ops))
    else:
        py = lambda u: u  # noqa: E731
        residual = False

    def expected(o):
        v = contraction(o)
        if use_bias:
            v += biasv([o[-1]])
        if residual:
            v += resv(list(o))
        return round_to(out_elem, py(v))
    vals = []

    def walk(prefix):
        if len(prefix) == rank:
            vals.append(expected(prefix))
            return
        for i in range(out_shape[len(prefix)]):
            walk(prefix + [i])
    walk([])
    prog.body += lines
    prog.outputs.append((out_shape, out_elem, vals, result, res_t))
    desc.append("out=" + out_elem)
    return " ".join(desc)


def render(prog):
    args = ", ".join("%%in%d: %s" % (k, ttype(s, e)) for k, (s, e) in enumerate(prog.inputs))
    rets = ", ".join(o[4] for o in prog.outputs)
    text = ["// Generated by test/fuzz/gemm_gen/gen.py.",
            "func.func @f(%s) -> (%s) {" % (args, rets)] + prog.body
    text.append("  return %s : %s" % (", ".join(o[3] for o in prog.outputs), rets))
    text += ["}", "", "func.func @main() {", "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index"]
    text += [kk.init_input(k, s, e) for k, (s, e) in enumerate(prog.inputs)]
    outs = ", ".join("%%out%d" % k for k in range(len(prog.outputs)))
    text.append("  %s = call @f(%s) : (%s) -> (%s)" % (
        outs, ", ".join("%%in%d" % k for k in range(len(prog.inputs))),
        ", ".join(ttype(s, e) for s, e in prog.inputs), rets))
    text += [kk.print_output(k, o[0], o[1]) for k, o in enumerate(prog.outputs)]
    text += ["  return", "}", ""]
    return "\n".join(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--kernels", type=int, default=4)
    ap.add_argument("--mlir", required=True)
    ap.add_argument("--expected", required=True)
    ap.add_argument("--describe", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    prog = Program()
    descs = [gen_kernel(rng, prog, i) for i in range(a.kernels)]
    with open(a.mlir, "w") as f:
        f.write(render(prog))
    with open(a.expected, "w") as f:
        for o in prog.outputs:
            for v in o[2]:
                f.write("%r %s\n" % (v, o[1]))
    if a.describe:
        for i, d in enumerate(descs):
            print("kernel %d: %s" % (i, d))
    return 0


if __name__ == "__main__":
    sys.exit(main())
