#!/usr/bin/env python3
"""Writes the compute-bound cases of bench/gemm/run.sh: one mlir-runner
program per case (the harness of bench/fusion/gen_cases.py: deterministic
inputs, a warm-up call with checksums, timed repetitions), and prints for
each case one line for the OpenBLAS baseline (bench/gemm/baseline.c):

  name batch M N K transB epilogue flops

  gen.py [--quick] -o DIR [case...]

Cases: square GEMMs (no epilogue: fill + matmul), and the transformer shapes
of the fusion corpus at BERT-base sizes (sequence 512, hidden 768, 12 heads):
the QKV projection with bias, the MLP up-projection with bias + GELU (and
the fusion benchmark's mlp_gelu, K = 32), the MLP down-projection with bias +
residual, the attention scores Q K^T / 8 per head (batched, B transposed),
the same in TOSA's form (a batched product viewed as [B, H, S, S] for a key
mask), a ResNet 3x3 convolution + bias + ReLU and a MobileNetV2 3x3
depthwise convolution + bias + ReLU.
--quick: small odd sizes, for the correctness check only.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fusion"))
import gen_cases as g  # noqa: E402  (the fusion benchmark's harness)

MAPS3 = """\
#bq = affine_map<(b, i, j, k) -> (b, i, k)>
#bk = affine_map<(b, i, j, k) -> (b, j, k)>
#bo = affine_map<(b, i, j, k) -> (b, i, j)>
"""


def matmul(a, b, m, n, k, p):
    to = g.tensor([m, n])
    return f"""\
  %{p}zero = arith.constant 0.0 : f32
  %{p}e = tensor.empty() : {to}
  %{p}z = linalg.fill ins(%{p}zero : f32) outs(%{p}e : {to}) -> {to}
  %{p}mm = linalg.matmul ins(%{a}, %{b} : {g.tensor([m, k])}, {g.tensor([k, n])}) outs(%{p}z : {to}) -> {to}
"""


def case_square(n):
    def make(q):
        s = 40 if q else n
        return g.Case(f"sgemm{n}", f"{s}x{s}x{s}", [("a", [s, s], 0.25), ("b", [s, s], 0.125)],
                      [[s, s]], matmul("a", "b", s, s, s, ""), ["mm"],
                      doc=f"square GEMM {s}^3, C = A B"), (1, s, s, s, 0, "none")
    return make


def case_bias(name, m, n, k, epilogue, doc, quick=(37, 45, 19)):
    def make(q):
        mm, nn, kk = quick if q else (m, n, k)
        inputs = [("a", [mm, kk], 0.25), ("w", [kk, nn], 0.125), ("bias", [nn], 0.1)]
        body = matmul("a", "w", mm, nn, kk, "") + g.bias_add("mm", "bias", [mm, nn], "bg_")
        res = "bg_u"
        if epilogue == "bias_gelu":
            body += g.gelu("bg_u", [mm, nn], "bg_")
            res = "bg_g"
        elif epilogue == "bias_residual":
            inputs.append(("res", [mm, nn], 0.5))
            body += g.binary("arith.addf", "bg_u", "res", [mm, nn], "out")
            res = "out"
        return g.Case(name, f"{mm}x{kk}x{nn}", inputs, [[mm, nn]], body, [res], doc=doc), \
            (1, mm, nn, kk, 0, epilogue)
    return make


def case_scores(q):
    h, s, d = (3, 21, 10) if q else (12, 512, 64)
    tq, to = g.tensor([h, s, d]), g.tensor([h, s, s])
    body = f"""\
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e = tensor.empty() : {to}
  %z = linalg.fill ins(%zero : f32) outs(%e : {to}) -> {to}
  %sc = linalg.generic {{indexing_maps = [#bq, #bk, #bo],
                         iterator_types = ["parallel", "parallel", "parallel", "reduction"]}}
      ins(%q, %k : {tq}, {tq}) outs(%z : {to}) {{
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  }} -> {to}
  %e2 = tensor.empty() : {to}
  %out = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%sc : {to}) outs(%e2 : {to}) {{
    ^bb0(%v: f32, %o: f32):
      %r = arith.mulf %v, %scale : f32
      linalg.yield %r : f32
  }} -> {to}
"""
    return g.Case("attn_scores", f"{h}x{s}x{d}x{s}", [("q", [h, s, d], 0.25), ("k", [h, s, d], 0.125)],
                  [[h, s, s]], body, ["out"], doc="attention scores Q K^T / sqrt(64) per head"), \
        (h, s, s, d, 1, "scale")


def case_scores_heads(q):
    """Scores as TOSA models emit them: a batched product [B*H, S, S]
    viewed as [B, H, S, S] (expand_shape) for a key mask per (batch, key)."""
    h, s, d = (3, 21, 10) if q else (12, 512, 64)
    tq, tk, to = g.tensor([h, s, d]), g.tensor([h, d, s]), g.tensor([h, s, s])
    t4 = g.tensor([1, h, s, s])
    body = f"""\
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e = tensor.empty() : {to}
  %z = linalg.fill ins(%zero : f32) outs(%e : {to}) -> {to}
  %sc = linalg.batch_matmul ins(%q, %k : {tq}, {tk}) outs(%z : {to}) -> {to}
  %x = tensor.expand_shape %sc [[0, 1], [2], [3]] output_shape [1, {h}, {s}, {s}] : {to} into {t4}
  %e2 = tensor.empty() : {t4}
  %out = linalg.generic {{indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, j)>,
                                           affine_map<(b, h, i, j) -> (b, h, i, j)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%x, %mask : {t4}, {g.tensor([1, s])}) outs(%e2 : {t4}) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %r = arith.mulf %v, %scale : f32
      %m = arith.addf %r, %mv : f32
      linalg.yield %m : f32
  }} -> {t4}
