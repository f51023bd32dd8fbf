#!/usr/bin/env python3
"""Writes the kernel benchmark cases of bench/fusion/kernels.sh: memory-bound
transformer subgraphs in linalg on tensors (f32, static shapes), one .mlir
file per case, each a complete program for mlir-runner.

  gen_cases.py [--quick] [-o DIR] [case...]

Without --quick the sizes are the benchmark's (each case moves >= 64 MiB per
timed call, except `packed50`, whose point is 50 tiny ops (0.5 MiB per call,
cache resident): it makes enough calls per timed repetition to move >= 256
MiB, so that a repetition lasts milliseconds); the files in bench/fusion/cases/ are
this script's output (test/Bench/fusion-kernels.test checks that they are
up to date). --quick writes the same programs at small sizes, for the
correctness check.

Each file holds
  - the case function (@softmax, @layernorm, ...): what the pipelines under
    comparison compile, written the way a framework front end emits it
    (linalg.generic / named ops / elementwise arith on tensors);
  - @bench_fill (deterministic inputs) and @bench_checksum (sums in f64), on
    dynamic shapes, so that the fusion planner leaves them alone;
  - @main: fills the inputs, calls the case once (warm-up) and prints per
    result `checksum <sum w_i x_i> <sum w_i |x_i|>` (w_i = i mod 7 + 1 over
    the flattened result), then `%reps` times: rtclock, `inner` calls of
    the case, rtclock, and prints `time <seconds>`. Only the calls are
    timed, input initialisation and checksums are not.
A header comment `// bench: name=... size=... bytes=... inner=...` gives
the bytes one call moves (inputs read once + outputs written once) and the
calls per timed repetition; the line tagged `// BENCH_REPS` holds the
repetition count (kernels.sh substitutes its --reps).
"""
import argparse
import os
import sys

F32 = 4


