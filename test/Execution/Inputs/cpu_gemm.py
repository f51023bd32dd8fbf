#!/usr/bin/env python3
"""Writes the program of cpu-gemm.test: one @f holding twenty-seven independent
GEMMs with epilogues that stitch-cpu-gemm lowers (odd sizes: M, N, K not
multiples of any tile, K = 1, a product smaller than one register tile,
M = 1 and N = 3, A transposed, B transposed, batched, batched with the
heads joined by a transpose + collapse_shape; B packed inside partial output
tiles, batched with B transposed and packed; heads split before the
epilogue: a projection and batched masked scores; 3x3 and 3x2
convolutions, padded, HWCF and FHWC filters; depthwise 3x3 padded and
3x2 convolutions; bf16/f16 storage with f32
accumulation, and a bf16 accumulator left to the other strategies: see
low_precision), each a result of @f,
with @main printing every element (kernel_kinds.py's harness: inputs
((linear index * 7 + k) mod 23 - 11) / 8).

Usage: cpu_gemm.py <out dir>   -> writes cpu_gemm.mlir
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kernel_kinds as kk  # noqa: E402

PAR = '"parallel"'


def gemm(idx, a, b, amap, bmap, m, n, k, batch=None, epilogue=None):
    """Result %r{idx} = epilogue(fill 0 + contraction of %a and %b)."""
    lead = ["b"] if batch else []
    dims = ", ".join(lead + ["i", "j", "kk"])
    out = lead + ["i", "j"]
    shape = ([batch] if batch else []) + [m, n]
    t = kk.ttype(shape, "f32")
    its = ", ".join([PAR] * len(out) + ['"reduction"'])
    omap = "affine_map<(%s) -> (%s)>" % (dims, ", ".join(out))
    text = f"""
  %e{idx} = tensor.empty() : {t}
  %z{idx} = linalg.fill ins(%zero : f32) outs(%e{idx} : {t}) -> {t}
  %mm{idx} = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({amap})>, affine_map<({dims}) -> ({bmap})>, {omap}], iterator_types = [{its}]}}
      ins({a}, {b} : {{ta}}, {{tb}}) outs(%z{idx} : {t}) {{
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32 }} -> {t}"""
    res = f"%mm{idx}"
    if epilogue:
        ids = ", ".join(out)
        idm = "affine_map<(%s) -> (%s)>" % (ids, ids)
        colm = "affine_map<(%s) -> (j)>" % ids
        epars = ", ".join([PAR] * len(out))
        extra_in, extra_t, extra_m, arg, body = epilogue
        text += f"""
  %r{idx} = linalg.generic {{indexing_maps = [{idm}{extra_m.replace('COL', colm).replace('ID', idm)}, {idm}], iterator_types = [{epars}]}}
      ins(%mm{idx}{extra_in} : {t}{extra_t}) outs(%e{idx} : {t}) {{
    ^bb0(%v: f32{arg}, %o: f32):
{body}
  }} -> {t}"""
        res = f"%r{idx}"
    return text, res, shape


GELU = """      %u = arith.addf %v, %bv : f32
      %u2 = arith.mulf %u, %u : f32
      %u3 = arith.mulf %u2, %u : f32
      %k1 = arith.constant 0.044715 : f32
      %c3 = arith.mulf %u3, %k1 : f32
      %in = arith.addf %u, %c3 : f32
      %k0 = arith.constant 0.797884583 : f32
      %ar = arith.mulf %in, %k0 : f32
      %th = math.tanh %ar : f32
      %one = arith.constant 1.0 : f32
      %t1 = arith.addf %th, %one : f32
      %half = arith.constant 0.5 : f32
      %hu = arith.mulf %u, %half : f32
      %g = arith.mulf %hu, %t1 : f32
      linalg.yield %g : f32"""


def padded_conv_bias_relu(p, idx, conv, x, tx, w, tw, b, tb, tp, to):
    """A 3x3 convolution `conv` (stride 1, zero padding 1 to `tp`, NHWC) of
    x by w + bias b over the channels, relu; SSA names %{p}p/e/z/v/r{idx},
    the result %{p}r{idx} of type `to`."""
    return f"""
  %{p}p{idx} = tensor.pad {x} low[0, 1, 1, 0] high[0, 1, 1, 0] {{
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32 }} : {tx} to {tp}
  %{p}e{idx} = tensor.empty() : {to}
  %{p}z{idx} = linalg.fill ins(%zero : f32) outs(%{p}e{idx} : {to}) -> {to}
  %{p}v{idx} = {conv} {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
      ins(%{p}p{idx}, {w} : {tp}, {tw}) outs(%{p}z{idx} : {to}) -> {to}
  %{p}r{idx} = linalg.generic {{indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = [{PAR}, {PAR}, {PAR}, {PAR}]}}
      ins(%{p}v{idx}, {b} : {to}, {tb}) outs(%{p}e{idx} : {to}) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      %y = arith.maximumf %s, %zero : f32
      linalg.yield %y : f32 }} -> {to}"""


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    inputs, parts, results = [], [], []

    def inp(shape, elem="f32"):
        inputs.append((tuple(shape), elem))
        return "%%in%d" % (len(inputs) - 1), kk.ttype(shape, elem)

    def add(a_shape, b_shape, amap, bmap, m, n, k, batch=None, epi=None, epi_inputs=()):
        a, ta = inp(a_shape)
        b, tb = inp(b_shape)
        extra = [inp(s) for s in epi_inputs]
        e = None
        if epi is not None:
            maps, arg, body = epi
            e = ("".join(", " + x for x, _ in extra), "".join(", " + t for _, t in extra), maps, arg, body)
        text, res, shape = gemm(len(results), a, b, amap, bmap, m, n, k, batch, e)
        parts.append(text.replace("{ta}", ta).replace("{tb}", tb))
        results.append((res, shape))

    bias = (", COL", ", %bv: f32", GELU)
    add((37, 19), (19, 45), "i, kk", "kk, j", 37, 45, 19, epi=bias, epi_inputs=[(45,)])  # odd + GELU
    add((20, 1), (1, 70), "i, kk", "kk, j", 20, 70, 1,
        epi=(", COL", ", %bv: f32", "      %s = arith.addf %v, %bv : f32\n      linalg.yield %s : f32"),
        epi_inputs=[(70,)])                                                          # K = 1 + bias
    add((3, 2), (2, 5), "i, kk", "kk, j", 3, 5, 2)                                   # tiny
    add((1, 64), (64, 100), "i, kk", "kk, j", 1, 100, 64)                            # M = 1
    add((70, 33), (33, 3), "i, kk", "kk, j", 70, 3, 33)                              # N = 3
    add((17, 26), (17, 33), "kk, i", "kk, j", 26, 33, 17,                            # A transposed + relu
        epi=("", "", "      %zr = arith.constant 0.0 : f32\n      %y = arith.maximumf %v, %zr : f32\n      linalg.yield %y : f32"))
    add((29, 23), (41, 23), "i, kk", "j, kk", 29, 41, 23,                            # B transposed + residual
        epi=(", ID", ", %rv: f32", "      %y = arith.addf %v, %rv : f32\n      linalg.yield %y : f32"),
        epi_inputs=[(29, 41)])
    add((3, 9, 17), (3, 17, 40), "b, i, kk", "b, kk, j", 9, 40, 17, batch=3,         # batched * 0.25
        epi=("", "", "      %q = arith.constant 0.25 : f32\n      %y = arith.mulf %v, %q : f32\n      linalg.yield %y : f32"))
    # B packed (at least 4 register rows per output tile) with a partial last
    # k step, inside partial output tiles (M = 256 + 8, N = 512 + 8 with the
    # host's 1 MiB L2: the edge tiles have dynamic sizes), batched with B
    # transposed.
    add((264, 24), (24, 21), "i, kk", "kk, j", 264, 21, 24, epi=bias, epi_inputs=[(21,)])
    add((32, 17), (17, 520), "i, kk", "kk, j", 32, 520, 17)
    add((2, 40, 20), (2, 37, 20), "b, i, kk", "b, j, kk", 40, 37, 20, batch=2)

    # Heads joined: batched product (h, i, j) transposed to (i, h, j) and
    # collapsed to (i, h * j), as attention @ V feeds the output projection.
    q, tq = inp((2, 11, 6))
    v, tv = inp((2, 6, 9))
    idx = len(results)
    text, res, shape = gemm(idx, q, v, "b, i, kk", "b, kk, j", 11, 9, 6, batch=2)
    parts.append(text.replace("{ta}", tq).replace("{tb}", tv) + f"""
  %te{idx} = tensor.empty() : tensor<11x2x9xf32>
  %t{idx} = linalg.generic {{indexing_maps = [affine_map<(i, h, j) -> (h, i, j)>, affine_map<(i, h, j) -> (i, h, j)>], iterator_types = [{PAR}, {PAR}, {PAR}]}}
      ins({res} : tensor<2x11x9xf32>) outs(%te{idx} : tensor<11x2x9xf32>) {{
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32 }} -> tensor<11x2x9xf32>
  %j{idx} = tensor.collapse_shape %t{idx} [[0], [1, 2]] : tensor<11x2x9xf32> into tensor<11x18xf32>""")
    results.append((f"%j{idx}", [11, 18]))

    # Heads split before the epilogue (the kernel's expand_shape moves to
    # the operands, upstream's reshape propagation): a projection
    # (35 x 24) @ (24 x 40) viewed as 35 x 4 heads x 10 + a bias per
    # (head, column); and batched scores [B*H, S, S] viewed as [B, H, S, S]
    # for a mask per (batch, key), as TOSA models emit them.
    x, tx = inp((35, 24))
    w, tw = inp((24, 40))
    hb, thb = inp((4, 10))
    idx = len(results)
    text, res, shape = gemm(idx, x, w, "i, kk", "kk, j", 35, 40, 24)
    parts.append(text.replace("{ta}", tx).replace("{tb}", tw) + f"""
  %x{idx} = tensor.expand_shape {res} [[0], [1, 2]] output_shape [35, 4, 10] : tensor<35x40xf32> into tensor<35x4x10xf32>
  %he{idx} = tensor.empty() : tensor<35x4x10xf32>
  %h{idx} = linalg.generic {{indexing_maps = [affine_map<(i, h, d) -> (i, h, d)>, affine_map<(i, h, d) -> (h, d)>, affine_map<(i, h, d) -> (i, h, d)>], iterator_types = [{PAR}, {PAR}, {PAR}]}}
      ins(%x{idx}, {hb} : tensor<35x4x10xf32>, {thb}) outs(%he{idx} : tensor<35x4x10xf32>) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      linalg.yield %s : f32 }} -> tensor<35x4x10xf32>""")
    results.append((f"%h{idx}", [35, 4, 10]))
    q2, tq2 = inp((6, 33, 8))
    k2, tk2 = inp((6, 8, 33))
    mask, tmask = inp((2, 33))
    idx = len(results)
    text, res, shape = gemm(idx, q2, k2, "b, i, kk", "b, kk, j", 33, 33, 8, batch=6)
    parts.append(text.replace("{ta}", tq2).replace("{tb}", tk2) + f"""
  %x{idx} = tensor.expand_shape {res} [[0, 1], [2], [3]] output_shape [2, 3, 33, 33] : tensor<6x33x33xf32> into tensor<2x3x33x33xf32>
  %he{idx} = tensor.empty() : tensor<2x3x33x33xf32>
  %h{idx} = linalg.generic {{indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = [{PAR}, {PAR}, {PAR}, {PAR}]}}
      ins(%x{idx}, {mask} : tensor<2x3x33x33xf32>, {tmask}) outs(%he{idx} : tensor<2x3x33x33xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %q = arith.constant 0.35 : f32
      %sc = arith.mulf %v, %q : f32
      %s = arith.addf %sc, %mv : f32
      linalg.yield %s : f32 }} -> tensor<2x3x33x33xf32>""")
    results.append((f"%h{idx}", [2, 3, 33, 33]))

    # Convolutions (stride 1): 3x3 with zero padding 1 on odd spatial
    # sizes (7 x 9, 5 -> 37 channels, HWCF filter) + bias + relu, and
    # unpadded 3x2 with an FHWC filter (TOSA's layout) on 6 x 8.
    cx, tcx = inp((1, 7, 9, 5))
    cw, tcw = inp((3, 3, 5, 37))
    cb, tcb = inp((37,))
    idx = len(results)
    parts.append(padded_conv_bias_relu("c", idx, "linalg.conv_2d_nhwc_hwcf", cx, tcx, cw, tcw, cb, tcb,
                                       "tensor<1x9x11x5xf32>", "tensor<1x7x9x37xf32>"))
    results.append((f"%cr{idx}", [1, 7, 9, 37]))
    fx, tfx = inp((1, 6, 8, 4))
    fw, tfw = inp((20, 3, 2, 4))
    idx = len(results)
    parts.append(f"""
  %ce{idx} = tensor.empty() : tensor<1x4x7x20xf32>
  %cz{idx} = linalg.fill ins(%zero : f32) outs(%ce{idx} : tensor<1x4x7x20xf32>) -> tensor<1x4x7x20xf32>
  %cv{idx} = linalg.conv_2d_nhwc_fhwc {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
      ins({fx}, {fw} : {tfx}, {tfw}) outs(%cz{idx} : tensor<1x4x7x20xf32>) -> tensor<1x4x7x20xf32>""")
    results.append((f"%cv{idx}", [1, 4, 7, 20]))

    # Depthwise convolutions (one filter per channel, N = the channels,
    # walked by the input and the filter): 3x3 with zero padding 1 on 7 x 9
    # pixels, 37 channels (a partial register tile), + bias + relu; and an
    # unpadded 3x2 one on 6 x 8 x 20.
    dx, tdx = inp((1, 7, 9, 37))
    dw, tdw = inp((3, 3, 37))
    db, tdb = inp((37,))
    idx = len(results)
    parts.append(padded_conv_bias_relu("d", idx, "linalg.depthwise_conv_2d_nhwc_hwc", dx, tdx, dw, tdw, db, tdb,
                                       "tensor<1x9x11x37xf32>", "tensor<1x7x9x37xf32>"))
    results.append((f"%dr{idx}", [1, 7, 9, 37]))
    ux, tux = inp((1, 6, 8, 20))
    uw, tuw = inp((3, 2, 20))
    idx = len(results)
    parts.append(f"""
  %de{idx} = tensor.empty() : tensor<1x4x7x20xf32>
  %dz{idx} = linalg.fill ins(%zero : f32) outs(%de{idx} : tensor<1x4x7x20xf32>) -> tensor<1x4x7x20xf32>
  %dv{idx} = linalg.depthwise_conv_2d_nhwc_hwc {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
      ins({ux}, {uw} : {tux}, {tuw}) outs(%dz{idx} : tensor<1x4x7x20xf32>) -> tensor<1x4x7x20xf32>""")
    results.append((f"%dv{idx}", [1, 4, 7, 20]))

    low_precision(inp, parts, results)

    def elem(r):
        return r[2] if len(r) > 2 else "f32"
    body = "  %zero = arith.constant 0.0 : f32" + "".join(parts) + "\n  return " + \
        ", ".join(r[0] for r in results) + " : " + ", ".join(kk.ttype(r[1], elem(r)) for r in results)
    kk.CASES.clear()
    kk.CASES["cpu_gemm"] = (inputs, [(tuple(r[1]), elem(r)) for r in results], body)
    text = kk.program("cpu_gemm").replace("kernel_kinds.py (case cpu_gemm)", "cpu_gemm.py")
    with open(os.path.join(out, "cpu_gemm.mlir"), "w") as f:
        f.write(text)


def low_precision(inp, parts, results):
    """bf16/f16 storage, f32 accumulation (the contraction extends its
    inputs and accumulates in f32; the epilogue may truncate the result):
    odd sizes, K = 1, M = 1, N = 3, B packed, A f32 with B bf16 transposed,
    batched with B transposed, a padded 3x3 convolution; and one product
    accumulating in bf16, which stitch-cpu-gemm leaves to the other
    strategies (K = 2: every partial sum is exact in bf16, so any order
    gives the reference's values)."""
    def product(a_shape, b_shape, amap, bmap, m, n, k, ta, tb, out, epi="", epi_inputs=(), batch=None,
                acc="f32"):
        a, tat = inp(a_shape, ta)
        b, tbt = inp(b_shape, tb)
        extra = [inp(sh, el) for sh, el in epi_inputs]
        idx = len(results)
        lead = ["b"] if batch else []
        dims = ", ".join(lead + ["i", "j", "kk"])
        outd = lead + ["i", "j"]
        shape = ([batch] if batch else []) + [m, n]
        tacc, tout = kk.ttype(shape, acc), kk.ttype(shape, out)
        its = ", ".join([PAR] * len(outd) + ['"reduction"'])
        omap = "affine_map<(%s) -> (%s)>" % (dims, ", ".join(outd))
        ext = lambda v, t: (f"      %{v}e = arith.extf %{v} : {t} to {acc}\n", f"%{v}e") if t != acc else ("", f"%{v}")
        xa, va = ext("x", ta)
        xb, vb = ext("y", tb)
        text = f"""
  %lz{idx} = arith.constant 0.0 : {acc}
  %e{idx} = tensor.empty() : {tacc}
  %z{idx} = linalg.fill ins(%lz{idx} : {acc}) outs(%e{idx} : {tacc}) -> {tacc}
  %mm{idx} = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({amap})>, affine_map<({dims}) -> ({bmap})>, {omap}], iterator_types = [{its}]}}
      ins({a}, {b} : {tat}, {tbt}) outs(%z{idx} : {tacc}) {{
    ^bb0(%x: {ta}, %y: {tb}, %acc: {acc}):
{xa}{xb}      %p = arith.mulf {va}, {vb} : {acc}
      %s = arith.addf %acc, %p : {acc}
      linalg.yield %s : {acc} }} -> {tacc}"""
        res = f"%mm{idx}"
        if epi or out != acc:
            ids = ", ".join(outd)
            idm = "affine_map<(%s) -> (%s)>" % (ids, ids)
            colm = "affine_map<(%s) -> (j)>" % ids
            maps = "".join(", " + (colm if len(sh) == 1 else idm) for sh, _ in epi_inputs)
            ins = "".join(", " + v for v, _ in extra)
            tys = "".join(", " + t for _, t in extra)
            args = "".join(f", %a{i}: {el}" for i, (_, el) in enumerate(epi_inputs))
            exts = "".join(f"      %a{i}e = arith.extf %a{i} : {el} to f32\n" if el != "f32" else f"      %a{i}e = arith.addf %a{i}, %zero : f32\n"
                           for i, (_, el) in enumerate(epi_inputs))
            final = "%v1" if epi else "%v"
            trunc = f"      %t = arith.truncf {final} : f32 to {out}\n" if out != "f32" else ""
            yv = "%t" if out != "f32" else final
            text += f"""
  %eo{idx} = tensor.empty() : {tout}
  %r{idx} = linalg.generic {{indexing_maps = [{idm}{maps}, {idm}], iterator_types = [{", ".join([PAR] * len(outd))}]}}
      ins(%mm{idx}{ins} : {tacc}{tys}) outs(%eo{idx} : {tout}) {{
    ^bb0(%v: {acc}{args}, %o: {out}):
{exts}{epi}{trunc}      linalg.yield {yv} : {out} }} -> {tout}"""
            res = f"%r{idx}"
        parts.append(text)
        results.append((res, shape, out))

    gelu = GELU.replace("%u = arith.addf %v, %bv : f32", "%u = arith.addf %v, %a0e : f32") \
               .replace("      linalg.yield %g : f32", "      %v1 = arith.addf %g, %zero : f32")
    bias = "      %v1 = arith.addf %v, %a0e : f32\n"
    relu = "      %b1 = arith.addf %v, %a0e : f32\n      %v1 = arith.maximumf %b1, %zero : f32\n"
    product((37, 19), (19, 45), "i, kk", "kk, j", 37, 45, 19, "bf16", "bf16", "f32",
            gelu + "\n", [((45,), "f32")])                                          # odd + GELU
    product((20, 1), (1, 70), "i, kk", "kk, j", 20, 70, 1, "f16", "f16", "f16",
            bias, [((70,), "f16")])                                                 # K = 1, f16 out
    product((1, 64), (64, 100), "i, kk", "kk, j", 1, 100, 64, "bf16", "bf16", "bf16")  # M = 1, bf16 out
    product((70, 33), (33, 3), "i, kk", "kk, j", 70, 3, 33, "f16", "f16", "f32")    # N = 3
    product((264, 24), (24, 21), "i, kk", "kk, j", 264, 21, 24, "bf16", "bf16", "bf16",
            relu, [((21,), "bf16")])                                                # B packed (bf16 panels)
    product((29, 23), (41, 23), "i, kk", "j, kk", 29, 41, 23, "f32", "bf16", "f32",
            bias, [((29, 41), "f32")])                                              # f32 x bf16^T + residual
    product((2, 40, 20), (2, 37, 20), "b, i, kk", "b, j, kk", 40, 37, 20, "f16", "f16", "f32",
            batch=2)                                                                # batched, B transposed
    # bf16 3x3 convolution, zero padding 1, + bias + relu, bf16 result
    cx, tcx = inp((1, 7, 9, 5), "bf16")
    cw, tcw = inp((3, 3, 5, 37), "bf16")
    cb, tcb = inp((37,), "bf16")
    idx = len(results)
    parts.append(f"""
  %lzb{idx} = arith.constant 0.0 : bf16
  %cp{idx} = tensor.pad {cx} low[0, 1, 1, 0] high[0, 1, 1, 0] {{
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %lzb{idx} : bf16 }} : {tcx} to tensor<1x9x11x5xbf16>
  %ce{idx} = tensor.empty() : tensor<1x7x9x37xf32>
  %cz{idx} = linalg.fill ins(%zero : f32) outs(%ce{idx} : tensor<1x7x9x37xf32>) -> tensor<1x7x9x37xf32>
  %cv{idx} = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
      ins(%cp{idx}, {cw} : tensor<1x9x11x5xbf16>, {tcw}) outs(%cz{idx} : tensor<1x7x9x37xf32>) -> tensor<1x7x9x37xf32>
  %co{idx} = tensor.empty() : tensor<1x7x9x37xbf16>
  %cr{idx} = linalg.generic {{indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = [{PAR}, {PAR}, {PAR}, {PAR}]}}
      ins(%cv{idx}, {cb} : tensor<1x7x9x37xf32>, {tcb}) outs(%co{idx} : tensor<1x7x9x37xbf16>) {{
    ^bb0(%v: f32, %bv: bf16, %o: bf16):
      %be = arith.extf %bv : bf16 to f32
      %s = arith.addf %v, %be : f32
      %y = arith.maximumf %s, %zero : f32
      %t = arith.truncf %y : f32 to bf16
      linalg.yield %t : bf16 }} -> tensor<1x7x9x37xbf16>""")
    results.append((f"%cr{idx}", [1, 7, 9, 37], "bf16"))
    # left to the other strategies: a bf16 accumulator
    product((13, 2), (2, 11), "i, kk", "kk, j", 13, 11, 2, "bf16", "bf16", "bf16", acc="bf16")


if __name__ == "__main__":
    main()