"""
    return g.Case("attn_scores_heads", f"{h}x{s}x{d}x{s}",
                  [("q", [h, s, d], 0.25), ("k", [h, d, s], 0.125), ("mask", [1, s], 0.1)],
                  [[1, h, s, s]], body, ["out"],
                  doc="TOSA-form scores: batched product viewed as [B, H, S, S], scale + key mask"), \
        (h, s, s, d, 0, "scale_mask")


def padded_conv_bias_relu(conv, tx, tp, tw, to, bias):
    """Body of a 3x3 convolution `conv` (stride 1, zero padding 1, NHWC) of
    %x by %w, + %bias (type `bias`) over the channels, ReLU; result %out."""
    return f"""\
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {{
    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
      tensor.yield %zero : f32
  }} : {tx} to {tp}
  %e = tensor.empty() : {to}
  %z = linalg.fill ins(%zero : f32) outs(%e : {to}) -> {to}
  %cv = {conv} {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
      ins(%p, %w : {tp}, {tw}) outs(%z : {to}) -> {to}
  %out = linalg.generic {{indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>,
                                           affine_map<(n, h, w, c) -> (n, h, w, c)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%cv, %bias : {to}, {bias}) outs(%e : {to}) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  }} -> {to}
"""


def case_conv3x3(q):
    """A ResNet 3x3 convolution (stride 1, zero padding 1, NHWC, HWCF
    filter) + bias + ReLU. Printed to the baseline as the im2col GEMM
    (M = H W, N = F, K = 9 C); the epilogue field names the convolution."""
    hh, ww, c, f = (7, 9, 5, 37) if q else (56, 56, 64, 64)
    body = padded_conv_bias_relu("linalg.conv_2d_nhwc_hwcf", g.tensor([1, hh, ww, c]),
                                 g.tensor([1, hh + 2, ww + 2, c]), g.tensor([3, 3, c, f]),
                                 g.tensor([1, hh, ww, f]), g.tensor([f]))
    return g.Case("conv3x3", f"{hh}x{ww}x{c}x{f}",
                  [("x", [1, hh, ww, c], 0.25), ("w", [3, 3, c, f], 0.125), ("bias", [f], 0.1)],
                  [[1, hh, ww, f]], body, ["out"],
                  doc="ResNet 3x3 convolution, pad 1, + bias + ReLU"), \
        (1, hh * ww, f, 9 * c, 0, f"conv3x3:{hh}:{ww}:{c}:bias_relu")


def case_dwconv(q):
    """A MobileNetV2 3x3 depthwise convolution (stride 1, zero padding 1,
    NHWC, HWC filter: one filter per channel) + bias + ReLU. Printed to the
    baseline with M = H W, N = C, K = 9 (2 M N K flops); the epilogue field
    names the convolution (the baseline is a direct loop, not a GEMM)."""
    hh, ww, c = (7, 9, 37) if q else (56, 56, 144)
    body = padded_conv_bias_relu("linalg.depthwise_conv_2d_nhwc_hwc", g.tensor([1, hh, ww, c]),
                                 g.tensor([1, hh + 2, ww + 2, c]), g.tensor([3, 3, c]),
                                 g.tensor([1, hh, ww, c]), g.tensor([c]))
    return g.Case("dwconv3x3", f"{hh}x{ww}x{c}",
                  [("x", [1, hh, ww, c], 0.25), ("w", [3, 3, c], 0.125), ("bias", [c], 0.1)],
                  [[1, hh, ww, c]], body, ["out"],
                  doc="MobileNetV2 3x3 depthwise convolution, pad 1, + bias + ReLU"), \
        (1, hh * ww, c, 9, 0, f"dwconv3x3:{hh}:{ww}:{c}:bias_relu")


CASES = [
    case_square(1024),
    case_square(2048),
    case_bias("mlp_gelu", 4096, 4096, 32, "bias_gelu",
              "the fusion benchmark's MLP epilogue: (a @ w) + bias, GELU, K = 32"),
    case_bias("qkv_proj", 512, 2304, 768, "bias", "QKV projection: x @ Wqkv + bias"),
    case_bias("mlp_up", 512, 3072, 768, "bias_gelu", "MLP up-projection: GELU(x @ W1 + b1)"),
    case_bias("mlp_down", 512, 768, 3072, "bias_residual",
              "MLP down-projection: x @ W2 + b2 + residual", quick=(29, 33, 70)),
    case_scores,
    case_scores_heads,
    case_conv3x3,
    case_dwconv,
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("-o", "--out-dir", required=True)
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    os.makedirs(a.out_dir, exist_ok=True)
    made = [f(a.quick) for f in CASES]
    names = {c.name for c, _ in made}
    for n in a.cases:
        if n not in names:
            sys.exit(f"gen.py: unknown case {n} (have: {' '.join(sorted(names))})")
    for case, (batch, m, n, k, transb, epi) in made:
        if a.cases and case.name not in a.cases:
            continue
        text = g.render(case).replace(g.MAPS, g.MAPS + MAPS3)
        text = text.replace("Generated by bench/fusion/gen_cases.py; timed by bench/fusion/kernels.sh",
                            "Generated by bench/gemm/gen.py; timed by bench/gemm/run.sh")
        with open(os.path.join(a.out_dir, case.name + ".mlir"), "w") as f:
            f.write(text)
        print(case.name, batch, m, n, k, transb, epi, 2 * batch * m * n * k)
    return 0


if __name__ == "__main__":
    sys.exit(main())