def tensor(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# Maps used by the case bodies.
MAPS = """\
#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"""

# The GELU tanh approximation as a front end decomposes it, elementwise on
# tensors: 0.5 u (1 + tanh(sqrt(2/pi) (u + 0.044715 u^3))).
def gelu(u, shape, p):
    t = tensor(shape)
    return f"""\
  %{p}half = arith.constant dense<0.5> : {t}
  %{p}one = arith.constant dense<1.0> : {t}
  %{p}k0 = arith.constant dense<0.797884583> : {t}
  %{p}k1 = arith.constant dense<0.044715> : {t}
  %{p}u2 = arith.mulf %{u}, %{u} : {t}
  %{p}u3 = arith.mulf %{p}u2, %{u} : {t}
  %{p}c3 = arith.mulf %{p}u3, %{p}k1 : {t}
  %{p}in = arith.addf %{u}, %{p}c3 : {t}
  %{p}arg = arith.mulf %{p}in, %{p}k0 : {t}
  %{p}th = math.tanh %{p}arg : {t}
  %{p}t1 = arith.addf %{p}th, %{p}one : {t}
  %{p}hu = arith.mulf %{u}, %{p}half : {t}
  %{p}g = arith.mulf %{p}hu, %{p}t1 : {t}
"""


def softmax_body(x, shape, p, prefix_ops=""):
    """Row softmax over the last dimension of `x` (rank 2, 3 or 4: attention
    scores [batch, heads, queries, keys], maps written inline); result %{p}y."""
    rank = len(shape)
    t, tr = tensor(shape), tensor(shape[:-1])
    if rank == 4:
        idm = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
        rowm = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>"
    else:
        idm, rowm = ("#id2", "#row") if rank == 2 else ("#id3", "#row3")
    par = ", ".join(['"parallel"'] * rank)
    dim = rank - 1
    return f"""\
  %{p}ninf = arith.constant -1.0e30 : f32
  %{p}zero = arith.constant 0.0 : f32
  %{p}er = tensor.empty() : {tr}
  %{p}e = tensor.empty() : {t}
  %{p}minit = linalg.fill ins(%{p}ninf : f32) outs(%{p}er : {tr}) -> {tr}
  %{p}mx = linalg.reduce ins(%{x} : {t}) outs(%{p}minit : {tr}) dimensions = [{dim}]
    (%in: f32, %acc: f32) {{
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }}
  %{p}ex = linalg.generic {{indexing_maps = [{idm}, {rowm}, {idm}], iterator_types = [{par}]}}
      ins(%{x}, %{p}mx : {t}, {tr}) outs(%{p}e : {t}) {{
    ^bb0(%v: f32, %m: f32, %o: f32):
      %d = arith.subf %v, %m : f32
      %ev = math.exp %d : f32
      linalg.yield %ev : f32
  }} -> {t}
  %{p}sinit = linalg.fill ins(%{p}zero : f32) outs(%{p}er : {tr}) -> {tr}
  %{p}den = linalg.reduce ins(%{p}ex : {t}) outs(%{p}sinit : {tr}) dimensions = [{dim}]
    (%in: f32, %acc: f32) {{
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }}
  %{p}y = linalg.generic {{indexing_maps = [{idm}, {rowm}, {idm}], iterator_types = [{par}]}}
      ins(%{p}ex, %{p}den : {t}, {tr}) outs(%{p}e : {t}) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %r = arith.divf %v, %s : f32
      linalg.yield %r : f32
  }} -> {t}
"""


def layernorm_body(x, g, b, shape, p):
    """LayerNorm over the rows of `x` (R x C) with scale g and shift b (C);
    two-pass (mean, then variance of the centred values); result %{p}y."""
    r, c = shape
    t, tr, tc = tensor(shape), tensor([r]), tensor([c])
    return f"""\
  %{p}zero = arith.constant 0.0 : f32
  %{p}invc = arith.constant {1.0 / c!r} : f32
  %{p}eps = arith.constant 1.0e-5 : f32
  %{p}er = tensor.empty() : {tr}
  %{p}e = tensor.empty() : {t}
  %{p}z = linalg.fill ins(%{p}zero : f32) outs(%{p}er : {tr}) -> {tr}
  %{p}sum = linalg.reduce ins(%{x} : {t}) outs(%{p}z : {tr}) dimensions = [1]
    (%in: f32, %acc: f32) {{
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }}
  %{p}xc = linalg.generic {{indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}}
      ins(%{x}, %{p}sum : {t}, {tr}) outs(%{p}e : {t}) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %mean = arith.mulf %s, %{p}invc : f32
      %cv = arith.subf %v, %mean : f32
      linalg.yield %cv : f32
  }} -> {t}
  %{p}var = linalg.generic {{indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%{p}xc : {t}) outs(%{p}z : {tr}) {{
    ^bb0(%cv: f32, %acc: f32):
      %sq = arith.mulf %cv, %cv : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
  }} -> {tr}
  %{p}y = linalg.generic {{indexing_maps = [#id2, #row, #col, #col, #id2], iterator_types = ["parallel", "parallel"]}}
      ins(%{p}xc, %{p}var, %{g}, %{b} : {t}, {tr}, {tc}, {tc}) outs(%{p}e : {t}) {{
    ^bb0(%cv: f32, %vs: f32, %gv: f32, %bv: f32, %o: f32):
      %vr = arith.mulf %vs, %{p}invc : f32
      %ve = arith.addf %vr, %{p}eps : f32
      %rs = math.rsqrt %ve : f32
      %n = arith.mulf %cv, %rs : f32
      %ng = arith.mulf %n, %gv : f32
      %yv = arith.addf %ng, %bv : f32
      linalg.yield %yv : f32
  }} -> {t}
"""


def binary(op, a, b, shape, res):
    """res = a op b elementwise, as a linalg.generic into a tensor.empty (the
    form front ends emit; arith on tensors would go through
    convert-elementwise-to-linalg, which writes into its first operand: on a
    function argument that makes every caller copy the argument first)."""
    t = tensor(shape)
    idm = "#id%d" % len(shape)
    par = ", ".join(['"parallel"'] * len(shape))
    return f"""\
  %{res}_e = tensor.empty() : {t}
  %{res} = linalg.generic {{indexing_maps = [{idm}, {idm}, {idm}], iterator_types = [{par}]}}
      ins(%{a}, %{b} : {t}, {t}) outs(%{res}_e : {t}) {{
    ^bb0(%l: f32, %r: f32, %o: f32):
      %v = {op} %l, %r : f32
      linalg.yield %v : f32
  }} -> {t}
"""


def bias_add(x, bias, shape, p):
    """x + bias broadcast over the rows (a linalg.generic); result %{p}u."""
    t, tc = tensor(shape), tensor([shape[1]])
    return f"""\
  %{p}eb = tensor.empty() : {t}
  %{p}u = linalg.generic {{indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}}
      ins(%{x}, %{bias} : {t}, {tc}) outs(%{p}eb : {t}) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      linalg.yield %s : f32
  }} -> {t}
"""


class Case:
    """One benchmark program: inputs (name, shape, fill scale), outputs
    (shape), the body (MLIR text using the argument names) and the names of
    the returned values."""

    def __init__(self, name, size, inputs, outputs, body, results, inner=1, doc=""):
        self.name, self.size, self.inputs, self.outputs = name, size, inputs, outputs
        self.body, self.results, self.inner, self.doc = body, results, inner, doc

    def bytes(self):
        return F32 * (sum(numel(s) for _, s, _ in self.inputs) +
                      sum(numel(s) for s in self.outputs))


def case_softmax(q):
    r, c = (64, 256) if q else (4096, 4096)
    s = [r, c]
    return Case("softmax", f"{r}x{c}", [("x", s, 0.5)], [s],
                softmax_body("x", s, "sm_"), ["sm_y"],
                doc="softmax over rows: max, exp(x - max), sum, divide")


def case_layernorm(q):
    r, c = (64, 256) if q else (4096, 4096)
    s = [r, c]
    return Case("layernorm", f"{r}x{c}", [("x", s, 0.25), ("g", [c], 0.05), ("b", [c], 0.1)],
                [s], layernorm_body("x", "g", "b", s, "ln_"), ["ln_y"],
                doc="LayerNorm over rows (mean, centred variance, scale + shift)")


def case_bias_gelu(q):
    r, c = (64, 256) if q else (4096, 4096)
    s = [r, c]
    return Case("bias_gelu", f"{r}x{c}", [("x", s, 0.25), ("bias", [c], 0.1)], [s],
                bias_add("x", "bias", s, "bg_") + gelu("bg_u", s, "bg_"), ["bg_g"],
                doc="bias add (broadcast over rows) then GELU (tanh approximation)")


def case_residual_layernorm(q):
    r, c = (64, 256) if q else (4096, 2048)
    s = [r, c]
    body = binary("arith.addf", "x", "res", s, "h") + layernorm_body("h", "g", "b", s, "ln_")
    return Case("residual_layernorm", f"{r}x{c}",
                [("x", s, 0.25), ("res", s, 0.125), ("g", [c], 0.05), ("b", [c], 0.1)],
                [s, s], body, ["h", "ln_y"],
                doc="h = x + residual; y = LayerNorm(h); both returned (pre-LN block)")


def case_masked_softmax(q):
    h, n = (4, 64) if q else (16, 1024)
    s = [h, n, n]
    t = tensor(s)
    body = f"""\
  %scale = arith.constant 0.125 : f32
  %big = arith.constant -1.0e30 : f32
  %em = tensor.empty() : {t}
  %masked = linalg.generic {{indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x : {t}) outs(%em : {t}) {{
    ^bb0(%v: f32, %o: f32):
      %i = linalg.index 1 : index
      %j = linalg.index 2 : index
      %future = arith.cmpi ugt, %j, %i : index
      %sv = arith.mulf %v, %scale : f32
      %m = arith.select %future, %big, %sv : f32
      linalg.yield %m : f32
  }} -> {t}
""" + softmax_body("masked", s, "sm_")
    return Case("masked_softmax", f"{h}x{n}x{n}", [("x", s, 2.0)], [s], body, ["sm_y"],
                doc="attention scores: scale by 1/sqrt(64), causal mask, softmax over keys")


def case_mlp_gelu(q):
    m, k, n = (64, 32, 128) if q else (4096, 32, 4096)
    sa, sb, so = [m, k], [k, n], [m, n]
    to = tensor(so)
    body = f"""\
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {to}
  %z = linalg.fill ins(%zero : f32) outs(%e : {to}) -> {to}
  %mm = linalg.matmul ins(%a, %w : {tensor(sa)}, {tensor(sb)}) outs(%z : {to}) -> {to}
""" + bias_add("mm", "bias", so, "bg_") + gelu("bg_u", so, "bg_")
    return Case("mlp_gelu", f"{m}x{k}x{n}", [("a", sa, 0.25), ("w", sb, 0.125), ("bias", [n], 0.1)],
                [so], body, ["bg_g"],
                doc="MLP up-projection epilogue: (a @ w) + bias, GELU (tanh approximation)")


PACKED_OPS = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.minimumf"]


def case_packed(q):
    count = 50
    sizes = [(64 if q else 512) + 16 * i for i in range(count)]
    inputs, outputs, lines, results = [], [], [], []
    for i, nel in enumerate(sizes):
        inputs += [(f"a{i}", [nel], 0.5), (f"b{i}", [nel], 0.25)]
        outputs.append([nel])
        op = PACKED_OPS[i % len(PACKED_OPS)]
        lines.append(binary(op, f"a{i}", f"b{i}", [nel], f"o{i}"))
        results.append(f"o{i}")
    per_call = F32 * 3 * sum(sizes)
    inner = 1 if q else -(-256 * 2**20 // per_call)  # >= 256 MiB per timed repetition
    lo, hi = sizes[0], sizes[-1]
    return Case("packed50", f"50x({lo}..{hi})", inputs, outputs, "".join(lines), results,
                inner=inner,
                doc="50 independent tiny elementwise ops (2 inputs, 1 output each, sizes all different)")


def case_softmax_heads(q):
    b, h, n, k = (2, 2, 16, 64) if q else (2, 4, 512, 2048)
    s, j = [b, h, n, k], [b * h, n, k]
    body = softmax_body("x", s, "sm_") + (
        f"  %joined = tensor.collapse_shape %sm_y [[0, 1], [2], [3]] : {tensor(s)} into {tensor(j)}\n")
    return Case("softmax_heads", f"{b}x{h}x{n}x{k}", [("x", s, 0.5)], [j], body, ["joined"],
                doc="softmax over the keys of [batch, heads, queries, keys] scores, heads "
                    "joined by a collapse_shape (as TOSA graphs reshape for the next batched "
                    "matmul): a kernel whose result is a reshape of its rows")


def case_layernorm_tokens(q):
    b, n, c = (4, 16, 256) if q else (2, 2048, 2048)
    s, o = [b * n, c], [b, n, c]
    body = layernorm_body("x", "g", "b", s, "ln_") + (
        f"  %tokens = tensor.expand_shape %ln_y [[0, 1], [2]] output_shape [{b}, {n}, {c}] : "
        f"{tensor(s)} into {tensor(o)}\n")
    return Case("layernorm_tokens", f"{b * n}x{c}", [("x", s, 0.25), ("g", [c], 0.05), ("b", [c], 0.1)],
                [o], body, ["tokens"],
                doc="LayerNorm over the rows of a [tokens, hidden] projection, expanded back to "
                    "[batch, seq, hidden] (the static BERT final LayerNorm's form): a kernel "
                    "whose result is a reshape of its rows")


CASES = [case_softmax, case_layernorm, case_bias_gelu, case_residual_layernorm,
         case_masked_softmax, case_mlp_gelu, case_packed, case_softmax_heads,
         case_layernorm_tokens]

HARNESS = """\
func.func private @rtclock() -> f64

// value(i) = ((7 i + 5 (i / 61) + seed) mod 23 - 11) * scale
func.func @bench_fill(%n: index, %seed: index, %scale: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]}
      outs(%e : tensor<?xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %c5 = arith.constant 5 : index
      %c7 = arith.constant 7 : index
      %c23 = arith.constant 23 : index
      %c61 = arith.constant 61 : index
      %i7 = arith.muli %i, %c7 : index
      %q = arith.divui %i, %c61 : index
      %q5 = arith.muli %q, %c5 : index
      %s0 = arith.addi %i7, %q5 : index
      %s1 = arith.addi %s0, %seed : index
      %m = arith.remui %s1, %c23 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %c11 = arith.constant 11.0 : f32
      %d = arith.subf %mf, %c11 : f32
      %v = arith.mulf %d, %scale : f32
      linalg.yield %v : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// (sum w_i x_i, sum w_i |x_i|) in f64 with w_i = i mod 7 + 1.
func.func @bench_checksum(%x: tensor<?xf32>) -> (f64, f64) {
  %zero = arith.constant 0.0 : f64
  %e0 = tensor.empty() : tensor<f64>
  %z0 = linalg.fill ins(%zero : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
  %e1 = tensor.empty() : tensor<f64>
  %z1 = linalg.fill ins(%zero : f64) outs(%e1 : tensor<f64>) -> tensor<f64>
  %r:2 = linalg.generic {indexing_maps = [#id1, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>],
                         iterator_types = ["reduction"]}
      ins(%x : tensor<?xf32>) outs(%z0, %z1 : tensor<f64>, tensor<f64>) {
    ^bb0(%v: f32, %a: f64, %b: f64):
      %i = linalg.index 0 : index
      %c7 = arith.constant 7 : index
      %m = arith.remui %i, %c7 : index
      %mi = arith.index_cast %m : index to i32
      %wf = arith.sitofp %mi : i32 to f64
      %one = arith.constant 1.0 : f64
      %w = arith.addf %wf, %one : f64
      %vd = arith.extf %v : f32 to f64
      %wv = arith.mulf %w, %vd : f64
      %av = math.absf %wv : f64
      %a1 = arith.addf %a, %wv : f64
      %b1 = arith.addf %b, %av : f64
      linalg.yield %a1, %b1 : f64, f64
  } -> (tensor<f64>, tensor<f64>)
  %s0 = tensor.extract %r#0[] : tensor<f64>
  %s1 = tensor.extract %r#1[] : tensor<f64>
  return %s0, %s1 : f64, f64
}

func.func @bench_print_checksum(%x: tensor<?xf32>) {
  %s:2 = call @bench_checksum(%x) : (tensor<?xf32>) -> (f64, f64)
  vector.print str "checksum "
  vector.print %s#0 : f64 punctuation <no_punctuation>
  vector.print str " "
  vector.print %s#1 : f64
  return
}
"""


def reassoc(rank):
    return "[[" + ", ".join(f"{i}" for i in range(rank)) + "]]"


def render(case):
    fn = case.name
    args = ", ".join(f"%{n}: {tensor(s)}" for n, s, _ in case.inputs)
    rtypes = ", ".join(tensor(s) for s in case.outputs)
    rt = rtypes if len(case.outputs) == 1 else f"({rtypes})"
    out = []
    mib = case.bytes() / 2**20
    out.append(f"// bench: name={case.name} size={case.size} bytes={case.bytes()} inner={case.inner}\n")
    out.append(f"// {case.doc}.\n")
    out.append(f"// One call moves {mib:.1f} MiB (inputs read once + outputs written once).\n")
    out.append("// Generated by bench/fusion/gen_cases.py; timed by bench/fusion/kernels.sh.\n\n")
    out.append(MAPS + "\n")
    out.append(f"func.func @{fn}({args}) -> {rt} {{\n")
    out.append(case.body)
    rets = ", ".join("%" + r for r in case.results)
    out.append(f"  return {rets} : {rtypes}\n}}\n\n")
    out.append(HARNESS + "\n")
    # main: fill inputs, warm up + checksums, timed repetitions.
    m = ["func.func @main() {\n",
         "  %bench_c0 = arith.constant 0 : index\n",
         "  %bench_c1 = arith.constant 1 : index\n",
         "  %bench_reps = arith.constant 5 : index  // BENCH_REPS\n",
         f"  %bench_inner = arith.constant {case.inner} : index\n"]
    for k, (n, s, scale) in enumerate(case.inputs):
        nel = numel(s)
        m.append(f"  %{n}_n = arith.constant {nel} : index\n")
        m.append(f"  %{n}_seed = arith.constant {k + 1} : index\n")
        m.append(f"  %{n}_scale = arith.constant {scale!r} : f32\n")
        m.append(f"  %{n}_d = call @bench_fill(%{n}_n, %{n}_seed, %{n}_scale) : (index, index, f32) -> tensor<?xf32>\n")
        flat = tensor([nel])
        if len(s) == 1:
            m.append(f"  %{n} = tensor.cast %{n}_d : tensor<?xf32> to {flat}\n")
        else:
            m.append(f"  %{n}_s = tensor.cast %{n}_d : tensor<?xf32> to {flat}\n")
            shp = ", ".join(str(d) for d in s)
            m.append(f"  %{n} = tensor.expand_shape %{n}_s {reassoc(len(s))} output_shape [{shp}] : {flat} into {tensor(s)}\n")
    argnames = ", ".join(f"%{n}" for n, _, _ in case.inputs)
    argtypes = ", ".join(tensor(s) for _, s, _ in case.inputs)
    nres = len(case.outputs)
    lhs = "%bench_w" if nres == 1 else f"%bench_w:{nres}"
    m.append(f"  {lhs} = call @{fn}({argnames}) : ({argtypes}) -> {rt}\n")
    for k, s in enumerate(case.outputs):
        w = "%bench_w" if nres == 1 else f"%bench_w#{k}"
        flat = tensor([numel(s)])
        if len(s) == 1:
            m.append(f"  %bench_w{k}_d = tensor.cast {w} : {flat} to tensor<?xf32>\n")
        else:
            m.append(f"  %bench_w{k}_f = tensor.collapse_shape {w} {reassoc(len(s))} : {tensor(s)} into {flat}\n")
            m.append(f"  %bench_w{k}_d = tensor.cast %bench_w{k}_f : {flat} to tensor<?xf32>\n")
        m.append(f"  call @bench_print_checksum(%bench_w{k}_d) : (tensor<?xf32>) -> ()\n")
    m.append("  scf.for %bench_rep = %bench_c0 to %bench_reps step %bench_c1 {\n")
    m.append("    %bench_t0 = func.call @rtclock() : () -> f64\n")
    m.append("    scf.for %bench_it = %bench_c0 to %bench_inner step %bench_c1 {\n")
    lhs = "%bench_r" if nres == 1 else f"%bench_r:{nres}"
    m.append(f"      {lhs} = func.call @{fn}({argnames}) : ({argtypes}) -> {rt}\n")
    m.append("    }\n")
    m.append("    %bench_t1 = func.call @rtclock() : () -> f64\n")
    m.append("    %bench_dt = arith.subf %bench_t1, %bench_t0 : f64\n")
    m.append('    vector.print str "time "\n')
    m.append("    vector.print %bench_dt : f64\n")
    m.append("  }\n  return\n}\n")
    out += m
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="small sizes (correctness check)")
    ap.add_argument("-o", "--out-dir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases"))
    ap.add_argument("--list", action="store_true", help="print the case names and exit")
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    cases = [f(a.quick) for f in CASES]
    if a.list:
        print(" ".join(c.name for c in cases))
        return 0
    names = {c.name for c in cases}
    for n in a.cases:
        if n not in names:
            print(f"gen_cases.py: unknown case {n} (have: {' '.join(sorted(names))})", file=sys.stderr)
            return 2
    os.makedirs(a.out_dir, exist_ok=True)
    for c in cases:
        if a.cases and c.name not in a.cases:
            continue
        with open(os.path.join(a.out_dir, c.name + ".mlir"), "w") as f:
            f.write(render(c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
